from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NewPlayer")


@_attrs_define
class NewPlayer:
    """
    Attributes:
        name (str): Shown on leaderboards; no control characters, no space at either end (`400`).
            Stored normalised by the PRECIS Nickname profile (RFC 8266: NFKC, runs of
            white space made one space), and the answer shows the stored name: fullwidth
            `Ａｌｉｃｅ` is stored as `Alice`, a name anyone can type (players of one name
            are told apart on a board by their `tag`). `422` `invalid-name`, saying which
            character or which scripts: a format, zero-width or other invisible character
            (U+200B, U+2060, U+FEFF, soft hyphen, variation selectors, bidi controls,
            Hangul fillers; a zero-width joiner or non-joiner except where its script needs
            one, after a virama or between Arabic-script letters), a private-use or
            unassigned code point; nothing visible; a word (the letters between spaces)
            mixing scripts, as `\\u0410lice` (a Cyrillic A with Latin letters: UTS #39,
            highly restrictive per word; Han may go with Hiragana, Katakana, Bopomofo or
            Hangul, and these with Latin); a word of another script every letter of which
            looks like a plain Latin one, which reads as a Latin word it is not (UTS #39
            whole-script confusables: `Ѕсоре` in Cyrillic reads `Scope`, Cherokee `ᎪᏴᏟ`
            `ABC`; the answer says what it reads as: `Борис`, `Ελένη` pass), but for an
            everyday Russian or Greek word, a real name (`Вера` reads `Bepa`), refused only
            when it poses as another player's name: when what it reads as is one (in any
            case), or when it looks like one written in other letters (their UTS #39
            skeletons are equal: `АВЕ` in Cyrillic beside a Greek `ΑΒΕ`, Greek `ΙΑΝ` beside
            `IAN`, `ВОВ` beside `B0B`), the answer naming that name; a Latin name is never
            refused for looking like another; a
            small capital (`ᴀdmin`); more than 4 combining marks on one character; more
            than 64 characters once normalised, or wider than 32 columns (a wide
            character, as in Chinese, counts 2).
    """

    name: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        new_player = cls(
            name=name,
        )

        return new_player
