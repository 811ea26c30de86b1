"""The extra checks against the team's shared material (``../shared`` beside the repository,
or ``SHARED_DIR``): the copies in tests/data and service/engine are still their sources',
the quoted words are the product documents' own, and docs/rules.md works the rules
contract's examples.  Where the material is not there each test is skipped, saying why:
nothing else in the suite reads it (tests/test_stands_alone.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from service.i18n import CATALOGS
from tests.shared import DATA, ROOT, shared_dir_or_skip

VERDICT_FILES = sorted(path.name for path in DATA.glob("*-public.json"))
DOCUMENTS = {
    "Golf rules": "seeds/golf-rules.ru.txt",
    "About Golf": "seeds/golf-about.ru.txt",
    "Canfield rules": "seeds/canfield-rules.ru.txt",
}
"""The product documents tests/data/product-words.json quotes, by the names it gives them."""


@pytest.fixture
def shared() -> Path:
    return shared_dir_or_skip()


@pytest.mark.parametrize("name", VERDICT_FILES)
def test_the_peers_verdicts_are_copied_unchanged(shared: Path, name: str) -> None:
    assert (DATA / name).read_bytes() == (shared / "data" / name).read_bytes(), (
        f"tests/data/{name} differs from the shared data's: copy it again (tests/data/README.md)"
    )


def test_every_set_of_the_shared_data_is_copied(shared: Path) -> None:
    assert {path.name for path in (shared / "data").glob("*-public.json")} == set(VERDICT_FILES)


def test_the_pinned_deals_are_the_documented_ones(shared: Path) -> None:
    ours = json.loads((ROOT / "service/engine/pinned-deals.json").read_text())
    assert ours == json.loads((shared / "data/pinned-deals.json").read_text())


def test_each_product_word_is_quoted_from_its_document(shared: Path) -> None:
    quotes = json.loads((DATA / "product-words.json").read_text())["quotes"]
    for term, (document, quote) in quotes.items():
        assert quote in (shared / DOCUMENTS[document]).read_text(), f"{term}: not in {document}"


def test_the_products_own_texts_are_our_russian_messages(shared: Path) -> None:
    """The refusals and the notice the contract quotes in Russian are ours word for word."""
    quoted = re.findall(r"\*\*«([^»]+)»\*\*", (shared / "spec/RULES.md").read_text())
    assert len(quoted) >= 3
    assert set(quoted) <= set(CATALOGS["ru"].values())


CODE = re.compile(r"\b(?:GO|CF)1-[A-Z]+[0-9]?-[A-Z]{7}\b")


def test_the_rules_document_works_the_contracts_examples(shared: Path) -> None:
    """docs/rules.md works through every deal the rules contract names."""
    named = set(CODE.findall((shared / "spec/RULES.md").read_text()))
    assert named and named <= set(CODE.findall((ROOT / "docs/rules.md").read_text()))
