from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_document_game import GameDocumentGame
from ..models.game_document_status import GameDocumentStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accepted import Accepted
    from ..models.canfield_rules import CanfieldRules
    from ..models.canfield_view import CanfieldView
    from ..models.daily_tag import DailyTag
    from ..models.draw_move import DrawMove
    from ..models.golf_rules import GolfRules
    from ..models.golf_view import GolfView
    from ..models.next_hole_move import NextHoleMove
    from ..models.refused import Refused
    from ..models.remove_move import RemoveMove
    from ..models.scorecard import Scorecard
    from ..models.settings import Settings
    from ..models.tap_move import TapMove
    from ..models.transfer_move import TransferMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="GameDocument")


@_attrs_define
class GameDocument:
    """
    Attributes:
        state (str): Opaque sealed token; send it back unchanged with the next move.
        game_id (UUID): Random at the game's start, the same through every move; a player's history holds a game once.
        player (None | UUID): The player the game is bound to (started with their bearer token); `null` for an anonymous
            game.
        daily (DailyTag | None): The daily challenge this game was started for; `null` for any other game.
        game (GameDocumentGame):
        code (None | str): The deal's code; `null` for a custom layout, for a daily game while its
            day's results are open (the code deals every face-down card), and for a Vegas
            Canfield game of a player's (played for their balance; its history shows it).
        rules (CanfieldRules | GolfRules):
        settings (Settings):
        view (CanfieldView | GolfView):
        score (int): Points (or, with Golf stroke scoring, the cards left on the table); Vegas
            Canfield's dollars, -52 to 208 (the only negative scores).
        moves (int): The move counter; it never decreases (undo counts as a move).
        status (GameDocumentStatus): `dead_end`: a Golf deal with no move left. A round of Golf is `playing` until
            its last hole is over, then `won` (every hole cleared) or `finished`.
        undo_available (bool):
        legal_moves (list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove]): Every move that
            would be accepted now (undo aside).
        outcome (Accepted | Refused): What this request did.
        duel (UUID | Unset): Only in a duel's game: the duel's id (`GET /v1/duels/{duel}`). The game is the
            side's one attempt, whose line the server keeps (`POST /v1/moves`); its `code`
            is `null`.
        round_ (Scorecard | Unset): A round of Golf (only in a round's documents): the current `hole` (from 1) of
            `holes`, the `par` of the round (5 a hole), the `strokes` of every hole over (the
            cards left on its table when it ended; the current hole's once it is over) and
            their `total`. Golfers write the round against par: `total - 5 * len(strokes)`.
    """

    state: str
    game_id: UUID
    player: None | UUID
    daily: DailyTag | None
    game: GameDocumentGame
    code: None | str
    rules: CanfieldRules | GolfRules
    settings: Settings
    view: CanfieldView | GolfView
    score: int
    moves: int
    status: GameDocumentStatus
    undo_available: bool
    legal_moves: list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove]
    outcome: Accepted | Refused
    duel: UUID | Unset = UNSET
    round_: Scorecard | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accepted import Accepted  # noqa: PLC0415
        from ..models.daily_tag import DailyTag  # noqa: PLC0415
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.golf_rules import GolfRules  # noqa: PLC0415
        from ..models.golf_view import GolfView  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        state = self.state

        game_id = str(self.game_id)

        player: None | str
        if isinstance(self.player, UUID):
            player = str(self.player)
        else:
            player = self.player

        daily: dict[str, Any] | None
        if isinstance(self.daily, DailyTag):
            daily = self.daily.to_dict()
        else:
            daily = self.daily

        game = self.game.value

        code: None | str
        code = self.code

        rules: dict[str, Any]
        if isinstance(self.rules, GolfRules):
            rules = self.rules.to_dict()
        else:
            rules = self.rules.to_dict()

        settings = self.settings.to_dict()

        view: dict[str, Any]
        if isinstance(self.view, GolfView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        score = self.score

        moves = self.moves

        status = self.status.value

        undo_available = self.undo_available

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, DrawMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, UndoMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, RemoveMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, TapMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, TransferMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)

        outcome: dict[str, Any]
        if isinstance(self.outcome, Accepted):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome.to_dict()

        duel: str | Unset = UNSET
        if not isinstance(self.duel, Unset):
            duel = str(self.duel)

        round_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.round_, Unset):
            round_ = self.round_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "state": state,
                "game_id": game_id,
                "player": player,
                "daily": daily,
                "game": game,
                "code": code,
                "rules": rules,
                "settings": settings,
                "view": view,
                "score": score,
                "moves": moves,
                "status": status,
                "undo_available": undo_available,
                "legal_moves": legal_moves,
                "outcome": outcome,
            }
        )
        if duel is not UNSET:
            field_dict["duel"] = duel
        if round_ is not UNSET:
            field_dict["round"] = round_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accepted import Accepted  # noqa: PLC0415
        from ..models.canfield_rules import CanfieldRules  # noqa: PLC0415
        from ..models.canfield_view import CanfieldView  # noqa: PLC0415
        from ..models.daily_tag import DailyTag  # noqa: PLC0415
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.golf_rules import GolfRules  # noqa: PLC0415
        from ..models.golf_view import GolfView  # noqa: PLC0415
        from ..models.next_hole_move import NextHoleMove  # noqa: PLC0415
        from ..models.refused import Refused  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.scorecard import Scorecard  # noqa: PLC0415
        from ..models.settings import Settings  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        d = dict(src_dict)
        state = d.pop("state")

        game_id = UUID(d.pop("game_id"))

        def _parse_player(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                player_type_0 = UUID(data)

                return player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        player = _parse_player(d.pop("player"))

        def _parse_daily(data: object) -> DailyTag | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                daily_type_0 = DailyTag.from_dict(data)

                return daily_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DailyTag | None, data)

        daily = _parse_daily(d.pop("daily"))

        game = GameDocumentGame(d.pop("game"))

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

        settings = Settings.from_dict(d.pop("settings"))

        def _parse_view(data: object) -> CanfieldView | GolfView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = GolfView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            view_type_1 = CanfieldView.from_dict(data)

            return view_type_1

        view = _parse_view(d.pop("view"))

        score = d.pop("score")

        moves = d.pop("moves")

        status = GameDocumentStatus(d.pop("status"))

        undo_available = d.pop("undo_available")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
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

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        def _parse_outcome(data: object) -> Accepted | Refused:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_outcome_type_0 = Accepted.from_dict(data)

                return componentsschemas_outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_outcome_type_1 = Refused.from_dict(data)

            return componentsschemas_outcome_type_1

        outcome = _parse_outcome(d.pop("outcome"))

        _duel = d.pop("duel", UNSET)
        duel: UUID | Unset
        if isinstance(_duel, Unset):
            duel = UNSET
        else:
            duel = UUID(_duel)

        _round_ = d.pop("round", UNSET)
        round_: Scorecard | Unset
        if isinstance(_round_, Unset):
            round_ = UNSET
        else:
            round_ = Scorecard.from_dict(_round_)

        game_document = cls(
            state=state,
            game_id=game_id,
            player=player,
            daily=daily,
            game=game,
            code=code,
            rules=rules,
            settings=settings,
            view=view,
            score=score,
            moves=moves,
            status=status,
            undo_available=undo_available,
            legal_moves=legal_moves,
            outcome=outcome,
            duel=duel,
            round_=round_,
        )

        game_document.additional_properties = d
        return game_document

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
