from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.scorecard_holes import ScorecardHoles

T = TypeVar("T", bound="Scorecard")


@_attrs_define
class Scorecard:
    """A round of Golf (only in a round's documents): the current `hole` (from 1) of
    `holes`, the `par` of the round (5 a hole), the `strokes` of every hole over (the
    cards left on its table when it ended; the current hole's once it is over) and
    their `total`. Golfers write the round against par: `total - 5 * len(strokes)`.

        Attributes:
            hole (int):
            holes (ScorecardHoles):
            par (int):
            strokes (list[int]):
            total (int):
    """

    hole: int
    holes: ScorecardHoles
    par: int
    strokes: list[int]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hole = self.hole

        holes = self.holes.value

        par = self.par

        strokes = self.strokes

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hole": hole,
                "holes": holes,
                "par": par,
                "strokes": strokes,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hole = d.pop("hole")

        holes = ScorecardHoles(d.pop("holes"))

        par = d.pop("par")

        strokes = cast(list[int], d.pop("strokes"))

        total = d.pop("total")

        scorecard = cls(
            hole=hole,
            holes=holes,
            par=par,
            strokes=strokes,
            total=total,
        )

        scorecard.additional_properties = d
        return scorecard

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
