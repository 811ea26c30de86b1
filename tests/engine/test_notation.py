"""A move's notation (the kept actions of a ranked attempt, read back by the play review)
reads back as the very move, for every move of every game."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.engine import move_from_notation, move_notation
from service.engine.cards import CARD_TEXTS
from service.engine.game import DRAW, UNDO, Move, Tap, Transfer
from service.engine.golf_vocabulary import NEXT_HOLE, Remove

moves: st.SearchStrategy[Move] = st.one_of(
    st.sampled_from([DRAW, UNDO, NEXT_HOLE]),
    st.builds(Remove, st.integers(1, 7)),
    st.builds(Tap, st.integers(0, len(CARD_TEXTS) - 1)),
    st.builds(
        Transfer,
        st.integers(0, 51),
        st.sampled_from(["c1", "c2", "c3", "c4", "f1", "f2", "f3", "f4", "foundation"]),
    ),
)


@given(moves)
def test_a_notation_reads_back_as_its_move(move: Move) -> None:
    text = move_notation(move)
    assert " " not in text and len(text) <= 16
    assert move_from_notation(text) == move


def test_the_notation_is_short() -> None:
    assert [move_notation(m) for m in (DRAW, UNDO, NEXT_HOLE, Remove(3), Tap(11), Transfer(11, "c2"))] == [
        "d", "u", "n", "r3", f"t{CARD_TEXTS[11]}", f"m{CARD_TEXTS[11]}>c2",
    ]  # fmt: skip


@pytest.mark.parametrize("text", ["", "x", "d2", "r", "rX", "t", "tZZ", "mQH", "mZZ>c1", "uu"])
def test_a_text_no_move_writes_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="notation"):
        move_from_notation(text)
