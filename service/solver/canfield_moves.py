"""The moves out of a Canfield search node: every child position, closed and scored.

``children`` lists a node's moves family by family, each closed
(``canfield_position.close``) and scored (``canfield_scoring.score``).  A node may carry a
constraint on its next move: ``exempt`` (cards just brought back from the foundations) or
``must`` (the card a partial tail move uncovered, which the next move must involve: such a
move commutes with every other).  Why that loses no win: docs/design/solvers.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from .canfield_position import EMPTY, FOUNDATION, NO_CARD, NO_EXEMPT, Deal, Node, Step, close
from .canfield_scoring import score

Landing = tuple[int, int]
"""Where a card may go in the columns: (column index, the top card it goes onto or EMPTY)."""


@dataclass(slots=True)
class Child:
    score: int
    node: Node
    exempt: frozenset[int]
    must: int
    steps: list[Step]


def closed_child(
    deal: Deal,
    exempt: frozenset[int],
    must: int,
    steps: list[Step],
    reserve_left: int,
    counts: list[int],
    columns: list[bytes],
    talon: bytes,
    pointer: int,
) -> Child:
    """The closed child position of a move already applied to these parts (``counts`` and
    ``columns`` are the caller's fresh copies: closing changes them)."""
    close(deal, reserve_left, counts, columns, exempt, steps)
    columns.sort()
    if must != NO_CARD and not any(column and column[-1] == must for column in columns):
        must = NO_CARD  # the closure sent it to its foundation: used
    node: Node = (
        reserve_left,
        (counts[0], counts[1], counts[2], counts[3]),
        tuple(columns),
        talon,
        deal.canonical_pointer(len(talon), pointer),
    )
    return Child(score(sum(counts), reserve_left, len(talon)), node, exempt, must, steps)


def stacked(columns: tuple[bytes, ...], j: int, cards: bytes) -> list[bytes]:
    """A copy of ``columns`` with ``cards`` laid on column ``j``."""
    cols = list(columns)
    cols[j] = cols[j] + cards
    return cols


def children(deal: Deal, node: Node, exempt: frozenset[int], must: int) -> list[Child]:
    """Every move from ``node`` that its constraint allows (see the module docstring)."""
    reserve_left, counts, columns, talon, pointer = node
    tops = [column[-1] if column else EMPTY for column in columns]
    # Where a card may land: any column (one empty column: all are alike), or only onto
    # the constrained cards.
    anywhere: list[Landing] = [(j, top) for j, top in enumerate(tops) if top != EMPTY]
    if EMPTY in tops:
        anywhere.append((tops.index(EMPTY), EMPTY))
    if exempt:
        onto = [(j, top) for j, top in enumerate(tops) if top in exempt]
    elif must != NO_CARD:
        onto = [(tops.index(must), must)]
    else:
        onto = anywhere
    free = not exempt and must == NO_CARD
    found: list[Child] = []
    bring_back(deal, node, exempt, anywhere if must == NO_CARD else onto, found)
    if exempt:  # commit: close the position with nothing exempt
        found.append(
            closed_child(
                deal, NO_EXEMPT, NO_CARD, [], reserve_left, list(counts), list(columns), talon, pointer
            )
        )
    if reserve_left:
        card = deal.reserve[reserve_left - 1]
        play_card(deal, card, free, onto, reserve_left - 1, counts, columns, talon, pointer, found)
    for position in deal.reachable(len(talon), pointer):
        card = talon[position - 1]
        rest = talon[: position - 1] + talon[position:]
        play_card(deal, card, free, onto, reserve_left, counts, columns, rest, position - 1, found)
    move_column_cards(deal, node, exempt, must, free, anywhere, onto, found)
    return found


def bring_back(
    deal: Deal, node: Node, exempt: frozenset[int], landings: list[Landing], found: list[Child]
) -> None:
    """Foundation tops brought back to a column: they start or extend an exempt sequence."""
    reserve_left, fcounts, columns, talon, pointer = node
    for suit in range(4):
        count = fcounts[suit]
        if not count:
            continue
        card = deal.next_card[suit][count - 1]
        hosts = deal.hosts_of[card]
        for j, top in landings:
            if top in hosts or top == EMPTY:
                counts = list(fcounts)
                counts[suit] -= 1
                cols = stacked(columns, j, bytes((card,)))
                found.append(
                    closed_child(
                        deal,
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


def play_card(
    deal: Deal,
    card: int,
    free: bool,
    onto: list[Landing],
    reserve_left: int,
    fcounts: tuple[int, int, int, int],
    columns: tuple[bytes, ...],
    talon: bytes,
    pointer: int,
    found: list[Child],
) -> None:
    """The reserve top or a talon card played: to its foundation when it fits (and no
    constraint is pending), or onto a column it builds on.  ``reserve_left``, ``talon``
    and ``pointer`` are already those of after the move."""
    suit = card // 13
    if free and deal.next_card[suit][fcounts[suit]] == card:
        counts = list(fcounts)
        counts[suit] += 1
        found.append(
            closed_child(
                deal,
                NO_EXEMPT,
                NO_CARD,
                [(card, FOUNDATION)],
                reserve_left,
                counts,
                list(columns),
                talon,
                pointer,
            )
        )
    hosts = deal.hosts_of[card]
    for j, top in onto:
        if top in hosts or top == EMPTY:
            cols = stacked(columns, j, bytes((card,)))
            found.append(
                closed_child(
                    deal, NO_EXEMPT, NO_CARD, [(card, top)], reserve_left, list(fcounts), cols, talon, pointer
                )
            )


def move_column_cards(
    deal: Deal,
    node: Node,
    exempt: frozenset[int],
    must: int,
    free: bool,
    anywhere: list[Landing],
    onto: list[Landing],
    found: list[Child],
) -> None:
    """Column cards with what lies on them: a lone card home when that empties its column
    (never forced, so a move here), and every tail that builds on another column's top or
    goes to an empty column.  The uncovered card's own column (``must``) may move anywhere."""
    reserve_left, fcounts, columns, _talon, _pointer = node
    next_card = deal.next_card
    for i, column in enumerate(columns):
        size = len(column)
        if not size:
            continue
        top = column[-1]
        own = top == must
        if (free or own) and size == 1 and reserve_left and next_card[top // 13][fcounts[top // 13]] == top:
            found.append(lone_card_home(deal, node, i))
        for j, target in anywhere if own else onto:
            if j != i:
                for index in tail_starts(deal, column, target):
                    found.append(move_tail(deal, node, exempt, i, index, j, target))


def lone_card_home(deal: Deal, node: Node, i: int) -> Child:
    """Column ``i``'s only card home, the reserve top refilling the column: not forced, as
    it changes the reserve (``canfield_position``'s docstring)."""
    reserve_left, fcounts, columns, talon, pointer = node
    top = columns[i][-1]
    counts = list(fcounts)
    counts[top // 13] += 1
    cols = list(columns)
    cols[i] = deal.reserve[reserve_left - 1 : reserve_left]
    return closed_child(
        deal, NO_EXEMPT, NO_CARD, [(top, FOUNDATION)], reserve_left - 1, counts, cols, talon, pointer
    )


def tail_starts(deal: Deal, column: bytes, target: int) -> range | list[int]:
    """The indexes in ``column`` of the cards that may go onto ``target`` with what lies on
    them.  Every column is one run, so the card of a given rank sits at a known index,
    every 13 cards; an empty column takes any tail but the whole column."""
    size = len(column)
    if target == EMPTY:
        return range(1, size)
    rank_at, red_at = deal.rank_at, deal.red_at
    index = (rank_at[column[0]] - rank_at[target] + 1) % 13
    indexes = []
    target_red = red_at[target]
    while index < size:
        if red_at[column[index]] != target_red:
            indexes.append(index)
        index += 13
    return indexes


def move_tail(
    deal: Deal, node: Node, exempt: frozenset[int], i: int, index: int, j: int, target: int
) -> Child:
    """Column ``i``'s cards from ``index`` up moved onto column ``j`` (top ``target``): a
    whole column is refilled from the reserve; a partial tail leaves the card it uncovers
    as the next move's ``must`` (unless an exempt sequence is under way)."""
    reserve_left, fcounts, columns, talon, pointer = node
    column = columns[i]
    cols = stacked(columns, j, column[index:])
    uncovered = NO_CARD
    if index == 0 and reserve_left:
        cols[i] = deal.reserve[reserve_left - 1 : reserve_left]
        reserve_left -= 1
    else:
        cols[i] = column[:index]
        if index and not exempt:
            uncovered = column[index - 1]
    return closed_child(
        deal,
        NO_EXEMPT,
        uncovered,
        [(column[index], target)],
        reserve_left,
        list(fcounts),
        cols,
        talon,
        pointer,
    )
