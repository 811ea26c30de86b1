from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecoverRequest")


@_attrs_define
class RecoverRequest:
    """
    Attributes:
        player (str): `Name#TAG`, as `FollowRequest.player`.
        code (str): The recovery code as typed (any case; hyphens and spaces are left out).
        device (str | Unset): A name for the new device ("Ann's phone"), shown in its player's list of devices; no
            control characters, no space at either end (`400`).
    """

    player: str
    code: str
    device: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        code = self.code

        device = self.device

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "code": code,
            }
        )
        if device is not UNSET:
            field_dict["device"] = device

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        code = d.pop("code")

        device = d.pop("device", UNSET)

        recover_request = cls(
            player=player,
            code=code,
            device=device,
        )

        return recover_request
