"""The named variants: their facts (rules, titles and the wire ids that sealed states store,
which never change: the bytes of states sealed before wire ids were frozen,
tests/api/test_tokens.py) have one home, their game's registry entry; ``Variant`` is the
closed set of names the database knows, and reads them there (the name written there only:
tests/test_games_named.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.engine import DAILY_VARIANTS, GAMES, VARIANTS, Variant, format_code, parse_code, variant_of
from service.engine.rules import (
    CANFIELD_DRAW1,
    CANFIELD_DRAW3,
    GOLF_CLASSIC,
    GOLF_EASY,
    RoundRules,
)
from tests import unplayable

WIRE_IDS = {
    "golf-easy": 0,
    "golf-classic": 1,
    "canfield-draw3": 2,
    "canfield-draw1": 3,
    "golf-round": 4,
    "golf-round-easy": 5,
}
"""Frozen: the ids states have been sealed with since each variant existed (its index in the
list of variants, when that list decided them)."""


def test_every_variant_keeps_its_wire_id_and_an_unknown_id_is_refused() -> None:
    assert {variant.value: variant.wire_id for variant in Variant} == WIRE_IDS
    assert all(Variant.from_wire_id(wire_id) is Variant(name) for name, wire_id in WIRE_IDS.items())
    with pytest.raises(ValueError, match="no variant has the wire id 6"):
        Variant.from_wire_id(6)


def test_the_variants_their_rules_and_the_daily_ones() -> None:
    assert [variant.rules for variant in VARIANTS] == [
        GOLF_EASY,
        GOLF_CLASSIC,
        CANFIELD_DRAW3,
        CANFIELD_DRAW1,
        RoundRules(GOLF_CLASSIC, 9),
        RoundRules(GOLF_EASY, 9),
    ]
    assert [variant.value for variant in DAILY_VARIANTS] == [
        "golf-easy",
        "golf-classic",
        "canfield-draw3",
        "canfield-draw1",
        "golf-round",
    ]
    assert all(variant_of(variant.rules) is variant for variant in Variant)
    assert all(variant_of(parse_code(format_code(variant.rules, 7)).rules) is variant for variant in Variant)
    assert variant_of(RoundRules(GOLF_CLASSIC, 18)) is None


def test_a_variant_is_its_name_wherever_a_string_goes() -> None:
    """Its name in JSON, SQL and messages: the members are strings equal to their names."""
    assert Variant.GOLF_ROUND_EASY == "golf-round-easy" and f"{Variant.CANFIELD_DRAW1}" == "canfield-draw1"
    assert {Variant.GOLF_CLASSIC: 1}["golf-classic"] == 1
    assert all(variant.catalog_title for variant in Variant)


def test_every_variant_is_a_registered_games_and_another_name_is_listed_but_never_recorded() -> None:
    assert [facts.name for facts in GAMES.variants if facts.wire_id is not None] == list(VARIANTS)
    listed_only = [facts.name for facts in GAMES.variants if facts.wire_id is None]
    assert listed_only == ["canfield-vegas-draw3", "canfield-vegas-draw1"]  # a balance keeps them
    assert all(variant_of(GAMES.variant(name).rules) is None for name in listed_only)
    version = GAMES.version
    GAMES.register(unplayable.ENTRY)
    try:
        assert GAMES.version > version and GAMES.variants[-1] is unplayable.VARIANT
        assert GAMES.variant("unplayable-slow") is unplayable.VARIANT
        assert variant_of(unplayable.VARIANT.rules) is None
        with pytest.raises(ValueError, match="no variant has the wire id 99"):
            Variant.from_wire_id(99)
        other_game = type("OtherGame", (unplayable.UnplayableGame,), {"KIND": 98})
        same_variant = replace(unplayable.ENTRY, game_class=other_game, rules_type=dict, code_prefix="UN2")
        with pytest.raises(ValueError, match="the variant unplayable-slow's name or wire id is taken"):
            GAMES.register(same_variant)
    finally:
        GAMES.unregister(unplayable.ENTRY)
    assert GAMES.variants[-1].name == "golf-round-easy" and GAMES.version == version + 2
