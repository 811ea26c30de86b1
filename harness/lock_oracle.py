"""Issue 39's attack on the daily lock, as a cheater ran it: a player of the live Golf deal
who has seen every card but the last ``K`` of the stock asks ``POST /v1/games`` for a custom
layout of each order of those ``K`` (120 for K = 5), anonymously and as fast as answers
come.  When the lock compared the stock, its 403s named the live order (a layout within
``DAILY_LOCK_NEAR`` positions of the live deal is refused, so the refused orders are those
near the live one).  ``probe`` runs it and says what the answers tell."""

from __future__ import annotations

import itertools
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient

from service.engine.cards import rank_of
from service.engine.golf_layout import GolfLayout

NEAR = 4
"""The lock's default ``DAILY_LOCK_NEAR``, the attacker's model of it."""


@dataclass(frozen=True)
class Probe:
    """The attack's answers: each order of the unseen cards (bottom of the stock first) and
    the status it got, the live order among them, and how long it took."""

    answers: dict[tuple[int, ...], int]
    live: tuple[int, ...]
    seconds: float

    @property
    def statuses(self) -> Counter[int]:
        return Counter(self.answers.values())

    def candidates(self) -> list[tuple[int, ...]]:
        """The orders the answers leave possible: every order, unless the lock's answers
        (403 or 201; a throttled 429 says nothing) differ between orders; then those whose
        pattern of refusals is the lock's rule, refused exactly when within ``NEAR`` ranks of
        the live order (the attacker's model of a lock that compares the stock)."""
        answered = {order: status for order, status in self.answers.items() if status in (201, 403)}
        if len(set(answered.values())) <= 1:
            return list(self.answers)
        return [
            order
            for order in self.answers
            if all(
                (_ranks_apart(order, other) <= NEAR) == (status == 403) for other, status in answered.items()
            )
        ]

    def summary(self) -> str:
        candidates = self.candidates()
        live = "among them" if self.live in candidates else "not among them"
        told = (
            "nothing: every order is still possible"
            if len(candidates) == len(self.answers)
            else f"{len(candidates)} order(s) left, the live one {live}"
        )
        statuses = ", ".join(f"{count} x {status}" for status, count in sorted(self.statuses.items()))
        return f"{len(self.answers)} requests in {self.seconds:.2f} s ({statuses}); learned {told}"


def _ranks_apart(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum(rank_of(x) != rank_of(y) for x, y in zip(a, b, strict=True))


def probe(
    client: FlaskClient, live: GolfLayout, mode: str, unseen: int = 5, headers: dict[str, str] | None = None
) -> Probe:
    """Ask one custom layout for each order of the bottom ``unseen`` stock cards of ``live``
    (the last drawn: the cards a player who drew all but them has not seen)."""
    hidden = tuple(live.stock[:unseen])
    answers: dict[tuple[int, ...], int] = {}
    started = time.perf_counter()
    for order in itertools.permutations(hidden):
        layout = GolfLayout(live.columns, live.discard, [*order, *live.stock[unseen:]])
        body: dict[str, Any] = {"game": "golf", "mode": mode, "layout": layout.to_json()}
        answers[order] = client.post("/v1/games", json=body, headers=headers or {}).status_code
    return Probe(answers, hidden, time.perf_counter() - started)
