"""The daily challenge in the browser, on the service's real clock: today's deals published
by the scheduler, a dozen other players' results on today's Golf board (``crowded_board``),
the player's own game played by clicks along the solver's winning line."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from harness.pages import Play
from service.store import DailyDeal
from tests.browser.watch import Watch

from .accessibility import audit
from .daily import DAILY_VARIANT, call, crowd_the_board, play_line_through_api, today, winning_line

SOLVER = re.compile(r"/v1/(solve|hint)$")
BOARD_PAGE_SIZE = 10
"""The client's leaderboard page (service/webclient/daily.js)."""
DAILY_DEAL_LIVE_RU = (
    "Это раздача задачи дня: пока принимаются результаты, её играют только как задачу дня, "
    "а решатель её не разбирает и подсказок к ней не даёт."
)
DAILY_DEAL_LIVE_EN = (
    "This is a daily challenge deal: while its results are open it is played only as the daily "
    "challenge, and the solver neither plays it nor gives hints on it."
)


def test_the_daily_flow_ends_with_the_player_on_the_leaderboard(
    play: Play, crowded_board: str, daily_deals: dict[str, DailyDeal]
) -> None:
    page = play.page
    line = winning_line(daily_deals[DAILY_VARIANT])
    play.open()
    expect(page.locator("#daily-day")).to_contain_text(
        "ваш день до полуночи по вашему времени · результаты принимаются до"
    )
    expect(page.locator("#player")).to_have_text("Введите имя, чтобы сыграть задачу дня.")
    expect(play.daily_deal(DAILY_VARIANT)).to_be_disabled()

    play.join("Анна")
    player = play.saved_player()
    assert player["name"] == "Анна" and player["id"] and player["token"]
    bearer = f"Bearer {player['token']}"

    with page.expect_request(re.compile(r"/v1/daily/\d{4}-\d\d-\d\d/games$")) as started:
        play.play_daily(DAILY_VARIANT)
    assert started.value.headers["authorization"] == bearer
    expect(page.locator("#current-code")).to_have_value("")  # sealed while the results are open
    expect(page.locator("#daily-label")).to_contain_text("Задача дня")
    clock = page.locator("#daily-clock")
    expect(clock).to_have_text(re.compile(r"^\d+:\d\d$"))
    expect(clock).not_to_have_text(clock.inner_text(), timeout=5000)  # it runs

    play.click_golf_line(line[:5])
    page.click("#undo")  # a move taken back, and played again: the server counts the undo
    expect(play.moves).to_have_text("6")
    expect(page.locator("#daily-undos")).to_have_text("1")  # and the page shows it counted
    play.click_golf_line(line[4:5], played=6)

    # The contract says the solver refuses a live daily deal, hints too: the page says so
    # without asking.
    solver_asked: list[str] = []
    page.on("request", lambda asked: solver_asked.append(asked.url) if SOLVER.search(asked.url) else None)
    for button in ("#hint", "#solve"):
        expect(page.locator(button)).to_be_hidden()  # no button for what the solver will not do
    page.keyboard.press("h")  # the key says why
    expect(play.message).to_contain_text("Решатель не играет раздачу дня и не даёт к ней подсказок")
    assert not solver_asked

    page.reload()  # the daily game and its clock resume
    expect(play.moves).to_have_text("7")
    expect(page.locator("#daily-tag")).to_be_visible()
    expect(page.locator("#daily-undos")).to_have_text("1")  # kept over a reload
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text("Продолжить")

    play.click_golf_line(line[5:], played=7)
    expect(play.status).to_have_attribute("data-status", "won")
    expect(play.message).to_have_text("Победа! Очки: 350. Отправьте результат в таблицу.")
    expect(page.locator(".celebration")).to_contain_text("Победа!")
    audit(page, "a daily game won, Submit waiting")
    with page.expect_request(re.compile(r"/results$")) as submitted:
        page.click("#submit-result")
    assert submitted.value.headers["authorization"] == bearer
    expect(play.message).to_have_text(re.compile(r"^Результат принят: \d+-е место\.$"))
    expect(page.locator("#submit-result")).to_be_hidden()

    mine = call(
        "GET",
        f"{crowded_board}/v1/daily/{today()}/leaderboard/me?variant={DAILY_VARIANT}",
        token=player["token"],
    )
    rank = mine["rank"]
    assert rank > BOARD_PAGE_SIZE, mine  # a dozen others won with no undo
    expect(play.message).to_have_text(f"Результат принят: {rank}-е место.")
    # The first page, and the player's own entry pinned under it, lit up and focused.
    expect(play.own_row).to_be_focused()
    expect(play.own_row.locator("th")).to_have_text(str(rank))
    expect(page.locator("#leaderboard tbody tr:not(.me, .gap)")).to_have_count(BOARD_PAGE_SIZE)
    with page.expect_request(re.compile(r"/leaderboard\?.*after=")):
        play.page_to_own_row()
    expect(play.own_row).to_have_attribute("aria-current", "true")
    ranks = page.locator("#leaderboard tbody th").all_inner_texts()
    assert ranks == [str(number) for number in range(1, len(ranks) + 1)]
    assert ranks.index(str(rank)) == rank - 1
    expect(play.own_row.locator(".name")).to_contain_text("Анна")
    expect(play.own_row.locator(".you")).to_have_text("вы")
    audit(page, "the leaderboard with the player's own row")
    cards, hints, undos, moves = play.own_row.locator("td").all_inner_texts()[1:5]
    assert ("победа" in cards, cards.split()[-1], hints, undos) == (True, "35", "0", "1")
    assert moves == str(len(line) + 2) and mine["entry"]["undos"] == 1
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text(f"Место {rank}")


