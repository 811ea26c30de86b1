"""The web client at /play, played as a person plays it: clicks, drags, keys, a reload."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Browser, expect

from harness.pages import Play
from service.engine.game import Refusal
from service.engine.games import GAMES
from tests.api.test_problems import problem_types
from tests.browser.watch import Watch
from tests.engine.helpers import PINNED

GOLF_LINE = PINNED["GO1-E-AAAAAAB"]["winning_line_easy"]
RANK_RU = "Достоинство должно быть на одну ступень выше или ниже."
RANK_EN = "The rank must be one step higher or lower."


def test_the_page_offers_every_variant_and_rule_option_the_service_lists(play: Play) -> None:
    play.open()
    catalog = play.page.request.get(f"{play.url}/v1/variants").json()
    offered = play.page.locator("#variant option").evaluate_all("options => options.map(o => o.value)")
    assert offered == [variant["name"] for variant in catalog["variants"]]
    play.page.locator("#options summary").click()
    for option in catalog["golf_rule_options"] + catalog["settings"]:
        expect(play.page.locator(f'#options [name="{option["name"]}"]')).to_be_visible()
    # A mix beyond the presets: classic, strict, strokes, two jokers, an empty discard.
    play.page.locator('#options [name="wrap"]').uncheck()
    play.page.locator('#options [name="strict_draw"]').check()
    play.page.locator('#options [name="scoring"]').select_option("strokes")
    play.page.locator('#options [name="jokers"]').select_option("2")
    play.page.locator('#options [name="empty_discard"]').check()
    play.page.click("#new-random")
    expect(play.page.locator("#current-code")).to_have_value(re.compile(r"^GO1-CSTJJD-[A-Z]{7}$"))
    expect(play.page.locator("#variant")).to_have_value("custom")
    play.page.locator("#variant").select_option("canfield-draw1")
    play.page.click("#new-random")
    expect(play.page.locator("#current-code")).to_have_value(re.compile(r"^CF1-D1-[A-Z]{7}$"))


def test_the_documented_winning_line_of_go1_e_aaaaaab_by_clicks(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    assert len(GOLF_LINE) == 49
    for number, move in enumerate(GOLF_LINE, start=1):
        play.click_golf_move(move)
        expect(play.moves).to_have_text(str(number))
    expect(play.status).to_have_attribute("data-status", "won")
    expect(play.score).to_have_text("350")
    expect(play.message).to_contain_text("350")
    assert all(not play.cards_of(f"c{column}") for column in range(1, 8))


def test_a_refused_tap_is_explained_in_the_players_language(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    play.tap("6H")  # 6H does not fit the AC on the discard
    expect(play.message).to_have_text(RANK_RU)
    with play.page.expect_request(re.compile(r"/v1/moves$")) as asked:
        play.page.click('[data-language="en"]')
    assert asked.value.headers["accept-language"] == "en"
    expect(play.message).to_have_text(RANK_EN)
    expect(play.page.locator("html")).to_have_attribute("lang", "en")
    expect(play.page.locator("#undo")).to_have_text("Undo")
    expect(play.moves).to_have_text("0")
    play.tap("TS")  # covered
    expect(play.message).to_have_text("This card is blocked.")


def test_the_first_three_documented_canfield_moves_by_drag_and_drop(play: Play) -> None:
    play.open().open_code("CF1-D3-AAAAACL")
    assert play.cards_of("reserve") == ["QC"]
    play.card("QC").drag_to(play.pile("c2"))  # the reserve's top onto KH
    expect(play.moves).to_have_text("1")
    play.card("8H").drag_to(play.pile("f1"))  # the next reserve card onto the 7H foundation
    expect(play.score).to_have_text("5")
    # KH carries QC onto AS; grab KH by its visible top edge, as a person would.
    play.card("KH").drag_to(play.pile("c4"), source_position={"x": 20, "y": 8})
    expect(play.moves).to_have_text("3")
    assert play.cards_of("c2") == ["QS"]  # filled from the reserve
    assert play.cards_of("c4") == ["AS", "KH", "QC"]
    assert play.cards_of("f1") == ["8H"]
    assert play.cards_of("reserve") == ["JS"]
    expect(play.pile("reserve")).to_have_attribute("aria-label", re.compile(r"\b10\b"))
    expect(play.pile("stock").locator("button")).to_have_attribute("aria-label", re.compile(r"\b34\b"))


def test_canfield_tap_draw_hint_and_undo(play: Play) -> None:
    play.open().open_code("CF1-D3-AAAAACL")
    play.tap("QC")  # the app's tap: no foundation takes QC, the longest column that accepts it does
    expect(play.moves).to_have_text("1")
    assert play.cards_of("c2") == ["KH", "QC"]
    play.stock().click()
    expect(play.pile("waste").locator("[data-card]")).to_have_count(3)
    play.page.click("#hint")
    expect(play.page.locator("#board .hinted").first).to_be_visible()
    expect(play.message).to_contain_text("Подсказка")
    play.page.click("#undo")
    expect(play.moves).to_have_text("3")
    expect(play.pile("waste").locator("[data-card]")).to_have_count(0)


def test_golf_is_this_winnable_and_the_dead_end_notice(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    play.page.click("#solve")
    expect(play.message).to_have_text("Эту позицию можно выиграть.")
    # Drawing the whole stock first leaves no card that fits: the dead end.
    for drawn in range(1, 17):
        play.stock().click()
        expect(play.moves).to_have_text(str(drawn))
    expect(play.status).to_have_attribute("data-status", "dead_end")
    expect(play.message).to_have_text("Больше нет возможных ходов.")
    expect(play.page.locator("#hint")).to_be_disabled()
    play.page.click("#undo")
    expect(play.status).to_have_attribute("data-status", "playing")


def test_a_reload_resumes_the_same_position(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    for move in GOLF_LINE[:3]:
        play.click_golf_move(move)
    expect(play.moves).to_have_text("3")
    before = play.table()
    play.page.reload()
    expect(play.moves).to_have_text("3")
    assert play.table() == before
    expect(play.page.locator("#current-code")).to_have_value("GO1-E-AAAAAAB")
    expect(play.score).to_have_text("20")
    assert GOLF_LINE[3] == {"type": "draw"}
    play.stock().click()  # the resumed state token plays on
    expect(play.moves).to_have_text("4")


def test_a_golf_move_by_keyboard_alone(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    keyboard = play.page.keyboard
    keyboard.press("d")  # draw: 8S
    expect(play.moves).to_have_text("1")
    play.page.locator("#current-code").focus()
    keyboard.press("Shift+Tab")  # the table is one tab stop: its place, column 1's free card
    assert play.focused() == {"card": "6H", "key": "card:6H", "pile": "c1", "id": None}
    for _ in range(4):  # along the top edges, column by column, to 9C, column 5's free card
        keyboard.press("ArrowRight")
    assert play.focused()["card"] == "9C"
    keyboard.press("Enter")
    expect(play.moves).to_have_text("2")
    assert play.cards_of("discard") == ["9C"]
    # Focus stays in column 5 (now ending 8H), not on the discard; three steps left reach
    # 8C, which fits 9C.
    assert play.focused()["card"] == "8H"
    for _ in range(3):
        keyboard.press("ArrowLeft")
    assert play.focused()["card"] == "8C"
    keyboard.press("Enter")
    expect(play.moves).to_have_text("3")
    expect(play.score).to_have_text("20")
    keyboard.press("u")
    expect(play.moves).to_have_text("4")
    expect(play.score).to_have_text("10")
    # The focus goes to the card that came back (issue 42: it stayed on the card 8C now
    # covers, "blocked", and Enter was refused): Enter plays it again.
    assert play.focused() == {"card": "8C", "key": "card:8C", "pile": "c2", "id": None}
    keyboard.press("Enter")
    expect(play.moves).to_have_text("5")
    expect(play.score).to_have_text("20")
    assert play.cards_of("discard") == ["8C"]


def test_an_undone_draw_takes_the_focus_to_the_stock(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    keyboard = play.page.keyboard
    play.keyboard_focus(play.free_card(1))
    keyboard.press("d")  # draw: 8S
    expect(play.moves).to_have_text("1")
    keyboard.press("u")  # 8S back into the stock: the place is the stock
    expect(play.moves).to_have_text("2")
    assert play.focused()["pile"] == "stock"
    keyboard.press("Enter")  # and Enter draws it again
    expect(play.moves).to_have_text("3")
    assert play.cards_of("discard") == ["8S"]


def test_a_canfield_move_by_keyboard_alone(play: Play) -> None:
    play.open().open_code("CF1-D3-AAAAACL")
    play.card("QC").focus()
    keyboard = play.page.keyboard
    keyboard.press("m")  # pick QC up
    expect(play.card("QC")).to_have_class(re.compile(r"\bpicked\b"))
    play.card("KH").focus()
    keyboard.press("Enter")  # put it on column 2
    expect(play.moves).to_have_text("1")
    assert play.cards_of("c2") == ["KH", "QC"]


def test_cards_have_text_alternatives_and_fit_a_phone(play: Play) -> None:
    play.page.set_viewport_size({"width": 360, "height": 740})
    play.open().open_code("CF1-D3-AAAAACL")
    expect(play.card("QC")).to_have_attribute("aria-label", "Дама треф")
    play.page.click('[data-language="en"]')
    expect(play.card("QC")).to_have_attribute("aria-label", "Queen of clubs")
    for pile in ("stock", "waste", "f4", "reserve", "c4"):
        box = play.pile(pile).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, (pile, box)
    play.page.click("#options summary")
    play.open_code("GO1-EJJ-AAAAAAC")  # both jokers on the table
    expect(play.card("RJ")).to_have_attribute("aria-label", "Red joker, blocked")
    for column in range(1, 8):
        box = play.pile(f"c{column}").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, (column, box)
    width = play.page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width} px wide on a 360 px screen"


def test_a_code_the_service_cannot_read_shows_its_explanation(play: Play, watch: Watch) -> None:
    """Beside the field, the service's own words (test_field_refusals.py has more)."""
    watch.expect(r"^HTTP 422: POST .*/v1/games$", r"^console: Failed to load resource: .* 422")
    play.open().open_code("GO1-E-AAAAAAB")
    play.page.fill("#code-input", "GO1-Q-AAAAAAB")
    play.page.click("#open-code button[type=submit]")
    words = play.page.locator("#code-error")
    expect(words).to_have_text(re.compile(r"^Этот код не читается\. Режим гольфа «Q» — не E, C или N"))
    expect(play.message).to_be_empty()
    play.page.click('[data-language="en"]')
    play.page.fill("#code-input", "GO1-Q-AAAAAAB")
    play.page.click("#open-code button[type=submit]")
    expect(words).to_have_text(re.compile(r'^That code cannot be read\. The Golf mode "Q" is not E, C or N'))
    expect(play.page.locator("#current-code")).to_have_value("GO1-E-AAAAAAB")  # the game plays on
    play.stock().click()
    expect(play.moves).to_have_text("1")


