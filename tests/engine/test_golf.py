"""Golf: the worked examples of docs/rules.md, then every rule and option."""

from __future__ import annotations

import copy

import pytest

from service.engine import new_game
from service.engine.cards import parse_card
from service.engine.game import DRAW, UNDO, Tap
from service.engine.golf import GolfGame
from service.engine.golf_vocabulary import Remove
from service.engine.rules import GOLF_CLASSIC, GOLF_EASY, GolfRules
from service.i18n import message

from .helpers import DOCUMENTED_COLUMNS, PINNED, golf_position, pinned_golf_after, replay


def card(text: str) -> int:
    return parse_card(text)


def test_worked_deal_go1_e_aaaaaab_from_its_code() -> None:
    game = new_game("GO1-E-AAAAAAB")
    assert game.view() == {
        "columns": DOCUMENTED_COLUMNS,
        "discard": ["AC"],
        "stock_count": 16,
    }
    assert isinstance(game, GolfGame) and game.stock[-1] == card("8S")
    assert game.legal_moves() == [DRAW]  # no free card fits the AC
    assert (game.score, game.moves, game.status) == (0, 0, "playing")


def test_worked_example_draw_then_9c_then_8c() -> None:
    game = new_game("GO1-E-AAAAAAB")
    assert game.play(DRAW).events == [{"type": "draw", "card": "8S"}]
    assert game.play(Tap(card("9C"))).accepted  # one higher
    assert game.play(Remove(2)).events == [{"type": "remove", "card": "8C", "column": 2}]
    view = game.view()
    assert view["stock_count"] == 15 and view["discard"][-1] == "8C"
    assert view["columns"][1] == ["2S", "KC", "4S", "2C"]
    assert view["columns"][4] == ["JH", "3C", "7D", "8H"]
    untouched = new_game("GO1-E-AAAAAAB").view()["columns"]
    assert [view["columns"][i] for i in (0, 2, 3, 5, 6)] == [untouched[i] for i in (0, 2, 3, 5, 6)]
    assert (game.score, game.moves) == (20, 3)


def test_refusal_texts_of_the_worked_deal() -> None:
    game = new_game("GO1-E-AAAAAAB")
    before = game.view()
    rank = game.play(Tap(card("6H")))  # free, but 6 is not next to A
    blocked = game.play(Tap(card("TS")))  # row 4 of column 1
    assert (rank.accepted, rank.violation) == (False, "rank_mismatch")
    assert (blocked.accepted, blocked.violation) == (False, "card_blocked")
    assert game.play(Remove(1)).violation == "rank_mismatch"
    assert message("rank_mismatch", "ru") == "Достоинство должно быть на одну ступень выше или ниже"
    assert message("rank_mismatch", "en") == "The rank must be one step higher or lower"
    assert message("card_blocked", "ru") == "Эта карта заблокирована"
    assert message("card_blocked", "en") == "This card is blocked"
    assert game.view() == before and game.moves == 0


def test_move_35_ah_onto_kc_in_easy_and_refused_in_classic() -> None:
    game = pinned_golf_after(34)
    view = game.view()
    assert view["columns"] == [["6C", "5S"], ["2S"], ["TC", "AH"], ["3D"], ["JH"], ["TH", "4H"], ["3S", "7S"]]
    assert view["discard"][-1] == "KC" and view["stock_count"] == 6
    classic = copy.deepcopy(game)
    classic.rules = GOLF_CLASSIC
    assert game.play(Remove(3)).events == [{"type": "remove", "card": "AH", "column": 3}]
    refused = classic.play(Remove(3))
    assert (refused.accepted, refused.violation) == (False, "rank_mismatch")


def test_the_documented_easy_line_wins_with_cards_left_in_the_stock() -> None:
    line = PINNED["GO1-E-AAAAAAB"]["winning_line_easy"]
    game = replay(new_game("GO1-E-AAAAAAB"), line)
    assert game.status == "won" and game.score == 350 and game.moves == len(line)
    assert isinstance(game, GolfGame) and game.stock  # the win does not need the stock
    assert game.legal_moves() == []
    assert game.play(DRAW).violation == "game_over"


@pytest.mark.parametrize(
    ("top", "free", "easy", "classic"),
    [
        ("KC", "AH", True, False),  # K-A linked only in easy
        ("AH", "KC", True, False),
        ("KC", "QD", True, True),  # Q on K in both modes
        ("QD", "KC", True, True),
        ("AC", "2D", True, True),
        ("8S", "7H", True, True),
        ("8S", "9H", True, True),
        ("8S", "8H", False, False),
        ("8S", "TH", False, False),
        ("2S", "KH", False, False),
    ],
)
def test_king_and_ace_in_both_modes(top: str, free: str, easy: bool, classic: bool) -> None:
    for rules, expected in ((GOLF_EASY, easy), (GOLF_CLASSIC, classic)):
        game = golf_position([free], top, rules=rules)
        assert game.play(Remove(1)).accepted is expected


