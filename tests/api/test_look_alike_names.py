"""Whole-script look-alikes of an existing name (issue 39, item 8): ``Асе`` (all Cyrillic)
and ``ΑΒΕ`` (all Greek) signed up beside the names they look like.  Sign-up now compares a
name posing as Latin with every other player's by UTS #39's skeleton as well as by its
Latin reading: refused, 422 ``invalid-name`` saying which name it looks like, in Russian
and English; a Latin name is never refused for a look-alike.  Against the real app and
PostgreSQL, with random words so that no other test's player is in the way."""

from __future__ import annotations

import secrets
from typing import Any

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.players.names import name_skeleton
from tests.api.helpers import conforming

LATIN, CYRILLIC, GREEK = "ABEKMHOPTX", "АВЕКМНОРТХ", "ΑΒΕΚΜΗΟΡΤΧ"
"""Capitals that look alike in the three scripts, letter for letter."""


def sign_up(client: FlaskClient, name: str, language: str = "en") -> TestResponse:
    response = client.post("/v1/players", json={"name": name}, headers={"Accept-Language": language})
    return conforming(response, "/v1/players", "POST")


def refused(response: TestResponse) -> dict[str, Any]:
    assert response.status_code == 422, response.get_json()
    problem: dict[str, Any] = response.get_json()
    assert response.mimetype == "application/problem+json"
    assert problem["type"] == "urn:solitaire:problem:invalid-name"
    assert problem["errors"] == [{"field": "name", "message": problem["detail"]}]
    return problem


def word(letters: str, picks: list[int]) -> str:
    return "".join(letters[pick] for pick in picks)


def test_the_attack_as_written_asce_and_abe_are_refused_beside_the_names_they_look_like(
    db_client: FlaskClient,
) -> None:
    for latin in ("Ace", "ABE"):
        sign_up(db_client, latin)  # 201, or already a player's: a Latin name is never refused
    for look_alike in ("Асе", "ΑΒΕ", "АВЕ"):
        refused(sign_up(db_client, look_alike))


def test_a_cyrillic_name_is_refused_beside_its_greek_twin_and_a_greek_one_beside_its_cyrillic_twin(
    db_client: FlaskClient,
) -> None:
    """Both read as the same Latin word, which no player has: the reading alone let the
    second in; the skeleton does not."""
    picks = [secrets.randbelow(len(LATIN)) for _ in range(12)]
    greek, cyrillic = word(GREEK, picks), word(CYRILLIC, picks)
    assert name_skeleton(greek) == name_skeleton(cyrillic) == word(LATIN, picks)
    assert sign_up(db_client, greek).status_code == 201
    english = refused(sign_up(db_client, cyrillic))
    assert english["detail"].startswith(f'the name "{cyrillic}" looks like "{greek}", another player\'s name')
    assert "whole-script look-alike, UTS #39" in english["detail"]
    russian = refused(sign_up(db_client, cyrillic, "ru"))
    assert russian["detail"].startswith(f"имя «{cyrillic}» выглядит как «{greek}», имя другого игрока")
    assert russian["title"] != english["title"]
    assert sign_up(db_client, greek).status_code == 201  # the same name again: told apart by the tag
    assert sign_up(db_client, word(LATIN, picks)).status_code == 201  # Latin: never refused


def test_a_look_alike_is_refused_where_uts_39_reads_what_its_reading_missed(db_client: FlaskClient) -> None:
    """Greek ``Ι`` and Latin ``I`` both read as ``l`` (UTS #39), a digit ``0`` as ``O``: the
    Latin reading (``lAN``, ``BOB``) matched no name, the skeleton matches."""
    tail = word(LATIN, [secrets.randbelow(len(LATIN)) for _ in range(10)])
    for latin, look_alike in (
        (f"IAN{tail}", "ΙΑΝ" + tail.translate(str.maketrans(LATIN, GREEK))),
        (f"B0B{tail}", "ВОВ" + tail.translate(str.maketrans(LATIN, CYRILLIC))),
    ):
        assert sign_up(db_client, latin).status_code == 201
        problem = refused(sign_up(db_client, look_alike))
        assert f'looks like "{latin}"' in problem["detail"]


def test_a_real_name_in_another_script_that_looks_like_no_name_signs_up(db_client: FlaskClient) -> None:
    suffix = word(CYRILLIC, [secrets.randbelow(len(CYRILLIC)) for _ in range(6)])
    for name in (f"Борис {suffix}", f"Ελένη {suffix.translate(str.maketrans(CYRILLIC, GREEK))}"):
        assert sign_up(db_client, name).status_code == 201
