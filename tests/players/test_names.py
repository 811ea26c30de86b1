"""A player's name: worked examples of every rule of ``service.players.names``, and the invariants
any text meets (hypothesis)."""

from __future__ import annotations

import re
import uuid

import pytest
from hypothesis import given
from hypothesis import strategies as st
from wcwidth import wcswidth

from service.players import names
from service.players.names import MAX_CHARS, MAX_WIDTH, SHAPE_PATTERN, NameRefused, player_name


@pytest.mark.parametrize(
    ("sent", "stored"),
    [
        ("Ａｌｉｃｅ", "Alice"),  # fullwidth: the plain letters anyone can type
        ("ﬁre", "fire"),
        ("Ⅻ", "XII"),
        ("Ann  Lee", "Ann Lee"),  # runs of spaces become one
        ("Ann\u3000Lee", "Ann Lee"),  # an ideographic space is a space
        ("Ann Ли", "Ann Ли"),  # a word of each script
        ("Борис", "Борис"),  # wholly Cyrillic, and its Б is no Latin letter
        ("Вера", "Вера"),  # everyday Russian that reads as Latin: refused only as another's name
        ("ΑΝΝΑ", "ΑΝΝΑ"),
        ("Сара Lee", "Сара Lee"),
        ("Ольга Иванова", "Ольга Иванова"),
        ("Αλέξης", "Αλέξης"),
        ("Ελένη", "Ελένη"),
        ("\u0391\u0313\u03b8\u03b7\u03bd\u03b1\u0342", "Ἀθηνᾶ"),  # polytonic Greek, its marks composed
        ("王小明", "王小明"),
        ("김민준", "김민준"),
        ("محمد علي", "محمد علي"),
        ("דוד", "דוד"),
        ("प्रिया", "प्रिया"),
        ("क़ैं", "क़ैं"),  # a nukta, a vowel sign and a candrabindu on one consonant: 3 marks
        ("Işık Əli", "Işık Əli"),  # Turkish dotless i, Azerbaijani schwa: letters of their own
        ("x\u0301\u0302\u0303\u0304", "x\u0301\u0302\u0303\u0304"),  # 4 marks on a letter: the most
        ("Nguyễn Văn A", "Nguyễn Văn A"),
        ("e\u0301", "é"),  # a combining mark joins its letter
        ("山田たろう", "山田たろう"),  # Han with Hiragana: Japanese
        ("김Kim", "김Kim"),  # Hangul with Latin
        ("कृष्ण", "कृष्ण"),
        ("क्\u200dष", "क्\u200dष"),  # a joiner after a virama, where Devanagari needs it
        ("کتاب\u200cها", "کتاب\u200cها"),  # a non-joiner between Arabic-script letters
        ("O’Brien 3rd", "O’Brien 3rd"),
        ("😀" * 16, "😀" * 16),  # 32 columns
        ("王" * 16, "王" * 16),
        ("a" * MAX_WIDTH, "a" * MAX_WIDTH),
    ],
)
def test_names_that_are_stored_and_how(sent: str, stored: str) -> None:
    assert player_name(sent) == stored


