"""A player's name: the one place its rules live (the schema, the store and the client
follow them; the database's CHECK is only a last guard), and the tag that tells apart
players of the same name.

A name is shown on every board beside others, so it must say what it shows: normalised
(PRECIS Nickname), nothing invisible, one script a word, no word posing as Latin (nor its
skeleton another player's), a few marks a character, a board column's width at most.
Each rule, its reason and its examples: docs/design/names.md."""

from __future__ import annotations

import base64
import hashlib
import unicodedata
import uuid
from functools import cache

from confusable_homoglyphs import categories
from confusable_homoglyphs.confusables import confusables_data
from precis_i18n import get_profile
from wcwidth import wcswidth

from ..engine.texts import N_, Text

MAX_CHARS = 64
"""Characters once normalised (the database checks it too)."""
MAX_WIDTH = 32
"""Columns on a monospaced screen, a wide (CJK) character counting two: 32 Latin letters,
16 Chinese characters."""
MAX_MARKS = 4
"""Combining marks on one base character: Devanagari writes a consonant with a nukta, a
vowel sign and a candrabindu (3); more only pile up over the names around."""

_END = r"[^\x00-\x20\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]"
_MIDDLE = r"[^\x00-\x1f\x7f-\x9f]"
SHAPE_PATTERN = f"^{_END}(?:{_MIDDLE}*{_END})?$"
"""What a name looks like before its characters are judged (a malformed body is 400): no
control character (C0 or C1), no white space at either end.  Spelled out instead of
``\\s``, whose meaning differs between Python's and JSON Schema's regular expressions
(openapi.yaml carries the same pattern)."""

_NICKNAME = get_profile("NicknameCasePreserved")
_NEUTRAL_SCRIPTS = frozenset({"COMMON", "INHERITED"})
_SCRIPT_BLENDS = (
    frozenset({"HAN", "HIRAGANA", "KATAKANA", "LATIN"}),
    frozenset({"HAN", "BOPOMOFO", "LATIN"}),
    frozenset({"HAN", "HANGUL", "LATIN"}),
)
"""The scripts that may share a word (UTS #39's highly restrictive level): Japanese,
Chinese with Bopomofo, Korean, each with Latin."""
_PLAIN_LATIN = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
"""The letters a word posing as Latin reads as."""
_EVERYDAY_LETTERS = frozenset(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў"  # Russian, with Ukrainian's and Belarusian's own
    "αβγδεζηθικλμνξοπρστυφχψως"  # Greek, its accents being marks apart (NFD)
)
"""The base letters of everyday Russian, Ukrainian, Belarusian and Greek (either case): a
word of them alone that reads as Latin is a real name more often than a disguise."""
_DRAWS_NOTHING = frozenset("\u2800")
"""BRAILLE PATTERN BLANK: a symbol the profile allows that shows nothing."""
_BIDI_CONTROLS = frozenset({"LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI", "FSI", "PDI"})
_REFUSALS = {
    "controls": N_("a control character"),
    "precis_ignorable_properties": N_("a format or zero-width character, which draws nothing"),
    "zero_width_joiner": N_("a zero-width joiner where no script needs one"),
    "zero_width_nonjoiner": N_("a zero-width non-joiner where no script needs one"),
    "old_hangul_jamo": N_("a Hangul filler or old jamo, which draws nothing alone"),
    "unassigned": N_("not an assigned character"),
}


class NameRefused(ValueError):
    """A name that cannot be used; ``text`` says why (naming the character), for a person."""

    def __init__(self, text: Text) -> None:
        super().__init__(str(text))
        self.text = text


def describe(char: str) -> Text:
    """``U+0410 CYRILLIC CAPITAL LETTER A``: a character as a person can look it up.  The
    Unicode name is English, so a translation may show the character itself instead
    (``{glyph}``: `` «А»``, a mark on a dotted circle, nothing for one that draws nothing)."""
    category = unicodedata.category(char)
    glyph = f" «{char}»" if category[0] in "LNPS" else f" «\u25cc{char}»" if category[0] == "M" else ""
    return Text(CHARACTER, code=f"{ord(char):04X}", name=unicodedata.name(char, "unnamed"), glyph=glyph)


CHARACTER = N_("U+{code} {name}")
"""A character in a refusal: its code point, and its Unicode name or (``{glyph}``) itself."""


