"""Golf's best (the fewest cards a position can leave on the table) against an exhaustive
search through the engine, black-hole-solver's verdicts, budgets and the lines it answers.

Every line ``best`` answers is replayed through the engine to the end of the deal, where
it must leave exactly the cards it says.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from service.engine import GolfRules, PackError, custom_game, format_code, new_game, pack, unpack
from service.engine.game import UNDO
from service.engine.golf import DRAW_ENTRY, GolfGame
from service.engine.golf_round import GolfRoundGame
from service.engine.golf_vocabulary import NEXT_HOLE, Remove
from service.engine.rules import GOLF_CLASSIC, GOLF_EASY
from service.solver import Budget, appraise, golf_difficulty, hint, rate, reveal, solve
from service.solver.golf_best import Best, best
from service.solver.golf_difficulty import position_copy
from service.solver.golf_round import course
from tests.engine.helpers import WORKED_ROUND, golf_position
from tests.shared import data_file
from tests.solver.test_golf_solver import RULE_OPTIONS, golf

EXACT = Budget(ms=None)
PUBLIC_EVERY = 8
"""Every 8th public deal (50 a mode, a few seconds); bench/solver_golf.py takes all 800."""


def reference_best(game: GolfGame) -> int:
    """The fewest table cards of any position the engine's own moves reach (play, undo, a
    visited set of whole positions): no bound, no cut, no solver trick."""
    seen: set[tuple[object, ...]] = set()
    fewest = game.table_count

    def walk() -> None:
        nonlocal fewest
        key = (tuple(len(col) for col in game.columns), len(game.stock), game.top)
        if key in seen:
            return
        seen.add(key)
        fewest = min(fewest, game.table_count)
        for move in game.legal_moves():
            game.play(move)
            walk()
            game.play(UNDO)

    walk()
    return fewest


def assert_line_leaves(game: GolfGame, found: Best) -> None:
    """``found.line`` plays from ``game`` to the end of the deal, leaving ``cards_left``."""
    copy = position_copy(game)
    for move in found.line:
        assert copy.play(move).accepted, move
    assert copy.status != "playing"
    assert copy.table_count == found.cards_left


def endgame(rules: GolfRules, deal: int, table_left: int) -> GolfGame:
    """Deal ``deal`` under ``rules``, played at random until at most ``table_left`` cards
    are on the table (or the deal ends first): a small case for the exhaustive search."""
    game = golf(new_game(format_code(rules, deal)))
    rng = random.Random(deal)
    while game.table_count > table_left and game.legal_moves():
        legal = game.legal_moves()
        removals = [move for move in legal if isinstance(move, Remove)]
        game.play(rng.choice(removals if removals and rng.random() < 0.8 else legal))
    return position_copy(game)


@pytest.mark.parametrize(
    "rules", [GOLF_CLASSIC, GOLF_EASY, *RULE_OPTIONS], ids=lambda r: format_code(r, 0).split("-")[1]
)
def test_best_agrees_with_the_exhaustive_search_on_small_cases(rules: GolfRules) -> None:
    """Positions with few cards left, under every rule option: the exhaustive search walks
    all of them in milliseconds."""
    bests = []
    for deal in range(200, 212):
        game = endgame(rules, deal, table_left=14)
        found = best(game, EXACT)
        assert found.exact
        assert found.cards_left == reference_best(position_copy(game)), deal
        assert_line_leaves(game, found)
        bests.append(found.cards_left)
    assert len(set(bests)) > 1  # the cases are not all alike


def test_best_agrees_with_the_exhaustive_search_from_the_deal() -> None:
    """Strict drawing keeps whole deals within the exhaustive search's reach."""
    rules = GolfRules(wrap=False, queen_on_king=False, strict_draw=True)
    for deal in range(60, 66):
        game = golf(new_game(format_code(rules, deal)))
        found = best(game, EXACT)
        assert found.exact and found.cards_left == reference_best(position_copy(game)), deal
        assert_line_leaves(game, found)


