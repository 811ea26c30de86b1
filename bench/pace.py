"""What the review sees of people and of bots, measured against the real service: gunicorn
over a throwaway PostgreSQL (``service.dev.postgres``), on the real clock, the review's deployed
defaults.  Rewrites its section of bench/pace.md (between the ``<!-- bench/pace.py -->``
markers).

    .venv/bin/python -m bench.pace

Each player below plays today's golf-easy deal (``GO1-E-AAAAAAC``, published with the
solver's line as the scheduler stores it) as a ranked attempt, all at once in threads,
sleeping for real before each move, then submits; the table shows the gaps the server
timed (read from the attempt's row), the review and its evidence:

* the web client itself, driven by Playwright (Debian's Chromium) clicking the solver's line
  as fast as the page takes clicks: the floor the client's own requests and drawing set;
* the tests' scripted "person" as issue 28 found it (tests/api/test_pace.py played 2.5 s
  before every move), and the person model of harness/pace_models.py along a line of its
  own (remove the first card that fits, else draw);
* issue 28's bot sleeping 0.41 s, the same pausing 15 s before every 8th move, bots sleeping
  a uniformly drawn 0.3-0.6 s and 0.1-1.0 s, all along that same line; the person model's pace
  along the solver's line; and a bot that copies the person model's pace along that line of
  its own (what still passes).

Every account is aged an hour (by SQL) and every player has an address of its own
(``X-Forwarded-For`` behind one trusted hop), so only pace and line speak.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import os
import shutil
import tempfile
import time
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import psycopg

from bench import servers
from bench.servers import load_averages, write_section
from harness.pace_models import Gaps, jittered, metronome, pausing, person
from harness.policies import golf_policy
from service.daily.scheduler import with_solution
from service.dev.postgres import DevDatabase
from service.engine import move_to_json, new_game
from service.solver import Budget
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]

KEY = "bench-secret-key"
DEAL = "GO1-E-AAAAAAC"


def call(url: str, body: Any, token: str | None, address: str) -> dict[str, Any]:
    headers = {"Content-Type": "application/json", "X-Forwarded-For": address}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            answer: dict[str, Any] = json.load(response)
            return answer
    except urllib.error.HTTPError as error:
        raise RuntimeError(f"{url}: {error.code} {error.read().decode()}") from None


def plain_line() -> list[dict[str, Any]]:
    game, choose, line = new_game(DEAL), golf_policy(), []
    while game.status == "playing":
        chosen = choose(game)
        game.play(chosen)
        line.append(move_to_json(chosen))
    return line


def aged_player(base: str, database_url: str, name: str, address: str) -> tuple[str, str]:
    created = call(f"{base}/v1/players", {"name": name}, None, address)
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            "UPDATE players SET created_at = now() - interval '1 hour' WHERE id = %s", [created["id"]]
        )
    return created["id"], created["token"]


def api_player(base: str, database_url: str, name: str, line: list[dict[str, Any]], gaps: Gaps) -> str:
    """Plays the attempt through the API with real sleeps; answers the player's id."""
    address = f"10.28.{len(name)}.{sum(map(ord, name)) % 250}"
    player, token = aged_player(base, database_url, name, address)
    today = dt.datetime.now(dt.UTC).date().isoformat()
    game = call(f"{base}/v1/daily/{today}/games", {"variant": "golf-easy"}, token, address)
    for the_move, gap in zip(line, gaps(line), strict=True):
        time.sleep(gap)
        game = call(f"{base}/v1/moves", {"state": game["state"], "move": the_move}, token, address)
    time.sleep(3)
    call(f"{base}/v1/daily/{today}/results", {"variant": "golf-easy", "state": game["state"]}, token, address)
    return player


def web_client_player(base: str, database_url: str, line: list[dict[str, Any]]) -> str:
    """The web client driven by Playwright, clicking ``line`` as fast as the page takes it."""
    from playwright.sync_api import expect, sync_playwright

    from harness.chromium import launch
    from harness.pages import Play

    with sync_playwright() as driver:
        browser = launch(driver)
        try:
            context = browser.new_context(extra_http_headers={"X-Forwarded-For": "10.28.0.1"})
            play = Play(context.new_page(), base).open()
            play.join("Web client")
            player = play.saved_player()["id"]
            with psycopg.connect(database_url, autocommit=True) as conn:
                conn.execute(
                    "UPDATE players SET created_at = now() - interval '1 hour' WHERE id = %s", [player]
                )
            play.play_daily("golf-easy")
            play.click_golf_line(line)
            expect(play.page.locator("#submit-result")).to_be_visible()
            play.page.click("#submit-result")
            expect(play.own_row).to_be_visible()
            return player
        finally:
            browser.close()