SCRIPT_NAMES = {
    "ARABIC": N_("Arabic"),
    "ARMENIAN": N_("Armenian"),
    "BALINESE": N_("Balinese"),
    "BENGALI": N_("Bengali"),
    "BOPOMOFO": N_("Bopomofo"),
    "BRAILLE": N_("Braille"),
    "CANADIAN_ABORIGINAL": N_("Canadian Aboriginal"),
    "CHEROKEE": N_("Cherokee"),
    "COPTIC": N_("Coptic"),
    "CYRILLIC": N_("Cyrillic"),
    "DEVANAGARI": N_("Devanagari"),
    "ETHIOPIC": N_("Ethiopic"),
    "GEORGIAN": N_("Georgian"),
    "GLAGOLITIC": N_("Glagolitic"),
    "GOTHIC": N_("Gothic"),
    "GREEK": N_("Greek"),
    "GUJARATI": N_("Gujarati"),
    "GURMUKHI": N_("Gurmukhi"),
    "HAN": N_("Han"),
    "HANGUL": N_("Hangul"),
    "HEBREW": N_("Hebrew"),
    "HIRAGANA": N_("Hiragana"),
    "JAVANESE": N_("Javanese"),
    "KANNADA": N_("Kannada"),
    "KATAKANA": N_("Katakana"),
    "KHMER": N_("Khmer"),
    "LAO": N_("Lao"),
    "LATIN": N_("Latin"),
    "LISU": N_("Lisu"),
    "MALAYALAM": N_("Malayalam"),
    "MONGOLIAN": N_("Mongolian"),
    "MYANMAR": N_("Myanmar"),
    "NKO": N_("Nko"),
    "OGHAM": N_("Ogham"),
    "OL_CHIKI": N_("Ol Chiki"),
    "ORIYA": N_("Oriya"),
    "OSAGE": N_("Osage"),
    "RUNIC": N_("Runic"),
    "SINHALA": N_("Sinhala"),
    "SYRIAC": N_("Syriac"),
    "TAMIL": N_("Tamil"),
    "TELUGU": N_("Telugu"),
    "THAANA": N_("Thaana"),
    "THAI": N_("Thai"),
    "TIBETAN": N_("Tibetan"),
    "TIFINAGH": N_("Tifinagh"),
    "VAI": N_("Vai"),
    "YI": N_("Yi"),
}
"""The scripts a refusal names, in words a translation gives in its own language (the
Unicode tables' names are English); any other is "another script", its character named."""


def script_name(script: str) -> Text:
    """A script (``categories.alias``'s name) in words a reader's language has."""
    return Text(SCRIPT_NAMES.get(script, N_("another script")))


def player_name(text: str) -> str:
    """The name as it is stored and shown, or ``NameRefused`` saying why not."""
    try:
        name: str = _NICKNAME.enforce(text)
    except UnicodeEncodeError as refused:
        if refused.reason.endswith("/empty"):
            raise NameRefused(Text(N_("a name needs a visible character: it holds only spaces"))) from None
        raise NameRefused(_refused_character(refused, text)) from None
    if all(unicodedata.category(char)[0] in "MZ" or char in _DRAWS_NOTHING for char in name):
        raise NameRefused(Text(N_("a name needs a visible character: it holds only marks, spaces or blanks")))
    if len(name) > MAX_CHARS:
        template = N_("once normalised the name is {length} characters: at most {most}")
        raise NameRefused(Text(template, length=len(name), most=MAX_CHARS))
    _few_marks(name)
    for word in name.split(" "):
        _one_script(word)
        _poses_as_nothing(word)
    width = wcswidth(name)
    if width > MAX_WIDTH:
        template = N_(
            "the name is {width} columns wide: at most {most} (a wide character, as in Chinese, counts 2)"
        )
        raise NameRefused(Text(template, width=width, most=MAX_WIDTH))
    return name


def _refused_character(refused: UnicodeEncodeError, text: str) -> Text:
    char = refused.object[refused.start]
    kind = refused.reason.partition("/")[2]
    if unicodedata.bidirectional(char) in _BIDI_CONTROLS or char in "\u200e\u200f\u061c":
        why = N_("a bidi control, which reorders the text around it")
    else:
        why = _REFUSALS.get(kind, N_("a character a name cannot hold"))
    if char in text:
        return Text(N_("{char} is {why}: a name cannot hold it"), char=describe(char), why=Text(why))
    template = N_("{char} (what the name holds once normalised) is {why}: a name cannot hold it")
    return Text(template, char=describe(char), why=Text(why))


def _one_script(word: str) -> None:
    """A word's letters are of one script, or of one of the blends (``NameRefused``)."""
    first: dict[str, str] = {}
    for char in word:
        script: str = categories.alias(char)
        if script not in _NEUTRAL_SCRIPTS:
            first.setdefault(script, char)
    scripts = frozenset(first)
    if len(scripts) <= 1 or any(scripts <= blend for blend in _SCRIPT_BLENDS):
        return
    named: Text | None = None
    for script, char in reversed(first.items()):
        one = Text(N_("{script} ({char})"), script=script_name(script), char=describe(char))
        named = one if named is None else Text(N_("{one}, {other}"), one=one, other=named)
    template = N_('the word "{word}" mixes scripts: {scripts}; write each word in one script')
    raise NameRefused(Text(template, word=word, scripts=named))


