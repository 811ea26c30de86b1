"""The catalogs: the template lists every text of the service (the engine's rule messages and
the daily share text), every language has them all."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from service.engine import Notice, Refusal
from service.engine.messages import MESSAGES
from service.i18n import CATALOGS, LANGUAGES, message
from service.share import TEXTS as SHARE_TEXTS

TRANSLATIONS = Path(__file__).resolve().parents[1] / "service" / "translations"
TEXTS = {*MESSAGES.values(), *SHARE_TEXTS}


def test_the_template_lists_exactly_the_services_texts() -> None:
    with (TRANSLATIONS / "messages.pot").open("rb") as handle:
        template = {str(m.id) for m in read_po(handle) if m.id}
    assert template == TEXTS, "run the pybabel extract command of babel.cfg"


def test_every_refusal_and_notice_has_its_message() -> None:
    assert set(MESSAGES) == {*Refusal, *Notice}


def test_every_language_translates_every_message() -> None:
    assert set(LANGUAGES) >= {"en", "ru"}
    for language in LANGUAGES:
        if language != "en":
            assert set(CATALOGS[language]) >= TEXTS, language


def test_an_unknown_language_falls_back_to_english() -> None:
    assert message("card_blocked", "xx") == "This card is blocked"
