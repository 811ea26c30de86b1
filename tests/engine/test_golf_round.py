"""A round of Golf: its code and holes, its flow from hole to hole, its card and its packed
form (the invariants over random rounds are in test_properties.py)."""

from __future__ import annotations

import pytest

from service.engine import (
    CodeError,
    LayoutError,
    PackError,
    custom_game,
    new_game,
    pack,
    parse_code,
    read_move,
    unpack,
)
from service.engine.binary import varint
from service.engine.codes import GameCode, format_code
from service.engine.game import DRAW, UNDO, Tap
from service.engine.golf import GolfGame
from service.engine.golf_round import GolfRoundGame, hole_codes, hole_deals
from service.engine.golf_vocabulary import NEXT_HOLE, Remove
from service.engine.packing import CODED, FORMAT_VERSION
from service.engine.rules import GOLF_CLASSIC, GOLF_EASY, GolfRules, RoundRules
from service.engine.variants import variant_of
from tests.engine.helpers import WORKED_ROUND


def round_game(code: str) -> GolfRoundGame:
    game = new_game(code)
    assert isinstance(game, GolfRoundGame)
    return game


def play_hole_to_its_end(game: GolfRoundGame) -> None:
    """Remove whatever fits, else draw: a plain player's line to the end of the hole."""
    while not game.hole_over:
        assert game.play(game.legal_moves()[0]).accepted


# --- codes ----------------------------------------------------------------------------------


def test_a_round_code_names_its_rules_holes_and_number() -> None:
    code = parse_code("gr1-ckst-18-aaaaaab")
    assert code.rules == RoundRules(GolfRules(wrap=False, queen_on_king=False, strict_draw=True,
                                              stroke_scoring=True), 18)  # fmt: skip
    assert (code.deal, str(code)) == (1, "GR1-CKST-18-AAAAAAB")
    assert str(parse_code("GR1-E-9-AAAAAAAAAAAAAB")) == "GR1-E-9-AAAAAAB"  # the short form when it fits
    assert format_code(RoundRules(GOLF_EASY, 9), 26**7) == "GR1-E-9-AAAAAABAAAAAAA"


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("GR1-C-AAAAAAB", "code"),  # three parts
        ("GR1-C-9-9-AAAAAAB", "code"),  # five
        ("GR1-C-10-AAAAAAB", "holes"),
        ("GR1-C-09-AAAAAAB", "holes"),
        ("GR1-X-9-AAAAAAB", "mode"),
        ("GR1-C-9-AAAAAA", "deal"),
        ("GR2-C-9-AAAAAAB", "code"),  # not GR1: a game code, of three parts
        ("GR2-C-AAAAAAB", "prefix"),
        ("GO1-C-9-AAAAAAB", "code"),  # a game code has three parts
    ],
)
def test_a_round_code_of_an_unknown_form_says_which_part_is_wrong(text: str, part: str) -> None:
    with pytest.raises(CodeError) as refused:
        parse_code(text)
    assert refused.value.part == part


def test_hole_k_deals_the_k_th_output_of_splitmix64_seeded_with_the_round_number() -> None:
    """The three outputs of SplitMix64 seeded with 0 that docs/codes-and-deals.md ("Deals") pins."""
    assert hole_deals(0, 3) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    holes = hole_codes(parse_code("GR1-CJ-9-AAAAAAA"))
    assert [str(hole) for hole in holes[:2]] == [
        format_code(GolfRules(wrap=False, jokers=1), 0xE220A8397B1DCDAF),
        format_code(GolfRules(wrap=False, jokers=1), 0x6E789E6AA1B965F4),
    ]
    assert len(hole_codes(parse_code("GR1-E-18-AAAAAAA"))) == 18
    assert hole_codes(parse_code("GR1-E-18-AAAAAAA"))[:9] == hole_codes(parse_code("GR1-E-9-AAAAAAA"))


def test_the_worked_round_deals_its_listed_holes() -> None:
    round_code, holes = WORKED_ROUND
    assert [str(hole) for hole in hole_codes(parse_code(round_code))] == [code for code, _ in holes]


