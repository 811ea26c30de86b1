from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SolveByState")


@_attrs_define
class SolveByState:
    """
    Attributes:
        state (str): The `state` of a game document, the position to search from.
        budget_ms (int | Unset): Milliseconds the search may take (default 1000; the server caps it, lower
            without a bearer token: `SOLVER_ANON_BUDGET_MS`).
        max_states (int | Unset): Positions the search may visit (no limit but time by default).
    """

    state: str
    budget_ms: int | Unset = UNSET
    max_states: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        state = self.state

        budget_ms = self.budget_ms

        max_states = self.max_states

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "state": state,
            }
        )
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if max_states is not UNSET:
            field_dict["max_states"] = max_states

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = d.pop("state")

        budget_ms = d.pop("budget_ms", UNSET)

        max_states = d.pop("max_states", UNSET)

        solve_by_state = cls(
            state=state,
            budget_ms=budget_ms,
            max_states=max_states,
        )

        solve_by_state.additional_properties = d
        return solve_by_state

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