def test_a_finger_drags_a_canfield_card_on_a_phone(browser: Browser, service_url: str, watch: Watch) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        watch.attach(page)
        play = Play(page, service_url).open().open_code("CF1-D3-AAAAACL")
        source, target = play.card("QC").bounding_box(), play.pile("c2").bounding_box()
        assert source and target
        x0, y0 = source["x"] + source["width"] / 2, source["y"] + source["height"] / 2
        x1, y1 = target["x"] + target["width"] / 2, target["y"] + target["height"] / 2
        touch = context.new_cdp_session(page)  # a real touch sequence: Playwright has only tap()
        touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for step in (0.1 * n for n in range(1, 11)):
            point = {"x": x0 + (x1 - x0) * step, "y": y0 + (y1 - y0) * step}
            touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        expect(play.moves).to_have_text("1")
        assert play.cards_of("c2") == ["KH", "QC"]
    finally:
        context.close()
    assert not watch.unexpected(), watch.problems


def test_a_refusal_is_in_words_when_the_game_does_not_explain(play: Play) -> None:
    """With "Explain refused moves" off the service sends only the code: the client says
    what was refused in its own words (never "rank_mismatch"), in the page's language."""
    play.open()
    play.page.click("#options summary")
    play.page.locator('#options [name="explain"]').uncheck()
    play.open_code("GO1-E-AAAAAAB")
    with play.page.expect_response(re.compile(r"/v1/moves$")) as answered:
        play.tap("6H")
    assert answered.value.json()["outcome"]["violation"] == {"code": "rank_mismatch"}
    expect(play.message).to_have_text("Эта карта не ложится на сброс.")
    expect(play.message).to_have_attribute("data-kind", "refusal")
    play.page.click('[data-language="en"]')
    expect(play.message).to_have_text("This card does not go on the discard.")
    play.tap("TS")
    expect(play.message).to_have_text("This card is blocked.")


