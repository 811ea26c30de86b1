"""What a player reads on the page: every text a screen shows (the page's visible text, the
options of its selects, its accessible names and titles), for the tests that check words."""

from __future__ import annotations

import re

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


PAGE_TERMS = {"RU", "EN", "UTC", "Tab", "Enter", "Esc", "HTTP", "sha", "Language"}
"""Latin words a Russian page shows as they are: the language switch (its group named in
both languages), a time zone, the keyboard's keys, a protocol, a hash's name."""
WIRE_MARKS = re.compile(
    r"\S*#[A-Z2-7]{4}\b"  # a player's name and tag
    r"|\b[A-Z]{2}\d(?:-[A-Z0-9]+)+\b"  # a deal's or a round's code
    r"|\b[0-9A-Z]{8}\b"  # a duel's invite
)


def assert_russian(page: Page, screen: str, names: tuple[str, ...] = ()) -> None:
    """No English word in any text of a Russian page (issue 42), but the players' ``names``
    (and those on the board), codes, tags and invites, and the terms a Russian page writes
    in Latin letters."""
    text = shown_text(page)
    board = page.locator("#leaderboard td.name").all_inner_texts()  # other players' names
    for name in sorted({*names, *board}, key=len, reverse=True):
        text = text.replace(name, " ")
    english = [
        word for word in re.findall(r"[A-Za-z]{2,}", WIRE_MARKS.sub(" ", text)) if word not in PAGE_TERMS
    ]
    assert not english, (screen, english)
