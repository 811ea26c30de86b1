from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.refused_violation import RefusedViolation


T = TypeVar("T", bound="Refused")


@_attrs_define
class Refused:
    """
    Attributes:
        accepted (Literal[False]):
        violation (RefusedViolation):
    """

    accepted: Literal[False]
    violation: RefusedViolation
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        violation = self.violation.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accepted": accepted,
                "violation": violation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.refused_violation import RefusedViolation  # noqa: PLC0415

        d = dict(src_dict)
        accepted = cast(Literal[False], d.pop("accepted"))
        if accepted != False:
            raise ValueError(f"accepted must match const False, got '{accepted}'")

        violation = RefusedViolation.from_dict(d.pop("violation"))

        refused = cls(
            accepted=accepted,
            violation=violation,
        )

        refused.additional_properties = d
        return refused

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