def test_each_hole_deals_what_its_own_code_deals() -> None:
    game = round_game("GR1-C-9-AAAAAAB")
    for index, hole in enumerate(hole_codes(parse_code("GR1-C-9-AAAAAAB"))):
        assert game.hole_number == index + 1 and game.deal_code == hole
        assert game.view() == new_game(hole).view()
        while not game.hole_over:
            game.play(game.legal_moves()[-1])  # draw until the stock runs out
        if index < 8:
            assert game.play(NEXT_HOLE).accepted


def test_the_named_round_variants() -> None:
    assert variant_of(parse_code("GR1-C-9-AAAAAAB").rules) == "golf-round"
    assert variant_of(parse_code("GR1-E-9-AAAAAAB").rules) == "golf-round-easy"
    assert variant_of(parse_code("GR1-C-18-AAAAAAB").rules) is None
    assert variant_of(parse_code("GR1-CK-9-AAAAAAB").rules) is None
    assert RoundRules(GOLF_CLASSIC).describe() == {**GOLF_CLASSIC.describe(), "holes": 9, "par": 45}
    with pytest.raises(ValueError, match="9 or 18 holes"):
        RoundRules(GOLF_CLASSIC, 10)


def test_a_round_has_no_custom_layout() -> None:
    with pytest.raises(LayoutError) as refused:
        custom_game(RoundRules(GOLF_CLASSIC), {"columns": [], "discard": None, "stock": []})
    assert "round code" in str(refused.value.errors["layout"])


# --- the flow ---------------------------------------------------------------------------------


def test_a_hole_is_played_to_its_end_before_the_next_is_dealt() -> None:
    game = round_game("GR1-C-9-AAAAAAB")
    start = pack(game)
    refused = game.play(NEXT_HOLE)
    assert (refused.accepted, refused.violation) == (False, "hole_not_over")
    assert pack(game) == start and NEXT_HOLE not in game.legal_moves()
    play_hole_to_its_end(game)
    strokes = game.hole.table_count
    assert game.legal_moves() == [NEXT_HOLE] and game.status == "playing"
    assert game.scorecard() == {"hole": 1, "holes": 9, "par": 45, "strokes": [strokes], "total": strokes}
    for move in (DRAW, Remove(1), Tap(0)):
        assert game.play(move).violation == "hole_over"
    dealt = game.play(NEXT_HOLE)
    assert dealt.accepted and dealt.events == [{"type": "deal", "hole": 2}]
    assert game.scorecard() == {"hole": 2, "holes": 9, "par": 45, "strokes": [strokes], "total": strokes}


def test_undo_reaches_back_within_the_current_hole_only() -> None:
    game = round_game("GR1-C-9-AAAAAAB")
    play_hole_to_its_end(game)
    assert game.undo_available  # a dead end can be undone, as in a game of one deal
    assert game.play(UNDO).accepted and not game.hole_over
    play_hole_to_its_end(game)
    game.play(NEXT_HOLE)
    assert not game.undo_available
    assert game.play(UNDO).violation == "nothing_to_undo"
    game.play(game.legal_moves()[0])
    assert game.play(UNDO).accepted and not game.undo_available and game.hole_number == 2


def test_a_dead_end_gives_its_notice_and_the_last_hole_ends_the_round() -> None:
    game = round_game("GR1-C-9-AAAAAAB")
    for hole in range(1, 10):
        while not game.hole_over:
            outcome = game.play(game.legal_moves()[0])
        assert outcome.message == ("no_more_moves" if game.hole.status == "dead_end" else None)
        if hole < 9:
            assert game.status == "playing"
            game.play(NEXT_HOLE)
    assert game.status == "finished" and game.legal_moves() == []
    assert game.play(NEXT_HOLE).violation == "game_over"
    # The round over is final (as a daily board ranks it): undo does not reopen the last hole.
    packed, moves = pack(game), game.moves
    assert not game.undo_available and game.history  # the last hole's line is still there...
    assert game.play(UNDO).violation == "round_over"  # ...but not to take back
    assert (pack(game), game.moves, game.status) == (packed, moves, "finished")
    card = game.scorecard()
    assert len(card["strokes"]) == 9 and card["total"] == sum(card["strokes"]) > 0
    assert game.cards_home == 9 * 35 - card["total"]


