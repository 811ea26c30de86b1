"""A relay on the wire between the service and the test PostgreSQL: it counts round trips,
and it can lose an answer, for the tests of what a database request costs and of what
happens when a connection breaks under a statement."""

from __future__ import annotations

import selectors
import socket
import threading

import psycopg

_UNTYPED_REQUESTS = (80877103, 80877104)
"""The SSL and GSS encryption requests: like the start-up message after them, a message
with no type byte (the protocol's messages have one from then on)."""


class _ClientMessages:
    """The client's side of one connection cut into protocol messages: the types sent
    since the server last answered (an untyped start-up message counts as "")."""

    def __init__(self) -> None:
        self.since_answer: set[str] = set()
        self._unread = b""
        self._typed = False

    def feed(self, data: bytes) -> None:
        self._unread += data
        while len(self._unread) >= (5 if self._typed else 8):
            if self._typed:
                kind, length = chr(self._unread[0]), 1 + int.from_bytes(self._unread[1:5], "big")
            else:
                kind, length = "", int.from_bytes(self._unread[:4], "big")
            if len(self._unread) < length:
                return
            if not self._typed:
                self._typed = int.from_bytes(self._unread[4:8], "big") not in _UNTYPED_REQUESTS
            self._unread = self._unread[length:]
            self.since_answer.add(kind)


class Relay:
    """Relays every connection made to ``url`` to the server of ``database_url``.

    A round trip is the server answering what the client sent since its last answer, when
    that ran a statement (an Execute of the extended protocol, or a simple Query): the
    statements of a pipeline, sent without waiting for each other, and their answers make
    one.  An exchange that only prepared a statement (Parse, then Sync: psycopg does it on
    a statement's first use on a connection) is counted apart, in ``preparations``, and
    the start-up of a connection in neither.  Counts are made before the answer is passed
    on, so they are complete by the time the client has it.
    """

    def __init__(self, database_url: str) -> None:
        target = psycopg.conninfo.conninfo_to_dict(database_url)
        self._server = (str(target.get("host") or "127.0.0.1"), int(target.get("port") or 5432))
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.url = psycopg.conninfo.make_conninfo(
            database_url, host="127.0.0.1", port=self._listener.getsockname()[1]
        )
        self.round_trips = 0
        self.preparations = 0
        self.connections = 0
        self.lost_answers = 0
        self._lose_next_answer = False
        self._peers: dict[socket.socket, socket.socket] = {}
        self._messages: dict[socket.socket, _ClientMessages] = {}  # by the client's socket
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._listener, selectors.EVENT_READ)
        self._running = True
        self._thread = threading.Thread(target=self._relay, name="relay", daemon=True)
        self._thread.start()

    def lose_next_answer(self) -> None:
        """The next answer to a statement is dropped and its connection closed at both ends:
        the server ran what it was sent (a statement in autocommit, or a whole pipeline, is
        committed by then), and the client sees its connection end without a word."""
        self._lose_next_answer = True

    def __enter__(self) -> Relay:
        return self

    def __exit__(self, *_: object) -> None:
        self._running = False
        self._thread.join(timeout=5)
        for sock in [self._listener, *self._peers]:
            sock.close()
        self._selector.close()

    def _relay(self) -> None:
        while self._running:
            for key, _ in self._selector.select(timeout=0.05):
                if key.fileobj is self._listener:
                    self._accept()
                else:
                    assert isinstance(key.fileobj, socket.socket)
                    self._pass_on(key.fileobj, from_client=key.data == "client")

    def _accept(self) -> None:
        client, _ = self._listener.accept()
        server = socket.create_connection(self._server)
        self.connections += 1
        self._peers[client], self._peers[server] = server, client
        self._messages[client] = _ClientMessages()
        self._selector.register(client, selectors.EVENT_READ, "client")
        self._selector.register(server, selectors.EVENT_READ, "server")

    def _pass_on(self, sock: socket.socket, *, from_client: bool) -> None:
        peer = self._peers[sock]
        try:
            data = sock.recv(1 << 16)
        except OSError:
            data = b""
        messages = self._messages[sock if from_client else peer]
        if data and from_client:
            messages.feed(data)
        elif data and messages.since_answer:
            if messages.since_answer & {"E", "Q"}:
                self.round_trips += 1
                if self._lose_next_answer:
                    self._lose_next_answer = False
                    self.lost_answers += 1
                    data = b""
            elif "P" in messages.since_answer:
                self.preparations += 1
            messages.since_answer.clear()
        if not data:
            for end in (sock, peer):
                self._selector.unregister(end)
                self._peers.pop(end)
                self._messages.pop(end, None)
                end.close()
            return
        peer.sendall(data)
