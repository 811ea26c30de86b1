"""The Canfield solver's position: what a search node holds, the forced moves that close it,
its key in the visited sets, and the way in from an engine game and back out to engine moves.

A node is ``(reserve left, foundation counts, sorted columns, talon, pointer)``, closed under
the foundation moves that lose no win under our rules (why they lose none, and how the
search follows Solvitaire: docs/canfield-solver.md).
"""

from __future__ import annotations

from typing import Final

from ..engine.canfield import COLUMNS, FOUNDATIONS, PILE_NAMES, WASTE, CanfieldGame, builds_on
from ..engine.cards import is_red, rank_of
from ..engine.game import DRAW, Move, Transfer

EMPTY: Final = 52
"""Destination code of a move onto an empty column (otherwise: the card it goes onto)."""
FOUNDATION: Final = -1
"""Destination code of a move to the foundation."""
NO_EXEMPT: frozenset[int] = frozenset()
NO_CARD: Final = -1

Step = tuple[int, int]
"""One abstract move: (card, destination) with destination FOUNDATION, EMPTY or a card."""

Node = tuple[int, tuple[int, int, int, int], tuple[bytes, ...], bytes, int]
"""(reserve left, foundation count per suit S H D C, sorted columns, talon, pointer)."""


class Deal:
    """What stays fixed during one search: the reserve order, the base rank, the draw."""

    def __init__(self, reserve: list[int], base_rank: int, draw: int) -> None:
        self.reserve = bytes(reserve)
        self.draw = draw
        self.base_rank = base_rank
        # next_card[suit][count]: the card that goes on a foundation holding `count` cards.
        self.next_card = [
            [suit * 13 + (base_rank + count) % 13 for count in range(13)] + [-1] for suit in range(4)
        ]
        # hosts_of[card]: the two cards it may lie on in a column.
        self.hosts_of = [frozenset(h for h in range(52) if builds_on(card, h)) for card in range(52)]
        self.rank_at = bytes(rank_of(card) for card in range(53))
        self.red_at = bytes(is_red(card) for card in range(53))
        self._reachable: dict[tuple[int, int], list[int]] = {}

    def reachable(self, size: int, pointer: int) -> list[int]:
        """Talon positions (1-based) whose card draws alone can bring to the waste top."""
        known = self._reachable.get((size, pointer))
        if known is None:
            if self.draw == 1:
                known = list(range(size, 0, -1))
            else:
                found = {pointer} if pointer else set()
                found.update(min(k, size) for k in range(pointer + 3, size + 3, 3))
                found.update(min(k, size) for k in range(3, size + 3, 3))
                found.discard(0)
                known = sorted(found, reverse=True)
            self._reachable[(size, pointer)] = known
        return known

    def canonical_pointer(self, size: int, pointer: int) -> int:
        if self.draw == 1 or pointer % self.draw == 0 or pointer >= size:
            return 0
        return pointer


def close(
    deal: Deal,
    reserve_left: int,
    counts: list[int],
    columns: list[bytes],
    exempt: frozenset[int],
    steps: list[Step],
) -> None:
    """Apply every forced foundation move in place (see the module docstring, point 1)."""
    next_card = deal.next_card
    moved = True
    while moved:
        moved = False
        for i, column in enumerate(columns):
            if not column:
                continue
            top = column[-1]
            suit = top // 13
            if next_card[suit][counts[suit]] != top or top in exempt:
                continue
            if len(column) == 1 and reserve_left:
                continue
            columns[i] = column[:-1]
            counts[suit] += 1
            steps.append((top, FOUNDATION))
            moved = True


def node_key(node: Node, exempt: frozenset[int], must: int) -> bytes:
    """A search node's entry in a visited set: the position without its talon (the module
    docstring says why that is enough), with its constraint (``canfield_moves``)."""
    reserve_left, counts, columns, _talon, pointer = node
    head = bytes((reserve_left, pointer, *counts, must & 255))
    body = b"\xff".join(columns)
    if exempt:
        return head + body + b"\xfe" + bytes(sorted(exempt))
    return head + body


def is_won(node: Node) -> bool:
    return sum(node[1]) == 52


# --- from and to the engine -------------------------------------------------------------------


def root_of(game: CanfieldGame) -> tuple[Deal, Node, list[Step]]:
    """The search position of ``game`` (closed), its deal constants and the forced steps."""
    deal = Deal(game.reserve, game.base_rank, game.rules.draw)
    counts = [0, 0, 0, 0]
    for suit, foundation in zip(game.suits, FOUNDATIONS, strict=True):
        counts[suit] = len(game.piles[foundation])
    columns = [bytes(game.piles[c]) for c in COLUMNS]
    for column in columns:
        if any(not builds_on(column[i], column[i - 1]) for i in range(1, len(column))):
            raise ValueError("a Canfield column is not a built run: not a position of these rules")
    talon = bytes(game.waste + game.stock[::-1])
    steps: list[Step] = []
    close(deal, len(game.reserve), counts, columns, frozenset(), steps)
    columns.sort()
    node: Node = (
        len(game.reserve),
        (counts[0], counts[1], counts[2], counts[3]),
        tuple(columns),
        talon,
        deal.canonical_pointer(len(talon), len(game.waste)),
    )
    return deal, node, steps


def engine_moves(game: CanfieldGame, steps: list[Step]) -> list[Move]:
    """Replay abstract steps on a copy of ``game``; the engine moves that do the same."""
    sim = game.copy()
    moves: list[Move] = []
    for card, dest in steps:
        pile, _ = sim.locate(card)
        if pile == -1 or pile == WASTE:
            guard = 2 * (len(sim.stock) + len(sim.waste)) + 4
            while not (sim.waste and sim.waste[-1] == card):
                guard -= 1
                if guard < 0 or not sim.play(DRAW).accepted:
                    raise AssertionError(f"solver line: card {card} not reachable in the talon")
                moves.append(DRAW)
        if dest == FOUNDATION:
            to = PILE_NAMES[sim.foundation_for(card)]
        elif dest == EMPTY:
            to = PILE_NAMES[next(c for c in COLUMNS if not sim.piles[c])]
        else:
            to = PILE_NAMES[next(c for c in COLUMNS if sim.piles[c] and sim.piles[c][-1] == dest)]
        move = Transfer(card, to)
        outcome = sim.play(move)
        if not outcome.accepted:
            raise AssertionError(f"solver line refused by the engine: {move} ({outcome.violation})")
        moves.append(move)
    if sim.status != "won":
        raise AssertionError("solver line does not win")
    return moves
