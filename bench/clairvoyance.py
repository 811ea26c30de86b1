"""The clairvoyance review measured: how often it would hold honest players and how often it
catches players who see the stock, over many deals a variant (bench/clairvoyance.md).

    .venv/bin/python -m bench.clairvoyance golf-classic --deals 500 --processes 2 > out.json
    .venv/bin/python -m bench.clairvoyance --table out-easy.json out-classic.json ...

Each deal is a daily deal as the scheduler publishes it (a random 64-bit deal proven
winnable; a round's holes are not).  Every player plays it, the review reads the line
(``service.solver.golf_clairvoyance``) and its evidence is kept; the table says, per player,
what share of single results and of runs of 7 and 30 results in a row (a week and a month
of one variant's daily deal) reach the hold line, ``1 / alpha``.

The players:

- **plainest**: the first card that fits, else a draw (searches nothing);
- **greedy**: the hint heuristic, which sees only the face-up cards (the longest chain);
- **strong**: perfect-information Monte Carlo of its own (its own samples, the solver on
  each): the strongest player who never peeks that this machine can run, far beyond a
  person;
- **seer X%**: sees the stock; at each decision plays a move that is best knowing every
  card, chosen at random among them, except at X% of decisions, where it plays another
  legal move at random (a disguise);
- **careful seer**: sees the stock and, among the best moves knowing every card, plays the
  one a player who cannot see would most likely play (the seer who knows this review).

The players and the review ask the solver through the review's own code run from its
source, with each deal's winnability verdicts kept (``Verdicts``): the same readings as
the compiled review, in a third to a half of the CPU (bench/clairvoyance.md, Speed).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import time
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path
from types import ModuleType
from typing import Any

from service import solver
from service.engine import Variant, format_code, new_game
from service.engine.game import Move
from service.engine.golf import GolfGame
from service.engine.golf_round import GolfRoundGame, hole_codes
from service.engine.rules import GolfRules
from service.solver import golf_clairvoyance
from service.solver.clairvoyance import BETS, Decision, Reading, evidence_of
from service.solver.golf import heuristic_move, rank_code
from service.solver.golf_clairvoyance import SAMPLES, winnable
from service.solver.golf_difficulty import plainest_line
from service.solver.results import Budget

Player = Callable[[GolfGame, random.Random], list[Move]]
ALPHAS = (0.01, 0.001)
Position = tuple[GolfRules, tuple[tuple[int, ...], ...], tuple[int, ...], int]
"""A position as the winnability search reads it: rules, columns', stock's and top's ranks."""


class Verdicts:
    """The winnability verdicts of the deal being played, by position and budget: its seven
    players and their readings ask the same ones again and again (a reading's seed draws
    the same orders for every line, lines share their first positions, a seer asks what
    the reader asks).  A verdict is a function of what the search reads (the rules, the
    ranks of the columns, the stock and the top card) and the budget, counted in states,
    so a kept one is the one the search would give again."""

    def __init__(self, search: Callable[[GolfGame, Budget], bool | None], budget: Budget) -> None:
        self.search = search
        self.default_budget = budget
        self.known: dict[tuple[Budget, Position], bool | None] = {}

    def winnable(self, game: GolfGame, budget: Budget | None = None) -> bool | None:
        budget = budget or self.default_budget
        assert budget.ms is None, "a verdict within a time budget is the machine's, not the position's"
        columns = tuple(tuple(map(rank_code, column)) for column in game.columns)
        key = (budget, (game.rules, columns, tuple(map(rank_code, game.stock)), rank_code(game.top)))
        if key not in self.known:
            self.known[key] = self.search(game, budget)
        return self.known[key]


def memoised_review() -> tuple[ModuleType, Verdicts]:
    """The review's own module run from its source, its winnability verdicts kept in the
    ``Verdicts`` returned (clear them between deals): the compiled module calls its
    ``winnable`` natively, where no memo reaches; the searches themselves stay compiled."""
    source = Path(solver.__file__).with_name("golf_clairvoyance.py")  # a compiled __file__ is wrong
    spec = importlib.util.spec_from_file_location(golf_clairvoyance.__name__, source)
    assert spec is not None and spec.loader is not None
    review = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(review)
    verdicts = Verdicts(review.winnable, review.SEARCH_BUDGET)
    vars(review)["winnable"] = verdicts.winnable
    return review, verdicts


