from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.new_golf_game_mode import NewGolfGameMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.golf_layout import GolfLayout
    from ..models.golf_rule_options import GolfRuleOptions


T = TypeVar("T", bound="NewGolfGame")


@_attrs_define
class NewGolfGame:
    """A random Golf deal, or the custom deal `layout`.

    Attributes:
        game (Literal['golf']):
        mode (NewGolfGameMode | Unset): `easy`: K and A linked; `classic`: not linked. Default: NewGolfGameMode.EASY.
        rules (GolfRuleOptions | Unset): Rule options on top of the mode (traditional and literature variants). `wrap`
            must agree with `mode` when both are given.
        layout (GolfLayout | Unset): 7 columns of 5 cards (first covered, last free), the discard card (`null` with
            `empty_discard`) and the stock (its last card is drawn first).
        round_ (int | Unset): A round of this many holes (deals) under these rules, par 5 a hole: 9 (the
            traditional round, par 45) or 18 (par 90); any other number is `422`
            `invalid-round`. A round cannot have a `layout`.
        explain (bool | Unset): Explain refused moves (the app's "interactive rules").
        double_tap (bool | Unset): Canfield: a tapped card that cannot go to a foundation goes to a column.
    """

    game: Literal["golf"]
    mode: NewGolfGameMode | Unset = NewGolfGameMode.EASY
    rules: GolfRuleOptions | Unset = UNSET
    layout: GolfLayout | Unset = UNSET
    round_: int | Unset = UNSET
    explain: bool | Unset = UNSET
    double_tap: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        layout: dict[str, Any] | Unset = UNSET
        if not isinstance(self.layout, Unset):
            layout = self.layout.to_dict()

        round_ = self.round_

        explain = self.explain

        double_tap = self.double_tap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if rules is not UNSET:
            field_dict["rules"] = rules
        if layout is not UNSET:
            field_dict["layout"] = layout
        if round_ is not UNSET:
            field_dict["round"] = round_
        if explain is not UNSET:
            field_dict["explain"] = explain
        if double_tap is not UNSET:
            field_dict["double_tap"] = double_tap

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.golf_layout import GolfLayout  # noqa: PLC0415
        from ..models.golf_rule_options import GolfRuleOptions  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["golf"], d.pop("game"))
        if game != "golf":
            raise ValueError(f"game must match const 'golf', got '{game}'")

        _mode = d.pop("mode", UNSET)
        mode: NewGolfGameMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = NewGolfGameMode(_mode)

        _rules = d.pop("rules", UNSET)
        rules: GolfRuleOptions | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = GolfRuleOptions.from_dict(_rules)

        _layout = d.pop("layout", UNSET)
        layout: GolfLayout | Unset
        if isinstance(_layout, Unset):
            layout = UNSET
        else:
            layout = GolfLayout.from_dict(_layout)

        round_ = d.pop("round", UNSET)

        explain = d.pop("explain", UNSET)

        double_tap = d.pop("double_tap", UNSET)

        new_golf_game = cls(
            game=game,
            mode=mode,
            rules=rules,
            layout=layout,
            round_=round_,
            explain=explain,
            double_tap=double_tap,
        )

        return new_golf_game
