"""The repository stands alone (issue 40 item 10): no tracked file sends its reader to a
document outside it (the team's ``../shared``, its API.md or RULES.md: a user's clone has
neither), and docs/rules.md, the rules in the project's own words, keeps to the engine."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

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


DOCUMENTS = [
    ROOT / "README.md",
    *sorted((ROOT / "docs").rglob("*.md")),
    ROOT / "clients/python/solitaire-service-client/README.md",
]
"""What a newcomer reads: the README, docs/, the Python client's README."""
LINK = re.compile(r"\]\(([^)\s]+)\)")


def heading_slugs(document: Path) -> set[str]:
    """The anchors a document's headings make, as GitHub writes them."""
    headings = re.findall(r"^#+ (.+)$", document.read_text(), re.M)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def links(document: Path) -> list[str]:
    """The document's links to files (and their anchors): not a web address, not a mail."""
    return [target for target in LINK.findall(document.read_text()) if not re.match(r"[a-z]+:", target)]


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda document: str(document.relative_to(ROOT)))
def test_the_documents_links_lead_to_a_file_of_the_repository(document: Path) -> None:
    """A clone has each file a document links to, and the heading its anchor names: no
    link climbs out of the repository (``../shared``) or names a moved section."""
    for target in links(document):
        path, _, anchor = target.partition("#")
        linked = (document.parent / path).resolve() if path else document
        assert linked.is_relative_to(ROOT) and linked.exists(), f"{document.name}: {target}"
        if anchor and linked.suffix == ".md":
            assert anchor in heading_slugs(linked), f"{document.name}: {target}"


def test_the_link_guard_sees_a_link_out_of_the_repository(tmp_path: Path) -> None:
    document = ROOT / "docs" / "rules.md"
    assert not (document.parent / "../../shared/spec/API.md").resolve().is_relative_to(ROOT)
    written = tmp_path / "page.md"
    written.write_text("[API](../shared/spec/API.md), [site](https://example.com) and [me](#page)\n# Page\n")
    assert links(written) == ["../shared/spec/API.md", "#page"]
    assert heading_slugs(written) == {"page"}
