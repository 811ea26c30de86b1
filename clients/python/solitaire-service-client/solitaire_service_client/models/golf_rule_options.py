from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.golf_rule_options_scoring import GolfRuleOptionsScoring
from ..types import UNSET, Unset

T = TypeVar("T", bound="GolfRuleOptions")


@_attrs_define
class GolfRuleOptions:
    """Rule options on top of the mode (traditional and literature variants). `wrap`
    must agree with `mode` when both are given.

        Attributes:
            wrap (bool | Unset): K and A are adjacent ranks.
            queen_on_king (bool | Unset):  Default: True.
            strict_draw (bool | Unset): Draw only when no card can be removed. Default: False.
            scoring (GolfRuleOptionsScoring | Unset):  Default: GolfRuleOptionsScoring.POINTS.
            jokers (int | Unset):  Default: 0.
            empty_discard (bool | Unset):  Default: False.
    """

    wrap: bool | Unset = UNSET
    queen_on_king: bool | Unset = True
    strict_draw: bool | Unset = False
    scoring: GolfRuleOptionsScoring | Unset = GolfRuleOptionsScoring.POINTS
    jokers: int | Unset = 0
    empty_discard: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        wrap = self.wrap

        queen_on_king = self.queen_on_king

        strict_draw = self.strict_draw

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        jokers = self.jokers

        empty_discard = self.empty_discard

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if wrap is not UNSET:
            field_dict["wrap"] = wrap
        if queen_on_king is not UNSET:
            field_dict["queen_on_king"] = queen_on_king
        if strict_draw is not UNSET:
            field_dict["strict_draw"] = strict_draw
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if jokers is not UNSET:
            field_dict["jokers"] = jokers
        if empty_discard is not UNSET:
            field_dict["empty_discard"] = empty_discard

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        wrap = d.pop("wrap", UNSET)

        queen_on_king = d.pop("queen_on_king", UNSET)

        strict_draw = d.pop("strict_draw", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: GolfRuleOptionsScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = GolfRuleOptionsScoring(_scoring)

        jokers = d.pop("jokers", UNSET)

        empty_discard = d.pop("empty_discard", UNSET)

        golf_rule_options = cls(
            wrap=wrap,
            queen_on_king=queen_on_king,
            strict_draw=strict_draw,
            scoring=scoring,
            jokers=jokers,
            empty_discard=empty_discard,
        )

        return golf_rule_options
