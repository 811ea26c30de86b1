from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LinkRequest")


@_attrs_define
class LinkRequest:
    """
    Attributes:
        code (str): The link code as typed (any case; hyphens and spaces are left out; `I` and `L` read as `1`, `O` as
            `0`).
        device (str | Unset): A name for the new device ("Ann's phone"), shown in its player's list of devices; no
            control characters, no space at either end (`400`).
    """

    code: str
    device: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        device = self.device

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
            }
        )
        if device is not UNSET:
            field_dict["device"] = device

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        device = d.pop("device", UNSET)

        link_request = cls(
            code=code,
            device=device,
        )

        return link_request
