from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.any_variant_name import AnyVariantName

if TYPE_CHECKING:
    from ..models.variant_stats_round_type_0 import VariantStatsRoundType0


T = TypeVar("T", bound="VariantStats")


@_attrs_define
class VariantStats:
    """A variant's games in the player's history: played, won, best score, win streaks; a
    round variant's (`played` counts rounds, `won` rounds with every hole cleared) add
    `round`.

        Attributes:
            variant (AnyVariantName): Every named variant: those of one deal and the nine-hole rounds of Golf
                (`golf-round`, classic; `golf-round-easy`), whose stats the history keeps.
            played (int):
            won (int):
            win_rate (float):
            best_score (int | None):
            current_streak (int):
            best_streak (int):
            round_ (None | VariantStatsRoundType0): A round variant's own stats (`null` for a variant of one deal): rounds
                played
                to their end (`finished`: won or finished), the fewest strokes of one of them
                (`best_total`) and their mean (`average_total`; both `null` before the first),
                and the holes cleared in every round recorded.
    """

    variant: AnyVariantName
    played: int
    won: int
    win_rate: float
    best_score: int | None
    current_streak: int
    best_streak: int
    round_: None | VariantStatsRoundType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.variant_stats_round_type_0 import VariantStatsRoundType0  # noqa: PLC0415

        variant = self.variant.value

        played = self.played

        won = self.won

        win_rate = self.win_rate

        best_score: int | None
        best_score = self.best_score

        current_streak = self.current_streak

        best_streak = self.best_streak

        round_: dict[str, Any] | None
        if isinstance(self.round_, VariantStatsRoundType0):
            round_ = self.round_.to_dict()
        else:
            round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variant": variant,
                "played": played,
                "won": won,
                "win_rate": win_rate,
                "best_score": best_score,
                "current_streak": current_streak,
                "best_streak": best_streak,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variant_stats_round_type_0 import VariantStatsRoundType0  # noqa: PLC0415

        d = dict(src_dict)
        variant = AnyVariantName(d.pop("variant"))

        played = d.pop("played")

        won = d.pop("won")

        win_rate = d.pop("win_rate")

        def _parse_best_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_score = _parse_best_score(d.pop("best_score"))

        current_streak = d.pop("current_streak")

        best_streak = d.pop("best_streak")

        def _parse_round_(data: object) -> None | VariantStatsRoundType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                round_type_0 = VariantStatsRoundType0.from_dict(data)

                return round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VariantStatsRoundType0, data)

        round_ = _parse_round_(d.pop("round"))

        variant_stats = cls(
            variant=variant,
            played=played,
            won=won,
            win_rate=win_rate,
            best_score=best_score,
            current_streak=current_streak,
            best_streak=best_streak,
            round_=round_,
        )

        variant_stats.additional_properties = d
        return variant_stats

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
