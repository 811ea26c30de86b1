"""Where the contract is, and the example day its examples name."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


SPEC_PATH = ROOT / "openapi.yaml"


EXAMPLE_DAY = dt.date(2031, 1, 5)
"""The ``Date`` parameter's example in openapi.yaml."""


EXAMPLE_NOON = dt.datetime.combine(EXAMPLE_DAY, dt.time(12), dt.UTC)


EXAMPLE_DEALS = {
    "golf-easy": "GO1-E-AAAAAAB",
    "golf-classic": "GO1-C-AAAAAAB",
    "canfield-draw3": "CF1-D3-AAAAACL",
    "canfield-draw1": "CF1-D1-AAAAACL",
}
