"""One player on two browsers (issue 41): the player's Name#TAG shown and copied; "play on
another device" gives a one-time code and its address (with a QR code), which a second
browser opens, signs in with and plays the same daily attempt from (the line resumes: one
attempt); a recovery code is shown once and brings the account back to a browser that lost
it; the player's data is downloaded, and the account deleted only after a second yes.
Keyboard where a person would type, at both widths, axe-clean, in Russian and English."""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import expect

from harness.pages import Play
from harness.servers import fetch_json
from service.store import DailyDeal

from .accessibility import audit
from .conftest import PHONE
from .daily import DAILY_VARIANT, play_line_through_api, winning_line
from .watch import Watch

WIDTHS = {"desktop": {}, "phone": PHONE}
CLIPBOARD = {"permissions": ["clipboard-read", "clipboard-write"]}
TAG = r"[A-Z2-7]{4}"


def open_devices_and_data(play: Play) -> None:
    """Unfold "Devices and your data" by the keyboard (it is folded: the deals stay high)."""
    play.tab_to("element.tagName === 'SUMMARY' && element.parentElement.id === 'account-more'")
    play.page.keyboard.press("Enter")
    expect(play.page.locator("#new-link")).to_be_visible()


@pytest.mark.parametrize("width", WIDTHS)
def test_a_second_browser_signs_in_by_a_link_code_and_resumes_the_same_daily_attempt(
    open_play: Callable[..., Play], daily_deals: dict[str, DailyDeal], watch: Watch, width: str
) -> None:
    # the second browser's start finds the attempt started (409, its game in the answer);
    # the third's code is refused (422)
    watch.expect(
        r"^HTTP 409: POST .*/v1/daily/.*/games$",
        r"^HTTP 422: POST .*/v1/players/link$",
        r"^console: Failed to load resource: .* (409|422)",
    )
    name = f"Ada {secrets.token_hex(3)}"
    first = open_play(**WIDTHS[width], **CLIPBOARD).open()
    page = first.page
    first.join(name)
    # the name and tag, shown and copied
    shown_tag = page.locator("#account-tag")
    expect(shown_tag).to_have_text(re.compile(rf"^{re.escape(name)}#{TAG}$"))
    whole = shown_tag.inner_text()
    page.locator("#copy-tag").click()
    expect(page.locator("#copy-tag")).to_have_text("Скопировано")
    assert page.evaluate("navigator.clipboard.readText()") == whole
    # the daily deal started here, two moves of its line played
    first.play_daily(DAILY_VARIANT)
    line = daily_deals[DAILY_VARIANT].solution
    assert line
    first.click_golf_line(line[:2])
    played = first.table()
    # a link code for the other browser, by keyboard
    open_devices_and_data(first)
    first.tab_to("element.id === 'new-link'")
    page.keyboard.press("Enter")
    code_box = page.locator("#account-code")
    expect(code_box).to_be_visible()
    code = page.locator("#account-code-value").inner_text()
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{8}", code), code
    expect(page.locator("#account-code-words")).to_contain_text("10 минут")
    address = page.locator("#account-code-address").inner_text()
    assert address == f"{first.url}/play#/link/{code}"
    qr = page.locator("#account-code-qr")
    expect(qr.locator("svg")).to_be_visible()  # the address to scan, drawn by the vendored uqr
    expect(qr).to_have_attribute("aria-label", re.compile("камеру другого устройства"))
    audit(page, f"a link code shown ({width}, ru)")

    second = open_play(**WIDTHS[width], locale="en-US")
    other = second.page
    other.goto(address)
    # the code waits in the sign-in form, the keyboard on it: Enter signs in
    expect(other.locator("#sign-in")).to_have_attribute("open", "")
    expect(other.locator("#link-code")).to_have_value(code)
    expect(other.locator("#link-code")).to_be_focused()
    other.locator("[data-language=en]").click()
    audit(other, f"signing in with a code ({width}, en)")
    other.locator("#link-code").focus()
    other.keyboard.press("Enter")
    expect(other.locator("#account-message")).to_have_text(f"Signed in as {whole} on this device.")
    expect(other.locator("#account-tag")).to_have_text(whole)
    expect(other.locator("#sign-in")).to_be_hidden()
    assert "#/link/" not in other.url
    # the same attempt: the deal resumes where the first browser left it
    second.play_daily(DAILY_VARIANT)
    expect(second.moves).to_have_text("2")
    assert second.table() == played
    second.click_golf_move(line[2])
    expect(second.moves).to_have_text("3")
    # the code was used once: a third browser cannot use it again
    third = open_play(**WIDTHS[width], locale="en-US")
    third.page.goto(address)
    third.page.keyboard.press("Enter")
    expect(third.page.locator("#account-message")).to_contain_text("That code does not work")
    expect(third.page.locator("#account")).to_be_hidden()


