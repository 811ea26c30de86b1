"""Keys that cannot be weak: production refuses to start (``create_app()`` raises) with a
key anyone could know or guess, ``SERVICE_ENV`` must be a known value, and ``SECRET_KEY``
is one key."""

from __future__ import annotations

import base64
import secrets

import pytest

from service import create_app
from service.config import DEV_SECRET_KEY, ConfigError, load_config

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
        ({"SECRET_KEY": DEV_SECRET_KEY}, "development key"),
        ({"SECRET_KEY": "replace-with-64-random-hex-characters"}, "placeholder"),
        ({"SECRET_KEY": secrets.token_hex(31)}, "31 bytes, fewer than 32"),
        ({"SECRET_KEY": "0" * 64}, "not random"),
        ({"SECRET_KEY": "correct horse battery staple and more words"}, "neither hex nor base64"),
        ({"SECRET_KEY": STRONG, "SECRET_KEYS": "old-and-short"}, "a key of SECRET_KEYS"),
        ({"SECRET_KEYS": f"{STRONG},{DEV_SECRET_KEY}"}, "a key of SECRET_KEYS is the development key"),
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


def test_development_is_the_default_and_may_use_the_development_key() -> None:
    for environ in ({}, {"SERVICE_ENV": ""}, {"SERVICE_ENV": "Development"}):
        config = load_config(environ)
        assert not config["PRODUCTION"] and config["STATE_KEYS"] == [DEV_SECRET_KEY]


@pytest.mark.parametrize("environment", ["development", "production"])
def test_secret_key_is_one_key_and_lists_go_in_secret_keys(environment: str) -> None:
    with pytest.raises(ConfigError, match="SECRET_KEYS"):
        load_config({"SERVICE_ENV": environment, "SECRET_KEY": f"{STRONG},{secrets.token_hex(32)}"})
    old, older = secrets.token_hex(32), secrets.token_hex(32)
    config = load_config({"SERVICE_ENV": environment, "SECRET_KEY": STRONG, "SECRET_KEYS": f"{old}, {older}"})
    assert config["STATE_KEYS"] == [STRONG, old, older] and config["SECRET_KEY"] == STRONG
