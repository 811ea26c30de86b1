"""The documented shuffle, pinned deals and custom layouts."""

import json
from pathlib import Path

import pytest

from service.engine import custom_game, new_game
from service.engine.canfield_layout import canfield_deal
from service.engine.cards import cards_text
from service.engine.deals import LayoutError, SplitMix64, deal_fingerprint, dealing_order, shuffled_deck
from service.engine.golf_layout import golf_deal
from service.engine.rules import GOLF_CLASSIC, GOLF_EASY, CanfieldRules, GolfRules

PINNED = json.loads((Path(__file__).parents[2] / "service/engine/pinned-deals.json").read_text())


def test_splitmix64_matches_the_reference_implementation() -> None:
    # Reference values of Vigna's splitmix64.c seeded with 0.
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


# Golden deals: these must never change (a change breaks every shared code).
GOLDEN = {
    0: "8C JD 9S 2C 2H QH 6C TS 3H AS JS 7S 9D 8S QC KD 5D 2S 3D 5S AD 6S 4C TH 5H 8D "
    "8H AH QD TC QS JH 3C 4H 2D 9H 3S KH AC 7C 9C 7H JC 6D KC 4S 7D 5C 6H 4D KS TD",
    2: "QD 3C 4S 5D 7D 2H KD TH AS 6S 7C 3S QS 7H 6D JD TS 9C JH 8S 4H 5C 2C 4D AH QH "
    "6C 8D 3D 9H 6H JC AC 5S JS AD KS 2D 7S 4C 9S TD 5H TC QC KC 8C KH 3H 2S 8H 9D",
    12345: "6D 9D 6C 9C AC TS KH 8C 7H TH 2H 5S 8H 3H QH 7C 8S 3S 9S 9H 4S 4H JS QC TC 3C "
    "AH JH 8D 5H JC 4C TD KC AS 3D 7S 6H AD KS QD 4D 2S 5C KD 5D QS 2D 7D 6S JD 2C",
    26**7 - 1: "6C 5C JD 4H 4C 2C AS 7H 9S TS AD KC 3S 6D 8D TD JC 6H 2D QS 2H 8C 8H 8S 9H 6S "
    "JS 9C KD 4S 5D 9D 3C KH 2S KS QD 7C 5S 4D JH 3H AC QC AH 7S TC TH 7D 5H QH 3D",
}


@pytest.mark.parametrize("deal", sorted(GOLDEN))
def test_golden_shuffles(deal: int) -> None:
    assert " ".join(cards_text(shuffled_deck(deal))) == GOLDEN[deal]


def test_jokers_join_the_deck_before_the_shuffle() -> None:
    deck = cards_text(shuffled_deck(5, jokers=2))
    assert sorted(deck) == sorted(cards_text(list(range(54))))
    assert " ".join(deck[:8]) == "AH 6S TH 9S 4D TC RJ 8C"


def test_golf_deals_from_the_shuffle_in_the_documented_order() -> None:
    deck = shuffled_deck(2)
    layout = golf_deal(GOLF_EASY, 2)
    assert layout.columns == [deck[5 * c : 5 * c + 5] for c in range(7)]
    assert layout.discard == deck[35]
    assert layout.stock == deck[36:]
    empty = golf_deal(GolfRules(empty_discard=True), 2)
    assert empty.discard is None and empty.stock == deck[35:]


def test_canfield_deals_from_the_shuffle_in_the_documented_order() -> None:
    deck = shuffled_deck(2)
    layout = canfield_deal(2)
    assert layout.reserve == deck[:13] and layout.base == deck[13]
    assert layout.columns == [[deck[14]], [deck[15]], [deck[16]], [deck[17]]]
    assert layout.stock == deck[18:]


def test_a_layout_reads_back_in_dealing_order_and_its_fingerprint_stays_put() -> None:
    """Sealed states and stored locks carry these bytes: a layout's own dealing order and
    tag must give them exactly as before the games had layout modules of their own."""
    deck = shuffled_deck(2)
    golf, empty, canfield = (
        golf_deal(GOLF_EASY, 2),
        golf_deal(GolfRules(empty_discard=True), 2),
        canfield_deal(2),
    )
    assert dealing_order(golf) == dealing_order(empty) == dealing_order(canfield) == deck
    assert deal_fingerprint(golf).hex() == deal_fingerprint(empty).hex() == "1f9649c600e3772d"
    assert deal_fingerprint(canfield).hex() == "283e1fccd7737d56"


def test_the_mode_letter_does_not_change_the_cards() -> None:
    for deal in ("AAAAAAB", "QWERTYU", "AAAAACL"):
        assert new_game(f"GO1-E-{deal}").view() == new_game(f"GO1-C-{deal}").view()
        assert new_game(f"GO1-N-{deal}").view() == new_game(f"GO1-E-{deal}").view()
        assert new_game(f"CF1-D1-{deal}").view() == new_game(f"CF1-D3-{deal}").view()


