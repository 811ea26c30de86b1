"""Games are told apart in the registry and the games' own modules only (issues 32 and 40):
no other module or SQL statement of the service names a game in its code (docstrings and
comments may) by
any word the registry says is one game's: its name, code prefix and variants' names, the
refusals, notices and problems only it answers, the moves only it plays.  A game's own
modules name no other game.  ``KNOWN`` lists the exceptions, each with why, so that the
list only shrinks; and a variant's name is written once, in its game's entry."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

from service.engine.game import Move
from service.engine.games import GAMES
from service.engine.messages import MESSAGES
from service.engine.registry import GameEntry
from tests.imports import SERVICE

BUILT_IN = tuple(entry for entry in GAMES.entries if entry.game_class.__module__.startswith("service."))
"""The service's own games (a test's game registered meanwhile aside)."""
REGISTRY = {
    "engine/registry.py",
    "engine/games.py",
    "engine/variants.py",
    "engine/rules.py",
    "solver/solvers.py",
    "engine/__init__.py",
    "api/schemas/wires.py",
}
"""The registry (the built-in games listed, the closed set of variants the database knows,
the rules classes, the solvers by key, the games' wire pieces listed) and the engine's
public names."""
OWN_AREAS = ("engine", "solver", "api/schemas")
"""Where a game's own modules are: ``<area>/<game>*.py`` (its rules, layouts, byte format,
words, registry entry, solvers and its pieces of the contract)."""
KNOWN: dict[tuple[str, str], str] = {
    ("engine/codes.py", "GO1"): "a malformed code's refusal shows a Golf code as its example",
    ("engine/codes.py", "GR1"): "a malformed code's refusal shows a round's code as its example",
}
"""A module and a game's word it still writes, and why (each a step still to take)."""


def _fragments(entry: GameEntry) -> set[str]:
    """The game's words found inside identifiers and strings, in any case."""
    own_codes = {code for code in entry.messages if code not in MESSAGES}
    problems = {problem.problem for problem in entry.refused_as_problems.values()}
    return {entry.name, entry.code_prefix, *(facts.name for facts in entry.variants), *own_codes, *problems}


def _exact(entry: GameEntry) -> set[str]:
    """The game's words found only whole: its own moves' types as strings (``remove`` is an
    ordinary word inside others, and a method's name), its own moves' and codes' classes as
    names."""
    moves = [move for move in entry.game_class.MOVES if move.__module__ != Move.__module__]
    classes = {*moves, *(type(code) for code in entry.messages if code not in MESSAGES)}
    return {*(f'"{move.TYPE}"' for move in moves), *(kind.__name__ for kind in classes)}


def game_words(entries: tuple[GameEntry, ...] = BUILT_IN) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Each word of a game (in fragments, lower case; whole), and the games it names."""
    fragments: dict[str, set[str]] = defaultdict(set)
    exact: dict[str, set[str]] = defaultdict(set)
    for entry in entries:
        for word in _fragments(entry):
            fragments[word.lower()].add(entry.name)
        for word in _exact(entry):
            exact[word].add(entry.name)
    return fragments, exact


def _docstrings(tree: ast.AST) -> set[int]:
    """The strings that stand alone as statements: docstrings, a module's, a function's or
    an attribute's."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


def _words(node: ast.AST, docstrings: set[int]) -> str:
    """The identifiers and string values ``node`` writes in code (a string in quotes)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.alias):
        return node.name
    if isinstance(node, ast.ImportFrom):
        return node.module or ""
    if isinstance(node, ast.FunctionDef | ast.ClassDef):
        return node.name
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
        return f'"{node.value}"'
    return ""


def words_named(
    tree: ast.AST, fragments: dict[str, set[str]], exact: dict[str, set[str]]
) -> dict[str, set[str]]:
    """The games' words ``tree`` writes in code, each with the games it names."""
    longest_first = sorted(fragments, key=len, reverse=True)
    pattern = re.compile("|".join(map(re.escape, longest_first)), re.IGNORECASE)
    docstrings = _docstrings(tree)
    found: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        written = _words(node, docstrings)
        if not written:
            continue
        for match in pattern.finditer(written):
            found[match.group().lower()] = fragments[match.group().lower()]
        if written in exact:
            found[written] = exact[written]
    return found


