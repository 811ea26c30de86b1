"""The repository stands alone (issue 40 item 10): no tracked file sends its reader to a
document outside it (the team's ``../shared``, its API.md or RULES.md: a user's clone has
neither), and docs/rules.md, the rules in the project's own words, keeps to the engine."""

from __future__ import annotations

import re
import subprocess

import pytest

from service.engine import GAMES
from service.i18n import translate
from tests.shared import DATA, ROOT

OUTSIDE = re.compile(
    r"\.\./shared|/work/shared|\bshared/(?:spec|data|seeds)\b|\b(?:API|RULES|ARCHITECTURE|FIELD-NOTES)\.md\b"
)
"""How a file names the team's material beside the repository."""
MAY_NAME_IT = {
    "tests/shared.py": "finds the material for the extra checks",
    "tests/test_product_documents.py": "the extra checks themselves",
    "tests/test_stands_alone.py": "this guard",
    ".ci/run": "points CI to the material, so the extra checks run there too",
    "migrations/0004_daily_integrity.sql": "an applied migration is never edited (its hash is recorded)",
}
"""Files that may name it, and why."""
COPIES = re.compile(r"tests/data/[\w-]+-public\.json")
"""The peers' verdicts, copied byte for byte: their notes say what the peers read."""
RULES = ROOT / "docs/rules.md"
ROW = re.compile(r"^\| `(\w+)` \| [^|]+ \| ([^|]+?) \| ([^|]+?) \|$", re.M)
"""A row of docs/rules.md's table of refusals: code, game, English, Russian."""


def tracked() -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return [name for name in listed.split("\0") if name]


def outside_names(text: str) -> set[str]:
    return set(OUTSIDE.findall(text))


def test_no_file_names_a_document_outside_the_repository() -> None:
    found = {}
    for name in tracked():
        if name in MAY_NAME_IT or COPIES.fullmatch(name) or not (ROOT / name).is_file():
            continue
        try:
            text = (ROOT / name).read_text()
        except UnicodeDecodeError:
            continue
        if names := outside_names(text):
            found[name] = sorted(names)
    assert not found, f"files that name documents a clone does not have (docs/rules.md instead): {found}"


def test_the_files_that_may_name_it_still_do() -> None:
    """Each exception is still needed: one that no longer names the material goes."""
    unneeded = [name for name in MAY_NAME_IT if not outside_names((ROOT / name).read_text())]
    assert not unneeded, f"drop from MAY_NAME_IT: {unneeded}"


def test_the_guard_finds_each_way_of_naming_it() -> None:
    for text in ("../shared/data", "see RULES.md", "API.md's 3.2", "the seeds of shared/seeds"):
        assert outside_names(text), text
    assert not outside_names("docs/rules.md, openapi.yaml and tests/data/README.md")


def test_the_test_datas_readme_names_every_file() -> None:
    readme = (DATA / "README.md").read_text()
    unnamed = [path.name for path in DATA.iterdir() if path.name != "README.md" and path.name not in readme]
    assert not unnamed, f"tests/data/README.md says nothing of {unnamed}"


def test_the_rules_document_lists_every_refusal_in_the_engines_words() -> None:
    rows = {code: (english, russian) for code, english, russian in ROW.findall(RULES.read_text())}
    words = GAMES.messages  # every registered game's refusals and notices, and the shared ones
    assert set(rows) == set(words)
    for code, (english, russian) in rows.items():
        assert (translate(words[code], "en"), translate(words[code], "ru")) == (english, russian), code


@pytest.mark.parametrize("target", re.findall(r"\]\(([^)]+)\)", RULES.read_text()))
def test_the_rules_documents_links_lead_somewhere(target: str) -> None:
    path, _, anchor = target.partition("#")
    document = (RULES.parent / path).resolve() if path else RULES
    assert document.is_file(), target
    if anchor:
        headings = re.findall(r"^#+ (.+)$", document.read_text(), re.M)
        slugs = {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}
        assert anchor in slugs, target