def test_moves_of_a_round_are_golf_moves_and_next_hole() -> None:
    game = round_game("GR1-C-9-AAAAAAB")
    assert read_move(type(game), {"type": "next-hole"}) == NEXT_HOLE
    assert read_move(type(game), {"type": "remove", "column": 3}) == Remove(3)
    with pytest.raises(
        ValueError, match="a move of a round of Golf has the type draw, remove, tap, undo, next-hole"
    ):
        read_move(type(game), {"type": "move", "card": "AS", "to": "c1"})
    with pytest.raises(ValueError, match="a move of Golf has the type draw, remove, tap, undo;"):
        read_move(GolfGame, {"type": "next-hole"})
    assert read_move(type(game), {"type": "next-hole"}) == NEXT_HOLE
    assert GolfGame.from_code(parse_code("GO1-C-AAAAAAB")).play(NEXT_HOLE).violation == "wrong_game"


# --- the packed form ----------------------------------------------------------------------

HEADER = bytes([FORMAT_VERSION, CODED | GolfRoundGame.KIND, 3, 2]) + (1).to_bytes(8, "big") + varint(0)
"""A new GR1-C-9-AAAAAAB: version, kind (coded), settings (explain, double tap), the classic
rules byte (queen on king), the round's number in 8 bytes, no move yet."""


def test_a_round_packs_small_without_a_card() -> None:
    game = round_game("GR1-C-9-AAAAAAB")
    assert pack(game) == HEADER + bytes([1, 0])
    play_hole_to_its_end(game)
    game.play(NEXT_HOLE)
    game.play(game.legal_moves()[0])
    packed = pack(game)
    assert packed[-4:] == bytes([2, game.strokes[0], 1, game.history[0]])
    assert len(packed) == len(HEADER) + 4  # the move counter still fits one byte
    twin = unpack(packed)
    assert isinstance(twin, GolfRoundGame) and pack(twin) == packed
    assert (twin.view(), twin.scorecard(), twin.moves) == (game.view(), game.scorecard(), game.moves)
    eighteen = round_game("GR1-CKSTJJD-18-AAAAAAB")
    assert pack(eighteen)[3] == 0x80 | eighteen.hole.rules_byte() and unpack(pack(eighteen)).rules.holes == 18


@pytest.mark.parametrize(
    ("body", "why"),
    [
        (bytes([0, 0]), "no such hole"),  # hole 0
        (bytes([10, *[0] * 9, 0]), "no such hole"),  # hole 10 of 9
        (bytes([2, 36, 0]), "more strokes"),
        (bytes([1, 1, 0]), "bad Golf line"),  # a removal the rules refuse (nothing fits the 4S)
        (bytes([1, 1, 8]), "bad Golf line"),  # no such history entry
        (bytes([1, 101]), "undo history too long"),
        (bytes([1, 2, 7]), "truncated"),
    ],
)
def test_unpacking_refuses_any_round_the_rules_could_not_have_made(body: bytes, why: str) -> None:
    unpack(HEADER + bytes([1, 0]))
    with pytest.raises(PackError, match=why):
        unpack(HEADER + body)


def test_a_round_is_never_a_custom_deal_nor_another_games_body() -> None:
    game_body = pack(new_game("GO1-C-AAAAAAB"))[len(HEADER) :]
    with pytest.raises(PackError, match="dealt from its code"):
        unpack(bytes([FORMAT_VERSION, GolfRoundGame.KIND]) + HEADER[2:4] + varint(0) + bytes([1, 0]))
    with pytest.raises(PackError):
        unpack(HEADER + game_body)
    with pytest.raises(PackError):  # a round's body under the Golf kind
        unpack(bytes([FORMAT_VERSION, CODED | GolfGame.KIND]) + HEADER[2:] + bytes([1, 0]))
    assert GameCode(RoundRules(GOLF_CLASSIC), 1) == parse_code("GR1-C-9-AAAAAAB")
