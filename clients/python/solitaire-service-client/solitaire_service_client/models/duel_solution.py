from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verdict import Verdict

if TYPE_CHECKING:
    from ..models.draw_move import DrawMove
    from ..models.next_hole_move import NextHoleMove
    from ..models.remove_move import RemoveMove
    from ..models.tap_move import TapMove
    from ..models.transfer_move import TransferMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="DuelSolution")


@_attrs_define
class DuelSolution:
    """
    Attributes:
        result (Verdict):
        solution (list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None): The solver's
            winning line from the deal; `null` unless `winnable`.
    """

    result: Verdict
    solution: list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
                "solution": solution,
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

        duel_solution = cls(
            result=result,
            solution=solution,
        )

        duel_solution.additional_properties = d
        return duel_solution

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