@pytest.mark.parametrize("code", ["GO1-E-AAAAAAB", "GO1-C-AAAAAAB", "GO1-CKST-AAAAAAB"])
def test_pinned_golf_deal_in_every_mode(code: str) -> None:
    view = new_game(code).view()
    layout = PINNED["GO1-E-AAAAAAB"]["layout"]
    assert view["columns"] == layout["columns"]
    assert view["discard"] == [layout["discard"]]
    assert view["stock_count"] == 16


def test_pinned_canfield_deal_in_both_draw_modes() -> None:
    layout = PINNED["CF1-D3-AAAAACL"]["layout"]
    for code in ("CF1-D3-AAAAACL", "CF1-D1-AAAAACL"):
        deal = canfield_deal(new_game(code).code.deal)  # type: ignore[union-attr]
        assert deal.to_json() == layout


def test_other_codes_are_dealt_by_the_algorithm() -> None:
    assert golf_deal(GOLF_CLASSIC, 2).columns[0] == shuffled_deck(2)[:5]


GOLF_LAYOUT = PINNED["GO1-E-AAAAAAB"]["layout"]
CANFIELD_LAYOUT = PINNED["CF1-D3-AAAAACL"]["layout"]


def test_a_custom_layout_plays_like_the_same_deal_from_its_code() -> None:
    assert custom_game(GOLF_EASY, GOLF_LAYOUT).view() == new_game("GO1-E-AAAAAAB").view()
    canfield = custom_game(CanfieldRules(3), CANFIELD_LAYOUT)
    assert canfield.view() == new_game("CF1-D3-AAAAACL").view()
    assert canfield.code is None


def _golf_with(**changes: object) -> dict[str, object]:
    return {**json.loads(json.dumps(GOLF_LAYOUT)), **changes}


@pytest.mark.parametrize(
    ("layout", "field", "message"),
    [
        (_golf_with(discard="AS"), "discard", "appears twice"),
        (_golf_with(discard="XX"), "discard", "not a card"),
        (_golf_with(stock=GOLF_LAYOUT["stock"][:-1]), "stock", "must hold 16 cards, not 15"),
        (_golf_with(columns=GOLF_LAYOUT["columns"][:6]), "columns", "7 columns"),
        (_golf_with(extra=1), "extra", "unknown field"),
        ({"columns": GOLF_LAYOUT["columns"], "stock": GOLF_LAYOUT["stock"]}, "discard", "missing"),
        ("not an object", "layout", "object"),
    ],
)
def test_a_bad_golf_layout_names_what_is_wrong(layout: object, field: str, message: str) -> None:
    with pytest.raises(LayoutError) as error:
        custom_game(GOLF_EASY, layout)
    assert message in str(error.value.errors[field])


def test_a_layout_missing_a_card_says_which() -> None:
    columns = json.loads(json.dumps(GOLF_LAYOUT["columns"]))
    columns[0][0] = "RJ"
    with pytest.raises(LayoutError) as error:
        custom_game(GOLF_EASY, _golf_with(columns=columns))
    assert "RJ" in str(error.value.errors["cards"])


def test_a_joker_layout_needs_its_jokers() -> None:
    rules = GolfRules(jokers=1)
    stock = [*GOLF_LAYOUT["stock"], "RJ"]
    game = custom_game(rules, _golf_with(stock=stock))
    assert game.view()["stock_count"] == 17
    with pytest.raises(LayoutError, match="stock"):
        custom_game(rules, GOLF_LAYOUT)


def test_an_empty_discard_layout_has_a_null_discard() -> None:
    rules = GolfRules(empty_discard=True)
    layout = _golf_with(discard=None, stock=[GOLF_LAYOUT["discard"], *GOLF_LAYOUT["stock"]])
    assert custom_game(rules, layout).view()["discard"] == []
    with pytest.raises(LayoutError, match="null"):
        custom_game(rules, _golf_with(stock=layout["stock"]))


def test_a_bad_canfield_layout_names_what_is_wrong() -> None:
    layout = {**CANFIELD_LAYOUT, "columns": [["6C"], ["KH"], ["QH", "AS"], []]}
    with pytest.raises(LayoutError) as error:
        custom_game(CanfieldRules(3), layout)
    assert "must hold 1 card, not" in str(error.value.errors["columns[2]"])
    assert "must hold 1 card, not" in str(error.value.errors["columns[3]"])
    with pytest.raises(LayoutError) as error:
        custom_game(CanfieldRules(3), {**CANFIELD_LAYOUT, "base": "QC"})
    assert "twice" in str(error.value.errors["base"])
