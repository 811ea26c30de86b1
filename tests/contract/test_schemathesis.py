"""Schemathesis over the whole openapi.yaml: every operation with generated valid and
invalid data and all checks, then stateful runs following the OpenAPI links (a new game
or a daily game into its moves, a daily game into its result, a player into their
history).  The stateful runs play as one real player on the example day, which the test
app's clock makes live.  Example counts live in schemathesis.toml, sized so this file
stays well under two minutes on two cores."""

from __future__ import annotations

from typing import Any

import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from tests.contract.spec import EXAMPLE_DAY, ROOT, SPEC_PATH

CONFIG = SchemathesisConfig.from_path(ROOT / "schemathesis.toml")
schema = schemathesis.openapi.from_path(SPEC_PATH, config=CONFIG)
STATEFUL_SCENARIOS = 40


@schema.parametrize()
@settings(suppress_health_check=list(HealthCheck), deadline=None)
def test_every_operation_meets_the_contract(case: schemathesis.Case, app: Flask) -> None:
    case.call_and_validate(app=app)


def test_stateful_play_follows_the_links(app: Flask) -> None:
    created = app.test_client().post("/v1/players", json={"name": "Stateful"}).get_json()
    # The run plays as one player: the routes that end their tokens (an erasure, a revoked
    # device, a recovery that revokes the others) would leave the states it still holds no
    # one's; the first phase of this file tries them.
    ending = ["erasePlayer", "revokeDevice", "recoverPlayer"]
    as_player = schemathesis.openapi.from_path(SPEC_PATH, config=CONFIG).exclude(operation_id=ending)
    as_player.app = app  # the checks' own probes (e.g. each call without the token) go to it too

    @as_player.auth(refresh_interval=None)
    class PlayerToken:
        """Every call as the player, with their token of the moment (a run may rotate it;
        the checks also try each call without the token, and with a wrong one)."""

        def get(self, case: schemathesis.Case, ctx: Any) -> str:
            return str(created["token"])

        def set(self, case: schemathesis.Case, token: str, ctx: Any) -> None:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}

    class PlayMachine(as_player.as_state_machine()):  # type: ignore[misc]
        def setup(self) -> None:
            """A player of their own for each scenario: a daily deal has one ranked attempt
            (a second start is 409), so a scenario replayed by Hypothesis must find the
            player it found the first time."""
            created.update(app.test_client().post("/v1/players", json={"name": "Stateful"}).get_json())

        def before_call(self, case: schemathesis.Case) -> None:
            """Act on the player's own data and on the live day (a generated date or player
            id is almost never either)."""
            if case.path_parameters and "date" in case.path_parameters:
                case.path_parameters["date"] = EXAMPLE_DAY.isoformat()
            if case.path_parameters and "player_id" in case.path_parameters:
                case.path_parameters["player_id"] = created["id"]

        def after_call(self, response: Any, case: schemathesis.Case) -> None:
            """A rotation the run made: the old token no longer works, the new one does.  A
            replayed one (an Idempotency-Key the run sent before) answers the token that
            rotation made, which a later rotation may have replaced since: the run saw the
            first answer, so the token of the moment stays."""
            rotated = case.path == "/v1/players/{player_id}/token" and response.status_code == 200
            replayed = {name.lower(): value for name, value in response.headers.items()}.get(
                "idempotent-replayed"
            )
            if rotated and replayed not in ("true", ["true"]):
                created["token"] = response.json()["token"]

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