REVIEW, VERDICTS = memoised_review()


def plainest(deal: GolfGame, rng: random.Random) -> list[Move]:
    return plainest_line(deal)


def greedy(deal: GolfGame, rng: random.Random) -> list[Move]:
    game, line = deal.copy(), []
    while (move := heuristic_move(game)) is not None:
        game.play(move)
        line.append(move)
    return line


def _play(deal: GolfGame, choose: Callable[[GolfGame, list[Move], int], Move]) -> list[Move]:
    """Play ``deal`` to its end, ``choose`` picking among two or more legal moves (given
    how deep into the stock the player has seen)."""
    game, line = deal.copy(), []
    stock = len(deal.stock)
    while legal := game.legal_moves():
        move = legal[0] if len(legal) == 1 else choose(game, legal, stock - len(game.stock))
        game.play(move)
        line.append(move)
    return line


def strong(winnable_deal: bool) -> Player:
    def player(deal: GolfGame, rng: random.Random) -> list[Move]:
        unseen = REVIEW.UnseenOrders(deal, winnable_deal, SAMPLES, rng)

        def choose(game: GolfGame, legal: list[Move], seen: int) -> Move:
            unseen.orders_after(seen)
            chances = unseen.chances(game, legal) or [1.0] * len(legal)
            top = max(chances)
            return rng.choice([move for move, chance in zip(legal, chances, strict=True) if chance == top])

        return _play(deal, choose)

    return player


def seer(change: float) -> Player:
    def player(deal: GolfGame, rng: random.Random) -> list[Move]:
        def choose(game: GolfGame, legal: list[Move], seen: int) -> Move:
            if rng.random() < change:
                return rng.choice(legal)
            best: set[int] = REVIEW.best_moves(game, legal) or set(range(len(legal)))
            return legal[rng.choice(sorted(best))]

        return _play(deal, choose)

    return player


def careful_seer(winnable_deal: bool) -> Player:
    def player(deal: GolfGame, rng: random.Random) -> list[Move]:
        unseen = REVIEW.UnseenOrders(deal, winnable_deal, SAMPLES, rng)

        def choose(game: GolfGame, legal: list[Move], seen: int) -> Move:
            best: list[int] = sorted(REVIEW.best_moves(game, legal) or range(len(legal)))
            if len(best) == 1:
                return legal[best[0]]
            unseen.orders_after(seen)
            chances = unseen.chances(game, legal) or [1.0] * len(legal)
            return legal[max(best, key=lambda index: chances[index])]

        return _play(deal, choose)

    return player


def players(winnable_deal: bool) -> dict[str, Player]:
    return {
        "plainest": plainest,
        "greedy": greedy,
        "strong": strong(winnable_deal),
        "seer 0%": seer(0.0),
        "seer 10%": seer(0.10),
        "seer 25%": seer(0.25),
        "careful seer": careful_seer(winnable_deal),
    }


def daily_deal(variant: Variant, rng: random.Random) -> str:
    """A deal as the scheduler picks one: a random 64-bit deal; a single deal proven winnable."""
    while True:
        code = format_code(variant.rules, rng.randrange(26**7, 2**64))
        game = new_game(code)
        if isinstance(game, GolfRoundGame) or winnable(_golf(game)):
            return code


def _golf(game: object) -> GolfGame:
    assert isinstance(game, GolfGame)
    return game


def one_deal(task: tuple[str, int, list[str]]) -> dict[str, Any]:
    """Every player on deal number ``index`` of the variant: their lines' readings."""
    variant_name, index, names = task
    variant = Variant(variant_name)
    rng = random.Random(index)
    code = daily_deal(variant, rng)
    game = new_game(code)
    VERDICTS.known.clear()
    out: dict[str, Any] = {"code": code, "players": {}}
    for name in names:
        started = time.perf_counter()
        if isinstance(game, GolfRoundGame):
            holes = [_golf(new_game(hole)) for hole in hole_codes(game.code)]  # type: ignore[arg-type]
            reading = Reading()
            offset = 0
            for number, hole in enumerate(holes):
                part = players(False)[name](hole, random.Random(index * 100 + number))
                reading.extend(REVIEW.read_deal(hole, part, winnable_deal=False, seed=index + number), offset)
                offset += len(part) + 1  # the next-hole move
            won = None
        else:
            deal = _golf(game)
            line = players(True)[name](deal, random.Random(index * 100 + 7))
            played = deal.copy()
            for move in line:
                played.play(move)
            won = played.status == "won"
            reading = REVIEW.read_deal(deal, line, winnable_deal=True, seed=index)
        out["players"][name] = {
            "won": won,
            "decisions": [[d.index, d.moves, d.clairvoyant, round(d.chance, 4)] for d in reading.decisions],
            "skipped": reading.skipped,
            "seconds": round(time.perf_counter() - started, 2),
        }
    return out


