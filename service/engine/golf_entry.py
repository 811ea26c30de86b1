"""Golf and a round of Golf as the registry knows them (``registry.GameEntry``): their codes,
their new-game bodies, their facts, their words (``golf_vocabulary``) and their named
variants, each variant's name written here only."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Final

from .codes import CodeError, GameCode, mode_and_letters, parse_deal_letters
from .golf import TABLE_CARDS, GolfGame
from .golf_layout import golf_deal, golf_layout_of
from .golf_lock import GOLF_LOCK
from .golf_round import GolfRoundGame, hole_codes
from .golf_vocabulary import GOLF_MESSAGES, ROUND_MESSAGES, RoundRefusal
from .registry import GameEntry, RefusalProblem, RulesError, VariantFacts
from .rules import GOLF_CLASSIC, GOLF_EASY, ROUND_SIZES, GolfRules, RoundRules
from .texts import N_, Text

_FLAGS: Final = re.compile(r"^(K?)(S?)(T?)(J{0,2})(D?)$")


def parse_golf_mode(token: str) -> GolfRules:
    """The rules a code's mode letter and flags name (``GolfRules.mode_token``'s inverse)."""
    base = {"E": GOLF_EASY, "N": GOLF_EASY, "C": GOLF_CLASSIC}.get(token[:1])
    flags = _FLAGS.match(token[1:])
    if base is None or flags is None:
        raise CodeError(
            "mode",
            Text(
                N_(
                    'the Golf mode "{mode}" is not E, C or N, optionally followed by the rule flags '
                    "K, S, T, J or JJ, D in that order"
                ),
                mode=token,
            ),
        )
    no_queen, strict, strokes, jokers, empty = flags.groups()
    return replace(
        base,
        queen_on_king=not no_queen,
        strict_draw=bool(strict),
        stroke_scoring=bool(strokes),
        jokers=len(jokers),
        empty_discard=bool(empty),
    )


def read_golf_code(text: str, parts: list[str]) -> GameCode:
    mode, letters = mode_and_letters(text, parts)
    return GameCode(parse_golf_mode(mode), parse_deal_letters(letters))


def read_round_code(text: str, parts: list[str]) -> GameCode:
    """A round code's four parts: ``GR1``, the Golf mode and flags, the holes, the number."""
    if len(parts) != 4:
        template = N_('"{code}" is not a round code: expected four parts such as "GR1-C-9-AAAAAAB"')
        raise CodeError("code", Text(template, code=text))
    _, mode, holes, letters = parts
    sizes = [str(size) for size in ROUND_SIZES]
    if holes not in sizes:
        raise CodeError(
            "holes",
            Text(N_('a round has {sizes} holes, not "{holes}"'), sizes=" / ".join(sizes), holes=holes),
        )
    return GameCode(RoundRules(parse_golf_mode(mode), int(holes)), parse_deal_letters(letters))


def golf_rules_of_body(body: dict[str, Any]) -> GolfRules | RoundRules:
    """A Golf body's rules: its mode and rule options, and a round's size."""
    rules = _hole_rules(body)
    return rules if "round" not in body else _round_rules(body, rules)


def _hole_rules(body: dict[str, Any]) -> GolfRules:
    base = GOLF_CLASSIC if body.get("mode") == "classic" else GOLF_EASY
    options = body.get("rules", {})
    if "mode" in body and options.get("wrap", base.wrap) != base.wrap:
        raise RulesError(
            "conflicting-rules",
            N_("The rule options contradict the mode"),
            Text(
                N_('the mode "{mode}" means wrap={wrap}; leave out one of the two'),
                mode=body["mode"],
                wrap="true" if base.wrap else "false",
            ),
            "rules.wrap",
            Text(N_('contradicts the mode "{mode}"'), mode=body["mode"]),
        )
    return replace(
        base,
        wrap=options.get("wrap", base.wrap),
        queen_on_king=options.get("queen_on_king", base.queen_on_king),
        strict_draw=options.get("strict_draw", base.strict_draw),
        stroke_scoring=options.get("scoring", "points") == "strokes",
        jokers=options.get("jokers", base.jokers),
        empty_discard=options.get("empty_discard", base.empty_discard),
    )


