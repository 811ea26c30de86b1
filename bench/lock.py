"""The daily lock: how near random deals come in canonical form (what makes
``DAILY_LOCK_NEAR`` = 4 sound), how near random positions' futures come to locked deals
(none may be refused), and what the lock costs the routes it guards.

    .venv/bin/python -m bench.lock [pairs per game, default 2000] [requests, default 2000]
                                   [positions per game, default 2000]

1. Distances: ``pairs`` pairs of random deals (64-bit deal numbers) per game, each pair's
   exact canonical distance (``Shape.distance`` (engine.canonical) without a bound); Canfield
   draw 1 compares the stocks as sets.
2. Positions: ``positions`` random positions per game (a random deal, 0-60 random legal
   moves), each position's future (``engine.futures``) against the deals a worker holds at
   most (two days of every daily variant, the round's holes and Golf's twins included):
   how many are compared at all (enough cards to come), how many the lock would refuse,
   and how many come within twice ``NEAR`` of a locked deal.
3. The lock's own work, in-process (compiled engine): what ``POST /v1/games`` by code adds
   (deal the code's layout, its shape and fingerprint, one dict lookup), what a layout adds
   (its shape, fingerprint and near check against the same deals), a custom game's state at
   the solver, and a position's future at the solver (every state of ``POST /v1/solve`` and
   ``POST /v1/hint``).
4. ``POST /v1/games`` by code through the Flask test client: an app with the test database
   and its lock's list read (refresh 1 h), beside the same app without a database, where
   nothing is locked; the difference is the lock's cost per request.

Rewrites its section of bench/lock.md (between the ``<!-- bench/lock.py -->`` markers).
"""

from __future__ import annotations

import datetime as dt
import os
import random
import secrets
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from bench.servers import load_averages, write_section
from harness.databases import ThrowawayDatabase
from harness.disguises import deal_shape, deal_sight, position_future, stock_cycled
from service import create_app
from service.daily.lock import Asked, LockedDeals, dealt_asked, layout_asked, with_future
from service.engine import (
    DAILY_VARIANTS,
    format_code,
    new_game,
    parse_code,
)
from service.engine.canfield_lock import CANFIELD_LOCK
from service.engine.canonical import Shape
from service.engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT, GameCode
from service.engine.deals import dealing_order
from service.engine.futures import Future, tolerance
from service.engine.game import Game
from service.engine.games import deal_layout, layout_of
from service.engine.golf_lock import GOLF_LOCK, GolfFuture, GolfSight, golf_future_distance
from service.engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, Rules
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]

UNBOUNDED = 1000
NEAR = 4


def daily_code(rules: Rules) -> str:
    return format_code(rules, SHORT_DEAL_COUNT + secrets.randbelow(DEAL_COUNT - SHORT_DEAL_COUNT))


def distances(rules: Rules, pairs: int) -> Counter[int]:
    found: Counter[int] = Counter()
    for _ in range(pairs):
        a, b = (deal_shape(deal_layout(rules, secrets.randbelow(DEAL_COUNT)), rules) for _ in range(2))
        found[a.distance(b, UNBOUNDED)] += 1
    return found


def sight_distances(rules: Rules, pairs: int) -> Counter[int]:
    """How far apart random deals' sights lie (what a layout is compared by)."""
    found: Counter[int] = Counter()
    for _ in range(pairs):
        a, b = (deal_sight(deal_layout(rules, secrets.randbelow(DEAL_COUNT)), rules) for _ in range(2))
        found[a.distance(b, UNBOUNDED)] += 1
    return found


def canfield_sight_row(pairs: int) -> str:
    """Canfield's sights over many pairs drawn from a pool of random deals (the distance of
    two sights is cheap, the dealing is not): how often two come within 0 and 1."""
    pool = [
        deal_sight(deal_layout(CANFIELD_DRAW3, secrets.randbelow(DEAL_COUNT)), CANFIELD_DRAW3)
        for _ in range(20_000)
    ]
    rng = random.Random(39)
    found: Counter[int] = Counter()
    for _ in range(pairs):
        a, b = rng.sample(pool, 2)
        found[a.distance(b, 1)] += 1
    within = found[0] + found[1]
    return f"| Canfield (reserve top, base, 4 columns) | {pairs} | {found[0]} | {found[1]} | {within} |"


def distance_row(game: str, found: Counter[int]) -> str:
    values = sorted(found.elements())
    share = sum(count for distance, count in found.items() if distance <= 2 * NEAR) / len(values)
    quantiles = statistics.quantiles(values, n=100)
    return (
        f"| {game} | {len(values)} | {values[0]} | {quantiles[0]:.0f} | {statistics.median(values):.0f} "
        f"| {values[-1]} | {share:.0%} |"
    )


POSITION_MOVES = 60
POSITION_GAMES: tuple[tuple[str, Rules], ...] = (
    ("Golf", GOLF_EASY),
    ("Canfield draw 3", CANFIELD_DRAW3),
    ("Canfield draw 1", CANFIELD_DRAW1),
)