def run(variant: str, deals: int, processes: int, first: int) -> None:
    names = list(players(True))
    tasks = [(variant, index, names) for index in range(first, first + deals)]
    with Pool(processes) as pool:
        for result in pool.imap(one_deal, tasks):
            print(json.dumps(result), flush=True)


def _reading(record: dict[str, Any]) -> Reading:
    return Reading([Decision(i, m, bool(c), f) for i, m, c, f in record["decisions"]])


SEQUENCES = 4000
"""Players simulated per row: each plays results drawn at random from the measured ones."""
HORIZONS = (1, 7, 30, 90)
"""Results a player has had read: a day, a week, a month, a season of one variant."""


def held_within(bet_logs: list[list[float]], alpha: float, rng: random.Random) -> dict[int, float]:
    """The share of simulated players held within each horizon: a player's results are drawn
    with replacement from the measured ones (``bet_logs``: per result, its logarithm for
    each bet), their evidence added bet by bet as the service adds it."""
    held = dict.fromkeys(HORIZONS, 0)
    for _ in range(SEQUENCES):
        total = [0.0] * len(BETS)
        for played in range(1, HORIZONS[-1] + 1):
            result = bet_logs[rng.randrange(len(bet_logs))]
            total = [a + b for a, b in zip(total, result, strict=True)]
            if evidence_of(total) >= 1 / alpha:
                for horizon in HORIZONS:
                    held[horizon] += played <= horizon
                break
    return {horizon: held[horizon] / SEQUENCES for horizon in HORIZONS}


def table(paths: list[str]) -> None:
    """Markdown tables from the runs' output files."""
    rng = random.Random(2026)
    for path in paths:
        rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
        print(f"\n### {Path(path).stem}: {len(rows)} deals\n")
        head = " | ".join(f"held within {h} result{'s' if h > 1 else ''}" for h in HORIZONS)
        for alpha in ALPHAS:
            print(f"\nHeld at evidence {1 / alpha:g} (α = {alpha}):\n")
            print(f"| player | won | evidence of one result: median, max | tells a result | {head} |")
            print("|---|---|---|---|" + "---|" * len(HORIZONS))
            for name in rows[0]["players"]:
                records = [row["players"][name] for row in rows]
                readings = [_reading(record) for record in records]
                wins = [record["won"] for record in records if record["won"] is not None]
                evidence = sorted(reading.evidence for reading in readings)
                tells = sum(len(reading.tells) for reading in readings) / len(readings)
                logs = [reading.bet_logs for reading in readings]
                shares = held_within(logs, alpha, rng)
                won = f"{100 * sum(wins) / len(wins):.0f}%" if wins else "-"
                cells = " | ".join(f"{100 * shares[h]:.1f}%" for h in HORIZONS)
                median = evidence[len(evidence) // 2]
                print(f"| {name} | {won} | {median:.3g}, {evidence[-1]:.3g} | {tells:.2f} | {cells} |")
        seconds = [record["seconds"] for row in rows for record in row["players"].values()]
        print(
            f"\nWall time a result (its play and its review, on a shared machine), mean "
            f"{sum(seconds) / len(seconds):.1f} s, max {max(seconds):.0f} s."
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "variant", nargs="?", choices=[v.value for v in Variant if v.value.startswith("golf")]
    )
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--table", nargs="+", metavar="OUTPUT")
    args = parser.parse_args()
    if args.table:
        table(args.table)
    else:
        run(args.variant, args.deals, args.processes, args.first)


if __name__ == "__main__":
    main()
