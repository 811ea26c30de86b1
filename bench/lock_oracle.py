"""Issue 39's attack on the daily lock, rerun: a player of the live Golf deal who has seen
every card but the last K of the stock asks ``POST /v1/games`` for a custom layout of each
order of those K, anonymously, as fast as the app answers (in-process, through Flask's test
client, against a throwaway PostgreSQL); what the answers tell (``harness/lock_oracle.py``).
Twice: as deployed (the default limits), and with the rate limits lifted (the lock's own
answers).  Prints the lines; run it in a checkout of another revision to compare.

    .venv/bin/python -m bench.lock_oracle [K]
"""

from __future__ import annotations

import datetime as dt
import secrets
import sys
import tempfile
from pathlib import Path

from harness.databases import ThrowawayDatabase
from harness.lock_oracle import probe
from service import create_app
from service.engine import format_code
from service.engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT
from service.engine.games import deal_layout
from service.engine.golf_layout import GolfLayout
from service.engine.rules import GOLF_EASY
from service.store import DailyDeal, Store, migrate

DAY = dt.date(2031, 1, 5)


def main() -> None:
    unseen = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    database = ThrowawayDatabase(Path(tempfile.mkdtemp(prefix="bench-oracle-")) / "pg")
    url = database.start()
    try:
        migrate(url)
        deal = SHORT_DEAL_COUNT + secrets.randbelow(DEAL_COUNT - SHORT_DEAL_COUNT)
        store = Store(url, max_size=1)
        store.deals.publish([DailyDeal(DAY, "golf-easy", format_code(GOLF_EASY, deal), 2.5)])
        store.close()
        live = deal_layout(GOLF_EASY, deal)
        assert isinstance(live, GolfLayout)
        clock = lambda: dt.datetime.combine(DAY, dt.time(12), dt.UTC)  # noqa: E731
        settings = {"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": ["bench"], "CLOCK": clock}
        for name, extra in (("as deployed", {}), ("limits lifted", {"SOLVER_RATE_LIMIT": "100000/minute"})):
            app = create_app(settings | {"DATABASE_URL": url} | extra)
            print(f"K={unseen}, {name}: {probe(app.test_client(), live, 'easy', unseen).summary()}")
            app.extensions["store"].close()
    finally:
        database.stop()


if __name__ == "__main__":
    main()