def test_a_browser_asking_for_german_or_french_gets_english(open_play: Callable[..., Play]) -> None:
    for locale in ("de-DE", "fr-FR"):
        play = open_play(locale=locale).open()
        expect(play.page.locator("html")).to_have_attribute("lang", "en")
        expect(play.page.locator("#undo")).to_have_text("Undo")
    languages = play.page.evaluate(
        """async () => {
            const {preferredLanguage} = await import(new URL("play/i18n.js", document.baseURI));
            return [[], ["de-DE", "fr"], ["uk", "ru-RU", "en"], ["en-GB"]].map(preferredLanguage);
        }"""
    )
    assert languages == ["ru", "en", "ru", "en"]  # Russian when the browser asks for none


def test_the_new_game_panel_follows_the_game_on_the_table(play: Play) -> None:
    play.open().open_code("CF1-D1-AAAAAAB")  # a code of another variant than the panel's
    expect(play.page.locator("#variant")).to_have_value("canfield-draw1")
    play.page.click("#new-random")  # deals the variant shown, the one on the table
    expect(play.page.locator("#current-code")).to_have_value(re.compile(r"^CF1-D1-[A-Z]{7}$"))
    play.open_code("GO1-C-AAAAAAB")
    expect(play.page.locator("#variant")).to_have_value("golf-classic")


def _problem_types() -> set[str]:
    """Every problem type the service answers (its source) or documents (openapi.yaml)."""
    return problem_types()


def test_every_refusal_and_problem_has_the_clients_own_words(play: Play) -> None:
    """A refusal code of the engine, or a problem type of the service, the client has no
    words for would show as a code or in English: each has its words in Russian and English."""
    play.open()
    refusals = [str(code) for code in GAMES.messages if isinstance(code, Refusal)]
    kinds = sorted(_problem_types())
    assert len(kinds) >= 30 and len(refusals) >= 20
    missing = play.page.evaluate(
        """async ([refusals, kinds]) => {
            const {problemText, refusalText} = await import(new URL("play/i18n.js", document.baseURI));
            return ["ru", "en"].flatMap((language) => {
                const other = refusalText(language, "no-such-refusal");
                return [
                    ...refusals.filter((code) => refusalText(language, code) === other),
                    ...kinds.filter((kind) => !problemText(language, kind)),
                ].map((name) => `${language} ${name}`);
            });
        }""",
        [refusals, kinds],
    )
    assert missing == []
