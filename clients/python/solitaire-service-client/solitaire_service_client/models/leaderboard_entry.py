from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.leaderboard_entry_review import LeaderboardEntryReview

T = TypeVar("T", bound="LeaderboardEntry")


@_attrs_define
class LeaderboardEntry:
    """
    Attributes:
        rank (int | None): The place on the board; `null` only in the owner's own view of a rejected result.
        player (None | str): The player's name; `null` for an erased player's result, which keeps its place (`DELETE
            /v1/players/{player_id}`).
        tag (None | str): Tells players of the same name apart: four characters derived from the player
            (the same on every board, never the player's id). Show it beside the name, e.g.
            `Ann #K7QA`. `null` for an erased player's result.
        score (int): The product's score, shown but never ranked on.
        won (bool):
        cards_home (int): Canfield: cards on the foundations; Golf: cards off the table; the daily round:
            off its nine tables (315 less its strokes).
        strokes (list[int] | None): The daily round's strokes, hole by hole (cards left on each table: nothing of
            which cards); `null` for the other variants.
        hints (int): Hints the server gave on this daily game (none since hints stopped on a live deal).
        undos (int): Undos in the ranked attempt, counted by the server (0 for results stored before they were).
        moves (int):
        seconds (int | None): From the first start to the submission; `null` for results stored before daily games had a
            clock.
        review (LeaderboardEntryReview): `clear`: on the board (every entry of a board is). `pending` (since 5.0.0): the
            play review is reading the game (seconds; a Golf result whose pace showed
            nothing waits so), off the board and out of everyone else's rank until it is
            `clear` or `held`; ask again (`GET /v1/daily/{date}/leaderboard/me`) a few
            seconds later. `held`: its evidence (pace, line, or the play: moves that were
            best knowing cards the player had not been shown, over the player's results)
            was beyond a person's; off the board, and out of everyone else's rank, until an
            operator decides; its `rank` is the one it would have if cleared. An address or
            an account's age is never evidence by itself. `rejected`: kept off the board by
            an operator; it stands nowhere (no rank). Only the result's own player sees one
            not clear.
        submitted_at (datetime.datetime):
    """

    rank: int | None
    player: None | str
    tag: None | str
    score: int
    won: bool
    cards_home: int
    strokes: list[int] | None
    hints: int
    undos: int
    moves: int
    seconds: int | None
    review: LeaderboardEntryReview
    submitted_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank: int | None
        rank = self.rank

        player: None | str
        player = self.player

        tag: None | str
        tag = self.tag

        score = self.score

        won = self.won

        cards_home = self.cards_home

        strokes: list[int] | None
        if isinstance(self.strokes, list):
            strokes = self.strokes

        else:
            strokes = self.strokes

        hints = self.hints

        undos = self.undos

        moves = self.moves

        seconds: int | None
        seconds = self.seconds

        review = self.review.value

        submitted_at = self.submitted_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "player": player,
                "tag": tag,
                "score": score,
                "won": won,
                "cards_home": cards_home,
                "strokes": strokes,
                "hints": hints,
                "undos": undos,
                "moves": moves,
                "seconds": seconds,
                "review": review,
                "submitted_at": submitted_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        def _parse_tag(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tag = _parse_tag(d.pop("tag"))

        score = d.pop("score")

        won = d.pop("won")

        cards_home = d.pop("cards_home")

        def _parse_strokes(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                strokes_type_0 = cast(list[int], data)

                return strokes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        strokes = _parse_strokes(d.pop("strokes"))

        hints = d.pop("hints")

        undos = d.pop("undos")

        moves = d.pop("moves")

        def _parse_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seconds = _parse_seconds(d.pop("seconds"))

        review = LeaderboardEntryReview(d.pop("review"))

        submitted_at = datetime.datetime.fromisoformat(d.pop("submitted_at"))

        leaderboard_entry = cls(
            rank=rank,
            player=player,
            tag=tag,
            score=score,
            won=won,
            cards_home=cards_home,
            strokes=strokes,
            hints=hints,
            undos=undos,
            moves=moves,
            seconds=seconds,
            review=review,
            submitted_at=submitted_at,
        )

        leaderboard_entry.additional_properties = d
        return leaderboard_entry

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