def public_deals() -> list[tuple[GolfRules, dict[str, Any]]]:
    cases = []
    for mode, rules in (("easy", GOLF_EASY), ("classic", GOLF_CLASSIC)):
        deals = json.loads(data_file(f"golf-{mode}-public.json").read_text())["deals"]
        cases += [(rules, deal) for deal in deals[::PUBLIC_EVERY]]
    return cases


@pytest.mark.parametrize(
    ("rules", "deal"), public_deals(), ids=lambda v: v.mode if isinstance(v, GolfRules) else str(v["seed"])
)
def test_best_is_zero_exactly_where_black_hole_solver_wins(rules: GolfRules, deal: dict[str, Any]) -> None:
    game = golf(custom_game(rules, deal["layout"]))
    found = best(game, EXACT)
    assert found.exact
    assert (found.cards_left == 0) == (deal["verdict"] == "winnable")
    assert found.won == (deal["verdict"] == "winnable")
    assert_line_leaves(game, found)


def test_the_documented_classic_deal_leaves_one_card_at_best() -> None:
    game = golf(new_game("GO1-C-AAAAAAB"))
    found = best(game, EXACT)
    assert (found.cards_left, found.exact, found.won) == (1, True, False)
    assert_line_leaves(game, found)


def test_a_budget_run_out_answers_the_best_line_found_so_far() -> None:
    game = golf(new_game("GO1-C-AAAAAAB"))
    for states in (10, 20_000):
        found = best(game, Budget(ms=None, states=states))
        assert not found.exact and found.cards_left >= 1
        assert_line_leaves(game, found)
    assert best(game, Budget(ms=None, states=10)).won is None


def test_positions_at_their_end_are_their_own_best() -> None:
    stuck = golf_position(["KS 2H", "", "", "", "", "", ""], "5C", "")
    found = best(stuck, EXACT)
    assert (found.cards_left, found.line, found.exact) == (2, [], True)
    cleared = golf_position(["", "", "", "", "", "", ""], "5C", "6D")
    assert best(cleared, EXACT).cards_left == 0


def test_a_worked_position() -> None:
    # On 5C only 4D goes, and then nothing: no 3 or 5 is free, and no card fits a king but
    # a queen (or, in easy mode, an ace). The two columns stay: 5 cards.
    game = golf_position(["3C 9S KS", "9H KH", "4D", "", "", "", ""], "5C", "")
    found = best(game, EXACT)
    assert found.cards_left == 5 and found.exact


def test_the_package_answers_best_for_golf_and_not_for_canfield() -> None:
    golf_answer = solve(new_game("GO1-C-AAAAAAB"), EXACT)
    assert (golf_answer.result, golf_answer.best, golf_answer.best_exact) == ("unwinnable", 1, True)
    assert golf_answer.solution is None and golf_answer.best_line
    winnable = solve(new_game("GO1-E-AAAAAAB"), EXACT)
    assert winnable.best == 0 and winnable.best_line == winnable.solution
    canfield = solve(new_game("CF1-D3-AAAAACL"), Budget(ms=None, states=50_000))
    assert canfield.best is None and canfield.best_line is None


# --- rounds ---------------------------------------------------------------------------------


def test_the_worked_round_holes_have_their_listed_bests() -> None:
    for code, listed in WORKED_ROUND[1]:
        found = best(golf(new_game(code)), EXACT)
        assert (found.cards_left, found.exact) == (listed, True), code


def test_a_round_is_solved_and_hinted_on_its_current_hole() -> None:
    round_code, holes = WORKED_ROUND
    game = new_game(round_code)
    assert isinstance(game, GolfRoundGame)
    found = solve(game, EXACT)
    assert (found.best, found.best_exact) == (holes[0][1], True)
    assert found.best_line is not None
    for step, move in enumerate(found.best_line):
        if step < 10:  # along a best line the best stays the same
            given = hint(game, EXACT)
            assert (given.kind, given.best) == ("best", holes[0][1]) and given.move in game.legal_moves()
        assert game.play(move).accepted
    assert game.hole_over and game.hole.table_count == holes[0][1]
    between = hint(game, EXACT)
    assert (between.move, between.kind, between.best) == (NEXT_HOLE, "best", holes[0][1])
    assert solve(game, EXACT).best_line == []