def random_position(rules: Rules, rng: random.Random) -> Game:
    """A random deal after 0-60 random legal moves."""
    game = new_game(GameCode(rules, rng.randrange(DEAL_COUNT)))
    for _ in range(rng.randrange(POSITION_MOVES + 1)):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


def future_distance(future: Future, sight: Shape, within: int) -> int:
    if isinstance(future, GolfFuture) and isinstance(sight, GolfSight):
        return golf_future_distance(future, sight, within)
    return within + 1


MARGIN = 2
"""How many positions beyond its tolerance a future is still counted as coming close."""


def position_rows(positions: int) -> list[str]:
    """Random positions' futures against two days of locked deals: compared, refused, close
    (Golf's: a Canfield position has no future, issue 39)."""
    shapes = [
        shape for same_game in LockedDeals.of(two_days_of_deals()).shapes.values() for shape, _ in same_game
    ]
    rng = random.Random(28)
    rows = []
    for label, rules in POSITION_GAMES[:1]:
        compared = refused = close = 0
        tolerances: Counter[int] = Counter()
        same_game = shapes
        for _ in range(positions):
            future = position_future(random_position(rules, rng))
            assert future is not None
            same_game = [shape for shape in shapes if isinstance(shape, GolfSight)]
            nearest = None  # the least distance less tolerance, over the shapes it is compared with
            for shape in same_game:
                within = tolerance(future, NEAR)
                if within is None:
                    continue
                margin = future_distance(future, shape, within + MARGIN) - within
                nearest = margin if nearest is None else min(nearest, margin)
                tolerances[within] += 1
            if nearest is not None:
                compared += 1
                refused += any(future.meets(shape, NEAR) for shape in same_game)
                close += nearest <= MARGIN
        total = sum(tolerances.values())
        spread = " / ".join(f"{tolerances[off] / total:.0%}" for off in range(NEAR + 1)) if total else "-"
        rows.append(
            f"| {label} | {positions} | {len(same_game)} | {compared} | {spread} | {refused} | {close} |"
        )
    return rows


def per_call_us(call: Callable[[], object], rounds: int = 2_000) -> float:
    """The median of 5 runs of ``rounds`` calls, in microseconds a call."""
    runs = []
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(rounds):
            call()
        runs.append((time.perf_counter() - started) / rounds * 1e6)
    return statistics.median(runs)


def two_days_of_deals() -> list[DailyDeal]:
    """What a worker's lock holds at most: yesterday (in its grace period) and today."""
    today = dt.date(2031, 1, 5)
    return [
        DailyDeal(day, variant, daily_code(variant.rules), 2.0)
        for day in (today - dt.timedelta(days=1), today)
        for variant in DAILY_VARIANTS
    ]


def lock_rows() -> list[str]:
    deals = two_days_of_deals()
    locked = LockedDeals.of(deals)
    golf, canfield = daily_code(GOLF_EASY), daily_code(CANFIELD_DRAW3)
    golf_layout = deal_layout(GOLF_CLASSIC, parse_code(golf).deal)
    canfield_layout = deal_layout(CANFIELD_DRAW3, parse_code(canfield).deal)
    locked_golf = deal_layout(GOLF_EASY, parse_code(deals[0].code).deal)
    near_golf = stock_cycled(locked_golf, 3)  # the same sight
    order = bytes(dealing_order(golf_layout))
    golf_shapes, canfield_shapes = len(locked.shapes[id(GOLF_LOCK)]), len(locked.shapes[id(CANFIELD_LOCK)])

    def holders(asked: Asked) -> object:
        return locked.holders(asked, NEAR)

    def custom_state() -> object:
        return holders(layout_asked(layout_of(GOLF_CLASSIC, list(order)), GOLF_CLASSIC))

    rows: list[tuple[str, Callable[[], object]]] = [
        (
            f"read the list: {len(deals)} deals, their shapes and fingerprints (once a refresh)",
            lambda: LockedDeals.of(deals),
        ),
        (
            "`POST /v1/games` by a Golf code: shape, fingerprint, lookup",
            lambda: holders(dealt_asked(golf_layout, GOLF_CLASSIC)),
        ),
        ("... by a Canfield code", lambda: holders(dealt_asked(canfield_layout, CANFIELD_DRAW3))),
        (
            f"... by a Golf layout: its sight, also near, against {golf_shapes} Golf sights (holes, twins)",
            lambda: holders(layout_asked(golf_layout, GOLF_CLASSIC)),
        ),
        (
            f"... by a Canfield layout: its sight, against {canfield_shapes} deals (exact: no near check)",
            lambda: holders(layout_asked(canfield_layout, CANFIELD_DRAW3)),
        ),
        (
            "... by a Golf layout 3 positions from a locked deal",
            lambda: holders(layout_asked(near_golf, GOLF_EASY)),
        ),
        ("a custom Golf game's state at the solver (its cards read back)", custom_state),
    ]
    rng = random.Random(5)
    for label, rules in POSITION_GAMES:
        asked = [with_future(Asked(()), random_position(rules, rng)) for _ in range(200)]
        turn = iter(range(1 << 62))
        rows.append(
            (
                f"a {label} state at the solver: its position's future (200 random positions)",
                lambda asked=asked, turn=turn: holders(asked[next(turn) % len(asked)]),
            )
        )
    assert locked.holders(layout_asked(near_golf, GOLF_EASY), NEAR) == [deals[0]]
    return [f"| {label} | {per_call_us(call):.1f} |" for label, call in rows]


