from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors_item import ProblemErrorsItem


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details. `title`, `detail` and each `errors[].message` are written
    in the negotiated language (`Accept-Language`: `ru` or `en`, English for a language
    the service has no catalog for), which the answer's `Content-Language` names; what
    the client sent is quoted in them (`"GO1-Q-AAAAAAB"`, «GO1-Q-AAAAAAB» in Russian).

    Every problem type (`urn:solitaire:problem:<type>`), its status and its title (in
    English; the answer's is in the negotiated language); a game's own refusals of its rule
    options are the last rows:

    | type | status | title |
    |---|---|---|
    | `invalid-json` | 400 | The body is not valid JSON |
    | `invalid-body` | 400 | The request body does not match the API schema |
    | `invalid-parameter` | 400 | A path or query parameter is malformed |
    | `invalid-header` | 400 | The Idempotency-Key header is malformed |
    | `invalid-cursor` | 422 | The cursor is not one of this list |
    | `invalid-range` | 422 | The days asked for are not a range |
    | `invalid-timestamp` | 422 | The time cannot be used |
    | `invalid-record` | 422 | The record cannot be stored |
    | `invalid-name` | 422 | The name cannot be used |
    | `idempotency-key-in-flight` | 409 | A request with this Idempotency-Key is still running |
    | `idempotency-key-reused` | 422 | This Idempotency-Key was used for another request |
    | `unauthorized` | 401 | Unauthorized |
    | `forbidden` | 403 | Forbidden |
    | `rate-limited` | 429 | Too Many Requests |
    | `already-running` | 429 | Already running |
    | `invalid-code` | 422 | The game code cannot be read |
    | `invalid-layout` | 422 | The layout is not a valid deal |
    | `invalid-state` | 422 | The state is not one this service issued |
    | `state-expired` | 422 | The state has expired |
    | `state-not-yours` | 403 | The game is not yours |
    | `state-too-old` | 422 | The state is too old for the solver |
    | `move-not-in-game` | 422 | The move is not one of this game |
    | `game-not-finished` | 422 | The game is not finished |
    | `solver-busy` | 503 | The solver is busy |
    | `daily-deal-live` | 403 | A daily deal in play |
    | `vegas-deal-in-play` | 403 | A Vegas deal in play |
    | `not-scheduled` | 404 | Not scheduled |
    | `daily-not-live` | 409 | The day is not live |
    | `daily-closed` | 409 | The day's results are closed |
    | `daily-replay` | 409 | A replay is never a result |
    | `not-a-daily-game` | 422 | The game is not this daily game |
    | `daily-attempt-started` | 409 | The daily attempt has started |
    | `daily-attempt-live` | 409 | A live daily attempt is recorded by its result |
    | `stale-state` | 409 | The state is not the attempt's latest |
    | `no-result` | 404 | No result |
    | `unknown-group` | 404 | No such group |
    | `no-such-league` | 404 | No such league |
    | `no-such-duel` | 404 | No such duel |
    | `duel-variant-unsupported` | 422 | This variant cannot be duelled |
    | `own-duel` | 409 | This is your own duel |
    | `duel-taken` | 409 | The duel has its opponent |
    | `duel-joined` | 409 | You joined this duel already |
    | `duel-over` | 409 | The duel is over |
    | `not-in-duel` | 403 | You are not in this duel |
    | `not-this-duel` | 422 | The game is not your game of this duel |
    | `duel-game` | 409 | A duel's game is not recorded |
    | `unknown-player` | 422 | No such player |
    | `ambiguous-player` | 409 | The name and tag are more than one player's |
    | `follow-self` | 422 | A player cannot follow themselves |
    | `follow-limit` | 409 | Following too many players |
    | `not-following` | 404 | Not following |
    | `link-code-refused` | 422 | The link code cannot be used |
    | `recovery-refused` | 422 | The recovery code does not match |
    | `no-such-device` | 404 | No such device |
    | `token-not-fresh` | 403 | The bearer token is not fresh |
    | `database-unavailable` | 503 | Service Unavailable |
    | `not-ready` | 503 | Service Unavailable |
    | `internal-error` | 500 | Internal Server Error |
    | `conflicting-rules` | 422 | The rule options contradict the mode |
    | `hole-not-over` | 422 | The hole is not over |
    | `invalid-round` | 422 | No round of that size |

        Attributes:
            type_ (str): `urn:solitaire:problem:<name>` or `about:blank`.
            title (str):
            status (int):
            detail (str):
            errors (list[ProblemErrorsItem] | Unset): Each bad field and what is wrong with it.
    """

    type_: str
    title: str
    status: int
    detail: str
    errors: list[ProblemErrorsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

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
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors_item import ProblemErrorsItem  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        _errors = d.pop("errors", UNSET)
        errors: list[ProblemErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ProblemErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
        )

        problem.additional_properties = d
        return problem

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
