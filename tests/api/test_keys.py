"""Keys that cannot be weak or leak: production refuses to start (``create_app()`` raises)
with a key anyone could know or guess, ``SERVICE_ENV`` must be a known value, and
``SECRET_KEY`` is one key; development without one makes a random key once and keeps it
beside its local database, never a key from the source."""

from __future__ import annotations

import base64
import datetime as dt
import os
import secrets
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from service import create_app
from service.api.web.tokens import new_envelope
from service.config import EXAMPLE_STATES_KEY, ConfigError, load_config
from service.engine import new_game, pack

STRONG = secrets.token_hex(32)
STRONG_B64 = base64.b64encode(secrets.token_bytes(32)).decode()
STRONG_B64URL = base64.urlsafe_b64encode(secrets.token_bytes(48)).rstrip(b"=").decode()


def production(**settings: str) -> dict[str, str]:
    return {"SERVICE_ENV": "production", **settings}


@pytest.mark.parametrize(
    ("settings", "why"),
    [
        ({}, "needs SECRET_KEY"),
        ({"SECRET_KEY": "a"}, "neither hex nor base64"),
        ({"SECRET_KEY": EXAMPLE_STATES_KEY}, "published in this repository"),
        ({"SECRET_KEY": "replace-with-64-random-hex-characters"}, "published in this repository"),
        ({"SECRET_KEY": secrets.token_hex(31)}, "31 bytes, fewer than 32"),
        ({"SECRET_KEY": "0" * 64}, "not random"),
        ({"SECRET_KEY": "correct horse battery staple and more words"}, "neither hex nor base64"),
        ({"SECRET_KEY": STRONG, "SECRET_KEYS": "old-and-short"}, "a key of SECRET_KEYS"),
        ({"SECRET_KEYS": f"{STRONG},{EXAMPLE_STATES_KEY}"}, "a key of SECRET_KEYS is a key published"),
    ],
)
def test_production_refuses_to_start_with_a_weak_key(settings: dict[str, str], why: str) -> None:
    with pytest.raises(ConfigError, match=why) as refused:
        create_app(environ=production(**settings))
    message = str(refused.value)
    assert "secrets.token_hex(32)" in message, "the error says how to make a key"
    for value in settings.values():
        for key in value.split(","):
            assert len(key) < 8 or key not in message, "the error never shows a key"


@pytest.mark.parametrize("key", [STRONG, STRONG.upper(), STRONG_B64, STRONG_B64URL])
def test_production_starts_with_32_random_bytes_in_hex_or_base64(key: str) -> None:
    app = create_app(environ=production(SECRET_KEY=key, SECRET_KEYS=secrets.token_hex(32)))
    assert app.config["PRODUCTION"] and app.config["SECRET_KEY"] == key


@pytest.mark.parametrize("value", ["prod", "Production-1", "staging", "dev"])
def test_an_unknown_service_env_is_an_error_not_development(value: str) -> None:
    with pytest.raises(ConfigError, match=r"SERVICE_ENV=.*development or production"):
        create_app(environ={"SERVICE_ENV": value, "SECRET_KEY": STRONG})


def test_development_is_the_default_and_its_key_is_made_once_beside_the_local_database(
    tmp_path: Path,
) -> None:
    """No key in the source: without SECRET_KEY, development makes 32 random bytes the
    first time, keeps them in <local database>/secret-key (mode 0600) and uses them from
    then on, so a restart still opens the states it sealed."""
    local = {"LOCAL_DATABASE_DIR": str(tmp_path / "pgdata")}
    first = load_config(local)
    key_file = tmp_path / "pgdata" / "secret-key"
    assert not first["PRODUCTION"] and first["STATE_KEYS"] == [key_file.read_text().strip()]
    assert len(bytes.fromhex(first["SECRET_KEY"])) == 32
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    for environ in ({"SERVICE_ENV": ""}, {"SERVICE_ENV": "Development"}):
        assert load_config(local | environ)["STATE_KEYS"] == first["STATE_KEYS"]
    assert [p.name for p in key_file.parent.iterdir()] == ["secret-key"], "no draft left behind"
    elsewhere = load_config({"LOCAL_DATABASE_DIR": str(tmp_path / "other")})
    assert elsewhere["SECRET_KEY"] != first["SECRET_KEY"], "random, not derived from anything known"

    before = create_app({"TESTING": True}, environ=local)
    state = before.extensions["state_sealer"].seal(
        pack(new_game("GO1-E-AAAAAAB")), new_envelope(None), dt.datetime.now(dt.UTC)
    )
    restarted = create_app({"TESTING": True}, environ=local).test_client()
    assert restarted.post("/v1/moves", json={"state": state, "move": {"type": "draw"}}).status_code == 200


def test_processes_starting_at_once_agree_on_one_development_key(tmp_path: Path) -> None:
    code = "from service.config import load_config; print(load_config()['SECRET_KEY'])"
    environment = {**os.environ, "LOCAL_DATABASE_DIR": str(tmp_path)}
    environment.pop("SECRET_KEY", None)
    starts = [
        subprocess.Popen([sys.executable, "-c", code], env=environment, stdout=subprocess.PIPE, text=True)
        for _ in range(4)
    ]
    keys = {start.communicate(timeout=60)[0].strip() for start in starts}
    assert keys == {(tmp_path / "secret-key").read_text().strip()}


def test_development_without_a_key_or_a_place_for_one_says_what_to_set(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    with pytest.raises(ConfigError, match="set SECRET_KEY") as refused:
        load_config({"LOCAL_DATABASE_DIR": str(blocked / "pgdata")})
    assert "secrets.token_hex(32)" in str(refused.value)
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "secret-key").write_text("\n")
    with pytest.raises(ConfigError, match="is empty"):
        load_config({"LOCAL_DATABASE_DIR": str(tmp_path / "empty")})


def test_the_tests_seal_with_the_documented_example_key_and_never_make_one() -> None:
    """tests/conftest.py sets SECRET_KEY, so the suite writes no key into the project."""
    assert os.environ["SECRET_KEY"] == EXAMPLE_STATES_KEY
    assert load_config(os.environ)["SECRET_KEY"] == EXAMPLE_STATES_KEY


@pytest.mark.parametrize("environment", ["development", "production"])
def test_secret_key_is_one_key_and_lists_go_in_secret_keys(environment: str) -> None:
    with pytest.raises(ConfigError, match="SECRET_KEYS"):
        load_config({"SERVICE_ENV": environment, "SECRET_KEY": f"{STRONG},{secrets.token_hex(32)}"})
    old, older = secrets.token_hex(32), secrets.token_hex(32)
    config = load_config({"SERVICE_ENV": environment, "SECRET_KEY": STRONG, "SECRET_KEYS": f"{old}, {older}"})
    assert config["STATE_KEYS"] == [STRONG, old, older] and config["SECRET_KEY"] == STRONG
