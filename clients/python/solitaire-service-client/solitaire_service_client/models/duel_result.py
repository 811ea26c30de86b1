from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.duel_result_review import DuelResultReview

T = TypeVar("T", bound="DuelResult")


@_attrs_define
class DuelResult:
    """
    Attributes:
        won (bool):
        cards_home (int):
        hints (int):
        undos (int):
        moves (int):
        seconds (int):
        score (int): The product's score, shown but never ranked on.
        review (DuelResultReview): `held`: under review (its pace, or its play), until an operator decides;
            `rejected`: counts as no result; `pending` (since 7.0.0): a Golf side's line
            being read by the play review (seconds), then `clear` or `held`.
        submitted_at (datetime.datetime):
    """

    won: bool
    cards_home: int
    hints: int
    undos: int
    moves: int
    seconds: int
    score: int
    review: DuelResultReview
    submitted_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        won = self.won

        cards_home = self.cards_home

        hints = self.hints

        undos = self.undos

        moves = self.moves

        seconds = self.seconds

        score = self.score

        review = self.review.value

        submitted_at = self.submitted_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "won": won,
                "cards_home": cards_home,
                "hints": hints,
                "undos": undos,
                "moves": moves,
                "seconds": seconds,
                "score": score,
                "review": review,
                "submitted_at": submitted_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        won = d.pop("won")

        cards_home = d.pop("cards_home")

        hints = d.pop("hints")

        undos = d.pop("undos")

        moves = d.pop("moves")

        seconds = d.pop("seconds")

        score = d.pop("score")

        review = DuelResultReview(d.pop("review"))

        submitted_at = datetime.datetime.fromisoformat(d.pop("submitted_at"))

        duel_result = cls(
            won=won,
            cards_home=cards_home,
            hints=hints,
            undos=undos,
            moves=moves,
            seconds=seconds,
            score=score,
            review=review,
            submitted_at=submitted_at,
        )

        duel_result.additional_properties = d
        return duel_result

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
