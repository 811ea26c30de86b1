"""What a player typed and the service refused, told beside the field, in the service's own
words (issue 29): the service says exactly why a name or a code cannot be used (a name 40
columns wide, a zero-width space in it; a code of too few parts, a round of 7 holes), and
the page shows that, right under the field, the field marked invalid and described by it;
the words go when the field changes.  Both widths, both languages: the service's reason
comes in the page's language (issue 30), marked with it, and keeps its mark when the page's
language changes."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from harness.pages import Play
from service.players.names import MAX_CHARS

from .accessibility import audit
from .conftest import PHONE
from .watch import Watch

WIDTHS = {"desktop": {}, "phone": PHONE}
NAMES = ["A" * 40, "Ann\u200bLee"]
CODES = ["XX1", "GR1-C-7-AAAAAAB"]


def refusal(url: str, path: str, body: dict[str, str], language: str = "ru") -> str:
    """The service's own reason (``detail``) for refusing ``body`` at ``path``, in ``language``."""
    headers = {"Content-Type": "application/json", "Accept-Language": language}
    request = urllib.request.Request(f"{url}{path}", json.dumps(body).encode(), headers)
    try:
        urllib.request.urlopen(request, timeout=10)
    except urllib.error.HTTPError as error:
        assert error.code == 422, error.code
        detail: str = json.load(error)["detail"]
        return detail
    raise AssertionError(f"{path} took {body}")


def just_under(page: Page, words: Locator, field: Locator) -> None:
    """``words`` show right under ``field`` (not a screen away), across its width."""
    words_box, field_box = words.bounding_box(), field.bounding_box()
    assert words_box and field_box
    gap = words_box["y"] - (field_box["y"] + field_box["height"])
    assert 0 <= gap <= 60, f"the words are {gap} px under the field"
    assert (
        words_box["x"] <= field_box["x"] + field_box["width"]
        and field_box["x"] <= words_box["x"] + words_box["width"]
    )


def as_sentence(reason: str) -> str:
    """The service's reason as the page tells it: a sentence of its own after the lead's
    (issue 42: no colon after a colon)."""
    return f"{reason[:1].upper()}{reason[1:]}."


def told(field: Locator, words: Locator, lead: str, reason: str, language: str = "ru") -> None:
    expect(words).to_have_text(f"{lead} {as_sentence(reason)}")
    expect(words.locator(f"[lang={language}]")).to_have_text(as_sentence(reason))  # the service's words
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field).to_have_accessible_description(f"{lead} {as_sentence(reason)}")
    expect(field).to_be_focused()


@pytest.mark.parametrize("width", WIDTHS)
def test_a_refused_name_is_told_beside_it_in_the_services_words(
    open_play: Callable[..., Play], watch: Watch, width: str
) -> None:
    watch.expect(r"^HTTP 422: POST .*/v1/players$", r"^console: Failed to load resource: .* 422")
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    field, words = page.locator("#player-name"), page.locator("#name-error")
    expect(field).to_have_attribute("maxlength", str(MAX_CHARS))
    reasons = [refusal(play.url, "/v1/players", {"name": name}) for name in NAMES]
    assert (
        "ширина имени в колонках: 40" in reasons[0] and "U+200B " in reasons[1] and "ZERO" not in reasons[1]
    )
    assert "columns wide" in refusal(play.url, "/v1/players", {"name": NAMES[0]}, "en")
    for name, reason in zip(NAMES, reasons, strict=True):
        field.fill(name)
        field.press("Enter")
        told(field, words, "Это имя нельзя использовать.", reason)
        just_under(page, words, field)
    audit(page, f"{width}: a name refused beside its field")
    expect(page.locator("#daily-message")).to_be_empty()  # not told a second time, elsewhere

    page.click('[data-language="en"]')  # the reason stays as the service wrote it, marked so
    expect(words).to_have_text(f"That name cannot be used. {as_sentence(reasons[1])}")
    expect(words.locator("[lang=ru]")).to_have_text(as_sentence(reasons[1]))
    field.fill(NAMES[0])
    field.press("Enter")
    told(
        field,
        words,
        "That name cannot be used.",
        refusal(play.url, "/v1/players", {"name": NAMES[0]}, "en"),
        "en",
    )
    field.press("End")
    field.press("Backspace")  # the field changes: the words go
    expect(words).to_be_hidden()
    expect(field).not_to_have_attribute("aria-invalid", "true")
    field.fill("Ann Lee")
    field.press("Enter")
    expect(page.locator("#player")).to_have_text("Playing as Ann Lee.")


@pytest.mark.parametrize("width", WIDTHS)
def test_a_code_that_cannot_be_read_is_told_beside_it_in_the_services_words(
    open_play: Callable[..., Play], watch: Watch, width: str
) -> None:
    watch.expect(r"^HTTP 422: POST .*/v1/games$", r"^console: Failed to load resource: .* 422")
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    field, words = page.locator("#code-input"), page.locator("#code-error")
    for code in CODES:
        reason = refusal(play.url, "/v1/games", {"code": code})
        field.fill(code)
        field.press("Enter")
        told(field, words, "Этот код не читается.", reason)
        just_under(page, words, field)
        expect(play.message).to_be_empty()  # the game's message is the game's: nothing there
    audit(page, f"{width}: a code refused beside its field")
    assert "not a game code" in refusal(play.url, "/v1/games", {"code": CODES[0]}, "en")
    assert 'a round has 9 / 18 holes, not "7"' in refusal(play.url, "/v1/games", {"code": CODES[1]}, "en")
    assert "в раунде 9 / 18 лунок, а не «7»" in refusal(play.url, "/v1/games", {"code": CODES[1]})
    play.open_code("GO1-E-AAAAAAB")  # a code that reads: the words go, the deal comes
    expect(words).to_be_hidden()
