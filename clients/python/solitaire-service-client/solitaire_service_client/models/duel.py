from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.duel_status import DuelStatus
from ..models.duel_winner_type_0 import DuelWinnerType0
from ..models.duel_you_type_0 import DuelYouType0
from ..models.variant_name import VariantName

if TYPE_CHECKING:
    from ..models.duel_side import DuelSide
    from ..models.duel_solution import DuelSolution


T = TypeVar("T", bound="Duel")


@_attrs_define
class Duel:
    """
    Attributes:
        id (UUID):
        invite (str): Eight characters of Crockford base32 (no I, L, O, U) for the opponent to type.
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        status (DuelStatus):
        created_at (datetime.datetime):
        expires_at (datetime.datetime): 7 days after `created_at`; the duel expires then unless both results are in.
        you (DuelYouType0 | None): The caller's side; `null` for a player who is neither.
        challenger (DuelSide):
        opponent (DuelSide | None): `null` until a player joins.
        winner (DuelWinnerType0 | None): Once the duel has ended, to its sides: `challenger`, `opponent` or `draw`;
            `null` before, to anyone else, while a result is under review (`held`, or
            `pending` for the seconds the play review reads it: ask again), and for a duel
            that expired without an opponent (never played).
        code (None | str): The deal's code, to the two sides once the duel has ended; `null` before and to anyone else.
        solution (DuelSolution | None): The solver's verdict and line from the deal, to the two sides once the duel has
            ended (searched when the duel was dealt, within the challenger's solver limits;
            `null` for a duel dealt before 2026-12, never searched since).
    """

    id: UUID
    invite: str
    variant: VariantName
    status: DuelStatus
    created_at: datetime.datetime
    expires_at: datetime.datetime
    you: DuelYouType0 | None
    challenger: DuelSide
    opponent: DuelSide | None
    winner: DuelWinnerType0 | None
    code: None | str
    solution: DuelSolution | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.duel_side import DuelSide  # noqa: PLC0415
        from ..models.duel_solution import DuelSolution  # noqa: PLC0415

        id = str(self.id)

        invite = self.invite

        variant = self.variant.value

        status = self.status.value

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        you: None | str
        if isinstance(self.you, DuelYouType0):
            you = self.you.value
        else:
            you = self.you

        challenger = self.challenger.to_dict()

        opponent: dict[str, Any] | None
        if isinstance(self.opponent, DuelSide):
            opponent = self.opponent.to_dict()
        else:
            opponent = self.opponent

        winner: None | str
        if isinstance(self.winner, DuelWinnerType0):
            winner = self.winner.value
        else:
            winner = self.winner

        code: None | str
        code = self.code

        solution: dict[str, Any] | None
        if isinstance(self.solution, DuelSolution):
            solution = self.solution.to_dict()
        else:
            solution = self.solution

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "invite": invite,
                "variant": variant,
                "status": status,
                "created_at": created_at,
                "expires_at": expires_at,
                "you": you,
                "challenger": challenger,
                "opponent": opponent,
                "winner": winner,
                "code": code,
                "solution": solution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.duel_side import DuelSide  # noqa: PLC0415
        from ..models.duel_solution import DuelSolution  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        invite = d.pop("invite")

        variant = VariantName(d.pop("variant"))

        status = DuelStatus(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_you(data: object) -> DuelYouType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                you_type_0 = DuelYouType0(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DuelYouType0 | None, data)

        you = _parse_you(d.pop("you"))

        challenger = DuelSide.from_dict(d.pop("challenger"))

        def _parse_opponent(data: object) -> DuelSide | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opponent_type_0 = DuelSide.from_dict(data)

                return opponent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DuelSide | None, data)

        opponent = _parse_opponent(d.pop("opponent"))

        def _parse_winner(data: object) -> DuelWinnerType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = DuelWinnerType0(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DuelWinnerType0 | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))

        def _parse_solution(data: object) -> DuelSolution | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                solution_type_0 = DuelSolution.from_dict(data)

                return solution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DuelSolution | None, data)

        solution = _parse_solution(d.pop("solution"))

        duel = cls(
            id=id,
            invite=invite,
            variant=variant,
            status=status,
            created_at=created_at,
            expires_at=expires_at,
            you=you,
            challenger=challenger,
            opponent=opponent,
            winner=winner,
            code=code,
            solution=solution,
        )

        duel.additional_properties = d
        return duel

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
