"""Card notation and game codes."""

import pytest

from service.engine.cards import CardError, card_text, parse_card
from service.engine.codes import CodeError, format_code
from service.engine.game import MoveError, move_to_json
from service.engine.games import GAMES, parse_code, read_move
from service.engine.rules import (
    CANFIELD_DRAW1,
    CANFIELD_DRAW3,
    GOLF_CLASSIC,
    GOLF_EASY,
    GOLF_TRADITIONAL,
    GolfRules,
)


def test_every_card_round_trips_through_its_text() -> None:
    texts = [card_text(c) for c in range(54)]
    assert texts[:3] == ["AS", "2S", "3S"] and texts[9] == "TS" and texts[51] == "KC"
    assert texts[52:] == ["RJ", "BJ"]
    assert [parse_card(t) for t in texts] == list(range(54))


@pytest.mark.parametrize("text", ["10S", "ts", " TS ", "10s"])
def test_ten_is_accepted_in_every_usual_spelling(text: str) -> None:
    assert card_text(parse_card(text)) == "TS"


@pytest.mark.parametrize("text", ["", "1S", "11H", "AX", "ZZ", "T", "ASS", "0S"])
def test_anything_else_is_a_clear_error(text: str) -> None:
    with pytest.raises(CardError, match="not a card"):
        parse_card(text)


def test_a_card_must_be_a_string() -> None:
    with pytest.raises(CardError, match="string"):
        parse_card(10)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "rules", "deal", "canonical"),
    [
        ("GO1-E-AAAAAAB", GOLF_EASY, 1, "GO1-E-AAAAAAB"),
        ("go1-c-aaaaaab", GOLF_CLASSIC, 1, "GO1-C-AAAAAAB"),
        ("GO1-N-AAAAABA", GOLF_EASY, 26, "GO1-E-AAAAABA"),
        ("CF1-D3-AAAAACL", CANFIELD_DRAW3, 63, "CF1-D3-AAAAACL"),
        ("cf1-d1-zzzzzzz", CANFIELD_DRAW1, 26**7 - 1, "CF1-D1-ZZZZZZZ"),
        ("GO1-CKST-AAAAAAA", GOLF_TRADITIONAL, 0, "GO1-CKST-AAAAAAA"),
        ("GO1-EJJD-AAAAAAB", GolfRules(jokers=2, empty_discard=True), 1, "GO1-EJJD-AAAAAAB"),
        # the long form: 14 letters for deal numbers up to 2^64 - 1, the short one where it fits
        ("GO1-C-AAAAAAAAAAAAAB", GOLF_CLASSIC, 1, "GO1-C-AAAAAAB"),
        ("cf1-d3-aaaaaabaaaaaaa", CANFIELD_DRAW3, 26**7, "CF1-D3-AAAAAABAAAAAAA"),
        ("GO1-E-HLHXCZMXSYUMQP", GOLF_EASY, 2**64 - 1, "GO1-E-HLHXCZMXSYUMQP"),
    ],
)
def test_codes_parse_case_insensitively_and_print_canonically(
    text: str, rules: object, deal: int, canonical: str
) -> None:
    code = parse_code(text)
    assert (code.rules, code.deal) == (rules, deal)
    assert str(code) == canonical


def test_every_golf_rule_set_has_a_code_that_reads_back() -> None:
    for wrap in (True, False):
        for queen in (True, False):
            for strict in (True, False):
                for strokes in (True, False):
                    for jokers in (0, 1, 2):
                        for empty in (True, False):
                            rules = GolfRules(wrap, queen, strict, strokes, jokers, empty)
                            assert parse_code(format_code(rules, 12345)).rules == rules


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("GO2-E-AAAAAAB", "prefix"),
        ("XX1-E-AAAAAAB", "prefix"),
        ("GO1-X-AAAAAAB", "mode"),
        ("GO1-ESK-AAAAAAB", "mode"),  # flags out of order
        ("GO1-EJJJ-AAAAAAB", "mode"),
        ("CF1-D2-AAAAAAB", "mode"),
        ("CF1-E-AAAAAAB", "mode"),
        ("GO1-E-AAAAAB", "deal"),
        ("GO1-E-AAAAAAB1", "deal"),
        ("GO1-E-AAAAAAAB", "deal"),  # 8 letters
        ("GO1-E-HLHXCZMXSYUMQQ", "deal"),  # 2^64: beyond the shuffle's seed
        ("GO1-E-AAAAAAAAAAAAAAB", "deal"),  # 15 letters
        ("GO1-E-AAAA1AB", "deal"),
        ("GO1-E-ÄAAAAAB", "deal"),
        ("GO1-E", "code"),
        ("GO1-E-AAAAAAB-X", "code"),
    ],
)
def test_a_bad_code_names_the_part_that_is_wrong(text: str, part: str) -> None:
    with pytest.raises(CodeError) as error:
        parse_code(text)
    assert error.value.part == part


@pytest.mark.parametrize(
    ("raw", "game", "field"),
    [
        ({"type": "move", "card": "KH", "to": "c4"}, "golf", "type"),
        ({"type": "remove", "column": 5}, "canfield", "type"),
        ({"type": "remove", "column": 9}, "golf", "column"),
        ({"type": "remove", "column": True}, "golf", "column"),
        ({"type": "remove", "column": "5"}, "golf", "column"),
        ({"type": "remove"}, "golf", "column"),
        ({"type": "draw", "extra": 1}, "golf", "extra"),
        ({"type": "tap", "card": "XX"}, "golf", "card"),
        ({"type": "move", "card": "KH", "to": "reserve"}, "canfield", "to"),
        ({"type": 3}, "canfield", "type"),
    ],
)
def test_a_malformed_move_names_its_bad_field(raw: dict[str, object], game: str, field: str) -> None:
    with pytest.raises(MoveError) as error:
        read_move(GAMES.of_name(game).game_class, raw)
    assert error.value.field == field


@pytest.mark.parametrize(
    ("to", "game", "of_no_game"),
    [("reserve", "golf", True), ("reserve", "canfield", True), ("c1", "golf", False), ("f4", "golf", False)],
)
def test_a_pile_no_registered_game_has_is_a_move_of_no_game(to: str, game: str, of_no_game: bool) -> None:
    """The piles are what the registered games declare (``MOVE_TARGETS``), each once."""
    assert GAMES.move_targets == ("c1", "c2", "c3", "c4", "f1", "f2", "f3", "f4", "foundation")
    with pytest.raises(MoveError) as error:
        read_move(GAMES.of_name(game).game_class, {"type": "move", "card": "KH", "to": to})
    assert (error.value.field, error.value.of_no_game) == ("to" if of_no_game else "type", of_no_game)


def test_moves_round_trip_through_json() -> None:
    for raw, game in (
        ({"type": "draw"}, "golf"),
        ({"type": "undo"}, "canfield"),
        ({"type": "remove", "column": 7}, "golf"),
        ({"type": "tap", "card": "TS"}, "golf"),
        ({"type": "move", "card": "KH", "to": "foundation"}, "canfield"),
    ):
        assert move_to_json(read_move(GAMES.of_name(game).game_class, raw)) == raw
    assert move_to_json(read_move(GAMES.of_name("canfield").game_class, {"type": "tap", "card": "10s"})) == {
        "type": "tap",
        "card": "TS",
    }
