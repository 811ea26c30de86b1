from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hint_kind import HintKind
from ..models.verdict import Verdict
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draw_move import DrawMove
    from ..models.next_hole_move import NextHoleMove
    from ..models.remove_move import RemoveMove
    from ..models.tap_move import TapMove
    from ..models.transfer_move import TransferMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="Hint")


@_attrs_define
class Hint:
    """
    Attributes:
        move (DrawMove | NextHoleMove | None | RemoveMove | TapMove | TransferMove | UndoMove):
        kind (HintKind): `winning`: the next move of a winning line; `best` (Golf): no line wins, and
            this is the first move of one leaving the fewest cards; `heuristic`: the budget
            ran out before either was proved.
        result (Verdict):
        best (int | Unset): Golf, with `kind` `winning` (0) or `best`: the fewest cards the position can leave.
    """

    move: DrawMove | NextHoleMove | None | RemoveMove | TapMove | TransferMove | UndoMove
    kind: HintKind
    result: Verdict
    best: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.next_hole_move import NextHoleMove  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        move: dict[str, Any] | None
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
        elif isinstance(self.move, NextHoleMove):
            move = self.move.to_dict()
        else:
            move = self.move

        kind = self.kind.value

        result = self.result.value

        best = self.best

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
                "kind": kind,
                "result": result,
            }
        )
        if best is not UNSET:
            field_dict["best"] = best

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

        def _parse_move(
            data: object,
        ) -> DrawMove | NextHoleMove | None | RemoveMove | TapMove | TransferMove | UndoMove:
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_5 = NextHoleMove.from_dict(data)

                return componentsschemas_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrawMove | NextHoleMove | None | RemoveMove | TapMove | TransferMove | UndoMove, data)

        move = _parse_move(d.pop("move"))

        kind = HintKind(d.pop("kind"))

        result = Verdict(d.pop("result"))

        best = d.pop("best", UNSET)

        hint = cls(
            move=move,
            kind=kind,
            result=result,
            best=best,
        )

        return hint
