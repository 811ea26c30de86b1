"""Canfield: the worked examples of docs/rules.md, then every rule."""

from __future__ import annotations

from service.engine import new_game
from service.engine.canfield import CanfieldGame
from service.engine.cards import parse_card
from service.engine.game import DRAW, UNDO, Settings, Tap, Transfer
from service.i18n import message

from .helpers import PINNED, canfield_position


def card(text: str) -> int:
    return parse_card(text)


def move(text: str, to: str) -> Transfer:
    return Transfer(parse_card(text), to)


def opening() -> CanfieldGame:
    game = new_game("CF1-D3-AAAAACL")
    assert isinstance(game, CanfieldGame)
    return game


def test_worked_deal_cf1_d3_aaaaacl_from_its_code() -> None:
    view = opening().view()
    assert view["stock_count"] == 34
    assert view["waste"] == {"count": 0, "fan": []}
    assert view["reserve"] == {"count": 13, "top": "QC"}
    assert view["base_rank"] == "7"
    assert view["foundations"] == [
        {"suit": "H", "cards": ["7H"]},
        {"suit": "S", "cards": []},
        {"suit": "D", "cards": []},
        {"suit": "C", "cards": []},
    ]
    assert view["columns"] == [["6C"], ["KH"], ["QH"], ["AS"]]


def test_ace_of_spades_cannot_start_spades_under_base_seven() -> None:
    game = opening()
    before = game.view()
    refused = game.play(move("AS", "foundation"))
    assert (refused.accepted, refused.violation) == (False, "foundation_start")
    assert game.play(move("AS", "f2")).violation == "foundation_start"
    assert game.play(move("AS", "f3")).violation == "foundation_suit"
    assert game.view() == before and game.moves == 0


def test_worked_move_3_kh_with_qc_onto_as_and_the_reserve_refills_column_2() -> None:
    game = opening()
    assert game.play(move("QC", "c2")).accepted  # reserve top onto KH
    assert game.play(move("8H", "foundation")).points == 5
    outcome = game.play(move("KH", "c4"))  # KH and QC onto AS: K on A wraps
    assert outcome.events == [
        {"type": "move", "cards": ["KH", "QC"], "from": "c2", "to": "c4"},
        {"type": "auto_fill", "card": "QS", "to": "c2"},
    ]
    view = game.view()
    assert view["stock_count"] == 34 and view["waste"]["count"] == 0
    assert view["reserve"] == {"count": 10, "top": "JS"}
    assert view["foundations"][0]["cards"] == ["7H", "8H"]
    assert all(not f["cards"] for f in view["foundations"][1:])
    assert view["columns"] == [["6C"], ["QS"], ["QH"], ["AS", "KH", "QC"]]
    after = PINNED["CF1-D3-AAAAACL"]["after_move_3_layout"]
    assert view["columns"] == after["columns"]
    assert game.score == 5 and game.moves == 3


def test_columns_build_down_in_alternating_colours_with_k_on_a() -> None:
    game = canfield_position(["7S", "7H", "AC", "KD 5S"], reserve="", stock="", waste="6H")
    assert game.play(move("6H", "c2")).violation == "column_colour"
    assert game.play(move("6H", "c4")).violation == "column_rank"
    assert game.play(move("6H", "c1")).accepted
    wrap = canfield_position(["AC", "", "", ""], waste="KD")
    assert wrap.play(move("KD", "c1")).accepted


def test_any_valid_tail_moves_and_a_broken_run_does_not() -> None:
    game = canfield_position(["9S 8H 7C 6D", "9D", "8C", "4S 3H 2C"])
    assert game.play(move("8H", "c3")).violation == "column_rank"
    assert game.play(move("8H", "c2")).violation == "column_colour"
    assert game.play(move("7C", "c2")).violation == "column_rank"
    assert game.play(move("9S", "c4")).violation == "column_colour"  # the whole column on 2C
    game2 = canfield_position(["9S 8H 7C 6D", "8D", "", ""])
    assert game2.play(move("7C", "c2")).accepted
    assert game2.view()["columns"][1] == ["8D", "7C", "6D"]
    broken = canfield_position(["9S 8H 3C 6D", "9D", "", ""])
    assert broken.play(move("8H", "c2")).violation == "not_a_sequence"


def test_an_empty_column_takes_anything_only_once_the_reserve_is_empty() -> None:
    game = canfield_position(["5S", "8D", "", "2C"], reserve="")
    assert game.play(move("8D", "c3")).accepted
    refill = canfield_position(["5S", "4H", "9C", "KD"], reserve="QS JD")
    refill.play(move("4H", "c1"))
    assert refill.view()["columns"][1] == ["JD"] and refill.view()["reserve"]["count"] == 1


def test_foundations_follow_suit_from_the_base_rank_and_wrap() -> None:
    game = canfield_position(
        ["AH", "7S", "", ""], foundations=["7H 8H 9H TH JH QH KH", "", "", ""], base="7H"
    )
    assert game.play(move("AH", "foundation")).accepted  # K then A
    assert game.play(move("7S", "f2")).accepted
    assert game.play(move("7S", "f2")).violation == "same_pile"
    assert game.play(move("7S", "f1")).violation == "foundation_suit"
    assert game.view()["foundations"][0]["cards"][-2:] == ["KH", "AH"]


def test_foundation_needs_one_card_and_the_next_rank() -> None:
    game = canfield_position(["9H 8S", "9S"], foundations=["7H", "7S", "", ""])
    assert game.play(move("9H", "f1")).violation == "foundation_one_card"
    assert game.play(move("9S", "f2")).violation == "foundation_rank"


