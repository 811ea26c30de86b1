"""The migration runner: ordered, once each, transactional, safe to run concurrently."""

from __future__ import annotations

import datetime as dt
import shutil
import threading
import uuid
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.players.names import player_tag
from service.store import GameRecord, MigrationError, Store, migrate
from service.store.migrate import MIGRATIONS_DIR, PARTITION_MONTHS_AHEAD, load_migrations

ALL_VERSIONS = [migration.version for migration in load_migrations()]


def applied_versions(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [row[0] for row in conn.execute("SELECT version FROM schema_migrations ORDER BY version")]


def partitions(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT inhrelid::regclass::text FROM pg_inherits WHERE inhparent = 'games'::regclass ORDER BY 1"
        )
        return [row[0] for row in rows]


def copy_migrations(tmp_path: Path) -> Path:
    directory = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, directory)
    return directory


def test_the_files_apply_in_order_and_a_second_run_does_nothing(empty_database: Callable[[], str]) -> None:
    url = empty_database()
    assert sorted(ALL_VERSIONS) == ALL_VERSIONS and len(ALL_VERSIONS) >= 2
    assert migrate(url) == ALL_VERSIONS
    assert migrate(url) == []
    assert applied_versions(url) == ALL_VERSIONS


def test_concurrent_runs_apply_each_file_exactly_once_and_in_order(empty_database: Callable[[], str]) -> None:
    """The lock is taken per file's transaction (never held across transactions, so a
    pooler in transaction mode keeps it): runs at once may share the files between them,
    but each file is applied once, by one run, after every file before it."""
    url = empty_database()
    start = threading.Barrier(3)
    results: list[list[str]] = []

    def run() -> None:
        start.wait()
        results.append(migrate(url))

    threads = [threading.Thread(target=run) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(version for applied in results for version in applied) == ALL_VERSIONS
    assert all(applied == sorted(applied) for applied in results)
    with psycopg.connect(url) as conn:
        in_order = conn.execute("SELECT version FROM schema_migrations ORDER BY applied_at, version")
        assert [row[0] for row in in_order] == ALL_VERSIONS


def test_a_failing_migration_leaves_nothing_behind(empty_database: Callable[[], str], tmp_path: Path) -> None:
    url = empty_database()
    directory = copy_migrations(tmp_path)
    migrate(url, directory)
    (directory / "9999_broken.sql").write_text(
        "CREATE TABLE half_done (id int);\nINSERT INTO half_done VALUES ('not a number');\n"
    )
    with pytest.raises(psycopg.errors.InvalidTextRepresentation):
        migrate(url, directory)
    assert applied_versions(url) == ALL_VERSIONS
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('half_done')").fetchone() == (None,)
    (directory / "9999_broken.sql").write_text("CREATE TABLE half_done (id int);\n")
    assert migrate(url, directory) == ["9999_broken"]


def test_an_applied_file_that_was_edited_stops_the_run(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    url = empty_database()
    directory = copy_migrations(tmp_path)
    migrate(url, directory)
    first = directory / f"{ALL_VERSIONS[0]}.sql"
    first.write_text(first.read_text() + "\n-- an afterthought\n")
    with pytest.raises(MigrationError, match="edited after it was applied"):
        migrate(url, directory)


def test_a_new_file_sorting_before_an_applied_one_is_refused(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    url = empty_database()
    directory = copy_migrations(tmp_path)
    migrate(url, directory)
    (directory / "0000_late.sql").write_text("SELECT 1;\n")
    with pytest.raises(MigrationError, match="must sort after"):
        migrate(url, directory)


def test_migrate_creates_the_history_partitions_ahead(empty_database: Callable[[], str]) -> None:
    url = empty_database()
    migrate(url, today=dt.date(2031, 11, 20))
    months = ["2031_11", "2031_12", "2032_01", "2032_02"]
    assert len(months) == PARTITION_MONTHS_AHEAD + 1
    assert partitions(url) == [f"games_{month}" for month in months]
    migrate(url, today=dt.date(2031, 12, 2))
    assert partitions(url)[-1] == "games_2032_03"


def test_a_game_recorded_in_a_month_without_partition_gets_one(empty_database: Callable[[], str]) -> None:
    url = empty_database()
    migrate(url, today=dt.date(2001, 1, 1))  # partitions for 2001 only: none for now
    this_month = dt.datetime.now(dt.UTC).strftime("games_%Y_%m")
    assert this_month not in partitions(url)
    store = Store(url)
    try:
        player, _token = store.players.create("Late")
        record = GameRecord(
            uuid.uuid4(), "golf", None, {"mode": "easy"}, "dead_end", 120, 70, [], "golf-easy"
        )
        stored, _ = store.history.record_game(player, record)
        assert store.history.list_games(player).items == [stored]
    finally:
        store.close()
    assert this_month in partitions(url)
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT tableoid::regclass::text FROM games WHERE id = %s", [stored.id]).fetchone()
    assert row == (this_month,)


def test_the_daily_integrity_migration_keeps_every_result_and_game(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """Results and games stored before 0004 stay, with what can be known of them filled in
    (won; cards home from the status and score) and what cannot left unknown (seconds) or
    zero (hints); the boards rank them, and every stored game counts as recorded once."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in sorted(before.glob("*.sql"))[3:]:
        later.unlink()
    migrate(url, before)
    day = dt.date(2026, 11, 30)
    with psycopg.connect(url) as conn:
        conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0),"
                     " (%s, 'canfield-draw3', 'CF1-D3-AAAAACL', 2.0)", [day, day])  # fmt: skip
        old = [  # (variant, status, score, moves) as the previous release stored them
            ("golf-easy", "won", 350, 49), ("golf-easy", "dead_end", 270, 60),
            ("golf-easy", "dead_end", 0, 16), ("canfield-draw3", "won", 500, 300),
        ]  # fmt: skip
        players = []
        for n, (variant, status, score, moves) in enumerate(old):
            player = conn.execute(
                "INSERT INTO players (name, token_sha256) VALUES (%s, %s) RETURNING id",
                [f"p{n}", bytes(32 - n) + bytes([n] * n)],
            ).fetchone()[0]  # type: ignore[index]
            players.append(player)
            conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status)"
                " VALUES (%s, %s, %s, %s, %s, %s)",
                [day, variant, player, score, moves, status],
            )
            conn.execute(
                "INSERT INTO games (player_id, game, variant, code, rules, status, score, moves, daily_day)"
                " VALUES (%s, %s, %s, NULL, '{}', %s, %s, %s, %s)",
                [player, variant.split("-")[0], variant, status, score, moves, day],
            )
    assert migrate(url)[0] == "0004_daily_integrity"
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT p.name, r.won, r.cards_home, r.hints, r.seconds, r.score FROM daily_results r"
            " JOIN players p ON p.id = r.player_id ORDER BY p.name"
        ).fetchall()
        assert rows == [
            ("p0", True, 35, 0, None, 350),
            ("p1", False, 31, 0, None, 270),  # 270 = 20 x 31 - 350
            ("p2", False, 17, 0, None, 0),  # at most 17 cards: scored 0
            ("p3", True, 52, 0, None, 500),
        ]
        recorded = conn.execute("SELECT count(*) FROM recorded_game_ids").fetchone()
        assert recorded == (len(old),)
        counted = conn.execute("SELECT sum(results) FROM daily_board_counts").fetchone()
        assert counted == (len(old),)
    store = Store(url)
    try:
        board = store.boards.leaderboard(day, "golf-easy").items
        assert [entry.player for entry in board] == ["p0", "p1", "p2"]
        standing = store.results.standing(day, "golf-easy", players[2])
        assert standing is not None and standing.entry.rank == 3
    finally:
        store.close()


def test_the_stats_migration_counts_the_history_stored_before_it(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0005 fills the stats counters from the games stored before it, with the history's
    streak semantics (games in the order recorded)."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in sorted(before.glob("*.sql"))[4:]:
        later.unlink()
    start = dt.datetime(2026, 11, 15, tzinfo=dt.UTC)
    migrate(url, before, today=start.date())
    golf = ["won", "won", "dead_end", "won", "won", "won", "playing", "won"]
    with psycopg.connect(url) as conn:
        player = conn.execute(
            "INSERT INTO players (name, token_sha256) VALUES ('old', %s) RETURNING id", [bytes(32)]
        ).fetchone()[0]  # type: ignore[index]
        rows = [
            ("golf-classic", status, 350 if status == "won" else 100 + n) for n, status in enumerate(golf)
        ]
        rows += [("canfield-draw3", "playing", 55), (None, "won", 350)]
        for n, (variant, status, score) in enumerate(reversed(rows)):  # inserted newest first
            conn.execute(
                "INSERT INTO games (player_id, recorded_at, game, variant, rules, status, score, moves)"
                " VALUES (%s, %s, %s, %s, '{}', %s, %s, 60)",
                [
                    player,
                    start - dt.timedelta(hours=n),
                    (variant or "golf").split("-")[0],
                    variant,
                    status,
                    score,
                ],
            )
    assert migrate(url) == ALL_VERSIONS[4:]
    store = Store(url)
    try:
        stats = {entry.variant: entry for entry in store.history.stats(player)}
    finally:
        store.close()
    assert list(stats) == ["golf-classic", "canfield-draw3"]
    classic = stats["golf-classic"]
    assert (classic.played, classic.won, classic.best_score, classic.current_streak, classic.best_streak) == (
        8, 6, 350, 1, 3,
    )  # fmt: skip
    canfield = stats["canfield-draw3"]
    assert (canfield.played, canfield.won, canfield.best_score, canfield.current_streak) == (1, 0, 55, 0)


def test_the_fair_play_migration_keeps_every_result_clear_and_ranks_time_before_moves(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0006 keeps every result stored before it, each ``clear`` and on the board, rebuilds the
    rank's buckets from them (now by minute of time), ranks time before moves, and takes
    the long form of a daily deal's code."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in sorted(before.glob("*.sql"))[5:]:
        later.unlink()
    migrate(url, before)
    day = dt.date(2026, 11, 30)
    with psycopg.connect(url) as conn:
        conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)", [day])
        old = [
            ("quick", 60, 90),
            ("slow-but-short", 40, 400),
            ("untimed", 36, None),
        ]  # (name, moves, seconds)
        for n, (name, moves, seconds) in enumerate(old):
            conn.execute(
                "INSERT INTO players (name, token_sha256) VALUES (%s, %s)", [name, bytes([n + 1] * 32)]
            )
            conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
                " hints, seconds, submitted_at)"
                " SELECT %s, 'golf-easy', id, 350, %s, 'won', true, 35, 0, %s, %s"
                " FROM players WHERE name = %s",
                [day, moves, seconds, dt.datetime(2026, 11, 30, 12, n, tzinfo=dt.UTC), name],
            )
        v2_order = conn.execute(
            "SELECT p.name FROM daily_results r JOIN players p ON p.id = r.player_id"
            " ORDER BY r.moves, r.order_seconds"
        ).fetchall()
        assert [name for (name,) in v2_order] == ["untimed", "slow-but-short", "quick"]
    assert migrate(url)[0] == "0006_fair_play"
    with psycopg.connect(url) as conn:
        reviews = conn.execute("SELECT DISTINCT review, review_reason FROM daily_results").fetchall()
        assert reviews == [("clear", None)]
        counted = conn.execute("SELECT sum(results), count(*) FROM daily_board_counts").fetchone()
        assert counted == (3, 3)  # three minutes of time: 1, 6 and unknown
        conn.execute(
            "INSERT INTO daily_deals VALUES (%s, 'golf-classic', 'GO1-C-AAAAAABAAAAAAA', 2.0)", [day]
        )
    store = Store(url)
    try:
        board = store.boards.leaderboard(day, "golf-easy").items
        assert [(entry.player, entry.review) for entry in board] == [
            ("quick", "clear"), ("slow-but-short", "clear"), ("untimed", "clear"),
        ]  # fmt: skip
        ranks = [store.results.standing(day, "golf-easy", entry.player_id) for entry in board]
        assert [standing.entry.rank for standing in ranks if standing] == [1, 2, 3]
        assert [deal.code for deal in store.deals.of_day(day)] == ["GO1-E-AAAAAAB", "GO1-C-AAAAAABAAAAAAA"]
    finally:
        store.close()


def test_the_rounds_migration_keeps_the_history_and_its_stats(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0007 (Golf rounds) changes the checks of `games` and adds round counters to
    `player_stats`: what was stored before stays, counted as it was, with no round."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0007":
            later.unlink()
    migrate(url, before)
    with psycopg.connect(url) as conn:
        player = conn.execute(
            "INSERT INTO players (name, token_sha256) VALUES ('old', %s) RETURNING id", [bytes(32)]
        ).fetchone()[0]  # type: ignore[index]
        for status in ("won", "dead_end"):
            conn.execute(
                "INSERT INTO games (player_id, game, variant, code, rules, status, score, moves)"
                " VALUES (%s, 'golf', 'golf-easy', 'GO1-E-AAAAAAB', '{}', %s, 350, 60)",
                [player, status],
            )
        conn.execute("SELECT recount_player_stats(%s, 'golf-easy')", [player])
    assert "0007_golf_rounds" in migrate(url)
    store = Store(url)
    try:
        [easy] = store.history.stats(player)
        assert (easy.played, easy.won, easy.rounds_finished, easy.best_total, easy.holes_cleared) == (
            2,
            1,
            0,
            None,
            0,
        )
        assert [game.strokes for game in store.history.list_games(player).items] == [None, None]
        record = GameRecord(
            game_id=uuid.uuid4(), game="golf", code="GR1-C-9-AAAAAAB", rules={"holes": 9, "par": 45},
            status="finished", score=2950, moves=400, actions=[], variant="golf-round", strokes=[1] * 9,
        )  # fmt: skip
        stored, _ = store.history.record_game(player, record)
        assert stored.round == {"holes": 9, "par": 45, "strokes": [1] * 9, "total": 9}
        assert store.history.stats(player)[-1].best_total == 9
    finally:
        store.close()


def test_the_daily_record_migration_counts_the_results_stored_before_it(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0009 fills the spread's counters (cleared results only) and every player's streak
    of days from the results stored before it, and leaves them in place."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0009":
            later.unlink()
    migrate(url, before)
    first = dt.date(2026, 11, 20)
    with psycopg.connect(url) as conn:
        for n in range(4):
            conn.execute(
                "INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)",
                [first + dt.timedelta(n)],
            )
        conn.execute("INSERT INTO players (name, token_sha256) VALUES ('Old', %s)", [bytes([7] * 32)])
        played = [  # (day, won, cards home, seconds, review)
            (0, True, 35, 100, "clear"),
            (1, False, 30, 250, "clear"),
            (2, True, 35, 30, "held"),
            (3, True, 35, None, "rejected"),
        ]
        for day, won, cards, seconds, review in played:
            conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
                " hints, seconds, submitted_at, review)"
                " SELECT %s, 'golf-easy', id, 0, 60, %s, %s, %s, 0, %s, %s, %s FROM players",
                [first + dt.timedelta(day), "won" if won else "dead_end", won, cards, seconds,
                 dt.datetime(2026, 11, 30, 12, tzinfo=dt.UTC), review],
            )  # fmt: skip
    assert migrate(url)[:2] == ["0009_daily_record", "0010_daily_round"]  # 0010 and later keep them too
    with psycopg.connect(url) as conn:
        cards = conn.execute(
            "SELECT day, won, cards_home, results FROM daily_cards_counts ORDER BY day"
        ).fetchall()
        assert cards == [(first, True, 35, 1), (first + dt.timedelta(1), False, 30, 1)]
        minutes = conn.execute("SELECT day, minute, results FROM daily_time_counts ORDER BY day").fetchall()
        assert minutes == [(first, 1, 1), (first + dt.timedelta(1), 4, 1)]
        streak = conn.execute("SELECT last_day, current_run, best_run FROM player_daily_streaks").fetchall()
        assert streak == [(first + dt.timedelta(1), 2, 2)]  # cleared days only: not the held one
        assert conn.execute("SELECT daily_percentile(1, 3)").fetchone() == (33.3,)


def test_the_one_attempt_migration_keeps_results_with_no_undos_and_salts_every_deal(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0015 (issue 28): results stored before it have 0 undos and keep their order and
    counts; attempts keep their start and hints, unclaimed (no game, step 0); every deal
    published before it gets a salt of its own.  Numbered after 0012 and 0014, which the
    release before it applied (the runner applies none that sorts before an applied one)."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0015":
            later.unlink()
    migrate(url, before)
    day = dt.date(2026, 12, 1)
    with psycopg.connect(url) as conn:
        for variant, code in (("golf-easy", "GO1-E-AAAAAAB"), ("golf-classic", "GO1-C-AAAAAAB")):
            conn.execute("INSERT INTO daily_deals VALUES (%s, %s, %s, 1.0)", [day, variant, code])
        for n, (name, hints) in enumerate((("hinted", 1), ("plain", 0))):
            conn.execute(
                "INSERT INTO players (name, token_sha256) VALUES (%s, %s)", [name, bytes([n + 1] * 32)]
            )
            conn.execute(
                "INSERT INTO daily_starts (day, variant, player_id, started_at, hints)"
                " SELECT %s, 'golf-easy', id, %s, %s FROM players WHERE name = %s",
                [day, dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), hints, name],
            )
            conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
                " hints, seconds, submitted_at)"
                " SELECT %s, 'golf-easy', id, 350, 49, 'won', true, 35, %s, 300, %s"
                " FROM players WHERE name = %s",
                [day, hints, dt.datetime(2026, 12, 1, 12, 5, n, tzinfo=dt.UTC), name],
            )
    assert migrate(url)[0] == "0015_one_attempt"  # then the later ones
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT DISTINCT undos FROM daily_results").fetchall() == [(0,)]
        starts = conn.execute(
            "SELECT hints, game_id, step, undos, state FROM daily_starts ORDER BY hints"
        ).fetchall()
        assert starts == [(0, None, 0, 0, None), (1, None, 0, 0, None)]
        assert conn.execute("SELECT undos, results FROM daily_board_counts ORDER BY hints").fetchall() == [
            (0, 1), (0, 1),
        ]  # fmt: skip
        salts = [salt for (salt,) in conn.execute("SELECT salt FROM daily_deals")]
    assert len(set(salts)) == 2 and all(len(salt) == 32 and int(salt, 16) >= 0 for salt in salts)
    store = Store(url)
    try:
        board = store.boards.leaderboard(day, "golf-easy").items
        assert [(entry.player, entry.undos) for entry in board] == [("plain", 0), ("hinted", 0)]
        start = store.attempts.start(
            day, "golf-easy", board[0].player_id, dt.datetime(2026, 12, 1, 13, tzinfo=dt.UTC), uuid.uuid4()
        )
        assert start is not None and start.started_at == dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC)
        assert start.submitted and start.game_id is not None  # claimed by the first start after it
    finally:
        store.close()


def test_the_counter_shards_migration_recounts_by_player_and_keeps_every_standing(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0016 (issue 31): the board's counters and its version are split into 16 shards
    picked by the player's id; the counts are recounted into them from the results, the
    version (now the sum of the shards') stays where it was, standings and the spread read
    what they read before, and a review moves a result in or out of its player's shard."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0016":
            later.unlink()
    migrate(url, before)
    day, variant = dt.date(2026, 12, 1), "golf-easy"
    last_bytes = (0x00, 0x01, 0x11, 0x0F, 0x25, 0x05)  # shards 0, 1, 1, 15, 5, 5
    players = [uuid.UUID(int=(n + 1) << 64 | last) for n, last in enumerate(last_bytes)]
    with psycopg.connect(url) as conn:
        conn.execute("INSERT INTO daily_deals VALUES (%s, %s, 'GO1-E-AAAAAAB', 1.0)", [day, variant])
        for n, player in enumerate(players):
            conn.execute(
                "INSERT INTO players (id, name, token_sha256) VALUES (%s, %s, %s)",
                [player, f"p{n}", bytes([n + 1] * 32)],
            )
            conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
                " hints, seconds, submitted_at, review)"
                " VALUES (%s, %s, %s, 350, 49, 'won', true, 35, 0, %s, %s, %s)",
                [day, variant, player, 100 + n, dt.datetime(2026, 12, 1, 12, n, tzinfo=dt.UTC),
                 "held" if n == 5 else "clear"],
            )  # fmt: skip
    lows = ([0, 20, 30], [0, 1, 2])
    store = Store(url)
    try:
        version, spread = store.boards.version(day, variant), store.boards.spread(day, variant, *lows)
    finally:
        store.close()
    assert version == 6 and spread is not None and spread.results == 5

    assert migrate(url)[0] == "0016_board_counter_shards"  # then the later ones
    by_shard = "SELECT shard, sum(results)::int FROM {} GROUP BY shard ORDER BY shard"
    with psycopg.connect(url) as conn:
        shards = conn.execute("SELECT board_shard(id) FROM players ORDER BY name").fetchall()
        assert shards == [(0,), (1,), (1,), (15,), (5,), (5,)]
        for table in ("daily_cards_counts", "daily_time_counts"):
            counted = conn.execute(by_shard.format(table)).fetchall()
            assert counted == [(0, 1), (1, 2), (5, 1), (15, 1)], table  # the held result's not
        assert conn.execute("SELECT bucket_shard(id) FROM players ORDER BY name").fetchall() == [
            (0,), (1,), (1,), (3,), (1,), (1,),
        ]  # fmt: skip
        counted = conn.execute(by_shard.format("daily_board_counts")).fetchall()
        assert counted == [(0, 1), (1, 3), (3, 1)]  # the rank's buckets: 4 shards
        assert conn.execute("SELECT shard, version FROM daily_board_version_shards").fetchall() == [(0, 6)]
    store = Store(url)
    try:
        standings = [store.results.standing(day, variant, player) for player in players]  # (0020's function)
        assert [(s.entry.rank, s.percentile) for s in standings if s is not None] == [
            (1, 80.0), (2, 60.0), (3, 40.0), (4, 20.0), (5, 0.0), (6, 0.0),
        ]  # fmt: skip
        assert store.boards.version(day, variant) == version
        assert store.boards.spread(day, variant, *lows) == spread
        assert store.boards.set_review(day, variant, players[5], "clear") == "held"
        assert store.boards.set_review(day, variant, players[2], "rejected") == "clear"
        assert store.boards.version(day, variant) == version + 2
        now = [store.results.standing(day, variant, player) for player in players]
        ranks = [standing.entry.rank for standing in now if standing is not None]
        assert ranks == [1, 2, 3, 3, 4, 5]  # the rejected p2 ranked where it would be if cleared
    finally:
        store.close()
    with psycopg.connect(url) as conn:
        counted = conn.execute(by_shard.format("daily_cards_counts")).fetchall()
        assert counted == [(0, 1), (1, 1), (5, 2), (15, 1)]  # p5 in shard 5, p2 out of shard 1
        counted = conn.execute(by_shard.format("daily_board_counts")).fetchall()
        assert counted == [(0, 1), (1, 3), (3, 1)]  # p5 into bucket shard 1, p2 out of it


def test_0017_adds_follows_that_go_with_their_players_and_tags_as_the_boards_show_them(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0017 (issue 33): players stored before it are found by name and tag (the index is
    built over them), the database's tag is the one the boards show, a player follows
    another once and never themselves, and a follow goes with either player."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0017":
            later.unlink()
    migrate(url, before)
    with psycopg.connect(url) as conn:
        insert = "INSERT INTO players (name, token_sha256) VALUES (%s, %s) RETURNING id"
        ids = [
            conn.execute(insert, [name, bytes([n + 1] * 32)]).fetchall()[0][0]
            for n, name in enumerate(("Ann", "Bob", "Cy"))
        ]
    assert migrate(url)[0] == "0017_friends"
    ann, bob, cy = ids
    with psycopg.connect(url, autocommit=True) as conn:
        for player in ids:
            [(tag,)] = conn.execute("SELECT player_tag(%s)", [player]).fetchall()
            assert tag == player_tag(player)
        [(found,)] = conn.execute(
            "SELECT id FROM players WHERE lower(name) = lower('ANN') AND player_tag(id) = %s",
            [player_tag(ann)],
        ).fetchall()
        assert found == ann
        conn.execute("INSERT INTO friends VALUES (%s, %s, now()), (%s, %s, now())", [ann, bob, cy, ann])
        with pytest.raises(psycopg.errors.UniqueViolation):
            conn.execute("INSERT INTO friends VALUES (%s, %s, now())", [ann, bob])
        with pytest.raises(psycopg.errors.CheckViolation):
            conn.execute("INSERT INTO friends VALUES (%s, %s, now())", [bob, bob])
        conn.execute("DELETE FROM players WHERE id = %s", [ann])
        assert conn.execute("SELECT count(*) FROM friends").fetchall() == [(0,)]


@given(st.uuids())
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
def test_the_databases_tag_of_a_player_is_the_one_the_boards_show(store: Store, player: uuid.UUID) -> None:
    """``player_tag()`` (0017, for the lookup by name and tag) and ``names.player_tag``
    (what a board shows) agree on every id."""
    # Through the store's own road to a connection, which replaces one a server restart of an
    # earlier test (tests/store/test_faults.py) closed; the bare pool would hand it out dead.
    rows = store.database.execute("SELECT player_tag(%s)", [player], replayable=True)
    assert rows == [(player_tag(player),)]


def test_0019_puts_the_results_stored_before_it_in_groups_of_100_by_submission(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """0019 (issue 33): the cleared results stored before it fall into groups of 100 in the
    order they were submitted, a held one into none; each board's ticket sequence goes on
    after them (a held result cleared later joins the group being filled), and a deal
    published after it gets its own."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0019":
            later.unlink()
    migrate(url, before)
    day, variant = dt.date(2026, 12, 1), "golf-easy"
    start = dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC)
    with psycopg.connect(url) as conn:
        conn.execute("INSERT INTO daily_deals VALUES (%s, %s, 'GO1-E-AAAAAAB', 1.0)", [day, variant])
        conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-classic', 'GO1-C-AAAAAAB', 1.0)", [day])
        players = [uuid.UUID(int=n + 1) for n in range(206)]
        conn.cursor().executemany(
            "INSERT INTO players (id, name, token_sha256) VALUES (%s, %s, %s)",
            [(player, f"p{n}", n.to_bytes(32, "big")) for n, player in enumerate(players)],
        )
        # submitted in the reverse order of the ids; the 7th submitted is held
        conn.cursor().executemany(
            "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
            " hints, seconds, submitted_at, review)"
            " VALUES (%s, %s, %s, 350, 49, 'won', true, 35, 0, 100, %s, %s)",
            [(day, variant, player, start + dt.timedelta(seconds=205 - n), "held" if n == 199 else "clear")
             for n, player in enumerate(players)],
        )  # fmt: skip
        version = conn.execute("SELECT version FROM daily_board_versions").fetchall()

    assert migrate(url)[0] == "0019_daily_groups"
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT player_id, group_id FROM daily_results ORDER BY submitted_at, player_id"
        ).fetchall()
        submitted = [player for player, _ in rows]
        assert submitted == players[::-1]
        grouped = [group for player, group in rows if player != players[199]]
        assert grouped == [1] * 100 + [2] * 100 + [3] * 5
        assert dict(rows)[players[199]] is None
        assert (
            conn.execute("SELECT version FROM daily_board_versions").fetchall() == version
        )  # nothing counted
        assert conn.execute("SELECT next_daily_group(%s, %s)", [day, variant]).fetchall() == [
            (3,)
        ]  # ticket 206
        assert conn.execute("SELECT next_daily_group(%s, 'golf-classic')", [day]).fetchall() == [(1,)]
        conn.execute("UPDATE daily_results SET review = 'clear', group_id = next_daily_group(day, variant)"
                     " WHERE player_id = %s", [players[199]])  # fmt: skip
        assert (
            dict(conn.execute("SELECT player_id, group_id FROM daily_results").fetchall())[players[199]] == 3
        )
        later = day + dt.timedelta(days=1)
        conn.execute("INSERT INTO daily_deals VALUES (%s, %s, 'GO1-E-AAAAAAC', 1.0)", [later, variant])
        assert conn.execute("SELECT next_daily_group(%s, %s)", [later, variant]).fetchall() == [(1,)]
        with pytest.raises(psycopg.errors.CheckViolation):
            conn.execute("UPDATE daily_results SET group_id = 0 WHERE player_id = %s", [players[0]])
