"""The problem catalogue (``service/api/web/problems.py``) is the one list of problem types:
each is documented in openapi.yaml and nothing in the web layer makes one of its own."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from service.api.web.problems import PROBLEMS
from service.engine import GAMES

ROOT = Path(__file__).resolve().parents[2]
API = ROOT / "service" / "api"


def game_problem_types() -> set[str]:
    """The slugs of the registered games' own problems (``game_problems``)."""
    return set(game_problems())


def problem_types() -> set[str]:
    """Every problem type the service answers: the catalogue's and the games' own."""
    return {problem.slug for problem in PROBLEMS} | game_problem_types()


def documented_problem_types() -> set[str]:
    return set(re.findall(r"urn:solitaire:problem:([a-z-]+)", (ROOT / "openapi.yaml").read_text()))


def test_every_problem_type_is_documented_and_every_documented_one_is_answered() -> None:
    assert {slug for slug, _, _ in documented_rows()} == problem_types()
    assert documented_problem_types() <= problem_types(), "openapi.yaml names a type nobody answers"


def test_each_slug_is_in_the_catalogue_once() -> None:
    slugs = [problem.slug for problem in PROBLEMS]
    assert len(slugs) == len(set(slugs)) and len(slugs) > 40
    assert all(problem.status in range(400, 600) for problem in PROBLEMS)


def test_no_module_of_the_web_layer_makes_a_problem_of_its_own() -> None:
    """A refusal is raised from the catalogue (``STALE_STATE(...)``), never spelled at its site."""
    for path in API.rglob("*.py"):
        if path == API / "web" / "problems.py":
            continue
        text = path.read_text()
        assert not re.search(r"\b(?:ApiError|Problem)\(", text), path.relative_to(ROOT)
        assert not re.search(r'\(\s*\d{3},\s*"[a-z-]+"', text), path.relative_to(ROOT)


def test_the_games_own_slugs_are_found() -> None:
    """The scan above reads the engine as it writes a rules refusal."""
    assert {"conflicting-rules", "invalid-round", "hole-not-over"} <= game_problem_types()


def game_problems() -> dict[str, str]:
    """The registered games' own problems and their titles: the refusals of their rule
    options (as the engine writes a ``RulesError``) and the refusals they answer as problems."""
    found: dict[str, str] = {}
    for source in (ROOT / "service/engine").glob("*.py"):
        found |= dict(re.findall(r'RulesError\(\s*"([a-z-]+)",\s*N_\("([^"]+)"\)', source.read_text()))
    for entry in GAMES.entries:
        found |= {problem.problem: problem.title for problem in entry.refused_as_problems.values()}
    return found


def catalogue_rows() -> list[tuple[str, int, str]]:
    rows = [(problem.slug, problem.status, problem.title) for problem in PROBLEMS]
    return rows + [(slug, 422, title) for slug, title in sorted(game_problems().items())]


def documented_rows() -> list[tuple[str, int, str]]:
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    described = spec["components"]["schemas"]["Problem"]["description"]
    rows = re.findall(r"^\| `([a-z-]+)` \| (\d{3}) \| (.+) \|$", described, re.M)
    return [(slug, int(status), title) for slug, status, title in rows]


def test_openapi_lists_every_problem_type_with_its_status_and_title() -> None:
    """The Problem schema's table is the catalogue's, row for row (a client reads it)."""
    assert documented_rows() == catalogue_rows()
