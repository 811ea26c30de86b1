"""The web client's modules (service/webclient/*.js) as the server's: none over the line limit,
and games told apart in the renderers only (issue 32): a module that needs to know what
differs between games asks the game's renderer (renderers.js) instead of naming the game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.architecture import test_module_size
from tests.imports import SERVICE

CLIENT = SERVICE / "webclient"
MODULES = sorted(CLIENT.glob("*.js"))
GAMES = ("golf", "canfield")
RENDERERS = {"golf.js", "canfield.js", "renderers.js"}
"""The modules allowed to name a game: each game's renderer, and the list of them by game id."""
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
TYPE = re.compile(r"\{[^{}]*\}")


def names_a_game(source: str) -> list[str]:
    """Where code names a game: its id as a string, or a type or field of one game
    (``GolfView``, ``golf_rule_options``); a comment's prose is not code, its JSDoc types are."""
    code = COMMENT.sub(lambda comment: " ".join(TYPE.findall(comment.group(0))), source)
    pattern = re.compile(rf"""["'`]({"|".join(GAMES)})["'`]|\b({"|".join(GAMES)})\w*""", re.IGNORECASE)
    return [match.group(0) for match in pattern.finditer(code)]


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_no_client_module_is_over_the_line_limit(path: Path) -> None:
    lines = len(path.read_text().splitlines())
    assert lines <= test_module_size.MAX_MODULE_LINES, f"service/webclient/{path.name} has {lines} lines"


@pytest.mark.parametrize(
    "path", [path for path in MODULES if path.name not in RENDERERS], ids=lambda path: path.name
)
def test_no_module_but_the_renderers_tells_games_apart(path: Path) -> None:
    assert not names_a_game(path.read_text()), f"{path.name}: ask the game's renderer (renderers.js)"


def test_the_search_finds_a_game_named_in_code_only() -> None:
    assert names_a_game('if (game.game === "golf") return 1;') == ['"golf"']
    assert names_a_game("/** @type {CanfieldView} */ (view)") == ["CanfieldView"]
    assert names_a_game("/** Canfield's waste. @type {View} */ (view)") == []
    assert names_a_game("const v = /** @type {X} */ (catalog.golf_rule_options);") == ["golf_rule_options"]
    assert names_a_game("// Golf's stock\nconst x = 1;") == []
    assert {"renderers.js", "golf.js", "canfield.js"} <= {path.name for path in MODULES}