def _few_marks(name: str) -> None:
    """At most ``MAX_MARKS`` combining marks follow any character (``NameRefused``)."""
    runs: list[list[str]] = []
    for char in name:
        if unicodedata.category(char)[0] == "M" and runs:
            runs[-1].append(char)
        else:
            runs.append([char])
    for base, *marks in runs:
        if len(marks) > MAX_MARKS:
            template = N_("{char} carries {marks} combining marks: at most {most} a character")
            raise NameRefused(Text(template, char=describe(base), marks=len(marks), most=MAX_MARKS))


def _poses_as_nothing(word: str) -> None:
    """A word does not pose as Latin, but for an everyday Russian or Greek word (the store
    compares it with other players' names), nor holds a small capital (``NameRefused``)."""
    for char in word:
        if " SMALL CAPITAL " in unicodedata.name(char, ""):
            template = N_(
                "{char} is a small capital, a phonetic letter that poses as a capital: "
                "write the letter itself"
            )
            raise NameRefused(Text(template, char=describe(char)))
    latin = _latin_reading(word)
    if latin is not None and not _everyday(word):
        scripts = sorted({categories.alias(char) for char in word} - _NEUTRAL_SCRIPTS)
        script: Text | None = None
        for name in reversed(scripts):
            script = (
                script_name(name)
                if script is None
                else Text(N_("{one}, {other}"), one=script_name(name), other=script)
            )
        template = N_(
            'the word "{word}" is {script} letters that each look like a Latin one: it reads as the '
            'Latin "{latin}", which it is not (a whole-script look-alike, UTS #39)'
        )
        raise NameRefused(Text(template, word=word, script=script, latin=latin))


def _everyday(word: str) -> bool:
    """Whether every letter of ``word`` is of the everyday Russian or Greek alphabet."""
    letters = [char for char in unicodedata.normalize("NFD", word) if unicodedata.category(char)[0] == "L"]
    return all(char.lower() in _EVERYDAY_LETTERS for char in letters)


def _latin_reading(word: str) -> str | None:
    """The Latin word ``word`` reads as when it holds letters of other scripts only, each
    (as its base letter, marks aside) confusable with plain Latin letters; else None."""
    reading, letters = [], 0
    for char in unicodedata.normalize("NFD", word):
        script: str = categories.alias(char)
        if script in _NEUTRAL_SCRIPTS:
            reading.append(char)
            continue
        if script == "LATIN":
            return None
        plain = [found["c"] for found in confusables_data.get(char, ()) if set(found["c"]) <= _PLAIN_LATIN]
        if not plain:
            return None
        reading.append(plain[0])
        letters += 1
    return unicodedata.normalize("NFC", "".join(reading)) if letters else None


def latin_reading(name: str) -> str | None:
    """What a name ``player_name`` stored reads as when one of its words is an everyday
    Russian or Greek word posing as Latin (``Вера Lee`` reads ``Bepa Lee``), else None: a
    name that another player already has as its reading is refused (the store checks, in
    the statement that would create the player)."""
    words = [(word, _latin_reading(word)) for word in name.split(" ")]
    if all(reading is None for _, reading in words):
        return None
    return " ".join(reading or word for word, reading in words)


def name_skeleton(name: str) -> str:
    """UTS #39's skeleton of a name (NFD, each character replaced by the prototype of its
    confusables, NFD again): two names of one skeleton look alike, ``Асе`` and ``Ace``,
    ``ΑΒΕ`` and ``АВЕ``.  The store keeps every player's (``players.name_skeleton``,
    migration 0024) and looks a new name's up there."""
    decomposed = unicodedata.normalize("NFD", name)
    return unicodedata.normalize("NFD", "".join(_prototype(char) for char in decomposed))


@cache
def _prototype(char: str) -> str:
    """The prototype of ``char``'s confusables (itself when it is one, or like no other).
    The table lists each pair both ways (a character beside its prototype, the prototype
    beside each of its characters), so a pair listed only with each other does not say which
    is the prototype: the lesser of the two stands for both, which keeps skeletons equal
    where UTS #39's are."""
    found = confusables_data.get(char, ())
    if len(found) != 1:
        return char
    target: str = found[0]["c"]
    back = confusables_data.get(target, ())
    if len(back) == 1 and back[0]["c"] == char:
        return min(char, target)
    return target


def player_tag(player_id: uuid.UUID) -> str:
    """Four characters that tell apart players of the same name on a board: a digest of
    the id (the id itself stays out of public answers)."""
    digest = hashlib.sha256(b"player tag " + player_id.bytes).digest()
    return base64.b32encode(digest[:5]).decode()[:4]  # 4 base32 characters: 20 of the first 40 bits
