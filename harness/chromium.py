"""Debian's Chromium under Playwright: ``playwright install`` cannot download its own browser
here, so the tests launch the system one by path (``CHROMIUM`` to point elsewhere)."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Browser, Playwright

CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser")
# Quiet on a closed network: no background fetches, updates or first-run pages.
ARGS = [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    # A change re-rasters whole tiles, never part of one: a tile redrawn in part may differ by
    # one level in an antialiased pixel from the same tile drawn whole, and the focus-ring
    # test compares screenshots byte for byte (which layout hits it is chance).
    "--disable-partial-raster",
]


def chromium_path() -> str:
    """The browser to drive; an error (never a skip) when there is none."""
    for candidate in filter(None, (os.environ.get("CHROMIUM"), *CANDIDATES)):
        if Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    raise RuntimeError(
        "Chromium not found (looked for $CHROMIUM and " + ", ".join(CANDIDATES) + "): "
        "scripts/bootstrap installs Debian's chromium when run as root"
    )


def launch(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(executable_path=chromium_path(), args=ARGS)