def test_strict_rules_forbid_a_queen_on_a_king_but_the_wrap_still_links_them() -> None:
    no_queen = GolfRules(wrap=False, queen_on_king=False)
    assert not golf_position(["QD"], "KC", rules=no_queen).play(Remove(1)).accepted
    assert golf_position(["KC"], "QD", rules=no_queen).play(Remove(1)).accepted
    wrap_no_queen = GolfRules(wrap=True, queen_on_king=False)
    assert golf_position(["AD"], "KC", rules=wrap_no_queen).play(Remove(1)).accepted
    assert not golf_position(["QD"], "KC", rules=wrap_no_queen).play(Remove(1)).accepted


def test_draw_is_allowed_any_time_in_the_app() -> None:
    game = golf_position(["2C"], "AC", "5D")
    assert game.play(DRAW).accepted


def test_strict_drawing_only_when_stuck() -> None:
    strict = GolfRules(strict_draw=True)
    game = golf_position(["2C", "9H"], "AC", "5D", rules=strict)
    assert game.legal_moves() == [Remove(1)]
    assert game.play(DRAW).violation == "draw_not_allowed"
    game.play(Remove(1))
    assert game.legal_moves() == [DRAW]
    assert game.play(DRAW).accepted


@pytest.mark.parametrize(("removed", "score"), [(31, 270), (30, 250), (25, 150), (17, 0)])
def test_dead_end_scores(removed: int, score: int) -> None:
    left = 35 - removed
    # The last removal (a 9 from column 1 onto the 8) leaves only kings and 5s free: dead end.
    fillers = ["KS", "KH", "KD", "KC", "5S", "5H", "5D", "5C", "2S", "2H", "2D", "2C"] * 2
    table = fillers[:left]
    columns = [" ".join(table[i::7]) for i in range(7)]
    columns[0] = (columns[0] + " 9C").strip()
    game = golf_position(columns, "8S")
    game_removed_before = removed - 1
    # Credit the earlier removals as if played: the score counts table cards.
    assert game.table_count == left + 1
    outcome = game.play(Remove(1))
    assert game.status == "dead_end" and outcome.message == "no_more_moves"
    assert game.score == score == max(0, 10 * removed - 10 * left)
    assert outcome.points == score - 10 * game_removed_before
    assert message("no_more_moves", "ru") == "Больше нет возможных ходов"
    assert message("no_more_moves", "en") == "No more possible moves"
    assert game.legal_moves() == []
    assert game.play(Remove(2)).violation == "game_over"
    undo = game.play(UNDO)  # lifts the penalty and puts the 9 back
    assert undo.accepted and game.status == "playing" and game.score == 10 * game_removed_before
    assert game.moves == 2  # the counter never goes back


def test_undo_takes_back_removals_and_draws_and_the_counter_goes_on() -> None:
    game = new_game("GO1-E-AAAAAAB")
    start = game.view()
    for move in (DRAW, Remove(5), Remove(2)):
        game.play(move)
    for _ in range(3):
        assert game.play(UNDO).accepted
    assert game.view() == start and game.score == 0 and game.moves == 6
    assert game.play(UNDO).violation == "nothing_to_undo"
    assert not game.undo_available


def test_undo_reaches_back_100_actions_only() -> None:
    game = golf_position(["2C"], "AC", " ".join(["3S"] * 120))  # a long stock of 3s
    for _ in range(120):
        game.play(DRAW)
    undone = 0
    while game.play(UNDO).accepted:
        undone += 1
    assert undone == 100
    assert game.view()["stock_count"] == 100 and game.moves == 220


def test_tap_on_a_card_off_the_table() -> None:
    game = new_game("GO1-E-AAAAAAB")
    assert game.play(Tap(card("8S"))).violation == "card_not_on_table"  # in the stock
    assert game.play(Tap(card("AC"))).violation == "card_not_on_table"  # the discard


def test_remove_from_an_empty_column_and_draw_from_an_empty_stock() -> None:
    game = golf_position(["", "2C"], "AC")
    assert game.play(Remove(1)).violation == "column_empty"
    game = golf_position(["9C", "2C"], "AC")
    assert game.status == "playing"
    assert game.play(DRAW).violation == "stock_empty"


def test_jokers_are_wild_both_ways() -> None:
    rules = GolfRules(jokers=2)
    joker_on_anything = golf_position(["RJ"], "8S", rules=rules)
    assert joker_on_anything.play(Remove(1)).accepted
    anything_on_a_joker = golf_position(["KD"], "8S BJ", rules=rules)
    assert anything_on_a_joker.play(Remove(1)).accepted


def test_empty_discard_the_player_picks_the_first_card() -> None:
    game = new_game("GO1-ED-AAAAAAB")
    assert game.view()["discard"] == [] and game.view()["stock_count"] == 17
    assert [m for m in game.legal_moves() if isinstance(m, Remove)] == [Remove(c) for c in range(1, 8)]
    assert game.play(Tap(card("6H"))).accepted
    assert game.view()["discard"] == ["6H"]
    assert game.play(Remove(1)).violation == "rank_mismatch"  # TS is free now: not next to 6
    assert game.play(Remove(7)).accepted  # 5C


def test_stroke_scoring_counts_the_cards_left() -> None:
    game = new_game("GO1-CKST-AAAAAAB")
    assert game.score == 35
    game.play(DRAW)
    outcome = game.play(Remove(5))
    assert game.score == 34 and outcome.points == -1
    assert game.rules.describe()["scoring"] == "strokes"  # type: ignore[union-attr]
