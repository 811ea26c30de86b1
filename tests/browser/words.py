"""What a player reads on the page: every text a screen shows (the page's visible text, the
options of its selects, its accessible names and titles), for the tests that check words."""

from __future__ import annotations

from playwright.sync_api import Page

from service.engine import VARIANTS

SHOWN_TEXTS = """() => {
    const shown = (element) => element.checkVisibility();
    const texts = [document.body.innerText, document.title];
    for (const select of document.querySelectorAll("select")) {
        if (shown(select)) texts.push(...[...select.options].map((option) => option.text));
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
        if (!shown(element)) continue;
        for (const name of ["aria-label", "title", "placeholder"]) {
            texts.push(element.getAttribute(name) ?? "");
        }
    }
    return texts.join("\\n");
}"""


def shown_text(page: Page) -> str:
    """Every word the page shows now, or tells a screen reader by a name."""
    text: str = page.evaluate(SHOWN_TEXTS)
    return text


def assert_no_variant_id(page: Page, screen: str) -> None:
    """No variant's id ("golf-round") in any text of the page: a variant shows its name."""
    text = shown_text(page)
    found = [variant.value for variant in VARIANTS if variant.value in text]
    assert not found, (screen, found)
