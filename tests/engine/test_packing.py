"""The packed form: canonical, exact, bounded, and safe to read from any bytes."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import deal_layout, layout_game, new_game, pack, unpack
from service.engine.binary import varint
from service.engine.game import DRAW, UNDO, Settings, Transfer
from service.engine.packing import FORMAT_VERSION, PackError, pack_in
from service.engine.rules import GOLF_CLASSIC

from .helpers import PINNED, pinned_golf_after, replay


def test_a_fresh_game_packs_small_and_round_trips() -> None:
    for code in ("GO1-E-AAAAAAB", "GO1-CKSTJJD-QWERTYU", "CF1-D3-AAAAACL", "CF1-D1-ZZZZZZZ"):
        game = new_game(code, Settings(explain=False, double_tap=False))
        packed = pack(game)
        again = unpack(packed)
        assert pack(again) == packed and packed[0] == FORMAT_VERSION
        assert (again.view(), again.code_text, again.settings) == (game.view(), code, game.settings)
        assert len(packed) < 80


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


def test_packed_form_version_1_of_the_previous_release_still_unpacks() -> None:
    """A state sealed before deal numbers grew to 64 bits holds version 1 bytes (a 5-byte
    deal number, all ones for a custom deal): it opens, plays, and is packed as version 2
    from then on."""
    dealt = new_game("GO1-C-QWERTYU")
    custom = layout_game(GOLF_CLASSIC, deal_layout(GOLF_CLASSIC, 42))
    for game in (pinned_golf_after(7), new_game("CF1-D3-AAAAACL"), dealt, custom):
        old = pack_in(game, 1)
        deal_field = varint(0 if game.code is None else game.code.deal + 1)
        assert old[0] == 1 and len(old) == len(pack(game)) - len(deal_field) + 5
        again = unpack(old)
        assert (again.code, again.view(), again.moves, list(again.history)) == (
            game.code, game.view(), game.moves, list(game.history),
        )  # fmt: skip
        assert pack(again) == pack(game) and pack(again)[0] == FORMAT_VERSION


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
