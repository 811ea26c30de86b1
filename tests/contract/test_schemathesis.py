"""Schemathesis over the whole openapi.yaml: every operation with generated valid and
invalid data and all checks, then stateful runs following the OpenAPI links from
POST /v1/games into POST /v1/moves.  Example counts live in schemathesis.toml, sized so
this file stays well under two minutes on two cores."""

from __future__ import annotations

from typing import Any

import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from .conftest import ROOT, SPEC_PATH

CONFIG = SchemathesisConfig.from_path(ROOT / "schemathesis.toml")
schema = schemathesis.openapi.from_path(SPEC_PATH, config=CONFIG)
STATEFUL_SCENARIOS = 40


@schema.parametrize()
@settings(suppress_health_check=list(HealthCheck), deadline=None)
def test_every_operation_meets_the_contract(case: schemathesis.Case, app: Flask) -> None:
    case.call_and_validate(app=app)


def test_stateful_play_follows_the_links(app: Flask) -> None:
    class PlayMachine(schema.as_state_machine()):  # type: ignore[misc]
        def get_call_kwargs(self, case: schemathesis.Case) -> dict[str, Any]:
            return {"app": app}

    PlayMachine.run(
        settings=settings(
            max_examples=STATEFUL_SCENARIOS,
            stateful_step_count=12,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        )
    )
