from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_document import GameDocument
    from ..models.problem_errors_item import ProblemErrorsItem


T = TypeVar("T", bound="StaleState")


@_attrs_define
class StaleState:
    """`stale-state`: a state of a ranked line (a daily attempt, or a side of a duel) that
    is not its latest (nothing changed): the state's step and the line's (`null` when
    the player has no attempt of that deal), and the line's latest `state` with its
    game document (`game`, the game resumed), so that a client that fell behind (a
    second tab, a copy kept aside) shows the game as it stands and plays on from it.
    `state` and `game` are `null` while the line has no move (its first state is the
    start's answer: `POST /v1/daily/{date}/games`, or the duel's join) (contract 5.1).

        Attributes:
            type_ (str): `urn:solitaire:problem:<name>` or `about:blank`.
            title (str):
            status (int):
            detail (str):
            step (int):
            attempt_step (int | None):
            state (None | str): The line's latest state (the `state` of `game`).
            game (GameDocument | None):
            errors (list[ProblemErrorsItem] | Unset): Each bad field and what is wrong with it.
    """

    type_: str
    title: str
    status: int
    detail: str
    step: int
    attempt_step: int | None
    state: None | str
    game: GameDocument | None
    errors: list[ProblemErrorsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_document import GameDocument  # noqa: PLC0415

        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        step = self.step

        attempt_step: int | None
        attempt_step = self.attempt_step

        state: None | str
        state = self.state

        game: dict[str, Any] | None
        if isinstance(self.game, GameDocument):
            game = self.game.to_dict()
        else:
            game = self.game

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "step": step,
                "attempt_step": attempt_step,
                "state": state,
                "game": game,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_document import GameDocument  # noqa: PLC0415
        from ..models.problem_errors_item import ProblemErrorsItem  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        step = d.pop("step")

        def _parse_attempt_step(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attempt_step = _parse_attempt_step(d.pop("attempt_step"))

        def _parse_state(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        state = _parse_state(d.pop("state"))

        def _parse_game(data: object) -> GameDocument | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_type_0 = GameDocument.from_dict(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameDocument | None, data)

        game = _parse_game(d.pop("game"))

        _errors = d.pop("errors", UNSET)
        errors: list[ProblemErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ProblemErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        stale_state = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            step=step,
            attempt_step=attempt_step,
            state=state,
            game=game,
            errors=errors,
        )

        stale_state.additional_properties = d
        return stale_state

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