@pytest.mark.parametrize(
    ("sent", "why"),
    [
        ("Al\u200bice", "U+200B ZERO WIDTH SPACE is a format or zero-width character"),
        ("Zoë\u200d", "U+200D ZERO WIDTH JOINER is a zero-width joiner where no script needs one"),
        ("a\u200cb", "U+200C ZERO WIDTH NON-JOINER is a zero-width non-joiner where no script needs one"),
        ("Al\u2060ice", "U+2060 WORD JOINER is a format"),
        ("\ufeffAlice", "U+FEFF ZERO WIDTH NO-BREAK SPACE is a format"),
        ("Al\u00adice", "U+00AD SOFT HYPHEN is a format"),
        ("❤\ufe0f", "U+FE0F VARIATION SELECTOR-16 is a format"),
        ("Alice\U000e0041", "U+E0041 TAG LATIN CAPITAL LETTER A is a format"),
        ("Ann\u202egnp.exe", "U+202E RIGHT-TO-LEFT OVERRIDE is a bidi control"),
        ("\u2067Ann\u2069", "U+2067 RIGHT-TO-LEFT ISOLATE is a bidi control"),
        ("Ann\u200f", "U+200F RIGHT-TO-LEFT MARK is a bidi control"),
        ("\u3164", "U+1160 HANGUL JUNGSEONG FILLER (what the name holds once normalised) is a Hangul filler"),
        ("Ann\ue000", "U+E000 unnamed is a character a name cannot hold"),  # private use
        ("\u0410lice", 'the word "Аlice" mixes scripts: Cyrillic (U+0410 CYRILLIC CAPITAL LETTER A), Latin'),
        ("Ivanов", 'the word "Ivanов" mixes scripts: Latin (U+0049 LATIN CAPITAL LETTER I), Cyrillic'),
        ("Aλex", "mixes scripts: Latin (U+0041 LATIN CAPITAL LETTER A), Greek (U+03BB GREEK SMALL"),
        (
            "Ѕсоре",
            'the word "Ѕсоре" is Cyrillic letters that each look like a Latin one: it reads as the Latin',
        ),
        ("Ѕсоре", 'it reads as the Latin "Scope", which it is not (a whole-script look-alike, UTS #39)'),
        ("Ann ᎪᏴᏟ", 'the word "ᎪᏴᏟ" is Cherokee letters that each look like a Latin one'),
        ("Ann ᎪᏴᏟ", 'it reads as the Latin "ABC"'),
        ("ᴀdmin", "U+1D00 LATIN LETTER SMALL CAPITAL A is a small capital, a phonetic letter that poses"),
        (
            "A" + "\u0308\u0323" * 20,
            "U+1EA0 LATIN CAPITAL LETTER A WITH DOT BELOW carries 39 combining marks",
        ),
        (
            "x\u0301\u0302\u0303\u0304\u0306",
            "U+0078 LATIN SMALL LETTER X carries 5 combining marks: at most 4",
        ),
        ("\u2800", "a name needs a visible character"),
        ("\u0301\u0301", "a name needs a visible character"),
        ("   ", "a name needs a visible character"),
        ("ﷺ" * 5, "once normalised the name is 90 characters: at most 64"),
        ("a" * (MAX_WIDTH + 1), "the name is 33 columns wide: at most 32"),
        ("王" * 17, "the name is 34 columns wide: at most 32 (a wide character, as in Chinese, counts 2)"),
    ],
)
def test_names_refused_say_which_character_or_scripts(sent: str, why: str) -> None:
    with pytest.raises(NameRefused) as refused:
        player_name(sent)
    assert why in str(refused.value)


@pytest.mark.parametrize(
    ("name", "reads_as"),
    [
        ("Вера", "Bepa"),
        ("ΑΒΕ", "ABE"),
        ("Вера Lee", "Bepa Lee"),
        ("Вера Борис", "Bepa Борис"),
        ("Ѐсо", "Èco"),  # an everyday letter under a mark: the mark kept
        ("Борис", None),
        ("Alice", None),
        ("王小明", None),
    ],
)
def test_what_an_everyday_russian_or_greek_name_reads_as(name: str, reads_as: str | None) -> None:
    """What the store compares with other players' names (a look-alike of one is refused)."""
    assert names.latin_reading(player_name(name)) == reads_as


@given(st.text(max_size=80))
def test_a_name_is_refused_or_stored_within_every_rule(text: str) -> None:
    """Whatever the text: refused with a reason, or a name that keeps every rule, that the
    schema's shape admits, and that is its own normal form (storing it again changes
    nothing)."""
    try:
        name = player_name(text)
    except NameRefused as refused:
        assert str(refused)
        return
    assert 1 <= len(name) <= MAX_CHARS and 1 <= wcswidth(name) <= MAX_WIDTH
    assert re.fullmatch(SHAPE_PATTERN, name)
    assert player_name(name) == name


@pytest.mark.parametrize(
    ("player_id", "tag"),
    [
        ("00000000-0000-0000-0000-000000000000", "Y57W"),
        ("6f1c2b9e-3d4a-4e8f-9b0c-1a2b3c4d5e6f", "4H3C"),
        ("ffffffff-ffff-ffff-ffff-ffffffffffff", "ARKW"),
        ("123e4567-e89b-12d3-a456-426614174000", "QYQI"),
    ],
)
def test_a_player_keeps_their_tag(player_id: str, tag: str) -> None:
    """Tags shown on boards so far stay what they were."""
    assert names.player_tag(uuid.UUID(player_id)) == tag
