"""The product's words as a Russian reader meets them (issue 42): no English on a Russian
page (the client's catalog) nor in a Russian problem (the service's catalog; the problems
themselves, as the service writes them: tests/api/test_problem_language.py), messages about
people that do not guess their gender, and no abbreviation where the whole word fits."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from tests.imports import SERVICE
from tests.translations.test_webclient_catalogs import CATALOGS, flat

RUSSIAN_CLIENT = flat(CATALOGS["ru"])
CLIENT_WORDS = {
    f"{language}:{key}": words for language in CATALOGS for key, words in flat(CATALOGS[language]).items()
}
with (SERVICE / "translations/ru/LC_MESSAGES/messages.po").open("rb") as _handle:
    RUSSIAN_SERVICE = {
        str(m.id): str(m.string) for m in read_po(_handle) if m.id and isinstance(m.string, str)
    }

VALUE = re.compile(r"\{\w+\}")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
KEYS = {"Tab", "Enter", "Esc"}
"""The keyboard's keys, named as they are printed on it."""
TERMS = {"UTC", "HTTP", "sha"}
"""What Russian writes in Latin letters too: a time zone, a protocol, a hash's name."""
CODE = re.compile(r"\b[A-Z]{2}\d(?:-[A-Z0-9]+)+\b")

PERSON = re.compile(r"\{(?:name|player|other|challenger|opponent|friend)\}|\bигрок|\bсоперник")
"""A message about a person: one of theirs named, or a player spoken of."""
GENDERED = re.compile(r"\b[а-яё]+[аеиоуыяюэё](?:л|ла|лся|лась)\b(?!\s*\()", re.IGNORECASE)
"""A past-tense verb in the singular, which says a man or a woman did it ("Победил Вера")."""
NOT_OF_PEOPLE = {"попал", "было", "начала", "сначала", "осталась", "продолжилась"}
"""Singular past forms (and an adverb) in those messages whose subject is a thing (a result
fell off the board, the start of a game, a game went on)."""

ABBREVIATIONS = re.compile(
    r"(?<![\w.])(?:напр|т\. ?е|т\. ?д|см|стр|мин|сек|прим|др|e\.g|i\.e|etc|approx|min|sec)\.(?!\w)",
    re.IGNORECASE,
)
"""Shortened words that always fit whole in a sentence."""
SHORT_LABEL = re.compile(r"^\w{2,6}\.$")
"""A label cut short ("Подск."): allowed only where a phone has no room (keys ``...Short``)."""
LABEL = re.compile(r"(?:Column|Label|Title|Short)$")
"""The keys of labels: a column's head, a field's caption, a title."""


def test_no_english_on_a_russian_page() -> None:
    english = {
        key: found
        for key, words in RUSSIAN_CLIENT.items()
        if (
            found := [
                w for w in LATIN_WORD.findall(CODE.sub("", VALUE.sub("", words))) if w not in KEYS | TERMS
            ]
        )
    }
    assert english == {}


def test_messages_about_people_do_not_guess_their_gender() -> None:
    """ "Победил {name}" said a woman won as a man; a message about a person says it in a
    form that fits anyone (the present, the plural, a noun), or gives both forms."""
    gendered = {
        key: found
        for key, words in {**RUSSIAN_CLIENT, **RUSSIAN_SERVICE}.items()
        if PERSON.search(words)
        and (found := [verb for verb in GENDERED.findall(words) if verb.lower() not in NOT_OF_PEOPLE])
    }
    assert gendered == {}


def test_the_gender_check_bites() -> None:
    assert GENDERED.findall("Победил {name}.") == ["Победил"]
    assert GENDERED.findall("другой игрок присоединился к этой дуэли") == ["присоединился"]
    assert GENDERED.findall("{name} играет; вы присоединились") == []


def test_no_word_is_cut_short_where_it_fits() -> None:
    """ "Подск." and "Отм." stood at 1280 px where "Подсказки" fits: a whole word everywhere,
    a label's short form only for a phone's narrow board (``hintsShort``, shown by CSS)."""
    cut = {
        key: words
        for key, words in {**CLIENT_WORDS, **{f"service:{k}": v for k, v in RUSSIAN_SERVICE.items()}}.items()
        if ABBREVIATIONS.search(words)
        or (LABEL.search(key) and SHORT_LABEL.match(words) and not key.endswith("Short"))
    }
    assert cut == {}
    assert ABBREVIATIONS.search("Код раздачи, напр. GO1-E-AAAAAAB")
    assert SHORT_LABEL.match("Подск.") and LABEL.search("hintsColumn")