def test_a_live_daily_deal_opened_by_its_code_is_refused_in_words(
    play: Play, daily_deals: dict[str, DailyDeal], watch: Watch
) -> None:
    """Its code leaked: the service plays it only as the daily game while its results are
    open (403 daily-deal-live), and the page says so in its language; the game on the
    table plays on."""
    watch.expect(r"^HTTP 403: POST .*/v1/games$", r"^console: Failed to load resource: .* 403")
    play.open().open_code("GO1-E-AAAAAAB")
    play.open_refused_code(daily_deals[DAILY_VARIANT].code)
    expect(play.message).to_have_text(DAILY_DEAL_LIVE_RU)
    play.page.click('[data-language="en"]')
    expect(play.message).to_have_text(DAILY_DEAL_LIVE_EN)
    play.page.click("#message")  # nothing to click: the refusal is text, never a dialog
    expect(play.page.locator("#current-code")).to_have_value("GO1-E-AAAAAAB")
    play.stock().click()  # the game plays on
    expect(play.moves).to_have_text("1")


def test_the_daily_challenge_by_keyboard_on_a_phone(play: Play, crowded_board: str) -> None:
    page = play.page
    page.set_viewport_size({"width": 360, "height": 740})
    play.open()
    keyboard = page.keyboard
    play.tab_to("element.id === 'player-name'")
    keyboard.type("Kim")
    keyboard.press("Enter")
    expect(page.locator("#player")).to_have_text("Вы играете как Kim.")
    play.tab_to(f"element.dataset.variant === '{DAILY_VARIANT}'")
    keyboard.press("Enter")
    expect(page.locator("#daily-tag")).to_be_visible()
    assert page.evaluate("document.getElementById('board').contains(document.activeElement)")
    keyboard.press("d")
    expect(play.moves).to_have_text("1")
    expect(page.locator("#leaderboard tbody tr").first).to_be_visible()
    for part in ("#daily", "#daily-tag", "#board-section", "#leaderboard"):
        box = page.locator(part).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, (part, box)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width} px wide on a 360 px screen"
    audit(page, "the daily challenge at 360 px, by keyboard")


def test_the_panels_follow_the_daily_game_on_the_table(play: Play) -> None:
    """Starting the Canfield draw 1 daily sets the new-game panel and the leaderboard to it;
    "New deal" then deals a Canfield draw 1 game (the variant on the table)."""
    page = play.page
    play.open()
    expect(page.locator("#variant")).to_have_value("golf-easy")
    play.join("Follower")
    play.play_daily("canfield-draw1")
    expect(page.locator("#daily-label")).to_contain_text("Кэнфилд, колода по 1")
    expect(page.locator("#variant")).to_have_value("canfield-draw1")
    expect(page.locator("#board-variant")).to_have_value("canfield-draw1")
    expect(page.locator("#board[data-game=canfield]")).to_be_visible()
    page.click("#new-random")
    expect(page.locator("#current-code")).to_have_value(re.compile(r"^CF1-D1-[A-Z]{7}$"))
    expect(page.locator("#daily-tag")).to_be_hidden()


def test_ranks_are_fresh_after_a_reload(play: Play, daily_deals: dict[str, DailyDeal]) -> None:
    """Others beat the player after their result; on a reload the deal's button says the
    rank as it is now (not the one this browser saw last), as the board does, though the
    board on show first is the daily game on the table's (another deal)."""
    page = play.page
    deal = daily_deals["golf-classic"]
    play.open()
    play.join("Fresh ranks")
    play.play_daily(deal.variant)
    play.resume(
        play_line_through_api(play.url, play.saved_game(), winning_line(deal), play.saved_player()["token"])
    )
    page.wait_for_timeout(6000)  # slower than the rivals below, who then rank ahead
    page.click("#submit-result")
    expect(play.message).to_have_text(re.compile(r"^Результат принят: \d+-е место\.$"))
    player = play.saved_player()

    def rank_now() -> int:
        mine = call(
            "GET",
            f"{play.url}/v1/daily/{today()}/leaderboard/me?variant={deal.variant}",
            token=player["token"],
        )
        return int(mine["rank"])

    before = rank_now()
    expect(play.daily_deal(deal.variant)).to_have_text(f"Место {before}")
    play.play_daily(DAILY_VARIANT)  # the table now holds another daily game
    play.stock().click()
    expect(play.moves).to_have_text("1")
    crowd_the_board(play.url, deal, ["Faster 1", "Faster 2"])
    after = rank_now()
    assert after == before + 2, (before, after)

    page.reload()
    expect(page.locator("#board-variant")).to_have_value(DAILY_VARIANT)
    expect(play.daily_deal(deal.variant)).to_have_text(f"Место {after}")
    page.locator("#board-variant").select_option(deal.variant)
    expect(play.own_row.locator("th")).to_have_text(str(after))
