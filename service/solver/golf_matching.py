"""The rank-matching test: can every table card still get its own predecessor?

No card is covered twice, so a win needs a one-to-one map from the table cards to their
predecessors; counted by rank, a bipartite b-matching.  If even this relaxation has no
perfect matching, no win exists.  Each rank goes on at most two ranks, so the graph is
paths and cycles and a greedy walk decides it exactly (docs/design/solvers.md).
"""

from __future__ import annotations

from functools import cache
from typing import Final

RANKS: Final = 13
COUNT_BITS: Final = 3
"""Bits per rank in a packed count vector (counts 0-4; jokers use the 14th field)."""
COUNT_MASK: Final = (1 << COUNT_BITS) - 1
NONE: Final = -1
"""No node: a walk's missing first or last supply node, or the end of a path."""

Node = tuple[bool, int]
"""(is a demand node, rank)."""


def pack_counts(codes: list[int]) -> int:
    """Rank codes (0-12 ranks, 13 jokers) as a packed count vector."""
    return sum(1 << COUNT_BITS * code for code in codes)


class Walk:
    """A path, or a cycle cut before one of its demand nodes, compiled for the greedy walk:
    the bit shift of the supply node it starts with (``NONE``: it starts with a demand
    node), for each demand node the shifts of its own count and of the supply node ahead
    of it (``NONE`` at a path's end), and the shift of the last supply node (``NONE``: it
    ends with a demand node)."""

    def __init__(self, nodes: list[Node]) -> None:
        self.first = NONE if nodes[0][0] else COUNT_BITS * nodes[0][1]
        self.own: list[int] = []
        self.ahead: list[int] = []
        for at, (is_demand, rank) in enumerate(nodes):
            if is_demand:
                self.own.append(COUNT_BITS * rank)
                self.ahead.append(COUNT_BITS * nodes[at + 1][1] if at + 1 < len(nodes) else NONE)
        self.last = NONE if nodes[-1][0] else COUNT_BITS * nodes[-1][1]

    def matched(self, demand: int, supply: int, wrapped: int) -> int:
        """The most demand units the walk can match: the same greedy, each demand node
        taking what is left behind it, then what it still needs from ahead."""
        if wrapped:
            supply -= wrapped << self.last
        behind = wrapped if self.first == NONE else supply >> self.first & COUNT_MASK
        total = 0
        for i in range(len(self.own)):
            need = demand >> self.own[i] & COUNT_MASK
            take = need if need < behind else behind
            total += take
            ahead = self.ahead[i]
            if ahead == NONE:
                return total
            behind = supply >> ahead & COUNT_MASK
            take = need - take if need - take < behind else behind
            total += take
            behind -= take
        return total

    def feasible(self, demand: int, supply: int, wrapped: int) -> bool:
        """Greedy along a path, or along a cycle cut before its first demand node with
        ``wrapped`` units already given to that node by the cycle's last supply node."""
        if wrapped:
            supply -= wrapped << self.last
        behind = wrapped if self.first == NONE else supply >> self.first & COUNT_MASK
        for i in range(len(self.own)):
            need = (demand >> self.own[i] & COUNT_MASK) - behind
            ahead = self.ahead[i]
            if ahead == NONE:
                return need <= 0
            behind = supply >> ahead & COUNT_MASK
            if need > 0:
                behind -= need
                if behind < 0:
                    return False
        return True


class RankMatching:
    """The matching test for one rule set (given as the solver's fit table).

    Each path or cycle is compiled into a ``Walk``.  A cycle is kept cut before each of its
    demand nodes, so the cut can go where demand is least.
    """

    def __init__(self, fit_on: tuple[int, ...]) -> None:
        self.paths: list[Walk] = []
        self.cycles: list[list[Walk]] = []
        for nodes, is_cycle in _components(fit_on):
            if not is_cycle:
                self.paths.append(Walk(nodes))
                continue
            cuts = []
            for at, (is_demand, _rank) in enumerate(nodes):
                if is_demand:
                    cuts.append(Walk(nodes[at:] + nodes[:at]))
            self.cycles.append(cuts)

    def feasible(self, demand: int, supply: int) -> bool:
        """Can each table card (``demand``, a packed count vector) take a distinct
        predecessor among ``supply`` (packed counts of the cards still to come)?"""
        for walk in self.paths:
            if not walk.feasible(demand, supply, 0):
                return False
        for cuts in self.cycles:
            walk = _cut(cuts, demand)
            limit = min(demand >> walk.own[0] & COUNT_MASK, supply >> walk.last & COUNT_MASK)
            if not any(walk.feasible(demand, supply, x) for x in range(limit + 1)):
                return False
        return True

    def matched(self, demand: int, supply: int) -> int:
        """The most table cards (``demand``) that can take distinct predecessors among
        ``supply``: a maximum matching of the same graph, found by the same walks (on a
        cycle, the best flow over the cut).  A lower bound on the cards that stay on the
        table is the demand this leaves unmatched (``golf_best``)."""
        total = 0
        for walk in self.paths:
            total += walk.matched(demand, supply, 0)
        for cuts in self.cycles:
            walk = _cut(cuts, demand)
            limit = min(demand >> walk.own[0] & COUNT_MASK, supply >> walk.last & COUNT_MASK)
            most = 0
            for x in range(limit + 1):
                found = walk.matched(demand, supply, x)
                if found > most:
                    most = found
            total += most
        return total


def _cut(cuts: list[Walk], demand: int) -> Walk:
    """Where to cut a cycle: before a demand node with no demand if there is one (then
    nothing flows across the cut), else anywhere."""
    for cut in cuts:
        if not demand >> cut.own[0] & COUNT_MASK:
            return cut
    return cuts[-1]


@cache
def _components(fit_on: tuple[int, ...]) -> list[tuple[list[Node], bool]]:
    """The matching graph's paths and cycles, each as an ordered node list; a cycle
    starts at a demand node and ends at the supply node joined back to it."""
    neighbours: dict[Node, list[Node]] = {}
    for r in range(RANKS):
        for s in range(RANKS):
            if fit_on[s] >> r & 1:
                neighbours.setdefault((True, r), []).append((False, s))
                neighbours.setdefault((False, s), []).append((True, r))
    if any(len(linked) > 2 for linked in neighbours.values()):
        raise ValueError("a rank may go on at most two ranks")
    seen: set[Node] = set()
    components: list[tuple[list[Node], bool]] = [
        ([(True, r)], False) for r in range(RANKS) if (True, r) not in neighbours
    ]
    ends = [node for node, linked in neighbours.items() if len(linked) == 1]
    for start in ends + [node for node in neighbours if node[0]]:
        if start in seen:
            continue
        path = [start]
        seen.add(start)
        while True:
            following = [n for n in neighbours[path[-1]] if n not in seen]
            if not following:
                break
            path.append(following[0])
            seen.add(following[0])
        is_cycle = len(path) > 2 and path[0] in neighbours[path[-1]] and start not in ends
        components.append((path, is_cycle))
    return components
