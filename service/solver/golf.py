"""Golf solver: exact depth-first search over a tiny state, cut by two sound tests.

A position is what the rules can see (column heights, stock left, the discard top's rank),
packed into one int in a visited set (after black-hole-solver).  Positions where some table
card can no longer reach a predecessor are dropped (*dead cards*, *rank matching*): both
are necessary for a win, so ``unwinnable`` means exhausted.  Ints, flat lists of ints and
one recursive method: the shape mypyc turns into plain C (docs/design/solvers.md).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Final

from ..engine.cards import JOKERS, is_joker, rank_of
from ..engine.game import DRAW, Move
from ..engine.golf import REMOVES, GolfGame, fits
from ..engine.rules import GolfRules
from .golf_matching import COUNT_BITS, RankMatching, pack_counts
from .results import Budget, SolveResult, Verdict

JOKER_CODE: Final = 13
"""Rank code of a joker; codes 0-12 are the ranks A..K."""
NO_TOP: Final = 14
"""Top code of an empty discard (the empty-discard variant's start)."""
HEIGHT_BITS: Final = 3
HEIGHT_MASK: Final = (1 << HEIGHT_BITS) - 1
STOCK_SHIFT: Final = 7 * HEIGHT_BITS
TOP_SHIFT: Final = STOCK_SHIFT + 5
TOP_CLEAR: Final = ~(0xF << TOP_SHIFT)
KEY_STOCK_SHIFT: Final = 14 * COUNT_BITS
KEY_TOP_SHIFT: Final = KEY_STOCK_SHIFT + 5
DRAW_STEP: Final = -1
"""A draw in a line of steps; 0-6 is a removal from that column."""
FREE_PLAY: Final = -1
"""No move is forced."""
DEAD: Final = -2
NO_SLOT: Final = -1
CLOCK_EVERY: Final = 1024
"""New states between two looks at the clock and the state budget."""

Step = int
"""0-6: remove the free card of that column; ``DRAW_STEP``: draw."""


class OutOfBudget(Exception):
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
        self.fit_on = list(fit_table(game.rules))
        self.strict_draw = game.rules.strict_draw
        self.column_codes = [[rank_code(card) for card in col] for col in game.columns]
        self.stock_codes = [rank_code(card) for card in game.stock]
        if any(len(col) > HEIGHT_MASK for col in game.columns) or len(game.stock) >= 32:
            raise ValueError("position too large for the Golf solver")
        self.column_count = len(self.column_codes)
        self.top = rank_code(game.top)
        self.dead_cards = dead_cards
        self._number_slots()
        self._build_sources()
        self.matching: RankMatching | None = None
        if rank_matching and JOKER_CODE not in self.slot_code and self.top != JOKER_CODE:
            # A joker fits everything: it is outside the rank graph, so no test with jokers.
            self.matching = RankMatching(fit_table(game.rules))
        self.stock_supply = [pack_counts(self.stock_codes[:k]) for k in range(len(self.stock_codes) + 1)]
        self.memo: dict[int, bool] = {}
        self.visited: set[int] = set()
        self.line: list[Step] = []
        self.dead_cuts = 0
        self.unmatched_cuts = 0
        self.deadline = 0.0
        self.state_limit = 0
        self.next_check = 0

    def _number_slots(self) -> None:
        """Give every card in play a slot (a bit of ``remaining``): table cards column by
        column, then the stock; ``free_slot[c << HEIGHT_BITS | h]``: the slot of column c's
        free card at height h."""
        self.slot_place: list[tuple[int, int]] = []  # (column, index); (-1, k) in the stock
        self.free_slot = [NO_SLOT] * (len(self.column_codes) << HEIGHT_BITS)
        for c, col in enumerate(self.column_codes):
            for i in range(len(col)):
                self.free_slot[c << HEIGHT_BITS | (i + 1)] = len(self.slot_place)
                self.slot_place.append((c, i))
        self.table_slots = len(self.slot_place)
        self.table_mask = (1 << self.table_slots) - 1
        self.slot_place.extend((-1, k) for k in range(len(self.stock_codes)))
        self.slot_code = [
            self.stock_codes[i] if c < 0 else self.column_codes[c][i] for c, i in self.slot_place
        ]

    def _build_sources(self) -> None:
        """``sources[x]``: the bits of the cards that may still precede table card x; the
        dependents of y (the table cards y may precede, looked at when y leaves play) are
        the entries ``dependents_from[y]`` to ``dependents_from[y + 1]`` of the ``dependent_``
        lists: the card's bit and sources, its column, that column's shift in the state, and
        the height at which the card is free."""
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
        self.dependents_from = [0]
        self.dependent_bit: list[int] = []
        self.dependent_sources: list[int] = []
        self.dependent_column: list[int] = []
        self.dependent_shift: list[int] = []
        self.dependent_free_height: list[int] = []
        for xs in precedes:
            for x in xs:
                column, index = self.slot_place[x]
                self.dependent_bit.append(1 << x)
                self.dependent_sources.append(self.sources[x])
                self.dependent_column.append(column)
                self.dependent_shift.append(HEIGHT_BITS * column)
                self.dependent_free_height.append(index + 1)
            self.dependents_from.append(len(self.dependent_bit))

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
        self.deadline = -1.0 if budget.ms is None else started + budget.ms / 1000.0
        self.state_limit = -1 if budget.states is None else budget.states
        self.next_check = min(CLOCK_EVERY, budget.states) if budget.states else CLOCK_EVERY
        self.visited = set()
        self.line = []
        self.dead_cuts = self.unmatched_cuts = 0
        heights = [len(col) for col in self.column_codes]
        root = sum(h << HEIGHT_BITS * c for c, h in enumerate(heights))
        root |= len(self.stock_codes) << STOCK_SHIFT | self.top << TOP_SHIFT
        root_counts = pack_counts([code for col in self.column_codes for code in col])
        remaining = (1 << len(self.slot_place)) - 1
        won: bool | None = not remaining & self.table_mask
        if not won:
            forced = self.root_forced(heights, remaining)
            self.visited.add(root)
            try:
                won = (
                    forced != DEAD
                    and self._matches(root_counts, len(self.stock_codes), self.top)
                    and self._dfs(root, len(self.stock_codes), remaining, root_counts, forced)
                )
            except OutOfBudget:
                won = None
        self.line.reverse()
        return SearchOutcome(
            won=won,
            line=self.line if won else [],
            states=len(self.visited),
            dead_cuts=self.dead_cuts,
            unmatched_cuts=self.unmatched_cuts,
            elapsed_ms=(time.perf_counter() - started) * 1000.0,
        )

    def _check_budget(self) -> None:
        states = len(self.visited)
        self.next_check = states + CLOCK_EVERY
        if self.state_limit >= 0:
            self.next_check = min(self.next_check, self.state_limit)
            if states >= self.state_limit:
                raise OutOfBudget
        if self.deadline >= 0.0 and time.perf_counter() > self.deadline:
            raise OutOfBudget

    def _dfs(self, state: int, stock_left: int, remaining: int, counts: int, forced: int) -> bool:
        """Search below ``state`` (already in ``visited``); True once a win is found, with
        ``line`` holding its steps, last first.  Column plays first, then the draw."""
        visited = self.visited
        if len(visited) >= self.next_check:
            self._check_budget()
        fit = self.fit_on[state >> TOP_SHIFT]
        removed = False
        first, stop = (0, self.column_count) if forced == FREE_PLAY else (forced, forced + 1)
        for c in range(first, stop):
            slot = self.playable_slot(state, fit, c)
            if slot == NO_SLOT:
                continue
            removed = True
            after = remaining ^ 1 << slot
            if not after & self.table_mask:
                self.line.append(c)
                return True
            code = self.slot_code[slot]
            child = ((state - (1 << HEIGHT_BITS * c)) & TOP_CLEAR) | code << TOP_SHIFT
            if child in visited:
                continue
            visited.add(child)
            if self._enter(child, slot, stock_left, after, counts - (1 << COUNT_BITS * code)):
                self.line.append(c)
                return True
        if stock_left and forced == FREE_PLAY and not (self.strict_draw and removed):
            stock_left -= 1
            slot = self.table_slots + stock_left
            code = self.slot_code[slot]
            child = ((state - (1 << STOCK_SHIFT)) & TOP_CLEAR) | code << TOP_SHIFT
            if child in visited:
                return False
            visited.add(child)
            if self._enter(child, slot, stock_left, remaining ^ 1 << slot, counts):
                self.line.append(DRAW_STEP)
                return True
        return False

    def playable_slot(self, state: int, fit: int, c: int) -> int:
        """The slot of column ``c``'s free card when it fits the discard (``fit``: the fit
        bits of the top), else ``NO_SLOT``."""
        height = state >> HEIGHT_BITS * c & HEIGHT_MASK
        if not height:
            return NO_SLOT
        slot = self.free_slot[c << HEIGHT_BITS | height]
        return slot if fit >> self.slot_code[slot] & 1 else NO_SLOT

    def _enter(self, state: int, slot: int, stock_left: int, remaining: int, counts: int) -> bool:
        """Search below the new ``state`` the card in ``slot`` just led to, unless the two
        tests cut it."""
        forced = self._forced_after(slot, state, remaining)
        return (
            forced != DEAD
            and self._matches(counts, stock_left, state >> TOP_SHIFT)
            and self._dfs(state, stock_left, remaining, counts, forced)
        )

    def _forced_after(self, slot: int, state: int, remaining: int) -> int:
        """The incremental dead-card test after the card in ``slot`` went to the discard:
        FREE_PLAY, the column that must play next, or DEAD."""
        forced = FREE_PLAY
        for i in range(self.dependents_from[slot], self.dependents_from[slot + 1]):
            if remaining & self.dependent_bit[i] and not remaining & self.dependent_sources[i]:
                if (
                    forced != FREE_PLAY
                    or state >> self.dependent_shift[i] & HEIGHT_MASK != self.dependent_free_height[i]
                ):
                    self.dead_cuts += 1
                    return DEAD
                forced = self.dependent_column[i]
        return forced

    def _matches(self, counts: int, stock_left: int, top: int) -> bool:
        """The rank-matching test (``golf_matching``), memoised; always passes when it is
        switched off or jokers are in play.  An empty discard takes any card."""
        if self.matching is None or top == NO_TOP:
            return True
        key = counts | stock_left << KEY_STOCK_SHIFT | top << KEY_TOP_SHIFT
        known = self.memo.get(key)
        if known is None:
            supply = counts + self.stock_supply[stock_left] + (1 << COUNT_BITS * top)
            known = self.matching.feasible(counts, supply)
            self.memo[key] = known
        if not known:
            self.unmatched_cuts += 1
        return known


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


# --- the hint heuristic -----------------------------------------------------------------------

CHAIN_NODES = 2000
"""Positions the heuristic may look at when measuring removal chains."""


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
