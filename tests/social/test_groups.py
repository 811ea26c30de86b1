"""Which groups a board has (``service.social.groups``): no database."""

from __future__ import annotations

import pytest

from service.social.groups import LAST_GROUP, UnknownGroup, numbered, require_group


def test_a_group_is_numbered_from_1_to_a_postgresql_integer() -> None:
    assert [numbered(group) for group in (0, 1, LAST_GROUP, LAST_GROUP + 1, -1)] == [
        False, True, True, False, False,
    ]  # fmt: skip


@pytest.mark.parametrize(("group", "groups"), [(0, 3), (4, 3), (1, 0)])
def test_a_group_the_board_does_not_have_is_unknown(group: int, groups: int) -> None:
    with pytest.raises(UnknownGroup) as unknown:
        require_group(group, groups)
    assert (unknown.value.group, unknown.value.groups) == (group, groups)


def test_each_of_the_boards_groups_is_known() -> None:
    for group in (1, 2, 3):
        require_group(group, 3)
