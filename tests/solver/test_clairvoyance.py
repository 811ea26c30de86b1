"""The clairvoyance review's reading (service/solver/clairvoyance.py, golf_clairvoyance.py):
its arithmetic is an e-value for any player who cannot see, and Golf's reading finds the
decisions of a line, what the player had seen (undone draws included), and the seer."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.engine import new_game
from service.engine.codes import format_code
from service.engine.game import DRAW, UNDO, Move
from service.engine.golf import GolfGame
from service.engine.golf_round import GolfRoundGame
from service.engine.rules import GolfRules
from service.solver import read_line, reads_lines
from service.solver.clairvoyance import BETS, TELL_CHANCE, Decision, Reading, chance_of, combined_evidence
from service.solver.golf import heuristic_move
from service.solver.golf_clairvoyance import UnseenOrders, best_moves, read_deal, winnable

CLASSIC = GolfRules(wrap=False, queen_on_king=False)


@given(st.floats(0.01, 1.0), st.sampled_from(BETS))
def test_a_decision_is_worth_nothing_on_average_to_a_player_who_cannot_see(chance: float, bet: float) -> None:
    """The move played turns out best with its chance exactly, for a player who cannot see:
    then the factor's expectation is 1, whatever the bet (an e-value)."""
    hit, miss = Decision(0, 2, True, chance), Decision(0, 2, False, chance)
    assert chance * hit.factor(bet) + (1 - chance) * miss.factor(bet) == pytest.approx(1.0)


def test_no_decision_is_no_evidence_and_the_evidence_of_lines_multiplies() -> None:
    assert combined_evidence([Reading()]) == 1.0
    seen = Reading([Decision(3, 2, True, 0.25)])
    assert seen.tells == seen.decisions and TELL_CHANCE >= 0.25
    two = combined_evidence([seen, seen])
    assert two == pytest.approx(sum((1 - w + w * 4) ** 2 for w in BETS) / len(BETS))
    assert two > seen.evidence > 1.0
    assert Reading([Decision(3, 2, False, 0.9)]).evidence < 1.0


def test_a_chance_is_shaded_up_from_its_samples() -> None:
    assert chance_of(0, 12) == pytest.approx(1 / 13)
    assert chance_of(12, 12) == 1.0


@cache
def winnable_classic(start: int, count: int) -> list[str]:
    """``count`` winnable classic deals from deal number ``start`` on (as the scheduler's)."""
    found: list[str] = []
    deal = start
    while len(found) < count:
        code = format_code(CLASSIC, deal)
        game = new_game(code)
        assert isinstance(game, GolfGame)
        if winnable(game):
            found.append(code)
        deal += 1
    return found


def seer_line(deal: GolfGame, seed: int) -> list[Move]:
    """A player who sees the stock: a move best knowing every card, at random among them."""
    rng, game, line = random.Random(seed), deal.copy(), []
    while legal := game.legal_moves():
        best = sorted(best_moves(game, legal) or range(len(legal)))
        move = legal[rng.choice(best)]
        game.play(move)
        line.append(move)
    return line


def greedy_line(deal: GolfGame) -> list[Move]:
    game, line = deal.copy(), []
    while (move := heuristic_move(game)) is not None:
        game.play(move)
        line.append(move)
    return line


def classic_deal(index: int) -> GolfGame:
    game = new_game(winnable_classic(1_000, 3)[index])
    assert isinstance(game, GolfGame)
    return game


def test_the_seer_chooses_the_best_move_at_every_decision_and_the_reading_repeats() -> None:
    deal = classic_deal(0)
    line = seer_line(deal, seed=1)
    reading = read_deal(deal, line, winnable_deal=True, seed=7)
    assert reading.decisions, "a seer's line through a classic deal has decisions"
    assert all(decision.clairvoyant for decision in reading.decisions)
    assert all(decision.moves >= 2 and 0 < decision.chance <= 1 for decision in reading.decisions)
    assert read_deal(deal, line, winnable_deal=True, seed=7).decisions == reading.decisions
    assert read_line(deal, line, True, 7) == reading and reads_lines(deal)


def test_a_greedy_player_who_cannot_see_is_not_clairvoyant() -> None:
    for index in range(3):
        deal = classic_deal(index)
        reading = read_deal(deal, greedy_line(deal), winnable_deal=True, seed=index)
        assert reading.evidence < 10, reading


def test_a_card_drawn_and_undone_was_seen() -> None:
    """Drawing and undoing shows the stock's next card: the orders sampled for the player
    keep it where it is."""
    deal = classic_deal(1)
    order = list(reversed(deal.stock))
    unseen = UnseenOrders(deal, winnable_deal=False, samples=6, rng=random.Random(3))
    assert all(sample[:2] == order[:2] for sample in unseen.orders_after(2))
    more = UnseenOrders(deal, False, 24, random.Random(3)).orders_after(2)
    assert {sample[2] for sample in more} != {order[2]}
    peeked = read_deal(deal, [DRAW, DRAW, UNDO, UNDO, *greedy_line(deal)], winnable_deal=False, seed=1)
    plain = read_deal(deal, greedy_line(deal), winnable_deal=False, seed=1)
    after_the_peek = [d.index - 4 for d in peeked.decisions if d.index >= 4]
    assert after_the_peek == [d.index for d in plain.decisions], "the same positions, read again"


def test_a_round_is_read_hole_by_hole() -> None:
    game = new_game("GR1-C-9-AAAAAAB")
    assert isinstance(game, GolfRoundGame)
    line: list[Move] = []
    playing = game.copy()
    while playing.status == "playing" and playing.hole_number <= 2:
        move = heuristic_move(playing.hole) if not playing.hole_over else None
        move = move or playing.legal_moves()[0]
        playing.play(move)
        line.append(move)
    reading = read_line(game, line, False, 5)
    assert reading is not None
    assert all(0 <= decision.index < len(line) for decision in reading.decisions)
