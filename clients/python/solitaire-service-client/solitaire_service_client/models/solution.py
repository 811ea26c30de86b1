from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.verdict import Verdict
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draw_move import DrawMove
    from ..models.next_hole_move import NextHoleMove
    from ..models.remove_move import RemoveMove
    from ..models.tap_move import TapMove
    from ..models.transfer_move import TransferMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="Solution")


@_attrs_define
class Solution:
    """
    Attributes:
        result (Verdict):
        solution (list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None): The winning
            line from the position (null unless `winnable`).
        states (int): Positions the search visited.
        elapsed_ms (float):
        budget_ms (float): The time budget applied: the request's, capped by the server, and cut to
            `SOLVER_CONTENDED_BUDGET_MS` when the search started while others waited.
        best (int | Unset): Golf only: the fewest cards the position can leave on the table (0 when
            winnable); when `best_exact` is false, the cards `best_line` leaves, the best
            the search found before its budget ran out.
        best_line (list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | Unset): Golf only: a
            line from the position to the end of the deal that leaves `best` cards.
        best_exact (bool | Unset): Golf only: whether the search proved that no line leaves fewer cards.
    """

    result: Verdict
    solution: list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None
    states: int
    elapsed_ms: float
    budget_ms: float
    best: int | Unset = UNSET
    best_line: list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | Unset = UNSET
    best_exact: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        result = self.result.value

        solution: list[dict[str, Any]] | None
        if isinstance(self.solution, list):
            solution = []
            for solution_type_0_item_data in self.solution:
                solution_type_0_item: dict[str, Any]
                if isinstance(solution_type_0_item_data, DrawMove):
                    solution_type_0_item = solution_type_0_item_data.to_dict()
                elif isinstance(solution_type_0_item_data, UndoMove):
                    solution_type_0_item = solution_type_0_item_data.to_dict()
                elif isinstance(solution_type_0_item_data, RemoveMove):
                    solution_type_0_item = solution_type_0_item_data.to_dict()
                elif isinstance(solution_type_0_item_data, TapMove):
                    solution_type_0_item = solution_type_0_item_data.to_dict()
                elif isinstance(solution_type_0_item_data, TransferMove):
                    solution_type_0_item = solution_type_0_item_data.to_dict()
                else:
                    solution_type_0_item = solution_type_0_item_data.to_dict()

                solution.append(solution_type_0_item)

        else:
            solution = self.solution

        states = self.states

        elapsed_ms = self.elapsed_ms

        budget_ms = self.budget_ms

        best = self.best

        best_line: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.best_line, Unset):
            best_line = []
            for best_line_item_data in self.best_line:
                best_line_item: dict[str, Any]
                if isinstance(best_line_item_data, DrawMove):
                    best_line_item = best_line_item_data.to_dict()
                elif isinstance(best_line_item_data, UndoMove):
                    best_line_item = best_line_item_data.to_dict()
                elif isinstance(best_line_item_data, RemoveMove):
                    best_line_item = best_line_item_data.to_dict()
                elif isinstance(best_line_item_data, TapMove):
                    best_line_item = best_line_item_data.to_dict()
                elif isinstance(best_line_item_data, TransferMove):
                    best_line_item = best_line_item_data.to_dict()
                else:
                    best_line_item = best_line_item_data.to_dict()

                best_line.append(best_line_item)

        best_exact = self.best_exact

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
                "solution": solution,
                "states": states,
                "elapsed_ms": elapsed_ms,
                "budget_ms": budget_ms,
            }
        )
        if best is not UNSET:
            field_dict["best"] = best
        if best_line is not UNSET:
            field_dict["best_line"] = best_line
        if best_exact is not UNSET:
            field_dict["best_exact"] = best_exact

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
        result = Verdict(d.pop("result"))

        def _parse_solution(
            data: object,
        ) -> list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                solution_type_0 = []
                _solution_type_0 = data
                for solution_type_0_item_data in _solution_type_0:

                    def _parse_solution_type_0_item(
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

                    solution_type_0_item = _parse_solution_type_0_item(solution_type_0_item_data)

                    solution_type_0.append(solution_type_0_item)

                return solution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None, data)

        solution = _parse_solution(d.pop("solution"))

        states = d.pop("states")

        elapsed_ms = d.pop("elapsed_ms")

        budget_ms = d.pop("budget_ms")

        best = d.pop("best", UNSET)

        _best_line = d.pop("best_line", UNSET)
        best_line: list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | Unset = UNSET
        if _best_line is not UNSET:
            best_line = []
            for best_line_item_data in _best_line:

                def _parse_best_line_item(
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

                best_line_item = _parse_best_line_item(best_line_item_data)

                best_line.append(best_line_item)

        best_exact = d.pop("best_exact", UNSET)

        solution = cls(
            result=result,
            solution=solution,
            states=states,
            elapsed_ms=elapsed_ms,
            budget_ms=budget_ms,
            best=best,
            best_line=best_line,
            best_exact=best_exact,
        )

        return solution
