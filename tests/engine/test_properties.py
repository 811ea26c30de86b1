"""Invariants over random deals and random move sequences (hypothesis).

For both games and every rule set: the deck is always complete, exactly the legal moves
are accepted and a refused move changes nothing, undo is the exact inverse of any action,
the score matches its formula (never negative but Vegas Canfield's dollars, 5 a card home
less the deck's 52 at every step), and packing round-trips.  A round of
Golf too: on every hole, with undo reaching back within the current hole only, and its
strokes adding up to its total, its cards home and its score.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import Game, new_game, pack, unpack
from service.engine.canfield import CanfieldGame
from service.engine.cards import DECK, JOKERS
from service.engine.codes import DEAL_COUNT, format_code
from service.engine.game import DRAW, UNDO, Move, Tap, Transfer
from service.engine.golf import TABLE_CARDS, GolfGame, final_score
from service.engine.golf_round import GolfRoundGame
from service.engine.golf_vocabulary import NEXT_HOLE, Remove
from service.engine.rules import CanfieldRules, GolfRules, RoundRules

golf_rules = st.builds(
    GolfRules,
    wrap=st.booleans(),
    queen_on_king=st.booleans(),
    strict_draw=st.booleans(),
    stroke_scoring=st.booleans(),
    jokers=st.sampled_from([0, 1, 2]),
    empty_discard=st.booleans(),
)
canfield_rules = st.builds(CanfieldRules, draw=st.sampled_from([1, 3]), vegas=st.booleans())
round_rules = st.builds(RoundRules, hole=golf_rules, holes=st.sampled_from([9, 18]))
deals = st.integers(0, DEAL_COUNT - 1)


def all_cards(game: Game) -> Counter[int]:
    if isinstance(game, GolfRoundGame):
        return all_cards(game.hole)
    if isinstance(game, GolfGame):
        piles = [*game.columns, game.discard, game.stock]
    else:
        piles = [*game.piles, game.stock]
    return Counter(card for pile in piles for card in pile)


def expected_deck(game: Game) -> Counter[int]:
    if isinstance(game, GolfRoundGame):
        return expected_deck(game.hole)
    jokers = game.rules.jokers if isinstance(game, GolfGame) else 0
    return Counter([*DECK, *JOKERS[:jokers]])


def candidates(game: Game) -> list[Move]:
    """Every move worth trying here, legal or not."""
    taps: list[Move] = [Tap(card) for card in range(52)]
    if isinstance(game, GolfRoundGame):
        return [NEXT_HOLE, *candidates(game.hole)]
    if isinstance(game, GolfGame):
        return [*(Remove(c) for c in range(1, 8)), DRAW, *taps]
    targets = ("c1", "c2", "c3", "c4", "f1", "f2", "f3", "f4", "foundation")
    return [DRAW, *taps, *(Transfer(card, to) for card in range(52) for to in targets)]


def position(game: Game) -> tuple[object, ...]:
    return (game.view(), game.score, game.status, game.scorecard())


def clone(game: Game) -> Game:
    return unpack(pack(game))


def check_legal_moves_are_exactly_the_accepted_ones(game: Game) -> None:
    legal = set(game.legal_moves())
    for move in candidates(game):
        trial = clone(game)
        before = pack(trial)
        outcome = trial.play(move)
        explicit = not isinstance(move, Tap) and not (isinstance(move, Transfer) and move.to == "foundation")
        if explicit:
            assert outcome.accepted == (move in legal), move
        if not outcome.accepted:
            assert pack(trial) == before, move
            assert outcome.violation


def check_score(game: Game, points: int) -> None:
    if isinstance(game, CanfieldGame) and game.rules.vegas:
        assert game.score == 5 * game.cards_home - 52 == points
        return
    assert game.score >= 0
    if isinstance(game, GolfRoundGame):
        check_strokes(game)
    elif isinstance(game, GolfGame):
        left = game.table_count
        if game.rules.stroke_scoring:
            assert game.score == left
        elif game.status == "dead_end":
            assert game.score == max(0, 10 * (35 - left) - 10 * left)
        else:
            assert game.score == 10 * (35 - left)
            assert game.status != "won" or game.score == 350
    else:
        assert game.score == points


def check_strokes(game: GolfRoundGame) -> None:
    """The card adds up: strokes (cards left) per hole over, their total, the cards home of
    every table, the Golf scores of the holes; the round is over only after its last hole,
    won only with every hole cleared."""
    card = game.scorecard()
    rules = game.rules
    over = game.hole.status != "playing"
    assert card["hole"] == len(game.strokes) + 1 <= rules.holes
    assert card["strokes"] == [*game.strokes, *([game.hole.table_count] if over else [])]
    assert card["total"] == sum(card["strokes"]) and card["par"] == 5 * rules.holes
    assert game.cards_home == TABLE_CARDS * len(game.strokes) - sum(game.strokes) + game.hole.cards_home
    assert game.score == sum(final_score(rules.hole, strokes) for strokes in game.strokes) + game.hole.score
    if card["hole"] == rules.holes and over:
        assert game.status == ("won" if card["total"] == 0 else "finished")
        assert game.score == sum(final_score(rules.hole, strokes) for strokes in card["strokes"])
    else:
        assert game.status == "playing"


def random_walk(game: Game, choices: list[int], check_all_every: int) -> None:
    points = game.score  # the deal's: 0, but Vegas Canfield's -47 and stroke Golf's 35
    for step, choice in enumerate(choices):
        assert all_cards(game) == expected_deck(game)
        packed = pack(game)
        assert pack(unpack(packed)) == packed
        assert position(unpack(packed)) == position(game)
        if step % check_all_every == 0:
            check_legal_moves_are_exactly_the_accepted_ones(game)
        legal = game.legal_moves()
        options: list[Move] = [*legal, UNDO, *candidates(game)[:8]]
        move = (
            options[choice % len(options)] if choice % 4 else (legal or [UNDO])[choice % max(1, len(legal))]
        )
        before_position, before_moves = position(game), game.moves
        outcome = game.play(move)
        if not outcome.accepted:
            assert pack(game) == packed
            continue
        points += outcome.points
        assert game.moves == before_moves + 1
        if move == NEXT_HOLE:
            assert not game.undo_available and game.play(UNDO).violation == "nothing_to_undo"
        elif isinstance(game, GolfRoundGame) and game.status != "playing":
            assert not game.undo_available and clone(game).play(UNDO).violation == "round_over"
        elif move != UNDO:
            trial = clone(game)
            assert trial.play(UNDO).accepted
            assert position(trial) == before_position
        check_score(game, points)


@settings(max_examples=150, deadline=None)
@given(rules=golf_rules, deal=deals, choices=st.lists(st.integers(0, 1000), max_size=80))
def test_golf_invariants(rules: GolfRules, deal: int, choices: list[int]) -> None:
    random_walk(new_game(format_code(rules, deal)), choices, check_all_every=7)


@settings(max_examples=100, deadline=None)
@given(rules=canfield_rules, deal=deals, choices=st.lists(st.integers(0, 1000), max_size=120))
def test_canfield_invariants(rules: CanfieldRules, deal: int, choices: list[int]) -> None:
    random_walk(new_game(format_code(rules, deal)), choices, check_all_every=25)


@settings(max_examples=60, deadline=None)
@given(rules=round_rules, number=deals, choices=st.lists(st.integers(0, 1000), max_size=160))
def test_golf_round_invariants(rules: RoundRules, number: int, choices: list[int]) -> None:
    """Mostly legal moves (``next-hole`` among them), so walks cross holes."""
    random_walk(new_game(format_code(rules, number)), choices, check_all_every=11)


@settings(max_examples=20, deadline=None)
@given(rules=round_rules, number=deals)
def test_golf_greedy_rounds_end_with_every_hole_counted(rules: RoundRules, number: int) -> None:
    game = new_game(format_code(rules, number))
    assert isinstance(game, GolfRoundGame)
    while game.status == "playing":
        game.play(game.legal_moves()[0])
        # header (4), round number (8), moves (2); hole, earlier strokes, the hole's line
        assert len(pack(game)) <= 4 + 8 + 2 + 1 + 17 + 1 + 54
    check_strokes(game)
    assert len(game.scorecard()["strokes"]) == rules.holes and game.legal_moves() == []
    assert not game.undo_available and game.play(UNDO).violation == "round_over"  # final


@settings(max_examples=30, deadline=None)
@given(rules=golf_rules, deal=deals)
def test_golf_greedy_games_end_with_the_documented_score(rules: GolfRules, deal: int) -> None:
    game = new_game(format_code(rules, deal))
    assert isinstance(game, GolfGame)
    while game.status == "playing":
        game.play(game.legal_moves()[0])
    check_score(game, 0)
    assert game.legal_moves() == []


@settings(max_examples=20, deadline=None)
@given(rules=canfield_rules, deal=deals, choices=st.lists(st.integers(0, 1000), min_size=150, max_size=300))
def test_canfield_packed_size_stays_bounded(rules: CanfieldRules, deal: int, choices: list[int]) -> None:
    game = new_game(format_code(rules, deal))
    assert isinstance(game, CanfieldGame)
    for choice in choices:
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[choice % len(legal)])
    # the header: 4 bytes and the deal number, 8 bytes (64 bits)
    assert len(pack(game)) <= 4 + 8 + 5 + 4 + 11 + 52 + 1 + 2 * 100
