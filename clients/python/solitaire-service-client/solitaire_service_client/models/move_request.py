from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.draw_move import DrawMove
    from ..models.next_hole_move import NextHoleMove
    from ..models.remove_move import RemoveMove
    from ..models.tap_move import TapMove
    from ..models.transfer_move import TransferMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="MoveRequest")


@_attrs_define
class MoveRequest:
    """
    Attributes:
        state (str): The `state` of the last game document, unchanged.
        move (DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove): Golf: `draw`, `remove` (column
            1-7), `tap` (a card anywhere on the table), `undo`;
            a round of Golf also `next-hole`. Canfield: `draw` (redeals an empty stock), `move`
            (a card and everything on it to `c1`-`c4`, `f1`-`f4` or `foundation`: whichever
            fits), `tap` (the app's tap), `undo`.
    """

    state: str
    move: DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove

    def to_dict(self) -> dict[str, Any]:
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        state = self.state

        move: dict[str, Any]
        if isinstance(self.move, DrawMove):
            move = self.move.to_dict()
        elif isinstance(self.move, UndoMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RemoveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, TapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, TransferMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.next_hole_move import NextHoleMove  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        d = dict(src_dict)
        state = d.pop("state")

        def _parse_move(data: object) -> DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove:
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

        move = _parse_move(d.pop("move"))

        move_request = cls(
            state=state,
            move=move,
        )

        return move_request
