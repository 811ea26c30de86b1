"""Canfield solver: winnable / unwinnable / unknown for any position, draw 3 and draw 1.

Depth-first search over a compact position, with a transposition table, in the spirit of
Solvitaire (Blake and Gent), adapted to OUR rules (see ``RULES.md`` and
``service/engine/canfield.py``): continuous K-A wrap in the columns, foundations wrapping
from the base rank, any tail may move, foundation cards may come back to the columns, an
emptied column is refilled from the reserve as part of the move, unlimited redeals.

The search position (``Node``) is ``(reserve left, foundation counts, columns, talon,
pointer)``:

* The reserve is a prefix of the dealt reserve: its length says everything.
* A foundation is a count per suit: the cards are fixed by the base rank.
* Columns are ``bytes`` of cards.  Every column is one alternating descending run (cards
  only ever land on a column by a legal build, and a refilled or emptied column starts
  from one card), so any of its cards may be picked up with what lies on it.  Columns are
  interchangeable, so the node keeps them sorted: positions that differ only by column
  order are one node.
* The talon is the waste and the stock as one sequence ``T`` (waste bottom to top, then
  the stock in drawing order) and a pointer ``p`` = the waste size.  Drawing moves ``p``
  by the draw count (capped at ``len(T)``), a redeal sets it to 0, a played waste card
  leaves ``T`` and ``p`` drops by one.  Stock and waste moves are therefore turned into
  "play the card at position ``k``" moves for every position the draws can reach
  (Solvitaire's "k+" moves).  Pointers that reach the same positions are the same node:
  at draw 1 every card is always reachable (``p`` is always 0), at draw 3 a pointer that
  is a multiple of 3 or the end of the talon reaches exactly what 0 reaches.  Since the
  talon only ever loses cards, it is the dealt talon order filtered by what is left, so
  the key of a node does not need it.

Forced ("safe") foundation moves
--------------------------------
A card ``x`` on top of a column is sent to its foundation without branching whenever it
fits there and moving it does not empty a column while the reserve still has cards (no
refill side effect).  Why this loses no win, under our rules:

1. Every column is a run, so ``x`` either lies on a card ``u`` it builds on, or is alone
   in a column that stays empty (reserve empty).  Either way the move is *reversible*:
   ``x`` is the top of its foundation afterwards and may come back onto ``u`` (or onto
   the empty column) with one legal move, giving back exactly the position before.  The
   two positions are mutually reachable, so they are equally winnable; the search works
   on the quotient graph in which they are one node, represented by the closed position
   (all forced moves applied; the closure is confluent, since a forced move never stops
   another one from being forced).
2. A quotient node must offer the moves of *every* position of its class, not only of the
   representative: the class also holds the positions with cards brought back from the
   foundations.  Those moves are "bring back cards, then move".  We generate them: a move
   of a foundation card to a column leads to a node that remembers the cards brought back
   (``exempt``: not forced back while the sequence lasts); from there the search may
   bring back more, cover a brought-back card (the only way one stays out: anything else
   leaves it forced straight back, which is the same as not having moved it), or
   "commit" (close the position with nothing exempt).  So every path of the real game
   maps to a path of the search: nothing winnable is pruned.
3. Safe moves of other Canfield rule sets are *not* safe here, and are not used: a card
   of rank r may have to host a card of rank r-1 that comes back from the foundations,
   which with the continuous wrap may host a base-rank-minus-one card stuck on the
   reserve (base 7: a 9H hosting 8S from the foundation, hosting 7D, hosting the 6S on
   top of the reserve).  The reserve top and waste cards are never forced either: playing
   the reserve top changes which card the next refill brings, and taking a card out of a
   draw-3 waste regroups the later draws.

A position is ``unwinnable`` only when this complete search is exhausted; ``unknown`` when
the budget (milliseconds and/or nodes) runs out first.  The depth-first search runs in
rounds with a beam search between them (``Search.run``): the beam finds the wins that
begin away from the depth-first search's first choices, which it could take millions of
positions to leave.  A beam only ever finds wins; the verdict ``unwinnable`` stays the
depth-first search's.  The winning line found is converted
back to engine moves (``Transfer`` and ``Draw``) by replaying it on a copy of the game.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Final, Literal

from ..engine.canfield import COLUMNS, FOUNDATIONS, PILE_NAMES, WASTE, CanfieldGame, builds_on
from ..engine.cards import is_red, rank_of
from ..engine.game import DRAW, Move, Transfer
from .results import Budget, Hint, SolveResult

EMPTY: Final = 52
"""Destination code of a move onto an empty column (otherwise: the card it goes onto)."""
FOUNDATION: Final = -1
"""Destination code of a move to the foundation."""

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


@dataclass(slots=True)
class Child:
    score: int
    node: Node
    exempt: frozenset[int]
    must: int
    steps: list[Step]


NO_EXEMPT: frozenset[int] = frozenset()
NO_CARD: Final = -1


@dataclass(frozen=True, slots=True)
class Rounds:
    """How ``Search.run`` shares a budget between its two searches: round k gives the
    depth-first search ``dfs_states * dfs_growth**k`` positions in all, then runs a beam
    search of width ``beam_width * beam_growth**k``."""

    dfs_states: int
    dfs_growth: int
    beam_width: int
    beam_growth: int


ROUNDS: Final = Rounds(dfs_states=100_000, dfs_growth=4, beam_width=1000, beam_growth=4)
"""Chosen on the deals the depth-first search alone needs over 20,000 positions for (77 of
the 200 public and 1,000 numbered deals of the benches): at 1.2 million positions (10 s
of one core) these rounds leave 7 of them unknown, against 14 for the depth-first search
alone; 100,000 first positions leave every deal it settles sooner exactly as before."""
BEAM_RESERVE_WEIGHT: Final = 20
"""What a reserve card costs in ``beam_score``, against 4 for a card on a foundation:
emptying the reserve is what wins Canfield."""


def beam_score(node: Node) -> int:
    reserve_left, counts, _columns, talon, _pointer = node
    return 4 * sum(counts) - BEAM_RESERVE_WEIGHT * reserve_left - len(talon) // 4


class Trail:
    """A position the beam search keeps, with the way it came (to rebuild the line)."""

    def __init__(
        self, parent: Trail | None, node: Node, exempt: frozenset[int], must: int, steps: list[Step]
    ) -> None:
        self.parent = parent
        self.node = node
        self.exempt = exempt
        self.must = must
        self.steps = steps

    def line(self) -> list[Step]:
        parts: list[list[Step]] = []
        trail: Trail | None = self
        while trail is not None:
            parts.append(trail.steps)
            trail = trail.parent
        return [step for steps in reversed(parts) for step in steps]


class Search:
    """The search with its transposition table and budget: depth-first, with a beam
    search between its rounds (``run``).

    Besides the position, a search node may carry one of two constraints on its next move
    (both part of the node's key):

    * ``exempt``: the cards just brought back from the foundations (module docstring,
      point 2); next: bring back more, cover one of them, or commit.
    * ``must``: the card a partial tail move just uncovered.  Such a move only swaps the
      tail between the two cards of the same rank and colour (or onto an empty column), so
      it commutes with every move that does not involve the uncovered card (moves onto
      the tail's top, parts of the tail moving on, the tail's new column moving whole all
      work the same before it): in any winning line it can be postponed to just before
      the first move that involves the uncovered card.  So the next move must involve it:
      cover it, move it (alone or with cards under it) or send it to its foundation.
    """

    def __init__(self, deal: Deal, budget: Budget) -> None:
        self.deal = deal
        self.budget = budget
        self.seen: set[bytes] = set()
        self.started = time.perf_counter()
        self.deadline = None if budget.ms is None else self.started + budget.ms / 1000.0
        self.max_states = budget.states
        self.exhausted_budget = False
        self.beam_states = 0
        self.stack: list[tuple[list[Child], int]] = []
        """The depth-first search's children lists, each with the index of the next to try."""
        self.path: list[list[Step]] = []
        """The steps of each move on the depth-first search's current line."""

    @staticmethod
    def key(node: Node, exempt: frozenset[int], must: int) -> bytes:
        reserve_left, counts, columns, _talon, pointer = node
        head = bytes((reserve_left, pointer, *counts, must & 255))
        body = b"\xff".join(columns)
        if exempt:
            return head + body + b"\xfe" + bytes(sorted(exempt))
        return head + body

    def child(
        self,
        exempt: frozenset[int],
        must: int,
        steps: list[Step],
        reserve_left: int,
        counts: list[int],
        columns: list[bytes],
        talon: bytes,
        pointer: int,
    ) -> Child:
        """The closed child position of a move already applied to these parts."""
        close(self.deal, reserve_left, counts, columns, exempt, steps)
        columns.sort()
        if must != NO_CARD and not any(column and column[-1] == must for column in columns):
            must = NO_CARD  # the closure sent it to its foundation: used
        new_node: Node = (
            reserve_left,
            (counts[0], counts[1], counts[2], counts[3]),
            tuple(columns),
            talon,
            self.deal.canonical_pointer(len(talon), pointer),
        )
        score = 4 * sum(counts) - 3 * reserve_left - len(talon) // 4
        return Child(score, new_node, exempt, must, steps)

    def children(self, node: Node, exempt: frozenset[int], must: int) -> list[Child]:
        """Every move from ``node`` that its constraint allows (see the class docstring)."""
        deal = self.deal
        reserve_left, fcounts, columns, talon, pointer = node
        found: list[Child] = []
        make = self.child
        tops = [column[-1] if column else EMPTY for column in columns]
        empty_at = tops.index(EMPTY) if EMPTY in tops else -1
        hosts_of = deal.hosts_of
        next_card = deal.next_card
        free = not exempt and must == NO_CARD
        # Where a card may land: any column (one empty column: all are alike), or only onto
        # the constrained cards.
        anywhere = [(j, t) for j, t in enumerate(tops) if t != EMPTY]
        if empty_at >= 0:
            anywhere.append((empty_at, EMPTY))
        if exempt:
            onto = [(j, t) for j, t in enumerate(tops) if t in exempt]
        elif must != NO_CARD:
            onto = [(tops.index(must), must)]
        else:
            onto = anywhere

        # Cards brought back from the foundations: they start or extend an exempt sequence.
        for suit in range(4):
            count = fcounts[suit]
            if not count:
                continue
            card = next_card[suit][count - 1]
            hosts = hosts_of[card]
            for j, top in anywhere if must == NO_CARD else onto:
                if top in hosts or top == EMPTY:
                    counts = list(fcounts)
                    counts[suit] -= 1
                    cols = list(columns)
                    cols[j] = cols[j] + bytes((card,))
                    found.append(
                        make(
                            exempt | {card},
                            NO_CARD,
                            [(card, top)],
                            reserve_left,
                            counts,
                            cols,
                            talon,
                            pointer,
                        )
                    )
        if exempt:
            # Commit: close the position with nothing exempt.
            found.append(
                make(NO_EXEMPT, NO_CARD, [], reserve_left, list(fcounts), list(columns), talon, pointer)
            )

        # The reserve top.
        if reserve_left:
            card = deal.reserve[reserve_left - 1]
            rest = reserve_left - 1
            if free and next_card[card // 13][fcounts[card // 13]] == card:
                counts = list(fcounts)
                counts[card // 13] += 1
                found.append(
                    make(
                        NO_EXEMPT, NO_CARD, [(card, FOUNDATION)], rest, counts, list(columns), talon, pointer
                    )
                )
            hosts = hosts_of[card]
            for j, top in onto:
                if top in hosts or top == EMPTY:
                    cols = list(columns)
                    cols[j] = cols[j] + bytes((card,))
                    found.append(
                        make(NO_EXEMPT, NO_CARD, [(card, top)], rest, list(fcounts), cols, talon, pointer)
                    )

        # Talon cards that draws can bring to the waste top.
        for position in deal.reachable(len(talon), pointer):
            card = talon[position - 1]
            rest_talon = talon[: position - 1] + talon[position:]
            if free and next_card[card // 13][fcounts[card // 13]] == card:
                counts = list(fcounts)
                counts[card // 13] += 1
                found.append(
                    make(
                        NO_EXEMPT,
                        NO_CARD,
                        [(card, FOUNDATION)],
                        reserve_left,
                        counts,
                        list(columns),
                        rest_talon,
                        position - 1,
                    )
                )
            hosts = hosts_of[card]
            for j, top in onto:
                if top in hosts or top == EMPTY:
                    cols = list(columns)
                    cols[j] = cols[j] + bytes((card,))
                    found.append(
                        make(
                            NO_EXEMPT,
                            NO_CARD,
                            [(card, top)],
                            reserve_left,
                            list(fcounts),
                            cols,
                            rest_talon,
                            position - 1,
                        )
                    )

        # Column cards with what lies on them (every column is one run: the card of a given
        # rank sits at a known index, every 13 cards).
        rank_at = deal.rank_at
        red_at = deal.red_at
        for i, column in enumerate(columns):
            size = len(column)
            if not size:
                continue
            top = column[-1]
            own = top == must  # the uncovered card's column: it may move in any way
            if (
                (free or own)
                and size == 1
                and reserve_left
                and next_card[top // 13][fcounts[top // 13]] == top
            ):
                # Not forced: it empties the column while the reserve has cards.
                counts = list(fcounts)
                counts[top // 13] += 1
                cols = list(columns)
                cols[i] = deal.reserve[reserve_left - 1 : reserve_left]
                found.append(
                    make(
                        NO_EXEMPT,
                        NO_CARD,
                        [(top, FOUNDATION)],
                        reserve_left - 1,
                        counts,
                        cols,
                        talon,
                        pointer,
                    )
                )
            bottom_rank = rank_at[column[0]]
            for j, target in anywhere if own else onto:
                if j == i:
                    continue
                if target == EMPTY:
                    indexes: range | list[int] = range(1, size)
                else:
                    index = (bottom_rank - rank_at[target] + 1) % 13
                    indexes = []
                    target_red = red_at[target]
                    while index < size:
                        if red_at[column[index]] != target_red:
                            indexes.append(index)
                        index += 13
                for index in indexes:
                    cols = list(columns)
                    cols[j] = cols[j] + column[index:]
                    rest = reserve_left
                    uncovered = NO_CARD
                    if index == 0 and reserve_left:
                        cols[i] = deal.reserve[reserve_left - 1 : reserve_left]
                        rest -= 1
                    else:
                        cols[i] = column[:index]
                        if index and not exempt:
                            uncovered = column[index - 1]
                    found.append(
                        make(
                            NO_EXEMPT,
                            uncovered,
                            [(column[index], target)],
                            rest,
                            list(fcounts),
                            cols,
                            talon,
                            pointer,
                        )
                    )
        return found

    # --- the search ----------------------------------------------------------------------

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def states(self) -> int:
        """Positions visited so far: the depth-first search's and every beam's."""
        return len(self.seen) + self.beam_states

    def spent(self) -> bool:
        """Is the budget spent?  Called after each new position; looks at the clock every
        256 positions."""
        states = len(self.seen) + self.beam_states
        if (self.max_states is not None and states > self.max_states) or (
            states & 255 == 0 and self.out_of_time()
        ):
            self.exhausted_budget = True
        return self.exhausted_budget

    def run(self, root: Node, root_steps: list[Step], rounds: Rounds = ROUNDS) -> list[Step] | None:
        """A winning line of steps from ``root`` (closed), or None (check ``exhausted_budget``).

        The depth-first search is the exhaustive one: only it can prove a deal
        unwinnable.  It commits to its first choices, though, and a deal whose win starts
        elsewhere can keep it busy for millions of positions; so it runs in ``rounds``,
        each followed by a beam search (``beam``), which keeps the best positions of every
        line a move at a time.  Both count against the budget; rounds and widths are
        counted in positions, so a state budget gives the same answer on every machine."""
        if sum(root[1]) == 52:
            return root_steps
        self.seen.add(self.key(root, NO_EXEMPT, NO_CARD))
        self.stack = [(self.sorted_children(root, NO_EXEMPT, NO_CARD), 0)]
        self.path = [root_steps]
        dfs_states, width = rounds.dfs_states, rounds.beam_width
        while True:
            line = self.depth_first(dfs_states)
            if line is None and self.stack and not self.exhausted_budget:
                line = self.beam(root, root_steps, width)
            if line is not None or not self.stack or self.exhausted_budget:
                return line
            dfs_states *= rounds.dfs_growth
            width *= rounds.beam_growth

    def depth_first(self, pause_at: int) -> list[Step] | None:
        """Go on with the depth-first search until it finds a win, runs out of moves (an
        empty ``stack``: unwinnable), the budget is spent, or it holds ``pause_at``
        positions (it resumes where it paused)."""
        stack, path, seen, key = self.stack, self.path, self.seen, self.key
        while stack and len(seen) < pause_at:
            children, index = stack[-1]
            if index >= len(children):
                stack.pop()
                path.pop()
                continue
            stack[-1] = (children, index + 1)
            child = children[index]
            child_key = key(child.node, child.exempt, child.must)
            if child_key in seen:
                continue
            seen.add(child_key)
            if sum(child.node[1]) == 52:
                path.append(child.steps)
                return [step for steps in path for step in steps]
            if self.spent():
                return None
            stack.append((self.sorted_children(child.node, child.exempt, child.must), 0))
            path.append(child.steps)
        return None

    def beam(self, root: Node, root_steps: list[Step], width: int) -> list[Step] | None:
        """A beam search: every child of the kept positions, the ``width`` best of them
        (by ``beam_score``) kept for the next step, until a win or no new position.  It
        can miss a win (it drops positions), so it only ever finds wins; its own visited
        set is dropped at the end."""
        seen = {self.key(root, NO_EXEMPT, NO_CARD)}
        layer = [Trail(None, root, NO_EXEMPT, NO_CARD, root_steps)]
        while layer:
            ranked: list[tuple[int, Trail]] = []
            for trail in layer:
                for child in self.children(trail.node, trail.exempt, trail.must):
                    child_key = self.key(child.node, child.exempt, child.must)
                    if child_key in seen:
                        continue
                    seen.add(child_key)
                    self.beam_states += 1
                    reached = Trail(trail, child.node, child.exempt, child.must, child.steps)
                    if sum(child.node[1]) == 52:
                        return reached.line()
                    if self.spent():
                        return None
                    ranked.append((beam_score(child.node), reached))
            ranked.sort(key=lambda entry: -entry[0])
            layer = [trail for _, trail in ranked[:width]]
        return None

    def sorted_children(self, node: Node, exempt: frozenset[int], must: int) -> list[Child]:
        found = self.children(node, exempt, must)
        found.sort(key=lambda c: -c.score)
        return found


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


def solve(game: CanfieldGame, budget: Budget, rounds: Rounds = ROUNDS) -> SolveResult:
    """Winnable (with a replayable winning line), unwinnable (search exhausted) or unknown.
    ``rounds`` exists for the tests: how the two searches share the budget."""
    started = time.perf_counter()
    deal, root, root_steps = root_of(game)
    search = Search(deal, budget)
    steps = search.run(root, root_steps, rounds)
    elapsed = (time.perf_counter() - started) * 1000.0
    states = search.states()
    if steps is not None:
        solution = engine_moves(game, steps)
        return SolveResult("winnable", solution, states, elapsed)
    verdict: Literal["unknown", "unwinnable"] = "unknown" if search.exhausted_budget else "unwinnable"
    return SolveResult(verdict, None, states, elapsed)


# --- hints ----------------------------------------------------------------------------------


def position_value(game: CanfieldGame) -> int:
    """A greedy player's view of progress: foundation cards, a short reserve, empty columns."""
    on_foundations = sum(len(game.piles[f]) for f in FOUNDATIONS)
    empty_columns = sum(1 for c in COLUMNS if not game.piles[c])
    return 5 * on_foundations - 3 * len(game.reserve) + 2 * empty_columns


def heuristic_move(game: CanfieldGame) -> Move | None:
    """The legal move that most improves ``position_value``; a draw when nothing does.

    Moves off the foundations count against (they undo progress), and a column move that
    changes nothing the value sees is only worth making when it uncovers a card that can
    then go to a foundation.
    """
    before = position_value(game)
    best: tuple[int, Move] | None = None
    for move in game.legal_moves():
        if not isinstance(move, Transfer):
            continue
        source, _ = game.locate(move.card)
        trial = game.copy()
        trial.play(move)
        gain = position_value(trial) - before
        if source in FOUNDATIONS:
            gain -= 10
        elif source in COLUMNS and gain <= 0:
            column = trial.piles[source]
            uncovered = column[-1] if column else None
            fits = (
                uncovered is not None
                and trial._target_problem(uncovered, 1, source, trial.foundation_for(uncovered)) is None
            )
            gain = 1 if fits else -1
        if best is None or gain > best[0]:
            best = (gain, move)
    if best is not None and best[0] > 0:
        return best[1]
    if game.stock or game.waste:
        return DRAW
    return None if best is None else best[1]


def hint(game: CanfieldGame, budget: Budget) -> Hint:
    """The next move of a winning line found within ``budget``, else the heuristic's move."""
    if game.status == "won":
        return Hint(None, "heuristic", "winnable")
    result = solve(game, budget)
    if result.result == "winnable" and result.solution:
        return Hint(result.solution[0], "winning", "winnable")
    return Hint(heuristic_move(game), "heuristic", result.result)


# --- difficulty ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Difficulty:
    """How hard a deal is for a person, from 1 (easy) to 10 (hard); None if not proven winnable.

    ``rating = 1 + 9 * (0.6 * effort + 0.4 * (1 - greedy_win_rate))`` where ``effort`` is
    ``log10(states)/5`` clamped to [0, 1] (the search nodes the solver needed to find a win:
    1 node -> 0, 100,000 nodes -> 1) and ``greedy_win_rate`` is the share of won games of a
    greedy player (``greedy_wins``) that takes the most promising move each time, with
    random tie-breaks and no look-back.  Effort says how hidden the winning lines are; the
    greedy player says how far plain good sense gets a person.
    """

    rating: float | None
    verdict: Literal["winnable", "unwinnable", "unknown"]
    states: int
    greedy_win_rate: float


GREEDY_GAMES = 20
GREEDY_MOVES = 400


def greedy_wins(game: CanfieldGame, games: int = GREEDY_GAMES, seed: int = 0) -> int:
    """How many of ``games`` greedy playouts (over the solver's positions) end won."""
    rng = random.Random(seed)
    deal, root, _steps = root_of(game)
    won = 0
    for _ in range(games):
        search = Search(deal, Budget(ms=None))
        node, exempt, must = root, NO_EXEMPT, NO_CARD
        for _move in range(GREEDY_MOVES):
            if sum(node[1]) == 52:
                won += 1
                break
            options = [
                c
                for c in search.children(node, exempt, must)
                if not c.exempt and search.key(c.node, c.exempt, c.must) not in search.seen
            ]
            if not options:
                break
            pick = max(options, key=lambda c: c.score + 3 * rng.random())
            search.seen.add(search.key(pick.node, pick.exempt, pick.must))
            node, exempt, must = pick.node, pick.exempt, pick.must
    return won


def difficulty(game: CanfieldGame, budget: Budget) -> Difficulty:
    """The rating of the position ``game`` is in (documented on ``Difficulty``)."""
    result = solve(game, budget)
    rate = greedy_wins(game) / GREEDY_GAMES
    if result.result != "winnable":
        return Difficulty(None, result.result, result.states, rate)
    effort = min(1.0, max(0.0, math.log10(max(result.states, 1)) / 5))
    rating = round(1 + 9 * (0.6 * effort + 0.4 * (1 - rate)), 1)
    return Difficulty(rating, "winnable", result.states, rate)
