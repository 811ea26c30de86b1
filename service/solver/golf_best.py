"""Golf's best: the fewest cards a position can leave on the table, and a line leaving them.

In a round of Golf a deal's strokes are what counts, and the best is the smallest table of
any reachable position.  Two exact searches: the winnability search (``golf.GolfSearch``:
a win is a best of 0), else a depth-first branch and bound whose lower bound counts dead
cards.  Out of budget, the best found is played on by the hint heuristic to an end.  Why
each cut is sound: docs/design/solvers.md.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..engine.game import Move
from ..engine.golf import GolfGame
from .golf import (
    DRAW_STEP,
    HEIGHT_BITS,
    HEIGHT_MASK,
    NO_SLOT,
    NO_TOP,
    STOCK_SHIFT,
    TOP_CLEAR,
    TOP_SHIFT,
    GolfSearch,
    OutOfBudget,
    SearchOutcome,
    heuristic_move,
    step_move,
)
from .golf_matching import COUNT_BITS, pack_counts
from .results import Budget, Hint, SolveResult, Verdict


class _Settled(Exception):
    """Unwinds the search once the best reaches the floor: nothing can be better."""


@dataclass(slots=True)
class Best:
    """The fewest cards left found from a position, with a line that ends there."""

    cards_left: int
    line: list[Move]
    exact: bool
    """True when no line can leave fewer (the search finished); False when the budget ran
    out: then ``cards_left`` is what ``line`` leaves, which may not be the fewest."""
    states: int
    elapsed_ms: float
    won: bool | None
    """The winnability verdict on the way: True, False, or None (budget spent first)."""


class BestSearch(GolfSearch):
    """The branch and bound of step 2, on the tables ``GolfSearch`` compiles (dead-card
    sources, slots, rank codes, the rank matching)."""

    def __init__(self, game: GolfGame) -> None:
        super().__init__(game, dead_cards=True, rank_matching=True)
        self.best = 0
        self.floor = 0
        self.path: list[int] = []
        self.best_path: list[int] = []
        self.column_mask = [0] * len(self.free_slot)
        """``column_mask[c << HEIGHT_BITS | h]``: the bits of column c's cards at heights 1..h."""
        self.column_counts = [0] * len(self.free_slot)
        """``column_counts[c << HEIGHT_BITS | h]``: the same cards as packed rank counts."""
        for key, slot in enumerate(self.free_slot):
            if slot != NO_SLOT:
                self.column_mask[key] = self.column_mask[key - 1] | 1 << slot
                self.column_counts[key] = self.column_counts[key - 1] + (
                    1 << COUNT_BITS * self.slot_code[slot]
                )

    def lower_bound(self, state: int, remaining: int, stock_left: int, counts: int, table_left: int) -> int:
        """Cards that can never leave the table from ``state``.  Dead cards first: in each
        column the highest dead card and every card under it stay; cards stuck for good
        precede nothing, so the count is repeated without them until no new card dies.
        Then the matching: each card that leaves needs a predecessor of its own, so the
        other table cards that the rank matching (``golf_matching``) cannot match stay too."""
        top = state >> TOP_SHIFT
        top_fit = self.fit_on[top]
        providers = remaining
        stuck_cards = stuck_counts = 0
        while True:
            stuck_cards = stuck_counts = stuck = 0
            for c in range(self.column_count):
                height = state >> HEIGHT_BITS * c & HEIGHT_MASK
                for h in range(height, 0, -1):
                    x = self.free_slot[c << HEIGHT_BITS | h]
                    if providers & self.sources[x]:
                        continue
                    if h == height and top_fit >> self.slot_code[x] & 1:
                        continue
                    stuck_cards += h
                    stuck_counts += self.column_counts[c << HEIGHT_BITS | h]
                    stuck |= self.column_mask[c << HEIGHT_BITS | h]
                    break
            if not stuck & providers:
                break
            providers &= ~stuck
        if self.matching is None or top == NO_TOP:
            return stuck_cards
        demand = counts - stuck_counts
        supply = demand + self.stock_supply[stock_left] + (1 << COUNT_BITS * top)
        return table_left - self.matching.matched(demand, supply)

    def search_best(self, budget: Budget, floor: int) -> tuple[bool, int]:
        """Run the branch and bound: (exact, states visited).  ``best`` and
        ``best_path`` hold the smallest table found and the steps to it."""
        started = time.perf_counter()
        self.deadline = -1.0 if budget.ms is None else started + budget.ms / 1000.0
        self.state_limit = -1 if budget.states is None else budget.states
        self.next_check = 0
        self.visited = set()
        heights = [len(col) for col in self.column_codes]
        root = sum(h << HEIGHT_BITS * c for c, h in enumerate(heights))
        root |= len(self.stock_codes) << STOCK_SHIFT | self.top << TOP_SHIFT
        remaining = (1 << len(self.slot_place)) - 1
        counts = pack_counts([code for col in self.column_codes for code in col])
        stock_left = len(self.stock_codes)
        self.best = sum(heights)
        self.best_path = []
        self.path = []
        self.floor = max(floor, self.lower_bound(root, remaining, stock_left, counts, self.best))
        self.visited.add(root)
        exact = True
        try:
            if self.best > self.floor:
                self._branch(root, stock_left, remaining, counts, self.best)
        except _Settled:
            pass
        except OutOfBudget:
            exact = False
        return exact, len(self.visited)

    def _branch(self, state: int, stock_left: int, remaining: int, counts: int, table_left: int) -> None:
        """Every position below ``state`` (already in ``visited``) whose bound is below
        the best so far; a smaller table becomes the best."""
        visited = self.visited
        if len(visited) >= self.next_check:
            self._check_budget()
        if table_left < self.best:
            self.best = table_left
            self.best_path = list(self.path)
            if table_left <= self.floor:
                raise _Settled
        if self.lower_bound(state, remaining, stock_left, counts, table_left) >= self.best:
            return
        fit = self.fit_on[state >> TOP_SHIFT]
        removed = False
        for c in range(self.column_count):
            slot = self.playable_slot(state, fit, c)
            if slot == NO_SLOT:
                continue
            removed = True
            code = self.slot_code[slot]
            child = ((state - (1 << HEIGHT_BITS * c)) & TOP_CLEAR) | code << TOP_SHIFT
            if child in visited:
                continue
            visited.add(child)
            self.path.append(c)
            self._branch(
                child, stock_left, remaining ^ 1 << slot, counts - (1 << COUNT_BITS * code), table_left - 1
            )
            self.path.pop()
        if stock_left and not (self.strict_draw and removed):
            stock_left -= 1
            slot = self.table_slots + stock_left
            child = ((state - (1 << STOCK_SHIFT)) & TOP_CLEAR) | self.slot_code[slot] << TOP_SHIFT
            if child not in visited:
                visited.add(child)
                self.path.append(DRAW_STEP)
                self._branch(child, stock_left, remaining ^ 1 << slot, counts, table_left)
                self.path.pop()


