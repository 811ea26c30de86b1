from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_name import VariantName

if TYPE_CHECKING:
    from ..models.draw_move import DrawMove
    from ..models.next_hole_move import NextHoleMove
    from ..models.remove_move import RemoveMove
    from ..models.tap_move import TapMove
    from ..models.transfer_move import TransferMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="DailyDeal")


@_attrs_define
class DailyDeal:
    """
    Attributes:
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        difficulty (float): The solver's rating, 1 (easy) to 10 (hard); the daily round's is the mean of its
            nine holes' (a hole the solver cannot clear rates 10).
        commitment (str): The lowercase hex SHA-256 of the UTF-8 text `<date>|<variant>|<code>|<salt>`,
            listed from the day's start: once `code` and `salt` are revealed, anyone checks
            that the deal played all day is the one committed to.
        code (None | str): The deal's code; `null` while the day's results are open (it deals every face-down card).
        salt (None | str): 32 lowercase hex characters drawn when the deal was published, hashed into its
            `commitment`; `null` while the day's results are open.
        solution (list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None): The solver's
            winning line from the deal's start, once the day's results have
            closed; `null` before (and for a deal published before lines were kept). The
            daily round's: its line from the round's start, each hole along a line leaving
            its fewest cards, `next-hole` between holes (it plays the round to `best`).
        best (int | None): Golf: the fewest cards the solver could leave on the table (0: it cleared it),
            once the day's results have closed; `null` before, and for Canfield. The daily
            round's: the solver's par of the course, the fewest strokes it reaches on each
            hole (exact: a round is published only when every hole's is proven), summed;
            computed when the day is scheduled and sealed until its results close, like
            the code.
    """

    variant: VariantName
    difficulty: float
    commitment: str
    code: None | str
    salt: None | str
    solution: list[DrawMove | NextHoleMove | RemoveMove | TapMove | TransferMove | UndoMove] | None
    best: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.draw_move import DrawMove  # noqa: PLC0415
        from ..models.remove_move import RemoveMove  # noqa: PLC0415
        from ..models.tap_move import TapMove  # noqa: PLC0415
        from ..models.transfer_move import TransferMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        variant = self.variant.value

        difficulty = self.difficulty

        commitment = self.commitment

        code: None | str
        code = self.code

        salt: None | str
        salt = self.salt

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

        best: int | None
        best = self.best

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variant": variant,
                "difficulty": difficulty,
                "commitment": commitment,
                "code": code,
                "salt": salt,
                "solution": solution,
                "best": best,
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
        variant = VariantName(d.pop("variant"))

        difficulty = d.pop("difficulty")

        commitment = d.pop("commitment")

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))

        def _parse_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        salt = _parse_salt(d.pop("salt"))

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

        def _parse_best(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best = _parse_best(d.pop("best"))

        daily_deal = cls(
            variant=variant,
            difficulty=difficulty,
            commitment=commitment,
            code=code,
            salt=salt,
            solution=solution,
            best=best,
        )

        daily_deal.additional_properties = d
        return daily_deal

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
