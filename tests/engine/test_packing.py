"""The packed form: canonical, exact, bounded, and safe to read from any bytes."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import deal_layout, layout_game, new_game, pack, unpack
from service.engine.binary import varint
from service.engine.codes import DEAL_COUNT, GameCode, format_code
from service.engine.game import DRAW, UNDO, Settings, Transfer
from service.engine.packing import DEAL_BYTES, FORMAT_VERSION, PackError, pack_in
from service.engine.rules import CANFIELD_DRAW3, GOLF_CLASSIC, Rules

from .helpers import PINNED, pinned_golf_after, replay


def test_a_fresh_game_packs_small_and_round_trips() -> None:
    for code in ("GO1-E-AAAAAAB", "GO1-CKSTJJD-QWERTYU", "CF1-D3-AAAAACL", "CF1-D1-ZZZZZZZ"):
        game = new_game(code, Settings(explain=False, double_tap=False))
        packed = pack(game)
        again = unpack(packed)
        assert pack(again) == packed and packed[0] == FORMAT_VERSION
        assert (again.view(), again.code_text, again.settings) == (game.view(), code, game.settings)
        assert len(packed) <= 80  # a Canfield deal's 52 cards, its deal number in 8 bytes


def test_the_undo_history_travels_in_the_packed_game() -> None:
    game = pinned_golf_after(20)
    again = unpack(pack(game))
    for _ in range(20):
        assert again.play(UNDO).accepted
    assert again.view() == new_game("GO1-E-AAAAAAB").view()


def test_a_canfield_game_mid_play_round_trips_with_score_fan_and_history() -> None:
    game = new_game("CF1-D3-AAAAACL")
    game.play(Transfer(50, "c2"))  # QC onto KH
    game.play(DRAW)
    again = unpack(pack(game))
    assert (again.view(), again.score, again.moves) == (game.view(), game.score, game.moves)
    assert list(again.history) == list(game.history)


def test_a_long_code_packs_its_whole_64_bit_deal_number() -> None:
    for code in ("GO1-C-HLHXCZMXSYUMQP", "CF1-D1-BCDEFGHIJKLMNO", "GO1-E-AAAAAAAAAAAAAB"):
        game = new_game(code)
        again = unpack(pack(game))
        assert (again.code, again.view()) == (game.code, game.view())
    assert new_game("GO1-E-AAAAAAAAAAAAAB").code_text == "GO1-E-AAAAAAB"  # the short form, where it fits


@pytest.mark.parametrize(
    ("version", "deal_bytes"), [(1, lambda deal: 5), (2, lambda deal: len(varint(deal + 1)))]
)
def test_packed_forms_of_earlier_releases_still_unpack(
    version: int, deal_bytes: Callable[[int], int]
) -> None:
    """A state sealed by an earlier release holds version 1 bytes (a 5-byte deal number, all
    ones for a custom deal: before deal numbers grew to 64 bits) or version 2 (the number
    plus one as a varint, 0 for a custom deal): it opens, plays, and is packed in the
    current version from then on."""
    dealt = new_game("GO1-C-QWERTYU")
    custom = layout_game(GOLF_CLASSIC, deal_layout(GOLF_CLASSIC, 42))
    for game in (
        pinned_golf_after(7),
        new_game("CF1-D3-AAAAACL"),
        dealt,
        custom,
        new_game("GR1-C-9-QWERTYU"),
    ):
        old = pack_in(game, version)
        now = DEAL_BYTES if game.code is not None else 0
        then = deal_bytes(-1 if game.code is None else game.code.deal)
        assert old[0] == version and len(old) == len(pack(game)) - now + then
        again = unpack(old)
        assert (again.code, again.view(), again.moves, list(again.history)) == (
            game.code, game.view(), game.moves, list(game.history),
        )  # fmt: skip
        assert pack(again) == pack(game) and pack(again)[0] == FORMAT_VERSION


@settings(deadline=None)
@given(
    st.sampled_from([GOLF_CLASSIC, CANFIELD_DRAW3]),
    st.lists(st.integers(0, DEAL_COUNT - 1), min_size=2, max_size=4),
    st.lists(st.integers(0, 50), max_size=40),
)
def test_the_packed_length_of_a_position_does_not_depend_on_the_deal_number(
    rules: Rules, deals: list[int], choices: list[int]
) -> None:
    """The same position under other deal numbers packs to the same length (version 2's
    varint told a 7-letter code from a long one, and about a bit more of the number)."""
    game = new_game(format_code(rules, deals[0]))
    for choice in choices:
        legal = game.legal_moves()
        if legal:
            game.play(legal[choice % len(legal)])
    lengths = set()
    for deal in deals:
        game.code = GameCode(rules, deal)  # the same piles and history, another number
        lengths.add(len(pack(game)))
    assert len(lengths) == 1


@pytest.mark.parametrize("cut", [0, 1, 5, 20, -1])
def test_truncated_bytes_are_refused(cut: int) -> None:
    packed = pack(replay(new_game("GO1-E-AAAAAAB"), PINNED["GO1-E-AAAAAAB"]["winning_line_easy"][:3]))
    with pytest.raises(PackError):
        unpack(packed[:cut])


def test_trailing_bytes_and_unknown_versions_are_refused() -> None:
    packed = pack(new_game("CF1-D3-AAAAACL"))
    with pytest.raises(PackError, match="trailing"):
        unpack(packed + b"\0")
    with pytest.raises(PackError, match="version"):
        unpack(bytes([99]) + packed[1:])


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_edit_of_the_bytes_is_refused_or_still_a_whole_game(data: st.DataObject) -> None:
    code = data.draw(st.sampled_from(["GO1-E-AAAAAAB", "CF1-D3-AAAAACL", "GO1-CJD-AAAAAAC"]))
    game = new_game(code)
    for choice in data.draw(st.lists(st.integers(0, 50), max_size=40)):
        legal = game.legal_moves()
        if legal:
            game.play(legal[choice % len(legal)])
    packed = bytearray(pack(game))
    index = data.draw(st.integers(0, len(packed) - 1))
    packed[index] = data.draw(st.integers(0, 255))
    try:
        game = unpack(bytes(packed))
    except PackError:
        return
    assert pack_in(game, packed[0]) == bytes(packed)  # one packed form per version
    game.legal_moves()
    game.view()
    while game.undo_available:  # whatever the history says can really be undone
        assert game.play(UNDO).accepted


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_raise_anything_but_pack_error(data: bytes) -> None:
    with contextlib.suppress(PackError):
        unpack(data)
