"""The reference web client at ``/play``: static files shipped in the package (plain ES
modules and CSS, no build step, no CDN) that play through the public HTTP API alone.

Only serving lives here; the client is ``service/webclient/``.  ``WEB_CLIENT=0`` leaves
these routes out for API-only deployments.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, send_from_directory
from werkzeug.exceptions import NotFound

bp = Blueprint("webclient", __name__)

CLIENT_DIR = Path(__file__).resolve().parents[2] / "webclient"
MEDIA_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
}
# The modules and styles beside the page, the words' catalogs (catalogs/<language>.json) and
# the vendored libraries (vendor/*.js).
ASSETS = frozenset(
    path.relative_to(CLIENT_DIR).as_posix()
    for path in [*CLIENT_DIR.iterdir(), *CLIENT_DIR.glob("catalogs/*.json"), *CLIENT_DIR.glob("vendor/*.js")]
    if path.suffix in MEDIA_TYPES and path.name not in ("index.html", "tsconfig.json")
)
# The page loads its own modules and styles and talks to its own origin: nothing else.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


def _send(name: str) -> Response:
    # Revalidated on every load (a 304 while unchanged), so a deploy is seen at once.
    response = send_from_directory(CLIENT_DIR, name, mimetype=MEDIA_TYPES[Path(name).suffix], max_age=0)
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


@bp.get("/play")
def play_page() -> Response:
    return _send("index.html")


@bp.get("/play/<path:asset>")
def play_asset(asset: str) -> Response:
    if asset not in ASSETS:
        raise NotFound()
    return _send(asset)
