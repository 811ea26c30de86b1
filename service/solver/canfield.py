"""Canfield solver: winnable / unwinnable / unknown for any position, draw 3 and draw 1.

Depth-first search over a compact position, with a transposition table, in the spirit of
Solvitaire (Blake and Gent), in rounds with a beam search between them (``Search.run``):
the beam finds wins that begin away from the depth-first search's first choices, and
``unwinnable`` stays the exhausted depth-first search's.  This module is the search, its
budget and ``solve``; the other ``canfield_*`` modules, by job: docs/design/solvers.md.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Final, Literal

from ..engine.canfield import CanfieldGame
from .canfield_moves import Child, children
from .canfield_position import NO_CARD, NO_EXEMPT, Deal, Node, Step, engine_moves, is_won, node_key, root_of
from .results import Budget, SolveResult


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
    search between its rounds (``run``).  A node is a position with its constraint on the
    next move (``canfield_moves``); ``seen`` holds the depth-first search's node keys."""

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
        if is_won(root):
            return root_steps
        self.seen.add(node_key(root, NO_EXEMPT, NO_CARD))
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
        stack, path, seen = self.stack, self.path, self.seen
        while stack and len(seen) < pause_at:
            siblings, index = stack[-1]
            if index >= len(siblings):
                stack.pop()
                path.pop()
                continue
            stack[-1] = (siblings, index + 1)
            child = siblings[index]
            child_key = node_key(child.node, child.exempt, child.must)
            if child_key in seen:
                continue
            seen.add(child_key)
            if is_won(child.node):
                path.append(child.steps)
                return [step for steps in path for step in steps]
            if self.spent():
                return None
            stack.append((self.sorted_children(child.node, child.exempt, child.must), 0))
            path.append(child.steps)
        return None

    def beam(self, root: Node, root_steps: list[Step], width: int) -> list[Step] | None:
        """A beam search: every child of the kept positions, the ``width`` best of them
        (by their ``score``) kept for the next step, until a win or no new position.  It
        can miss a win (it drops positions), so it only ever finds wins; its own visited
        set is dropped at the end."""
        seen = {node_key(root, NO_EXEMPT, NO_CARD)}
        layer = [Trail(None, root, NO_EXEMPT, NO_CARD, root_steps)]
        while layer:
            ranked: list[tuple[int, Trail]] = []
            for trail in layer:
                for child in children(self.deal, trail.node, trail.exempt, trail.must):
                    child_key = node_key(child.node, child.exempt, child.must)
                    if child_key in seen:
                        continue
                    seen.add(child_key)
                    self.beam_states += 1
                    reached = Trail(trail, child.node, child.exempt, child.must, child.steps)
                    if is_won(child.node):
                        return reached.line()
                    if self.spent():
                        return None
                    ranked.append((child.score, reached))
            ranked.sort(key=lambda entry: -entry[0])
            layer = [trail for _, trail in ranked[:width]]
        return None

    def sorted_children(self, node: Node, exempt: frozenset[int], must: int) -> list[Child]:
        """A node's children in the depth-first search's order: best ``score`` first."""
        found = children(self.deal, node, exempt, must)
        found.sort(key=lambda c: -c.score)
        return found


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