def _round_rules(body: dict[str, Any], hole: GolfRules) -> RoundRules:
    """The round's rules; ``RulesError`` for a size the engine's ``RoundRules`` does not offer."""
    holes = body["round"]
    try:
        return RoundRules(hole, holes)
    except ValueError:
        sizes = " / ".join(map(str, ROUND_SIZES))
        raise RulesError(
            "invalid-round",
            N_("No round of that size"),
            Text(N_("a round of Golf has {sizes} holes, not {holes}"), sizes=sizes, holes=holes),
            "round",
            Text(N_("a round has {sizes} holes"), sizes=sizes),
        ) from None


def _golf_body(rules: GolfRules) -> dict[str, Any]:
    return {"game": "golf", "mode": rules.mode}


def _round_body(rules: RoundRules) -> dict[str, Any]:
    return {"game": "golf", "mode": rules.hole.mode, "round": rules.holes}


def _round_cards_home(rules: RoundRules) -> int:
    return TABLE_CARDS * rules.holes


EASY: Final = VariantFacts("golf-easy", 0, GOLF_EASY, N_("Golf, easy"), True, (2.3, 2.8, 3.3, 4.0, 5.0, 6.3))
CLASSIC: Final = VariantFacts(
    "golf-classic", 1, GOLF_CLASSIC, N_("Golf, classic"), True, (3.3, 4.2, 4.7, 5.5, 6.2, 6.7)
)
ROUND: Final = VariantFacts(
    "golf-round",
    4,
    RoundRules(GOLF_CLASSIC, 9),
    N_("Golf round, classic (9 holes)"),
    True,
    (6.8, 7.2, 7.5, 7.8, 8.2, 8.6),
)
ROUND_EASY: Final = VariantFacts(
    "golf-round-easy", 5, RoundRules(GOLF_EASY, 9), N_("Golf round, easy (9 holes)")
)

GOLF: Final = GameEntry(
    game_class=GolfGame,
    rules_type=GolfRules,
    code_prefix="GO1",
    read_code=read_golf_code,
    rules_of_body=golf_rules_of_body,
    new_game_body=_golf_body,
    deal=golf_deal,
    layout_of=golf_layout_of,
    most_cards_home=lambda rules: TABLE_CARDS,
    cards_home_text=N_("Cards cleared: {home} of {most}"),
    not_a_move=N_("This move is not a Golf move"),
    solver="golf",
    renderer="golf",
    solver_is_exact=True,
    variants=(EASY, CLASSIC),
    unfinished=N_("the game is still in play: a result is a won game (or a Golf dead end)"),
    lock=GOLF_LOCK,
    messages=GOLF_MESSAGES,
)
GOLF_ROUND: Final = GameEntry(
    game_class=GolfRoundGame,
    rules_type=RoundRules,
    code_prefix="GR1",
    read_code=read_round_code,
    rules_of_body=None,
    new_game_body=_round_body,
    deal=None,
    layout_of=None,
    most_cards_home=_round_cards_home,
    cards_home_text=N_("Cards cleared: {home} of {most}"),
    not_a_move=N_("This move is not a Golf move"),
    solver="golf_round",
    renderer="golf",
    solver_is_exact=True,
    variants=(ROUND, ROUND_EASY),
    duel_refusal=N_("a duel is one deal of {duelled}: a round of Golf ({variant}) cannot be duelled yet"),
    hole_codes=hole_codes,
    lock=GOLF_LOCK,
    messages=ROUND_MESSAGES,
    refused_as_problems={
        RoundRefusal.HOLE_NOT_OVER: RefusalProblem("hole-not-over", N_("The hole is not over"))
    },
)
