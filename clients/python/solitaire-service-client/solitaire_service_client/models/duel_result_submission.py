from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DuelResultSubmission")


@_attrs_define
class DuelResultSubmission:
    """
    Attributes:
        state (str): The side's game at its latest step, finished.
    """

    state: str

    def to_dict(self) -> dict[str, Any]:
        state = self.state

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = d.pop("state")

        duel_result_submission = cls(
            state=state,
        )

        return duel_result_submission