def test_a_round_played_along_the_solvers_lines_clears_every_hole_it_can() -> None:
    """GR1-E-9-AAAAAAE: the solver clears all nine holes, so the round is won."""
    game = new_game("GR1-E-9-AAAAAAE")
    assert isinstance(game, GolfRoundGame)
    while game.status == "playing":
        given = hint(game, EXACT)
        assert given.move is not None and given.kind == "winning"
        assert game.play(given.move).accepted
    assert game.status == "won" and game.scorecard()["strokes"] == [0] * 9
    assert game.score == 9 * 350 and game.cards_home == 9 * 35
    assert hint(game, EXACT).move is None


def test_the_courses_par_is_each_holes_fewest_strokes_summed_and_its_line_reaches_it() -> None:
    """The daily round's par (``golf_round.course``): the worked round's listed bests, 10, from
    the round's start whatever position it is asked from; its line plays the round to them."""
    round_code, holes = WORKED_ROUND
    game = new_game(round_code)
    assert isinstance(game, GolfRoundGame)
    game.play(game.legal_moves()[0])  # asked mid-hole: the course is still the whole round's
    found = course(game, EXACT, rated=True)
    assert found is not None and found.strokes == [listed for _, listed in holes] and found.par == 10
    assert found.line.count(NEXT_HOLE) == 8
    replayed = new_game(round_code)
    for move in found.line:
        assert replayed.play(move).accepted
    assert replayed.status == "finished" and replayed.scorecard()["strokes"] == found.strokes
    # rated by its holes: a hole it cannot clear rates 10, a clearable one as Golf rates it
    for (code, listed), rating in zip(holes, found.ratings, strict=True):
        rated = golf_difficulty.rate(golf(new_game(code)), EXACT)
        assert rating == (10.0 if listed else (rated.rating if rated else None)), code
    assert rate(new_game(round_code), EXACT) == round(sum(found.ratings) / 9, 1)


def test_a_rounds_appraisal_is_its_rating_and_its_reveal_from_one_play_of_the_course() -> None:
    """What the scheduler asks of a round it publishes (``solver.appraise``) is what ``rate``
    and ``reveal`` answer apart; a single deal's leaves the reveal to ``reveal``."""
    round_code = WORKED_ROUND[0]
    found = appraise(new_game(round_code), EXACT)
    assert found is not None and found.rating == rate(new_game(round_code), EXACT)
    assert found.reveal == reveal(new_game(round_code), EXACT)
    assert found.reveal is not None and found.reveal.best == 10
    single = appraise(new_game("GO1-E-AAAAAAB"), EXACT)
    assert single is not None and single.reveal is None
    assert single.rating == rate(new_game("GO1-E-AAAAAAB"), EXACT)


def test_a_course_not_proven_within_its_budget_has_no_par_and_no_rating() -> None:
    game = new_game(WORKED_ROUND[0])
    assert isinstance(game, GolfRoundGame)
    assert course(game, Budget(ms=None, states=1)) is None
    assert rate(game, Budget(ms=None, states=1)) is None
    assert appraise(game, Budget(ms=None, states=1)) is None


def test_a_packed_line_that_plays_on_after_its_hole_is_cleared_is_refused() -> None:
    game = new_game("GR1-E-9-AAAAAAE")
    assert isinstance(game, GolfRoundGame)
    line = solve(game, EXACT).solution
    assert line is not None
    for move in line:
        game.play(move)
    assert game.hole.status == "won" and game.hole.stock
    packed = pack(game)
    assert pack(unpack(packed)) == packed
    body_end = packed[: -len(game.history) - 1]
    played_on = body_end + bytes([len(game.history) + 1, *game.history, DRAW_ENTRY])
    with pytest.raises(PackError, match="bad Golf line"):
        unpack(played_on)