def attempt_figures(database_url: str, player: str) -> dict[str, Any]:
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "SELECT s.gaps, s.fast_gaps, s.log_gap_sum, s.log_gap_square_sum, s.even_gaps,"
            " extract(epoch FROM s.moved_at - s.started_at), r.review, r.review_reason"
            " FROM daily_starts s JOIN daily_results r USING (day, variant, player_id)"
            " WHERE s.player_id = %s",
            [player],
        ).fetchone()
    assert row is not None, player
    gaps, fast, total, squares, even, seconds, review, reason = row
    mean = total / gaps
    return {
        "gaps": gaps, "fast": fast, "median_s": math.exp(mean), "seconds": float(seconds),
        "spread": math.sqrt(max(0.0, squares / gaps - mean * mean)), "even": even / (gaps - 1),
        "review": review, "reason": reason or "",
    }  # fmt: skip


def main() -> None:
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    home = Path(tempfile.mkdtemp(prefix="bench-pace-"))
    home.chmod(0o755)
    database = DevDatabase(home / "pg")
    rows: list[str] = []
    try:
        url = database.start()
        migrate(url)
        store = Store(url, max_size=1)
        today = dt.datetime.now(dt.UTC).date()
        deal = with_solution(DailyDeal(today, "golf-easy", DEAL, 2.0), Budget(ms=None, states=200_000))
        store.deals.publish([deal])
        store.close()
        assert deal.solution is not None
        own, solvers = plain_line(), deal.solution
        port = 18500 + os.getpid() % 400
        server = servers.gunicorn(port, {"SECRET_KEY": KEY, "DATABASE_URL": url, "TRUSTED_PROXY_HOPS": "1"})
        base = f"http://127.0.0.1:{port}"
        players: dict[str, Callable[[], str]] = {
            "the web client, Playwright clicking the solver's line at once": lambda: web_client_player(
                base, url, solvers
            ),
            "the tests' scripted person of issue 28: 2.5 s every move": lambda: api_player(
                base, url, "Scripted", own, metronome(2.5)
            ),
            "the person model (harness/pace_models.py), a line of its own": lambda: api_player(
                base, url, "Person", own, person(seed=1)
            ),
            "another person of the model": lambda: api_player(base, url, "Person two", own, person(seed=2)),
            "issue 28's bot: 0.41 s every move": lambda: api_player(
                base, url, "Sleeper", own, metronome(0.41)
            ),
            "a bot sleeping U(0.3, 0.6) s": lambda: api_player(base, url, "Jitter", own, jittered(0.3, 0.6)),
            "a bot sleeping 0.41 s, 15 s before every 8th move": lambda: api_player(
                base, url, "Pauser", own, pausing(0.41, 15.0, 8)
            ),
            "a bot sleeping U(0.1, 1.0) s": lambda: api_player(
                base, url, "Wide jitter", own, jittered(0.1, 1.0)
            ),
            "the person model's pace along the solver's line": lambda: api_player(
                base, url, "Solver line", solvers, person(seed=3)
            ),
            "a bot copying the person model along a line of its own": lambda: api_player(
                base, url, "Copycat", own, person(seed=4)
            ),
        }
        try:
            with ThreadPoolExecutor(len(players)) as pool:
                futures = {label: pool.submit(play) for label, play in players.items()}
                played = {label: future.result() for label, future in futures.items()}
        finally:
            server.terminate()
            server.wait(timeout=30)
        for label, player in played.items():
            figures = attempt_figures(url, player)
            rows.append(
                f"| {label} | {figures['gaps']} | {figures['fast']} | {figures['median_s']:.2f} "
                f"| {figures['spread']:.2f} | {figures['even']:.0%} | {figures['seconds']:.0f} "
                f"| {figures['review']} "
                f"| {figures['reason']} |"
            )
    finally:
        database.remove()
        shutil.rmtree(home, ignore_errors=True)
    lines = [
        f"Measured {started_at:%Y-%m-%d %H:%M} UTC by `.venv/bin/python -m bench.pace`: every player at "
        "once, against gunicorn -c deploy/gunicorn.conf.py (2 workers) over "
        "service.dev.postgres's PostgreSQL, "
        f"the review's deployed defaults. **Load averages (1 / 5 / 15 min) before: {load_before}; after: "
        f"{load_averages()}** on {os.cpu_count()} cores.",
        "",
        "| player | gaps timed | under 0.25 s | median gap s | spread (sd of ln gap) | within 10% of the gap "
        "before | first start to last "
        "move, s | review | evidence |",
        "|---|---|---|---|---|---|---|---|---|",
        *rows,
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    write_section(ROOT / "bench" / "pace.md", "bench/pace.py", text)


if __name__ == "__main__":
    main()
