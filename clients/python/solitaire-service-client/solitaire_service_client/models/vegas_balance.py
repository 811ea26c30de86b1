from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.vegas_balance_draw import VegasBalanceDraw

T = TypeVar("T", bound="VegasBalance")


@_attrs_define
class VegasBalance:
    """A player's Vegas Canfield balance of one draw (`GET /v1/players/{id}/vegas`).

    Attributes:
        draw (VegasBalanceDraw):
        balance (int): Dollars, the sum of the draw's deals' scores since the last reset.
        deals (int): The deals dealt since the last reset.
        settled (int): Those of them whose game was recorded.
        reset_at (datetime.datetime | None): The last reset; `null` when never reset.
    """

    draw: VegasBalanceDraw
    balance: int
    deals: int
    settled: int
    reset_at: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        draw = self.draw.value

        balance = self.balance

        deals = self.deals

        settled = self.settled

        reset_at: None | str
        if isinstance(self.reset_at, datetime.datetime):
            reset_at = self.reset_at.isoformat()
        else:
            reset_at = self.reset_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "draw": draw,
                "balance": balance,
                "deals": deals,
                "settled": settled,
                "reset_at": reset_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = VegasBalanceDraw(d.pop("draw"))

        balance = d.pop("balance")

        deals = d.pop("deals")

        settled = d.pop("settled")

        def _parse_reset_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reset_at_type_0 = datetime.datetime.fromisoformat(data)

                return reset_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        reset_at = _parse_reset_at(d.pop("reset_at"))

        vegas_balance = cls(
            draw=draw,
            balance=balance,
            deals=deals,
            settled=settled,
            reset_at=reset_at,
        )

        return vegas_balance
