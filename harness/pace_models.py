"""How players and bots pace their moves, as the review tests (tests/api/test_review.py) and
its measurement (bench/pace.py) play them: the gaps, in seconds, before each move of a line.

No recording of people playing is at hand here, so the person is a model, and says so: the
gaps of people at a card game are long-tailed (a quick tap to draw, a look before a
remove, now and then a long think), which a log-normal distribution per kind of move
describes: draws around 0.8 s, other moves around 2 s, their logarithms spread 0.5 and
0.7, and one move in twenty a think four times as long.  The bots are what issue 28 saw
and what a bot writer tries next: a fixed sleep, a uniformly jittered one, a person's
spread copied."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable
from typing import Any

Gaps = Callable[[list[dict[str, Any]]], list[float]]
"""The gap before each move of a line."""


def person(seed: int = 28) -> Gaps:
    """The model person (this module's doc): also a bot that copies a person's spread."""
    rng = random.Random(seed)

    def gaps(line: list[dict[str, Any]]) -> list[float]:
        out = []
        for move in line:
            median, spread = (0.8, 0.5) if move["type"] == "draw" else (2.0, 0.7)
            gap = rng.lognormvariate(math.log(median), spread)
            out.append(gap * 4 if rng.random() < 0.05 else gap)
        return out

    return gaps


def metronome(seconds: float = 0.41) -> Gaps:
    """A bot sleeping the same time before every move (issue 28's: 0.41 s)."""
    return lambda line: [seconds] * len(line)


def pausing(seconds: float = 0.41, pause: float = 15.0, every: int = 8) -> Gaps:
    """A sleeping bot that pauses now and then (``pause`` seconds before every ``every``-th
    move), so that its gaps spread as a person's: its rhythm stays even."""
    return lambda line: [pause if n % every == every - 1 else seconds for n in range(len(line))]


def jittered(low: float, high: float, seed: int = 28) -> Gaps:
    """A bot sleeping a uniformly drawn time before each move."""
    rng = random.Random(seed)
    return lambda line: [rng.uniform(low, high) for _ in line]


def evenness(gaps: list[float]) -> float:
    """The share of gaps within 10% of the one before, as the server keeps it."""
    logs = [math.log(max(0.01, gap)) for gap in gaps]
    return sum(abs(b - a) < math.log(1.1) for a, b in itertools.pairwise(logs)) / (len(logs) - 1)


def spread(gaps: list[float]) -> float:
    """The standard deviation of ln(gap) (gaps of at least 0.01 s), as the server keeps it."""
    logs = [math.log(max(0.01, gap)) for gap in gaps]
    mean = sum(logs) / len(logs)
    return math.sqrt(max(0.0, sum(log * log for log in logs) / len(logs) - mean * mean))
