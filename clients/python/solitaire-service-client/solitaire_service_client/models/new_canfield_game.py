from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.new_canfield_game_draw import NewCanfieldGameDraw
from ..models.new_canfield_game_scoring import NewCanfieldGameScoring
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.canfield_layout import CanfieldLayout


T = TypeVar("T", bound="NewCanfieldGame")


@_attrs_define
class NewCanfieldGame:
    """A random Canfield deal, or the custom deal `layout`.

    Attributes:
        game (Literal['canfield']):
        draw (NewCanfieldGameDraw | Unset):  Default: NewCanfieldGameDraw.VALUE_3.
        scoring (NewCanfieldGameScoring | Unset): `points`: the app's score (5 a card to a foundation); `vegas`: Vegas
            Canfield,
            scored in dollars ($52 the deck, $5 a card on the foundations), a random deal
            counted in the player's balance (`GET /v1/players/{id}/vegas`).
             Default: NewCanfieldGameScoring.POINTS.
        layout (CanfieldLayout | Unset): 13 reserve cards (last on top), the base card, 4 columns of one card, 34 stock
            cards.
        explain (bool | Unset): Explain refused moves (the app's "interactive rules").
        double_tap (bool | Unset): Canfield: a tapped card that cannot go to a foundation goes to a column.
    """

    game: Literal["canfield"]
    draw: NewCanfieldGameDraw | Unset = NewCanfieldGameDraw.VALUE_3
    scoring: NewCanfieldGameScoring | Unset = NewCanfieldGameScoring.POINTS
    layout: CanfieldLayout | Unset = UNSET
    explain: bool | Unset = UNSET
    double_tap: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        draw: int | Unset = UNSET
        if not isinstance(self.draw, Unset):
            draw = self.draw.value

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        layout: dict[str, Any] | Unset = UNSET
        if not isinstance(self.layout, Unset):
            layout = self.layout.to_dict()

        explain = self.explain

        double_tap = self.double_tap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if draw is not UNSET:
            field_dict["draw"] = draw
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if layout is not UNSET:
            field_dict["layout"] = layout
        if explain is not UNSET:
            field_dict["explain"] = explain
        if double_tap is not UNSET:
            field_dict["double_tap"] = double_tap

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.canfield_layout import CanfieldLayout  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["canfield"], d.pop("game"))
        if game != "canfield":
            raise ValueError(f"game must match const 'canfield', got '{game}'")

        _draw = d.pop("draw", UNSET)
        draw: NewCanfieldGameDraw | Unset
        if isinstance(_draw, Unset):
            draw = UNSET
        else:
            draw = NewCanfieldGameDraw(_draw)

        _scoring = d.pop("scoring", UNSET)
        scoring: NewCanfieldGameScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = NewCanfieldGameScoring(_scoring)

        _layout = d.pop("layout", UNSET)
        layout: CanfieldLayout | Unset
        if isinstance(_layout, Unset):
            layout = UNSET
        else:
            layout = CanfieldLayout.from_dict(_layout)

        explain = d.pop("explain", UNSET)

        double_tap = d.pop("double_tap", UNSET)

        new_canfield_game = cls(
            game=game,
            draw=draw,
            scoring=scoring,
            layout=layout,
            explain=explain,
            double_tap=double_tap,
        )

        return new_canfield_game
