"""The Golf solver against black-hole-solver's verdicts, an engine-driven reference search,
the documented deal, budgets, hints and the difficulty rating.

Every winning line is replayed through the engine (``GolfGame.play``) to a win.  The
reference search below knows no solver trick: it walks the engine's own legal moves with
a visited set, so agreeing with it on every rule option shows the two cuts are sound.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from service.engine import GolfRules, custom_game, format_code, new_game
from service.engine.game import UNDO, Move
from service.engine.golf import REMOVES, GolfGame
from service.engine.rules import GOLF_CLASSIC, GOLF_EASY
from service.solver import Budget
from service.solver.golf import fit_table, heuristic_move, solve
from service.solver.golf_best import hint
from service.solver.golf_difficulty import greedy_win_rate, position_copy, rate
from service.solver.golf_matching import COUNT_BITS, RankMatching
from tests.engine.helpers import PINNED, golf_position, replay
from tests.shared import data_file

EXACT = Budget(ms=None)
SAMPLE_EVERY = 4
"""The suite checks every 4th public deal (100 a mode, about 30 s); bench/solver_golf.py
checks all 800."""
PUBLIC_RULES = {"easy": GOLF_EASY, "classic": GOLF_CLASSIC}


def public_deals() -> list[tuple[str, dict[str, Any]]]:
    cases = []
    for mode in PUBLIC_RULES:
        deals = json.loads(data_file(f"golf-{mode}-public.json").read_text())["deals"]
        cases += [(mode, deal) for deal in deals[::SAMPLE_EVERY]]
    return cases


def golf(game: object) -> GolfGame:
    assert isinstance(game, GolfGame)
    return game


def assert_wins(game: GolfGame, line: list[Move]) -> None:
    for move in line:
        assert game.play(move).accepted, move
    assert game.status == "won"


def reference_winnable(game: GolfGame) -> bool:
    """Plain search through the engine: legal moves, play, undo, a visited set keyed by
    the full position (heights, stock size, top card)."""
    seen: set[tuple[object, ...]] = set()

    def search() -> bool:
        if game.status == "won":
            return True
        key = (tuple(len(col) for col in game.columns), len(game.stock), game.top)
        if key in seen:
            return False
        seen.add(key)
        for move in game.legal_moves():
            game.play(move)
            won = search()
            game.play(UNDO)
            if won:
                return True
        return False

    return search()


def random_position(rules: GolfRules, deal: int, moves: int) -> GolfGame:
    """Deal ``deal`` under ``rules`` after up to ``moves`` random legal moves."""
    game = golf(new_game(format_code(rules, deal)))
    rng = random.Random(deal)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
    return position_copy(game)


# --- black-hole-solver's verdicts -----------------------------------------------------------


def case_id(value: object) -> str:
    return value if isinstance(value, str) else str(value["seed"])  # type: ignore[index]


@pytest.mark.parametrize(("mode", "deal"), public_deals(), ids=case_id)
def test_public_verdict_agrees_and_wins_replay(mode: str, deal: dict[str, Any]) -> None:
    game = golf(custom_game(PUBLIC_RULES[mode], deal["layout"]))
    result = solve(game, EXACT)
    assert result.result == deal["verdict"]
    if result.result == "winnable":
        assert result.solution is not None
        assert_wins(game, result.solution)


# --- every rule option against the reference search -----------------------------------------

RULE_OPTIONS = [
    GolfRules(wrap=False, queen_on_king=False, strict_draw=True),
    GolfRules(wrap=True, strict_draw=True),
    GolfRules(wrap=False, strict_draw=True, jokers=1),
    GolfRules(wrap=True, queen_on_king=False, strict_draw=True, jokers=2),
    GolfRules(wrap=False, strict_draw=True, empty_discard=True),
    GolfRules(wrap=True, queen_on_king=False),
    GolfRules(wrap=False, jokers=1),
    GolfRules(wrap=True, jokers=2, empty_discard=True),
    GolfRules(wrap=False, queen_on_king=False, empty_discard=True),
]


@pytest.mark.parametrize("rules", RULE_OPTIONS, ids=lambda r: format_code(r, 0).split("-")[1])
def test_every_rule_option_agrees_with_the_reference_search(rules: GolfRules) -> None:
    """Strict drawing keeps whole deals small enough for the reference; with drawing at
    any time the positions start after 24 random moves."""
    moves, deals = (0, range(40, 52)) if rules.strict_draw else (24, range(40, 46))
    verdicts = []
    for deal in deals:
        game = random_position(rules, deal, moves)
        result = solve(game, EXACT)
        verdicts.append(result.result)
        assert (result.result == "winnable") == reference_winnable(position_copy(game)), deal
        if result.solution is not None:
            assert_wins(game, result.solution)
    assert "unknown" not in verdicts


def test_the_cuts_change_states_never_verdicts() -> None:
    """On the public deals black-hole-solver (the plain search) exhausts quickest."""
    for mode, rules in PUBLIC_RULES.items():
        deals = json.loads(data_file(f"golf-{mode}-public.json").read_text())["deals"]
        for verdict in ("winnable", "unwinnable"):
            small = sorted((d for d in deals if d["verdict"] == verdict), key=lambda d: d["states"])
            for deal in small[:3]:
                game = golf(custom_game(rules, deal["layout"]))
                full = solve(game, EXACT)
                dead_only = solve(game, EXACT, rank_matching=False)
                plain = solve(game, EXACT, dead_cards=False, rank_matching=False)
                assert full.result == dead_only.result == plain.result == deal["verdict"]
                if verdict == "unwinnable":
                    assert full.states <= dead_only.states <= plain.states


# --- the tests' own pieces ------------------------------------------------------------------


def test_a_card_with_no_predecessor_left_is_dead_at_once() -> None:
    # 7S is covered by 9S: its 6s and 8s are either too high in its own column or gone.
    game = golf_position(["7S 9S 6S 6H 8S", "", "", "", "", "", ""], "2C 8H 8D 8C 6D 6C 9C", "")
    assert solve(game, EXACT).result == "unwinnable"
    assert solve(game, EXACT, rank_matching=False).states == 1
    assert solve(game, EXACT, dead_cards=False, rank_matching=False).states == 2


def test_a_last_predecessor_forces_the_next_move() -> None:
    # After 6S goes onto 5C, 7S's last predecessor is 6S: 7S must follow at once, so the
    # search never tries 5D (a dead end) there.
    def position() -> GolfGame:
        return golf_position(["6S", "5D", "7S", "", "", "", ""], "5C", "4H")

    result = solve(position(), EXACT, rank_matching=False)
    plain = solve(position(), EXACT, dead_cards=False, rank_matching=False)
    assert result.states < plain.states
    assert result.solution is not None
    assert_wins(position(), result.solution)


def brute_force_matched(fit_on: tuple[int, ...], demand: list[int], supply: list[int]) -> int:
    """The most demand units matched, by augmenting paths one card at a time (Kuhn's
    algorithm: a maximum matching)."""
    owner: dict[tuple[int, int], tuple[int, int]] = {}

    def place(card: tuple[int, int], tried: set[tuple[int, int]]) -> bool:
        for s in range(13):
            if not fit_on[s] >> card[0] & 1:
                continue
            for unit in range(supply[s]):
                slot = (s, unit)
                if slot in tried:
                    continue
                tried.add(slot)
                if slot not in owner or place(owner[slot], tried):
                    owner[slot] = card
                    return True
        return False

    return sum(place((r, i), set()) for r in range(13) for i in range(demand[r]))


@pytest.mark.parametrize("rules", [GOLF_EASY, GOLF_CLASSIC, GolfRules(wrap=False, queen_on_king=False)])
def test_rank_matching_and_its_size_are_exact_against_brute_force(rules: GolfRules) -> None:
    fit_on = fit_table(rules)
    matching = RankMatching(fit_on)
    rng = random.Random(7)
    answers = set()
    for _ in range(1500):
        demand = [rng.choice([0, 0, 0, 1, 1, 2, 3]) for _ in range(13)]
        supply = [rng.randint(0, 4) for _ in range(13)]
        packed_demand = sum(d << COUNT_BITS * r for r, d in enumerate(demand))
        packed_supply = sum(s << COUNT_BITS * r for r, s in enumerate(supply))
        most = brute_force_matched(fit_on, demand, supply)
        expected = most == sum(demand)
        assert matching.feasible(packed_demand, packed_supply) == expected, (demand, supply)
        assert matching.matched(packed_demand, packed_supply) == most, (demand, supply)
        answers.add(expected)
    assert answers == {True, False}


def test_three_sevens_cannot_share_one_six_and_one_eight() -> None:
    matching = RankMatching(fit_table(GOLF_CLASSIC))
    sevens = 3 << COUNT_BITS * 6
    assert not matching.feasible(sevens, 1 << COUNT_BITS * 5 | 1 << COUNT_BITS * 7)
    assert matching.feasible(sevens, 2 << COUNT_BITS * 5 | 1 << COUNT_BITS * 7)


# --- the documented deal --------------------------------------------------------------------


def test_pinned_deal_is_dealt_from_its_code() -> None:
    layout = PINNED["GO1-E-AAAAAAB"]["layout"]
    game = golf(new_game("GO1-E-AAAAAAB"))
    assert game.view()["columns"] == layout["columns"]
    assert game.view()["discard"] == [layout["discard"]]
    assert len(game.stock) == len(layout["stock"]) == 16


def test_pinned_deal_is_winnable_in_easy() -> None:
    game = golf(new_game("GO1-E-AAAAAAB"))
    result = solve(game, EXACT)
    assert result.result == "winnable"
    assert result.solution is not None
    assert_wins(game, result.solution)
    documented = replay(new_game("GO1-E-AAAAAAB"), PINNED["GO1-E-AAAAAAB"]["winning_line_easy"])
    assert documented.status == "won"


def test_pinned_deal_is_not_winnable_in_classic_exhaustively() -> None:
    result = solve(golf(new_game("GO1-C-AAAAAAB")), EXACT)
    assert result.result == "unwinnable"
    assert result.solution is None
    plain = solve(golf(new_game("GO1-C-AAAAAAB")), EXACT, dead_cards=False, rank_matching=False)
    assert plain.result == "unwinnable"


# --- budgets --------------------------------------------------------------------------------


def hard_classic_deal() -> GolfGame:
    deals = json.loads(data_file("golf-classic-public.json").read_text())["deals"]
    hardest = max((d for d in deals if d["verdict"] == "unwinnable"), key=lambda d: d["states"])
    return golf(custom_game(GOLF_CLASSIC, hardest["layout"]))


def test_a_spent_state_budget_is_unknown_never_unwinnable() -> None:
    result = solve(hard_classic_deal(), Budget(ms=None, states=500))
    assert result.result == "unknown"
    assert result.solution is None
    assert 500 <= result.states <= 510


def test_a_spent_time_budget_is_unknown() -> None:
    result = solve(hard_classic_deal(), Budget(ms=1.0))
    assert result.result == "unknown"
    assert result.elapsed_ms < 1000


def test_a_finished_game_is_already_won_or_lost() -> None:
    won = golf_position(["", "", "", "", "", "", ""], "5C", "9D")
    assert solve(won, EXACT).result == "winnable"
    assert solve(won, EXACT).solution == []
    stuck = golf_position(["KS", "", "", "", "", "", ""], "5C", "")
    assert solve(stuck, EXACT).result == "unwinnable"


# --- hints ----------------------------------------------------------------------------------


def test_following_winning_hints_wins_the_pinned_deal() -> None:
    game = golf(new_game("GO1-E-AAAAAAB"))
    while game.status == "playing":
        given = hint(game, Budget(ms=None, states=200_000))
        assert given.kind == "winning" and given.move is not None
        assert game.play(given.move).accepted
    assert game.status == "won"
    assert hint(game, EXACT).move is None


def test_without_a_win_the_hints_leave_the_fewest_cards() -> None:
    """GO1-C-AAAAAAB cannot be cleared; the fewest cards it can leave is 1 (test_golf_best)."""
    game = golf(new_game("GO1-C-AAAAAAB"))
    while game.status == "playing":
        given = hint(game, EXACT)
        assert given.kind == "best" and given.result == "unwinnable" and given.best == 1
        assert given.move in game.legal_moves()
        assert game.play(given.move).accepted
    assert game.status == "dead_end" and game.table_count == 1
    assert hint(game, EXACT).move is None


def test_without_a_proof_the_hint_is_the_heuristics_legal_choice() -> None:
    game = golf(new_game("GO1-C-AAAAAAB"))
    given = hint(game, Budget(ms=None, states=10))
    assert given.kind == "heuristic" and given.result == "unknown" and given.best is None
    assert given.move == heuristic_move(game)
    assert given.move in game.legal_moves()


def test_the_heuristic_prefers_the_longest_chain() -> None:
    # On 5C: 4S starts 4S-3H (2 removals); 6D starts 6D-7H-8S (3).
    game = golf_position(["3H 4S", "8S 7H 6D", "", "", "", "", ""], "5C", "9D")
    assert heuristic_move(game) == REMOVES[1]


# --- difficulty -----------------------------------------------------------------------------


def test_difficulty_rates_only_proven_wins() -> None:
    assert rate(golf(new_game("GO1-C-AAAAAAB")), EXACT) is None
    rated = rate(golf(new_game("GO1-E-AAAAAAB")), EXACT)
    assert rated is not None
    assert 1 <= rated.rating <= 10 and 0.0 <= rated.forgiveness <= 1.0 and rated.states > 0


def test_greedy_player_wins_a_trivial_position_and_never_a_dead_one() -> None:
    chain = golf_position(["3H 4S", "8S 7H 6D", "", "", "", "", ""], "5C", "")
    assert greedy_win_rate(chain, trials=10) == 0.0  # whichever it starts with, the other is stuck
    easy = golf_position(["4S", "6D", "", "", "", "", ""], "5C", "5H")
    assert greedy_win_rate(easy, trials=10) == 1.0
