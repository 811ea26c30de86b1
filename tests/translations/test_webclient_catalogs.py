"""The web client's catalogs (service/webclient/catalogs/<language>.json): every language has
the same keys with the same ``{values}``, and every key the client's code names is in them."""

from __future__ import annotations

import json
import re
from typing import Any

from tests.imports import SERVICE

CLIENT = SERVICE / "webclient"
CATALOGS: dict[str, dict[str, Any]] = {
    path.stem: json.loads(path.read_text()) for path in sorted(CLIENT.glob("catalogs/*.json"))
}
VALUE = re.compile(r"\{(\w+)\}")
KEY = re.compile(r'(?<![=!]== )"(\w+)"')
"""A key in a call: a literal, not one the code compares with (`review === "held" ? "a" : "b"`)."""
CALL = re.compile(r"\b(?:text\(language, |said\(|key = )")
COUNTED = re.compile(r'\bcounted\(language, "(\w+)"')
DATA_TEXT = re.compile(r'data-text="(\w+)"')


def flat(catalog: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """``section.key`` -> words; a plural's forms under ``plurals.noun.form``."""
    words: dict[str, str] = {}
    for key, value in catalog.items():
        if isinstance(value, dict):
            words |= flat(value, f"{prefix}{key}.")
        else:
            words[f"{prefix}{key}"] = value
    return words


def argument(source: str, start: int) -> str:
    """The expression from ``start`` to the first "," or ")" outside brackets: a call's argument."""
    depth = 0
    for index in range(start, len(source)):
        char = source[index]
        if char in "([{":
            depth += 1
        elif char in ")]}" and depth:
            depth -= 1
        elif char in ",);" and not depth:
            return source[start:index]
    return source[start:]


def keys_the_code_names() -> set[str]:
    """The text keys the client's modules and page name literally (``text(language, "undo")``,
    ``said(won ? "a" : "b")``, ``key = "x"``, ``data-text="brand"``)."""
    named: set[str] = set()
    for path in CLIENT.glob("*.js"):
        if path.name == "i18n.js":
            continue
        source = path.read_text()
        for call in CALL.finditer(source):
            named |= set(KEY.findall(argument(source, call.end())))
    named |= set(DATA_TEXT.findall((CLIENT / "index.html").read_text()))
    return named


def test_every_language_has_the_same_keys() -> None:
    assert set(CATALOGS) == {"en", "ru"}
    english = flat(CATALOGS["en"])
    for language, catalog in CATALOGS.items():
        words = flat({k: v for k, v in catalog.items() if k != "plurals"})
        assert set(words) == {k for k in english if not k.startswith("plurals.")}, language
        assert set(catalog["plurals"]) == set(CATALOGS["en"]["plurals"]), language


def test_every_key_keeps_its_values_in_every_language() -> None:
    english = flat(CATALOGS["en"])
    for language, catalog in CATALOGS.items():
        for key, words in flat(catalog).items():
            if key.startswith("plurals."):
                assert VALUE.findall(words) == ["n"], (language, key)
            else:
                assert set(VALUE.findall(words)) == set(VALUE.findall(english[key])), (language, key)


def test_every_plural_has_the_forms_its_language_needs() -> None:
    """Intl.PluralRules' categories for whole numbers: English one/other, Russian one/few/many
    (and "other", for fractions)."""
    needed = {"en": {"one", "other"}, "ru": {"one", "few", "many", "other"}}
    for language, catalog in CATALOGS.items():
        for noun, forms in catalog["plurals"].items():
            assert set(forms) == needed[language], (language, noun)


def test_every_key_the_client_names_is_in_the_catalogs() -> None:
    named = keys_the_code_names()
    assert {"undo", "hint", "brand", "stockCards", "wonNotice"} <= named, "the search finds the keys"
    for language, catalog in CATALOGS.items():
        missing = named - set(catalog["texts"])
        assert not missing, (language, sorted(missing))
        nouns = {noun for path in CLIENT.glob("*.js") for noun in COUNTED.findall(path.read_text())}
        assert nouns and nouns <= set(catalog["plurals"]), language


def test_the_search_for_keys_reads_a_call_to_its_end() -> None:
    source = 'text(language, held ? "a" : pick("b", c), "d");'
    assert KEY.findall(argument(source, len("text(language, "))) == ["a", "b"]


def test_no_catalog_is_written_in_code() -> None:
    """The client's words live in the catalogs only: i18n.js reads them."""
    source = (CLIENT / "i18n.js").read_text()
    assert not re.search(r'^\s+\w+: "[^"]*[а-яё]', source, re.MULTILINE | re.IGNORECASE)
