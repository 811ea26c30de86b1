"""CORS for browser front-ends, through flask-cors's header logic.

Only requests that carry an ``Origin`` header (browsers always send one cross-origin) go
through it: flask-cors's own after-request hook matches every response against its
resource patterns, which cost more per move than sealing the state.
"""

from __future__ import annotations

from flask import Flask, Response, request
from flask_cors.core import get_cors_options, set_cors_headers


def install_cors(app: Flask, origins: list[str], expose_headers: list[str]) -> None:
    options = get_cors_options(app, {"origins": origins, "expose_headers": expose_headers, "max_age": 600})
    answer_depends_on_origin = origins != ["*"]

    @app.after_request
    def add_cors_headers(response: Response) -> Response:
        if "Origin" in request.headers:
            set_cors_headers(response, options)
        elif answer_depends_on_origin:
            response.vary.add("Origin")
        return response
