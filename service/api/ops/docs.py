"""The contract and its human docs: ``openapi.yaml`` as written, and Swagger UI from the
installed ``flask-swagger-ui`` package (Swagger UI 5, which renders OpenAPI 3.1; no CDN)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from flask import Blueprint, Response, current_app, redirect, send_from_directory
from flask.typing import ResponseReturnValue
from werkzeug.exceptions import NotFound

from ..web.caching import FIXED, revalidated

bp = Blueprint("docs", __name__)

SWAGGER_DIST = Path(str(resources.files("flask_swagger_ui").joinpath("dist")))
ASSETS = {
    "swagger-ui.css": "text/css",
    "swagger-ui-bundle.js": "text/javascript",
    "swagger-ui-standalone-preset.js": "text/javascript",
    "favicon-32x32.png": "image/png",
    "favicon-16x16.png": "image/png",
}
PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Solitaire service API</title>
  <link rel="stylesheet" href="docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="docs/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({url: "openapi.yaml", dom_id: "#swagger-ui", deepLinking: true});
  </script>
</body>
</html>
"""


@bp.get("/openapi.yaml")
def openapi_document() -> Response:
    spec: bytes = current_app.extensions["openapi_yaml"]
    return revalidated(Response(spec, mimetype="application/yaml"), FIXED)


@bp.get("/docs")
def docs_page() -> Response:
    return Response(PAGE, mimetype="text/html")


@bp.get("/docs/")
def docs_with_a_slash() -> ResponseReturnValue:
    """``/docs/`` is the docs too: a permanent redirect, relative so that it holds under any
    path prefix (the page's own links are relative to ``/docs``)."""
    return redirect("../docs", 308)


@bp.get("/docs/<asset>")
def docs_asset(asset: str) -> Response:
    if asset not in ASSETS:
        raise NotFound()
    response = send_from_directory(SWAGGER_DIST, asset, mimetype=ASSETS[asset], max_age=86400)
    return response
