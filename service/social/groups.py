"""Groups of 100 (migrations 0019, 0023): each day and variant, the board's cleared results
fall into groups of at most 100 in the order they were first cleared, for good, and only
an established player's result takes one.  Both rules are the database's, decided where a
result is cleared (asking first would cost every submission a round trip); what the
service decides is which groups a board has, refusing the others (docs/design/daily.md).
"""

from __future__ import annotations

LAST_GROUP = 2**31 - 1
"""The highest number a group can have (a PostgreSQL integer): the contract takes no other."""


class UnknownGroup(LookupError):
    """A group the board does not have: its ``groups`` are numbered 1 to that (0 before its
    first result in a group)."""

    def __init__(self, group: int, groups: int) -> None:
        super().__init__(f"group {group} of a board of {groups}")
        self.group, self.groups = group, groups


def numbered(group: int) -> bool:
    """Whether a group can have the number ``group`` (1 to ``LAST_GROUP``)."""
    return 1 <= group <= LAST_GROUP


def require_group(group: int, groups: int) -> None:
    """``UnknownGroup`` unless a board of ``groups`` groups (numbered 1 to that) has
    ``group``.  A group whose results were all held again is empty, and still the board's."""
    if not 1 <= group <= groups:
        raise UnknownGroup(group, groups)
