"""Golf solver: exact depth-first search over a tiny state, cut by two sound tests.

The search follows black-hole-solver (Shlomi Fish): a position is only what the rules can
see (the seven column heights, how many stock cards are left, the rank of the discard top;
suits never matter), packed into one int and remembered in a visited set; column plays are
tried before the draw.

Every table card X must one day go on the discard onto a card it fits: its predecessor.
Two tests drop positions where that has become impossible:

* Dead cards.  X's predecessor is the current top (only if X is free and goes next), or a
  card still in play: any card of another column, any stock card, or the card directly
  covering X (a deeper card of X's own column comes out after X; a card two or more above
  X is buried by the one between before X is free).  When the last possible predecessor
  of X leaves play, X must go on it at once: if X is free the move is forced, otherwise
  the position is dead.  Only the card that just went to the discard can have been some
  X's last predecessor, so each move looks at the few cards that fit on it (its
  ``dependents``), not at all 35.
* Rank matching (``golf_matching``): no card is covered twice, so the table cards need
  distinct predecessors; counted by rank, that must be possible.

Both are necessary conditions for a win and depend on the position alone, so nothing
winnable is ever cut, the visited set stays sound, and ``unwinnable`` means exhausted.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.cards import JOKERS, is_joker, rank_of
from ..engine.game import DRAW, Move
from ..engine.golf import REMOVES, GolfGame, fits
from ..engine.rules import GolfRules
from . import Budget, Hint, SolveResult, Verdict
from .golf_matching import COUNT_BITS, RankMatching, pack_counts

JOKER_CODE = 13
"""Rank code of a joker; codes 0-12 are the ranks A..K."""
NO_TOP = 14
"""Top code of an empty discard (the empty-discard variant's start)."""
HEIGHT_BITS = 3
HEIGHT_MASK = (1 << HEIGHT_BITS) - 1
STOCK_SHIFT = 7 * HEIGHT_BITS
TOP_SHIFT = STOCK_SHIFT + 5
TOP_CLEAR = ~(0xF << TOP_SHIFT)
KEY_STOCK_SHIFT = 14 * COUNT_BITS
KEY_TOP_SHIFT = KEY_STOCK_SHIFT + 5
DRAW_STEP = -1
"""A draw in a line of steps; 0-6 is a removal from that column."""
FREE_PLAY = -1
"""No move is forced."""
DEAD = -2
CLOCK_EVERY = 1024
"""New states between two looks at the clock and the state budget."""

Step = int
"""0-6: remove the free card of that column; ``DRAW_STEP``: draw."""
Dependent = tuple[int, int, int, int, int]
"""(bit, sources, column, column shift, height at which it is free) of a table card."""


class _OutOfBudget(Exception):
    """Unwinds the search when the budget is spent."""


def rank_code(card: int | None) -> int:
    if card is None:
        return NO_TOP
    return JOKER_CODE if is_joker(card) else rank_of(card)


def fit_table(rules: GolfRules) -> tuple[int, ...]:
    """For each top code, the bit set of the rank codes that may go on it.  Built from the
    engine's own ``fits``, so the solver cannot disagree with the rules."""
    cards = [*range(13), JOKERS[0]]
    tops: list[int | None] = [*cards, None]
    return tuple(sum(1 << code for code, card in enumerate(cards) if fits(card, top, rules)) for top in tops)


def step_move(step: Step) -> Move:
    return DRAW if step == DRAW_STEP else REMOVES[step]


@dataclass(slots=True)
class SearchOutcome:
    """What one search found; ``won`` is None when the budget ran out first."""

    won: bool | None
    line: list[Step]
    states: int
    dead_cuts: int
    unmatched_cuts: int
    elapsed_ms: float


class GolfSearch:
    """One position compiled for search: rank codes, the tests' tables, the root state."""

    def __init__(self, game: GolfGame, dead_cards: bool = True, rank_matching: bool = True) -> None:
        self.fit_on = fit_table(game.rules)
        self.strict_draw = game.rules.strict_draw
        self.column_codes = [[rank_code(card) for card in col] for col in game.columns]
        self.stock_codes = [rank_code(card) for card in game.stock]
        if any(len(col) > HEIGHT_MASK for col in game.columns) or len(game.stock) >= 32:
            raise ValueError("position too large for the Golf solver")
        self.top = rank_code(game.top)
        self.dead_cards = dead_cards
        self.rank_matching = rank_matching
        self.unmatched_cuts = 0
        self._number_slots()
        self._build_sources()

    def _number_slots(self) -> None:
        """Give every card in play a bit: table cards column by column, then the stock."""
        self.slot_place: list[tuple[int, int]] = []  # (column, index); (-1, k) in the stock
        for c, col in enumerate(self.column_codes):
            self.slot_place.extend((c, i) for i in range(len(col)))
        self.table_slots = len(self.slot_place)
        self.slot_place.extend((-1, k) for k in range(len(self.stock_codes)))
        self.slot_code = [
            self.stock_codes[i] if c < 0 else self.column_codes[c][i] for c, i in self.slot_place
        ]

    def _build_sources(self) -> None:
        """``sources[x]``: the bits of the cards that may still precede table card x;
        ``dependents[y]``: the table cards y may precede, looked at when y leaves play."""
        self.sources = [-1] * self.table_slots  # -1: never dead (a joker, or the test is off)
        precedes: list[list[int]] = [[] for _ in self.slot_place]
        for x in range(self.table_slots if self.dead_cards else 0):
            x_col, x_index = self.slot_place[x]
            if self.slot_code[x] == JOKER_CODE:
                continue
            self.sources[x] = 0
            for y, (y_col, y_index) in enumerate(self.slot_place):
                if y == x or not self.fit_on[self.slot_code[y]] >> self.slot_code[x] & 1:
                    continue
                if y_col == x_col and y_index != x_index + 1:
                    continue  # own column: only the card directly covering x can precede it
                self.sources[x] |= 1 << y
                precedes[y].append(x)
        self.dependents: list[tuple[Dependent, ...]] = [
            tuple(self._dependent(x) for x in xs) for xs in precedes
        ]

    def _dependent(self, x: int) -> Dependent:
        column, index = self.slot_place[x]
        return 1 << x, self.sources[x], column, HEIGHT_BITS * column, index + 1

    def root_forced(self, heights: list[int], remaining: int) -> int:
        """The full dead-card test at the root: FREE_PLAY, a forced column, or DEAD."""
        forced = FREE_PLAY
        for x in range(self.table_slots):
            if remaining >> x & 1 and not remaining & self.sources[x]:
                column, index = self.slot_place[x]
                if forced != FREE_PLAY or heights[column] != index + 1:
                    return DEAD
                if not self.fit_on[self.top] >> self.slot_code[x] & 1:
                    return DEAD
                forced = column
        return forced

    def run(self, budget: Budget) -> SearchOutcome:
        """Depth-first search from the root; see the module docstring."""
        started = time.perf_counter()
        deadline = None if budget.ms is None else started + budget.ms / 1000.0
        state_limit = budget.states
        fit_on, strict, matches = self.fit_on, self.strict_draw, self._matching_test()
        # free[c << 3 | h]: (code, bit, dependents) of column c's free card at height h
        free: list[tuple[int, int, tuple[Dependent, ...]]] = [(0, 0, ())] * (8 * len(self.column_codes))
        for x, (c, i) in enumerate(self.slot_place[: self.table_slots]):
            free[c << HEIGHT_BITS | (i + 1)] = (self.slot_code[x], 1 << x, self.dependents[x])
        stock = [
            (self.stock_codes[k], 1 << (self.table_slots + k), self.dependents[self.table_slots + k])
            for k in range(len(self.stock_codes))
        ]
        table_mask = (1 << self.table_slots) - 1
        count_unit = [1 << COUNT_BITS * code for code in range(NO_TOP + 1)]
        columns = range(len(self.column_codes))
        shifts = [HEIGHT_BITS * c for c in columns]
        visited: set[int] = set()
        line: list[Step] = []
        counters = {"dead": 0, "next_check": min(CLOCK_EVERY, state_limit or CLOCK_EVERY)}

        def check_budget() -> None:
            counters["next_check"] = len(visited) + CLOCK_EVERY
            if state_limit is not None:
                counters["next_check"] = min(counters["next_check"], state_limit)
            if deadline is not None and time.perf_counter() > deadline:
                raise _OutOfBudget
            if state_limit is not None and len(visited) >= state_limit:
                raise _OutOfBudget

        def forced_after(dependents: tuple[Dependent, ...], state: int, remaining: int) -> int:
            """The incremental dead-card test after a card with these dependents went to
            the discard: FREE_PLAY, the column that must play next, or DEAD."""
            forced = FREE_PLAY
            for bit, sources, column, shift, free_height in dependents:
                if remaining & bit and not remaining & sources:
                    if forced != FREE_PLAY or state >> shift & HEIGHT_MASK != free_height:
                        counters["dead"] += 1
                        return DEAD
                    forced = column
            return forced

        def dfs(state: int, stock_left: int, remaining: int, counts: int, forced: int) -> bool:
            """Search below ``state`` (already in ``visited``); True once a win is found,
            with ``line`` holding its steps, last first."""
            if len(visited) >= counters["next_check"]:
                check_budget()
            fit = fit_on[state >> TOP_SHIFT]
            removed = False
            for c in columns if forced == FREE_PLAY else (forced,):
                h = state >> shifts[c] & HEIGHT_MASK
                if not h:
                    continue
                code, bit, dependents = free[c << HEIGHT_BITS | h]
                if not fit >> code & 1:
                    continue
                removed = True
                after = remaining ^ bit
                if not after & table_mask:
                    line.append(c)
                    return True
                child = ((state - (1 << shifts[c])) & TOP_CLEAR) | code << TOP_SHIFT
                if child in visited:
                    continue
                visited.add(child)
                child_counts = counts - count_unit[code]
                child_forced = forced_after(dependents, child, after)
                if (
                    child_forced != DEAD
                    and (matches is None or matches(child_counts, stock_left, code))
                    and dfs(child, stock_left, after, child_counts, child_forced)
                ):
                    line.append(c)
                    return True
            if stock_left and forced == FREE_PLAY and not (strict and removed):
                stock_left -= 1
                code, bit, dependents = stock[stock_left]
                child = ((state - (1 << STOCK_SHIFT)) & TOP_CLEAR) | code << TOP_SHIFT
                if child in visited:
                    return False
                visited.add(child)
                after = remaining ^ bit
                child_forced = forced_after(dependents, child, after)
                if (
                    child_forced != DEAD
                    and (matches is None or matches(counts, stock_left, code))
                    and dfs(child, stock_left, after, counts, child_forced)
                ):
                    line.append(DRAW_STEP)
                    return True
            return False

        heights = [len(col) for col in self.column_codes]
        root = sum(h << shift for h, shift in zip(heights, shifts, strict=True))
        root |= len(stock) << STOCK_SHIFT | self.top << TOP_SHIFT
        root_counts = pack_counts([code for col in self.column_codes for code in col])
        remaining = (1 << len(self.slot_place)) - 1
        won: bool | None = not remaining & table_mask
        if not won:
            forced = self.root_forced(heights, remaining)
            visited.add(root)
            try:
                won = (
                    forced != DEAD
                    and (matches is None or matches(root_counts, len(stock), self.top))
                    and dfs(root, len(stock), remaining, root_counts, forced)
                )
            except _OutOfBudget:
                won = None
        line.reverse()
        return SearchOutcome(
            won=won,
            line=line if won else [],
            states=len(visited),
            dead_cuts=counters["dead"],
            unmatched_cuts=self.unmatched_cuts,
            elapsed_ms=(time.perf_counter() - started) * 1000.0,
        )

    def _matching_test(self) -> Callable[[int, int, int], bool] | None:
        """The rank-matching test as ``matches(table counts, stock left, top code)``,
        memoised; None when switched off or when jokers are in play (a joker fits
        everything: it is outside the rank graph).  An empty discard takes any card."""
        if not self.rank_matching or JOKER_CODE in (*self.slot_code, self.top):
            return None
        matching = RankMatching(self.fit_on)
        self.unmatched_cuts = 0
        stock_supply = [pack_counts(self.stock_codes[:k]) for k in range(len(self.stock_codes) + 1)]
        memo: dict[int, bool] = {}

        def matches(counts: int, stock_left: int, top: int) -> bool:
            if top == NO_TOP:
                return True
            key = counts | stock_left << KEY_STOCK_SHIFT | top << KEY_TOP_SHIFT
            known = memo.get(key)
            if known is None:
                supply = counts + stock_supply[stock_left] + (1 << COUNT_BITS * top)
                known = memo[key] = matching.feasible(counts, supply)
            if not known:
                self.unmatched_cuts += 1
            return known

        return matches


def solve(game: GolfGame, budget: Budget, dead_cards: bool = True, rank_matching: bool = True) -> SolveResult:
    """Winnable (with a winning line), unwinnable (search exhausted) or unknown (budget
    spent).  The switches exist to measure what each test buys; both are sound."""
    outcome = GolfSearch(game, dead_cards, rank_matching).run(budget)
    verdict: Verdict = "unknown" if outcome.won is None else "winnable" if outcome.won else "unwinnable"
    return SolveResult(
        result=verdict,
        solution=[step_move(step) for step in outcome.line] if outcome.won else None,
        states=outcome.states,
        elapsed_ms=outcome.elapsed_ms,
        stats={"dead_cuts": float(outcome.dead_cuts), "unmatched_cuts": float(outcome.unmatched_cuts)},
    )


# --- hints ----------------------------------------------------------------------------------

CHAIN_NODES = 2000
"""Positions the heuristic may look at when measuring removal chains."""


def hint(game: GolfGame, budget: Budget) -> Hint:
    """The next move of a winning line found within ``budget``, else the heuristic's move."""
    found = solve(game, budget)
    if found.solution:
        return Hint(found.solution[0], "winning", found.result)
    return Hint(heuristic_move(game), "heuristic", found.result)


def heuristic_move(game: GolfGame) -> Move | None:
    """None when the game is over.  Otherwise remove rather than draw (a draw spends the
    stock, a removal only the table); among removals, the one that starts the longest
    chain of removals without drawing, then the one from the tallest column (tall
    columns are what keeps a game from winning)."""
    legal = game.legal_moves()
    removals = [c for c in range(len(game.columns)) if REMOVES[c] in legal]
    if not removals:
        return legal[0] if legal else None
    fit_on = fit_table(game.rules)
    columns = [[rank_code(card) for card in col] for col in game.columns]
    budget = [CHAIN_NODES]
    return REMOVES[max(removals, key=lambda c: (_chain(columns, c, fit_on, budget), len(columns[c]), -c))]


def _chain(columns: list[list[int]], column: int, fit_on: tuple[int, ...], budget: list[int]) -> int:
    """The longest run of removals that starts by removing ``column``'s free card
    (``columns`` is restored before returning; ``budget`` bounds the work)."""
    card = columns[column].pop()
    best = 0
    budget[0] -= 1
    if budget[0] > 0:
        for c, col in enumerate(columns):
            if col and fit_on[card] >> col[-1] & 1:
                best = max(best, _chain(columns, c, fit_on, budget))
    columns[column].append(card)
    return best + 1