def test_a_recovery_code_is_shown_once_and_brings_the_account_back(
    open_play: Callable[..., Play], watch: Watch
) -> None:
    watch.expect(r"^HTTP 422: POST .*/v1/players/recover$", r"^console: Failed to load resource: .* 422")
    name = f"Rex {secrets.token_hex(3)}"
    first = open_play(**PHONE).open()
    page = first.page
    first.join(name)
    whole = page.locator("#account-tag").inner_text()
    open_devices_and_data(first)
    first.tab_to("element.id === 'new-recovery'")
    page.keyboard.press("Enter")
    expect(page.locator("#account-code-words")).to_contain_text("показан только сейчас")
    code = page.locator("#account-code-value").inner_text()
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}", code), code
    audit(page, "a recovery code shown once (phone, ru)")
    first.tab_to("element.id === 'account-code-done'")
    expect(page.locator("#account-code-done")).to_have_text("Код записан")
    page.keyboard.press("Enter")
    expect(page.locator("#account-code")).to_be_hidden()
    expect(page.locator("#new-recovery")).to_be_focused()
    # the browser loses everything; the name, tag and code bring the account back
    page.evaluate("localStorage.clear()")
    page.reload()
    expect(page.locator("#account")).to_be_hidden()
    page.locator("#sign-in summary").click()
    page.fill("#recover-player", whole)
    page.fill("#recover-code", code.lower().replace("-", " "))
    page.keyboard.press("Enter")
    expect(page.locator("#account-message")).to_have_text(f"На этом устройстве выполнен вход: {whole}.")
    expect(page.locator("#player")).to_contain_text(name)
    # used up: the same code again is refused, in words a player reads
    page.evaluate("localStorage.clear()")
    page.reload()
    page.locator("#sign-in summary").click()
    page.fill("#recover-player", whole)
    page.fill("#recover-code", code)
    page.keyboard.press("Enter")
    expect(page.locator("#account-message")).to_have_text("Имя, метка и код восстановления не совпадают.")


@pytest.mark.parametrize("width", WIDTHS)
def test_a_player_downloads_their_data_and_deletes_the_account_after_a_second_yes(
    open_play: Callable[..., Play], width: str
) -> None:
    name = f"Ida {secrets.token_hex(3)}"
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    play.join(name)
    token = play.saved_player()["token"]
    open_devices_and_data(play)
    with page.expect_download() as downloading:
        page.locator("#download-data").click()
    saved = json.loads(Path(downloading.value.path()).read_text())
    assert saved["profile"]["name"] == name, saved["profile"]
    expect(page.locator("#account-message")).to_have_text(
        "Данные скачаны: всё, что сервис хранит о вас, в одном файле."
    )
    # the first press only asks, the keyboard on the safe answer
    play.tab_to("element.id === 'erase-start'")
    page.keyboard.press("Enter")
    expect(page.locator("#erase-confirm")).to_be_visible()
    expect(page.locator("#erase-no")).to_be_focused()
    expect(page.locator("#erase-words")).to_contain_text("отменить его нельзя")
    audit(page, f"deleting the account asked ({width}, ru)")
    page.keyboard.press("Enter")  # Keep my account
    expect(page.locator("#erase-confirm")).to_be_hidden()
    expect(page.locator("#erase-start")).to_be_focused()
    page.keyboard.press("Enter")
    play.tab_to("element.id === 'erase-yes'")
    page.keyboard.press("Enter")
    expect(page.locator("#account-message")).to_have_text(
        "Учётная запись удалена. В этом браузере вы больше не играете под этим именем."
    )
    expect(page.locator("#account")).to_be_hidden()
    expect(page.locator("#join")).to_be_visible()
    expect(page.locator("#player-name")).to_be_focused()
    assert page.evaluate("JSON.parse(localStorage.getItem('solitaire.play.v1')).player") is None
    status, _ = fetch_json(f"{play.url}/v1/players/me", token=token)
    assert status == 401  # the browser's old token is nobody's now


def test_a_deal_submitted_on_one_browser_is_a_replay_not_counted_on_the_other(
    open_play: Callable[..., Play], daily_deals: dict[str, DailyDeal]
) -> None:
    """The result is in from the first browser; the second, signed in by a link code, knows
    nothing of it locally: its start deals a replay (``ranked: false``), which the page
    says does not count (no clock, no Submit), and the deal's button shows the rank."""
    variant = "golf-classic"  # not the board the page shows first, whose standing it asks for anyway
    first = open_play().open()
    first.join(f"Ola {secrets.token_hex(3)}")
    first.play_daily(variant)
    line = winning_line(daily_deals[variant])
    token = first.saved_player()["token"]
    first.resume(play_line_through_api(first.url, first.saved_game(), line[:-1], token))
    first.click_golf_move(line[-1])
    first.page.click("#submit-result")
    expect(first.message).to_have_text(re.compile(r"^Результат принят: \d+-е место\.$"))
    rank = re.findall(r"\d+", first.message.inner_text())[0]
    open_devices_and_data(first)
    first.page.locator("#new-link").click()
    expect(first.page.locator("#account-code-address")).to_contain_text("#/link/")
    address = first.page.locator("#account-code-address").inner_text()

    second = open_play(locale="en-US")
    second.page.goto(address)
    second.page.keyboard.press("Enter")
    expect(second.page.locator("#account-tag")).to_have_text(first.page.locator("#account-tag").inner_text())
    second.play_daily(variant)
    expect(second.message).to_have_text(
        "Your result of this deal is in already (from another device): this game is a replay"
        " and does not count."
    )
    expect(second.page.locator("#daily-label")).to_have_text(
        re.compile(r"^Daily challenge, .*, replayed \(not counted\): Golf, classic$")
    )
    expect(second.page.locator("#daily-clock")).to_be_hidden()
    expect(second.daily_deal(variant)).to_have_text(f"Rank {rank}")
    second.click_golf_line(line)  # played to its end: nothing to submit
    expect(second.status).to_have_attribute("data-status", "won")
    expect(second.page.locator("#submit-result")).to_be_hidden()
    audit(second.page, "a replay of a deal submitted on another device (desktop, en)")