RUNS = 20


def request_us(posts: dict[str, Callable[[], int]], requests: int) -> dict[str, float]:
    """Microseconds a request of each of ``posts``: the median of ``RUNS`` runs, the two taking
    turns run by run, so both see the same machine."""
    for post in posts.values():
        for _ in range(50):
            assert post() == 201
    runs: dict[str, list[float]] = {name: [] for name in posts}
    for _ in range(RUNS):
        for name, post in posts.items():
            started = time.perf_counter()
            for _ in range(requests // RUNS):
                post()
            runs[name].append((time.perf_counter() - started) / (requests // RUNS) * 1e6)
    return {name: statistics.median(times) for name, times in runs.items()}


def request_rows(requests: int) -> list[str]:
    home = Path(tempfile.mkdtemp(prefix="bench-lock-"))
    database = ThrowawayDatabase(home / "pg")
    url = database.start()
    try:
        migrate(url)
        store = Store(url, max_size=1)
        deals = [deal for deal in two_days_of_deals() if deal.day == dt.date(2031, 1, 5)]
        store.deals.publish(deals)
        store.close()
        clock = lambda: dt.datetime(2031, 1, 5, 12, tzinfo=dt.UTC)  # noqa: E731
        settings = {"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": ["bench"], "CLOCK": clock}
        with_lock = create_app(settings | {"DATABASE_URL": url, "DAILY_LOCK_REFRESH_S": 3600})
        without = create_app(settings)
        rows = []
        for game, rules in (("Golf", GOLF_EASY), ("Canfield", CANFIELD_DRAW3)):
            body = {"code": daily_code(rules)}
            clients = {"lock": with_lock.test_client(), "none": without.test_client()}
            timed = request_us(
                {
                    name: lambda client=client, body=body: client.post("/v1/games", json=body).status_code
                    for name, client in clients.items()
                },
                requests,
            )
            locked_code = next(d.code for d in deals if parse_code(d.code).rules == rules)
            refused = with_lock.test_client().post("/v1/games", json={"code": locked_code}).status_code
            assert refused == 403
            cost = timed["lock"] - timed["none"]
            rows.append(f"| {game} | {timed['none']:.0f} | {timed['lock']:.0f} | {cost:+.0f} |")
        with_lock.extensions["store"].close()
        return rows
    finally:
        database.stop()


def main() -> None:
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    requests = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    positions = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
    load_before = load_averages()
    started = time.perf_counter()
    lines = [
        f"Run {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, load {load_before} before, "
        f"{os.cpu_count()} cores; `python -m bench.lock {pairs} {requests} {positions}`.",
        "",
        "Exact canonical distance of random pairs of deals (card positions that differ, at best):",
        "",
        "| game | pairs | min | p1 | median | max | within 8 (twice NEAR) |",
        "|---|---|---|---|---|---|---|",
        distance_row("Golf", distances(GOLF_EASY, pairs)),
        distance_row("Canfield draw 3", distances(CANFIELD_DRAW3, pairs)),
        distance_row("Canfield draw 1 (stocks as sets)", distances(CANFIELD_DRAW1, pairs)),
        "",
        "The same for their sights, what a layout is compared by since issue 39 (the cards face up "
        "when dealt: Golf's columns and starting discard, 36 positions):",
        "",
        "| game | pairs | min | p1 | median | max | within 8 (twice NEAR) |",
        "|---|---|---|---|---|---|---|",
        distance_row("Golf", sight_distances(GOLF_EASY, pairs // 4)),
        "",
        "Canfield's sight is six cards, compared whole; how often random pairs come near:",
        "",
        "| game | pairs | the same sight | one card off | within 1 |",
        "|---|---|---|---|---|",
        canfield_sight_row(1000 * pairs),
        "",
        f"Random positions (a random deal, 0-{POSITION_MOVES} random moves) against two days of locked "
        "deals: a future compared where enough cards remain, within the tolerance its length allows "
        f"(`engine.futures.tolerance`, at most NEAR = {NEAR}):",
        "",
        "| game | positions | locked shapes | compared | comparisons within 0 / 1 / 2 / 3 / 4 | refused "
        f"| within {MARGIN} more positions than that |",
        "|---|---|---|---|---|---|---|",
        *position_rows(positions),
        "",
        "The lock's own work, in-process (median of 5 runs of 2,000 calls):",
        "",
        "| what | us a call |",
        "|---|---|",
        *lock_rows(),
        "",
        f"`POST /v1/games` by code through the Flask test client ({requests} requests each, the median of "
        f"{RUNS} runs taking turns):",
        "",
        "| game | no database (nothing locked), us | with the lock's list read, us | the lock's cost, us |",
        "|---|---|---|---|",
        *request_rows(requests),
        "",
        f"({time.perf_counter() - started:.0f} s in all.)",
        "",
    ]
    write_section(ROOT / "bench" / "lock.md", "bench/lock.py", "\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
