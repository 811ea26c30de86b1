from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.vegas_balance import VegasBalance


T = TypeVar("T", bound="VegasBalances")


@_attrs_define
class VegasBalances:
    """
    Attributes:
        player_id (UUID):
        balances (list[VegasBalance]): Draw 3, then draw 1.
    """

    player_id: UUID
    balances: list[VegasBalance]

    def to_dict(self) -> dict[str, Any]:
        player_id = str(self.player_id)

        balances = []
        for balances_item_data in self.balances:
            balances_item = balances_item_data.to_dict()
            balances.append(balances_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player_id": player_id,
                "balances": balances,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.vegas_balance import VegasBalance  # noqa: PLC0415

        d = dict(src_dict)
        player_id = UUID(d.pop("player_id"))

        balances = []
        _balances = d.pop("balances")
        for balances_item_data in _balances:
            balances_item = VegasBalance.from_dict(balances_item_data)

            balances.append(balances_item)

        vegas_balances = cls(
            player_id=player_id,
            balances=balances,
        )

        return vegas_balances