def test_a_foundation_card_comes_back_and_keeps_its_points() -> None:
    game = canfield_position(["9S", "", "", ""], reserve="", waste="8H", foundations=["7H", "", "", ""])
    assert game.play(move("8H", "foundation")).points == 5
    back = game.play(move("8H", "c1"))
    assert back.accepted and back.points == 0 and game.score == 5
    assert game.play(UNDO).points == 0 and game.score == 5
    assert game.play(UNDO).points == -5 and game.score == 0


def test_draw_three_fans_and_only_the_top_plays() -> None:
    game = canfield_position(["KS", "", "", ""], stock="5C 4D 3S 2H QD")
    game.play(DRAW)
    assert game.view()["waste"] == {"count": 3, "fan": ["QD", "2H", "3S"]}
    assert game.play(move("2H", "c2")).violation == "card_not_playable"
    assert game.play(move("3S", "c2")).accepted
    assert game.view()["waste"] == {"count": 2, "fan": ["QD", "2H"]}
    game.play(DRAW)  # the last two
    assert game.view()["waste"]["fan"] == ["4D", "5C"] and game.view()["stock_count"] == 0


def test_redeal_restores_the_order_and_is_unlimited() -> None:
    game = canfield_position(["KS", "", "", ""], stock="5C 4D 3S 2H QD", draw=1)
    seen = []
    for _ in range(5):
        seen.append(game.play(DRAW).events[0]["cards"][0])
    redeal = game.play(DRAW)
    assert redeal.events == [{"type": "redeal", "cards": 5}]
    again = [game.play(DRAW).events[0]["cards"][0] for _ in range(5)]
    assert seen == again == ["QD", "2H", "3S", "4D", "5C"]
    empty = canfield_position(["KS", "", "", ""])
    assert empty.play(DRAW).violation == "nothing_to_draw"


def test_tap_goes_to_the_foundation_first() -> None:
    game = canfield_position(["9S", "8C", "", ""], reserve="", waste="8H", foundations=["7H", "", "", ""])
    assert game.play(Tap(card("8H"))).events[0]["to"] == "f1"


def test_tap_then_the_longest_accepting_column_then_an_empty_one() -> None:
    game = canfield_position(["9C", "KD QS JD TC 9D", "9S", ""], waste="8H", base="2C")
    outcome = game.play(Tap(card("8H")))
    assert outcome.events[0]["to"] == "c1"  # 9C and 9S accept: both length 1, first wins
    game = canfield_position(["TH 9C", "9S", "", ""], waste="8H", base="2C")
    assert game.play(Tap(card("8H"))).events[0]["to"] == "c1"  # the longer one
    lone = canfield_position(["2S", "", "", "5D"], waste="8H", base="2C")
    assert lone.play(Tap(card("8H"))).events[0]["to"] == "c2"
    nowhere = canfield_position(["2S", "3S", "4S", "5D"], waste="8H", base="2C")
    assert nowhere.play(Tap(card("8H"))).violation == "no_destination"
    whole = canfield_position(["8H", "", "", ""], base="2C")  # a whole column: no empty column
    assert whole.play(Tap(card("8H"))).violation == "no_destination"


def test_without_double_tap_a_tap_only_sends_to_a_foundation() -> None:
    game = canfield_position(["9C", "", "", ""], waste="8H", base="2C")
    game.settings = Settings(double_tap=False)
    assert game.play(Tap(card("8H"))).violation == "no_foundation"


def test_undo_takes_back_auto_fill_draws_and_redeals() -> None:
    game = opening()
    start = game.view()
    for m in (move("QC", "c2"), move("8H", "foundation"), move("KH", "c4"), DRAW, DRAW):
        assert game.play(m).accepted
    while game.undo_available:
        assert game.play(UNDO).accepted
    assert game.view() == start and game.score == 0 and game.moves == 10


def test_a_won_game_scores_255_and_accepts_nothing_more() -> None:
    suits = "HSDC"
    ranks = "789TJQKA23456"
    full = [" ".join(r + s for r in ranks) for s in suits]
    last = canfield_position(["6C", "", "", ""], foundations=[*full[:3], full[3][:-3]])
    last.points = 250
    assert last.play(Tap(card("6C"))).accepted
    assert last.status == "won" and last.score == 255
    assert last.play(DRAW).violation == "game_over" and last.legal_moves() == []


def test_a_card_that_is_not_in_play_is_refused() -> None:
    game = opening()
    assert game.play(move("KC", "c1")).violation == "card_not_playable"  # in the stock
    assert game.play(move("JS", "c1")).violation == "card_not_playable"  # under the reserve top
    assert game.play(Tap(card("RJ"))).violation == "card_not_playable"  # no jokers in Canfield


def test_refusal_messages_exist_in_both_languages() -> None:
    from service.engine.games import GAMES

    for code in GAMES.messages:
        assert message(code, "en") and message(code, "ru") != message(code, "en")


def test_the_no_productive_move_flag_is_information_not_a_loss() -> None:
    assert opening().view()["productive_move"] is True
    stuck = canfield_position(["2S", "2C", "4S", "4C"], stock="3S 3C", draw=1)
    assert stock_only(stuck)
    assert stuck.view()["productive_move"] is False
    assert stuck.status == "playing"
    assert stuck.legal_moves() == [DRAW]  # drawing and redealing stay possible
    hidden = canfield_position(["2S", "2C", "4S", "4C"], stock="3H 3C", draw=1)  # 3H fits a black 4
    assert hidden.view()["productive_move"] is True


def stock_only(game: CanfieldGame) -> bool:
    return not game.reserve and not game.waste and bool(game.stock)