def best(game: GolfGame, budget: Budget) -> Best:
    """The fewest cards ``game``'s position can leave on the table, within ``budget``
    (shared by the two searches): see the module docstring."""
    started = time.perf_counter()
    first: SearchOutcome = GolfSearch(game).run(budget)
    if first.won:
        return Best(0, [step_move(step) for step in first.line], True, first.states, first.elapsed_ms, True)
    states, exact, steps = first.states, False, []
    if first.won is not None:
        left = Budget(
            ms=None if budget.ms is None else max(0.0, budget.ms - first.elapsed_ms),
            states=None if budget.states is None else max(1, budget.states - first.states),
        )
        search = BestSearch(game)
        exact, searched = search.search_best(left, floor=1)
        states += searched
        steps = search.best_path
    line, cards_left = play_out(game, [step_move(step) for step in steps])
    elapsed = (time.perf_counter() - started) * 1000.0
    return Best(cards_left, line, exact, states, elapsed, first.won)


def verdict(found: Best) -> Verdict:
    return "unknown" if found.won is None else "winnable" if found.won else "unwinnable"


def solve(game: GolfGame, budget: Budget) -> SolveResult:
    """Winnable (with the winning line), unwinnable or unknown, and the best (``best``)."""
    found = best(game, budget)
    return SolveResult(
        result=verdict(found),
        solution=found.line if found.won else None,
        states=found.states,
        elapsed_ms=found.elapsed_ms,
        best=found.cards_left,
        best_line=found.line,
        best_exact=found.exact,
    )


def hint(game: GolfGame, budget: Budget) -> Hint:
    """The next move of a winning line; where no line wins, of a line leaving the fewest
    cards (``best``); when the budget ran out first, of the best line found so far
    (``heuristic``: played on by the hint heuristic)."""
    found = best(game, budget)
    move = found.line[0] if found.line else None
    if found.won:
        return Hint(move, "winning", "winnable", best=0)
    if found.exact:
        return Hint(move, "best", "unwinnable", best=found.cards_left)
    return Hint(move, "heuristic", verdict(found))


def play_out(game: GolfGame, line: list[Move]) -> tuple[list[Move], int]:
    """``line`` played from ``game``'s position, then the heuristic's moves to the end of
    the deal: (the whole line, the cards it leaves on the table).  After an exact best
    the heuristic only draws (no removal is left to find)."""
    copy = game.copy()
    for move in line:
        copy.play(move)
    played = list(line)
    following = heuristic_move(copy)
    while following is not None:
        copy.play(following)
        played.append(following)
        following = heuristic_move(copy)
    return played, copy.table_count
