"""One Russian word for each term of the games (issue 32): the glossary
(service/translations/glossary.json) holds the product's word, the one its rules use (quoted
in tests/data/product-words.json), and both the web client's catalog and the service's .po
say it wherever their English names the term."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from babel.messages.pofile import read_po

from tests.imports import SERVICE
from tests.shared import data_file
from tests.translations.test_webclient_catalogs import CATALOGS, flat

GLOSSARY_PATH = SERVICE / "translations/glossary.json"
GLOSSARY: dict[str, dict[str, str]] = json.loads(GLOSSARY_PATH.read_text())["terms"]
PRODUCT_WORDS: dict[str, list[str]] = json.loads(data_file("product-words.json").read_text())["quotes"]
"""A sentence of the product's documents for each term they use: [document, quote]."""
PO = SERVICE / "translations/ru/LC_MESSAGES/messages.po"
NOT_THE_TERM = re.compile(r"\{\w+\}|columns wide|line \{line\}, column|\bcolumn must\b")
"""English that uses a term's word for something else: a ``{value}``'s name, a name's width in a
terminal's columns, a place in a text, a move's JSON field ``column``."""


def mentions(english: str, term: str) -> bool:
    return bool(re.search(rf"\b{term}(s|es|ed)?\b", NOT_THE_TERM.sub("", english), re.IGNORECASE))


def says(russian: str, forms: str) -> bool:
    return bool(re.search(rf"(?<!\w)({forms})(?!\w)", russian, re.IGNORECASE))


def pairs_of_the_po() -> dict[str, str]:
    with PO.open("rb") as handle:
        return {str(message.id): str(message.string) for message in read_po(handle) if message.id}


def pairs_of_the_client() -> dict[str, str]:
    russian = flat(CATALOGS["ru"])
    return {english: russian[key] for key, english in flat(CATALOGS["en"]).items()}


@pytest.mark.parametrize("source", [pairs_of_the_client, pairs_of_the_po], ids=["client", "po"])
@pytest.mark.parametrize("term", sorted(GLOSSARY))
def test_the_russian_says_the_products_word_where_the_english_names_the_term(
    source: Callable[[], dict[str, str]], term: str
) -> None:
    entry = GLOSSARY[term]
    named = {english: russian for english, russian in source().items() if mentions(english, entry["en"])}
    wrong = {english: russian for english, russian in named.items() if not says(russian, entry["forms"])}
    assert not wrong, f"«{entry['ru']}» for {term}: {wrong}"


def test_the_glossarys_words_are_the_products_words() -> None:
    """Each word is the one the product's rules (their quotes) or its rule messages use."""
    quotes = " ".join(quote for _, quote in PRODUCT_WORDS.values())
    assert set(PRODUCT_WORDS) <= set(GLOSSARY), "a quote for a term the glossary does not have"
    product = " ".join([quotes, *pairs_of_the_po().values()])
    for term, entry in GLOSSARY.items():
        assert says(entry["ru"], entry["forms"]), term
        assert says(product, entry["forms"]), term
        if term in PRODUCT_WORDS:
            assert says(PRODUCT_WORDS[term][1], entry["forms"]), f"the quote of {term} does not say it"


def test_the_client_names_every_term() -> None:
    """The check bites: every term is in the client's words, so a word gone wrong there is seen."""
    for term, entry in GLOSSARY.items():
        assert any(mentions(english, entry["en"]) for english in pairs_of_the_client()), term


def test_the_search_tells_a_word_from_its_neighbours() -> None:
    assert says("Этой карты нет на поле.", GLOSSARY["table"]["forms"])
    assert not says("Этой карты нет на столе.", GLOSSARY["table"]["forms"])
    assert not says("получите", GLOSSARY["table"]["forms"])
    assert says("Отм.", GLOSSARY["undo"]["forms"])
    assert mentions("Foundations", "foundation")
    assert not mentions("the name is {width} columns wide", "column")
