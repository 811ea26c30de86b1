from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.any_variant_name import AnyVariantName
from ..models.recorded_game_game import RecordedGameGame
from ..models.recorded_game_status import RecordedGameStatus

if TYPE_CHECKING:
    from ..models.canfield_rules import CanfieldRules
    from ..models.draw_move import DrawMove
    from ..models.golf_rules import GolfRules
    from ..models.next_hole_move import NextHoleMove
    from ..models.recorded_game_round_type_0 import RecordedGameRoundType0
    from ..models.remove_move import RemoveMove
    from ..models.tap_move import TapMove
    from ..models.transfer_move import TransferMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="RecordedGame")


@_attrs_define
class RecordedGame:
    """
    Attributes:
        id (UUID): The game's `game_id` (for games recorded before contract v2, an id of its own).
        game (RecordedGameGame):
        variant (AnyVariantName | None): The named variant; `null` for a custom deal or rules beyond the presets.
        code (None | str): The deal's code; `null` for a custom layout, and for a daily game while its
            day's results are open (the code deals every face-down card).
        rules (CanfieldRules | GolfRules):
        status (RecordedGameStatus): `playing` for a game recorded unfinished (abandoned); `finished`, a round of Golf
            over with a hole not cleared.
        score (int): Negative only for Vegas Canfield (dollars).
        moves (int):
        started_at (datetime.datetime | None):
        recorded_at (datetime.datetime):
        actions (list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove]): The action log, oldest
            first: the last (up to 100) actions of the line finally
            played, as move objects `POST /v1/moves` accepts.
        daily_date (datetime.date | None): The daily challenge's date when this game is a daily game (submitted as a
            result, or recorded in the history); its `code` is `null` until that day's
            results close.
        round_ (None | RecordedGameRoundType0): A round of Golf's card: `holes`, `par`, the `strokes` of each hole over
            when it
            was recorded and their `total` (the actions are the last hole's); `null` for a
            game of one deal.
    """

    id: UUID
    game: RecordedGameGame
    variant: AnyVariantName | None
    code: None | str
    rules: CanfieldRules | GolfRules
    status: RecordedGameStatus
    score: int
    moves: int
    started_at: datetime.datetime | None
    recorded_at: datetime.datetime
    actions: list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove]
    daily_date: datetime.date | None
    round_: None | RecordedGameRoundType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.golf_rules import GolfRules  # noqa: PLC0415
        from ..models.recorded_game_round_type_0 import RecordedGameRoundType0  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        id = str(self.id)

        game = self.game.value

        variant: None | str
        if isinstance(self.variant, AnyVariantName):
            variant = self.variant.value
        else:
            variant = self.variant

        code: None | str
        code = self.code

        rules: dict[str, Any]
        if isinstance(self.rules, GolfRules):
            rules = self.rules.to_dict()
        else:
            rules = self.rules.to_dict()

        status = self.status.value

        score = self.score

        moves = self.moves

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        recorded_at = self.recorded_at.isoformat()

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, DrawMove):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, UndoMove):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RemoveMove):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, TapMove):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, TransferMove):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        daily_date: None | str
        if isinstance(self.daily_date, datetime.date):
            daily_date = self.daily_date.isoformat()
        else:
            daily_date = self.daily_date

        round_: dict[str, Any] | None
        if isinstance(self.round_, RecordedGameRoundType0):
            round_ = self.round_.to_dict()
        else:
            round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game": game,
                "variant": variant,
                "code": code,
                "rules": rules,
                "status": status,
                "score": score,
                "moves": moves,
                "started_at": started_at,
                "recorded_at": recorded_at,
                "actions": actions,
                "daily_date": daily_date,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.canfield_rules import CanfieldRules  # noqa: PLC0415
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.golf_rules import GolfRules  # noqa: PLC0415
        from ..models.next_hole_move import NextHoleMove  # noqa: PLC0415
        from ..models.recorded_game_round_type_0 import RecordedGameRoundType0  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        game = RecordedGameGame(d.pop("game"))

        def _parse_variant(data: object) -> AnyVariantName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_0 = AnyVariantName(data)

                return variant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnyVariantName | None, data)

        variant = _parse_variant(d.pop("variant"))

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))

        def _parse_rules(data: object) -> CanfieldRules | GolfRules:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = GolfRules.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            rules_type_1 = CanfieldRules.from_dict(data)

            return rules_type_1

        rules = _parse_rules(d.pop("rules"))

        status = RecordedGameStatus(d.pop("status"))

        score = d.pop("score")

        moves = d.pop("moves")

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_move_type_0 = DrawMove.from_dict(data)

                    return componentsschemas_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_move_type_1 = UndoMove.from_dict(data)

                    return componentsschemas_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_move_type_2 = RemoveMove.from_dict(data)

                    return componentsschemas_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_move_type_3 = TapMove.from_dict(data)

                    return componentsschemas_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_move_type_4 = TransferMove.from_dict(data)

                    return componentsschemas_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_5 = NextHoleMove.from_dict(data)

                return componentsschemas_move_type_5

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        def _parse_daily_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                daily_date_type_0 = datetime.date.fromisoformat(data)

                return daily_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        daily_date = _parse_daily_date(d.pop("daily_date"))

        def _parse_round_(data: object) -> None | RecordedGameRoundType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                round_type_0 = RecordedGameRoundType0.from_dict(data)

                return round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordedGameRoundType0, data)

        round_ = _parse_round_(d.pop("round"))

        recorded_game = cls(
            id=id,
            game=game,
            variant=variant,
            code=code,
            rules=rules,
            status=status,
            score=score,
            moves=moves,
            started_at=started_at,
            recorded_at=recorded_at,
            actions=actions,
            daily_date=daily_date,
            round_=round_,
        )

        recorded_game.additional_properties = d
        return recorded_game

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