def _home(module: str, games: set[str]) -> bool:
    """Whether ``module`` is the registry or one of these games' own modules."""
    own = any(re.fullmatch(rf"({'|'.join(OWN_AREAS)})/{game}[a-z_]*\.py", module) for game in games)
    return module in REGISTRY or own


def _sql_tree(path: Path) -> ast.AST:
    """A SQL statement as one string constant, its comments left out."""
    code = "\n".join(line.split("--", 1)[0] for line in path.read_text().splitlines())
    return ast.Expression(ast.Constant(code))


def words_out_of_home() -> set[tuple[str, str]]:
    """Every module and game's word it writes outside the registry and that game's modules."""
    fragments, exact = game_words()
    spelled = {word.lower(): word for entry in BUILT_IN for word in _fragments(entry)}
    out = set()
    for path in sorted([*SERVICE.rglob("*.py"), *SERVICE.rglob("*.sql")]):
        module = str(path.relative_to(SERVICE))
        tree = ast.parse(path.read_text()) if path.suffix == ".py" else _sql_tree(path)
        for word, games in words_named(tree, fragments, exact).items():
            if not _home(module, games):
                out.add((module, spelled.get(word, word)))
    return out


def test_only_the_registry_and_the_games_own_modules_name_a_game() -> None:
    out = words_out_of_home()
    assert out <= set(KNOWN), f"a game's words outside its home: {sorted(out - set(KNOWN))}"
    assert set(KNOWN) <= out, f"no longer written, drop from KNOWN: {sorted(set(KNOWN) - out)}"


def test_the_words_are_every_games_own_and_not_the_shared_ones() -> None:
    fragments, exact = game_words()
    assert {"golf", "canfield", "go1", "cf1", "gr1", "golf-round-easy", "canfield-draw1"} <= set(fragments)
    assert {"rank_mismatch", "hole_not_over", "no_more_moves", "not_a_sequence", "hole-not-over"} <= set(
        fragments
    )
    assert {'"remove"', "Remove", '"next-hole"', "NextHole", "GolfRefusal", "CanfieldRefusal"} <= set(exact)
    assert fragments["hole_not_over"] == {"golf"} and fragments["not_a_sequence"] == {"canfield"}
    shared = {"nothing_to_undo", "game_over", "wrong_game", '"draw"', '"undo"', '"tap"', '"move"', "Transfer"}
    assert not shared & (set(fragments) | set(exact))


def test_the_check_sees_a_game_named_in_code_but_not_in_a_docstring() -> None:
    code = ast.parse(
        '"""Golf."""\nX = 1\n"""Canfield, documented."""\nY = "golf"\n'
        'if code == "hole_not_over": Z = RANK_MISMATCH\nW = {"type": "remove"}\nV = item.remove(1)\n'
    )
    named = words_named(code, *game_words())
    assert set(named) == {"golf", "hole_not_over", "rank_mismatch", '"remove"'}
    assert not _home("api/play.py", named["hole_not_over"]) and _home("solver/golf_round.py", {"golf"})
    assert not _home("engine/canfield_vocabulary.py", {"golf"}) and _home("engine/games.py", {"golf"})


def test_the_check_reads_a_sql_statement_but_not_its_comments(tmp_path: Path) -> None:
    statement = tmp_path / "board.sql"
    statement.write_text("-- the golf-easy board\nSELECT 1 WHERE variant = 'canfield-draw3'\n")
    assert set(words_named(_sql_tree(statement), *game_words())) == {"canfield-draw3"}


def test_a_variants_name_is_written_once_in_its_games_entry() -> None:
    """In ``engine/<game>_entry.py``: ``variants.Variant`` and everything else take it from there."""
    names = {facts.name: entry.name for entry in BUILT_IN for facts in entry.variants}
    writing: dict[str, set[str]] = defaultdict(set)
    for path in SERVICE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and node.value in names:
                writing[node.value].add(str(path.relative_to(SERVICE)))
    assert writing == {name: {f"engine/{game}_entry.py"} for name, game in names.items()}
