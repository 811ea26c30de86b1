from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_document import GameDocument
    from ..models.problem_errors_item import ProblemErrorsItem


T = TypeVar("T", bound="DuelJoined")


@_attrs_define
class DuelJoined:
    """`duel-joined`: the caller joined this duel already; their game, its latest state
    and that state's document, to resume from.

        Attributes:
            type_ (str): `urn:solitaire:problem:<name>` or `about:blank`.
            title (str):
            status (int):
            detail (str):
            state (str):
            game (GameDocument):
            errors (list[ProblemErrorsItem] | Unset): Each bad field and what is wrong with it.
    """

    type_: str
    title: str
    status: int
    detail: str
    state: str
    game: GameDocument
    errors: list[ProblemErrorsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        state = self.state

        game = self.game.to_dict()

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

        state = d.pop("state")

        game = GameDocument.from_dict(d.pop("game"))

        _errors = d.pop("errors", UNSET)
        errors: list[ProblemErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ProblemErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        duel_joined = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            state=state,
            game=game,
            errors=errors,
        )

        duel_joined.additional_properties = d
        return duel_joined

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
