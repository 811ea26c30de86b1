"""Every problem type the service answers, in one catalogue: its status, its slug (the
``type`` is ``urn:solitaire:problem:<slug>``, each documented in openapi.yaml), its title and,
where a refusal always says the same thing, its words.  A route raises ``STALE_STATE(...)``;
``errors.py`` writes the answer in the reader's language.  A game's own problems come from
the engine's registry (``game_problem``), the one other source of slugs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.texts import N_, Text

Written = Text | str
"""A text the reader gets in their language: a ``Text``, or a fixed text (its gettext id)."""
FieldErrors = list[dict[str, Written]]
"""A problem's ``errors``: ``[{"field": "move.column", "message": ...}]``."""


@dataclass(frozen=True, slots=True)
class Problem:
    """A problem type.  ``detail`` is the refusal's words when they never change but for
    ``{named}`` values; ``field`` names the one input at fault, told the detail."""

    status: int
    slug: str
    title: str
    detail: str = ""
    field: str | None = None

    def __call__(
        self,
        detail: Written | None = None,
        *,
        errors: FieldErrors | None = None,
        extra: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
        title: Written | None = None,
        **values: Any,
    ) -> ApiError:
        """The refusal to raise: ``detail`` when given, else this type's words filled with
        ``values``."""
        if detail is None:
            assert self.detail, f"{self.slug} has no fixed words: give its detail"
            detail = Text(self.detail, **values)
        if errors is None and self.field is not None:
            errors = [{"field": self.field, "message": detail}]
        return ApiError(self, detail, errors, extra, headers, title)


class ApiError(Exception):
    """A request the service refuses, as ``problem`` says; ``errors.py`` answers it."""

    def __init__(
        self,
        problem: Problem,
        detail: Written,
        errors: FieldErrors | None = None,
        extra: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
        title: Written | None = None,
    ) -> None:
        super().__init__(str(detail))
        self.status, self.kind, self.title = problem.status, problem.slug, title or problem.title
        self.detail, self.errors = detail, errors
        self.extra = dict(extra or {})
        self.headers = dict(headers or {})


# --- what a request says, and how ---------------------------------------------------------

INVALID_JSON = Problem(400, "invalid-json", N_("The body is not valid JSON"))
INVALID_BODY = Problem(400, "invalid-body", N_("The request body does not match the API schema"))
INVALID_PARAMETER = Problem(400, "invalid-parameter", N_("A path or query parameter is malformed"))
INVALID_HEADER = Problem(
    400,
    "invalid-header",
    N_("The Idempotency-Key header is malformed"),
    N_("an Idempotency-Key is 1 to 255 visible ASCII characters, such as a UUID"),
)
INVALID_CURSOR = Problem(422, "invalid-cursor", N_("The cursor is not one of this list"))
INVALID_RANGE = Problem(422, "invalid-range", N_("The days asked for are not a range"))
INVALID_TIMESTAMP = Problem(422, "invalid-timestamp", N_("The time cannot be used"))
INVALID_RECORD = Problem(422, "invalid-record", N_("The record cannot be stored"))
INVALID_NAME = Problem(422, "invalid-name", N_("The name cannot be used"), field="name")
IDEMPOTENCY_KEY_IN_FLIGHT = Problem(
    409,
    "idempotency-key-in-flight",
    N_("A request with this Idempotency-Key is still running"),
    N_(
        'the first request sent with the key "{key}" has not answered yet; retry with the '
        "same key and body: the retry answers what the first request answers"
    ),
)
IDEMPOTENCY_KEY_REUSED = Problem(
    422,
    "idempotency-key-reused",
    N_("This Idempotency-Key was used for another request"),
    N_('the key "{key}" cannot be used for this request: {why}; send a new key with each new request'),
)

# --- who asks -----------------------------------------------------------------------------

UNAUTHORIZED = Problem(401, "unauthorized", N_("Unauthorized"))
FORBIDDEN = Problem(
    403,
    "forbidden",
    N_("Forbidden"),
    N_("The bearer token belongs to another player: a player reads and writes only their own data."),
)
RATE_LIMITED = Problem(
    429,
    "rate-limited",
    N_("Too Many Requests"),
    N_("More than {amount} requests in {window} s from this client; retry after {seconds} s."),
)
ALREADY_RUNNING = Problem(
    429,
    "already-running",
    N_("Already running"),
    N_("a search of this client is still running: one at a time; retry when it answers"),
)

# --- games and their states ---------------------------------------------------------------

INVALID_CODE = Problem(422, "invalid-code", N_("The game code cannot be read"))
INVALID_LAYOUT = Problem(422, "invalid-layout", N_("The layout is not a valid deal"))
INVALID_STATE = Problem(
    422,
    "invalid-state",
    N_("The state is not one this service issued"),
    N_('{why}; send back the "state" of the last game document unchanged'),
)
STATE_EXPIRED = Problem(
    422,
    "state-expired",
    N_("The state has expired"),
    N_("{why}: states are accepted for {age} s after each move; start a new game"),
)
STATE_NOT_YOURS = Problem(403, "state-not-yours", N_("The game is not yours"), field="state")
STATE_TOO_OLD = Problem(
    422,
    "state-too-old",
    N_("The state is too old for the solver"),
    N_(
        "this custom deal was sealed by an earlier release, which did not record which deal it "
        "is; start it again from its layout (POST /v1/games) to ask the solver"
    ),
)
MOVE_NOT_IN_GAME = Problem(422, "move-not-in-game", N_("The move is not one of this game"))
"""Its title is the game's own (``GameEntry.not_a_move``)."""
GAME_NOT_FINISHED = Problem(422, "game-not-finished", N_("The game is not finished"))
SOLVER_BUSY = Problem(503, "solver-busy", N_("The solver is busy"))

# --- the daily challenge and its ranked line ----------------------------------------------

DAILY_DEAL_LIVE = Problem(
    403,
    "daily-deal-live",
    N_("A daily deal in play"),
    N_(
        "This deal is a daily-challenge deal, or the same game in disguise, whose results are not "
        "closed: until then it is played only as that day's daily game, and the solver plays it for "
        "nobody, hints included (on a daily game too)."
    ),
)
VEGAS_DEAL_IN_PLAY = Problem(
    403,
    "vegas-deal-in-play",
    N_("A Vegas deal in play"),
    N_(
        "This is a Vegas game of a player's, played for their balance: the solver plays it for "
        "nobody, hints included, and its code stays sealed (docs/design/vegas.md)."
    ),
)
NOT_SCHEDULED = Problem(
    404,
    "not-scheduled",
    N_("Not scheduled"),
    N_(
        "{what}: a date's deals are shown from its opening, its midnight at UTC+14, the first on Earth; "
        "there is never an improvised deal."
    ),
)
DAILY_NOT_LIVE = Problem(409, "daily-not-live", N_("The day is not live"))
DAILY_CLOSED = Problem(409, "daily-closed", N_("The day's results are closed"))
DAILY_REPLAY = Problem(409, "daily-replay", N_("A replay is never a result"))
NOT_A_DAILY_GAME = Problem(422, "not-a-daily-game", N_("The game is not this daily game"), field="state")
DAILY_ATTEMPT_STARTED = Problem(
    409,
    "daily-attempt-started",
    N_("The daily attempt has started"),
    N_(
        "you started your one ranked attempt at the {variant} deal of {day} at {started_at}: "
        'play on from its latest state (the "state" here, and its document, "game"); a deal '
        "is dealt again, unranked, once your result is in"
    ),
)
DAILY_ATTEMPT_LIVE = Problem(409, "daily-attempt-live", N_("A live daily attempt is recorded by its result"))
STALE_STATE = Problem(409, "stale-state", N_("The state is not the attempt's latest"))
NO_RESULT = Problem(404, "no-result", N_("No result"), N_("you have submitted no {variant} result for {day}"))
UNKNOWN_GROUP = Problem(404, "unknown-group", N_("No such group"))
NO_SUCH_LEAGUE = Problem(404, "no-such-league", N_("No such league"), N_("there is no league {league}"))

# --- duels --------------------------------------------------------------------------------

NO_SUCH_DUEL = Problem(
    404,
    "no-such-duel",
    N_("No such duel"),
    N_('no duel has the id or invite "{ref}": an invite is the eight characters the challenger was given'),
)
DUEL_VARIANT_UNSUPPORTED = Problem(
    422, "duel-variant-unsupported", N_("This variant cannot be duelled"), field="variant"
)
OWN_DUEL = Problem(
    409,
    "own-duel",
    N_("This is your own duel"),
    N_("you made this duel: give its invite to the player you challenge"),
)
DUEL_TAKEN = Problem(
    409,
    "duel-taken",
    N_("The duel has its opponent"),
    N_("another player joined this duel first: a duel is between two players"),
)
DUEL_JOINED = Problem(
    409,
    "duel-joined",
    N_("You joined this duel already"),
    N_(
        'you joined this duel at {started_at}: play on from your game\'s latest state (the "state" '
        'here, and its document, "game"); a duel has one attempt a side'
    ),
)
DUEL_OVER = Problem(409, "duel-over", N_("The duel is over"))
NOT_IN_DUEL = Problem(
    403,
    "not-in-duel",
    N_("You are not in this duel"),
    N_("only the two players of a duel submit its results"),
)
NOT_THIS_DUEL = Problem(422, "not-this-duel", N_("The game is not your game of this duel"), field="state")
DUEL_GAME = Problem(
    409,
    "duel-game",
    N_("A duel's game is not recorded"),
    N_(
        "this is a duel's game: its result goes to its duel (POST /v1/duels/{{duel}}/results), "
        "not the history"
    ),
)

# --- friends ------------------------------------------------------------------------------

UNKNOWN_PLAYER = Problem(
    422,
    "unknown-player",
    N_("No such player"),
    N_('no player is named "{player}": the tag is the four characters shown beside the name on a board'),
    field="player",
)
AMBIGUOUS_PLAYER = Problem(
    409,
    "ambiguous-player",
    N_("The name and tag are more than one player's"),
    N_('more than one player is named "{player}": they cannot be told apart by name and tag'),
    field="player",
)
FOLLOW_SELF = Problem(
    422,
    "follow-self",
    N_("A player cannot follow themselves"),
    N_('"{player}" is your own name and tag: the friends board shows you among those you follow'),
    field="player",
)
FOLLOW_LIMIT_REACHED = Problem(
    409,
    "follow-limit",
    N_("Following too many players"),
    N_("you follow {limit} players, the most one may: unfollow one first"),
    field="player",
)
NOT_FOLLOWING = Problem(
    404, "not-following", N_("Not following"), N_("you do not follow the player {friend}")
)

# --- devices and the player's data --------------------------------------------------------

LINK_CODE_REFUSED = Problem(
    422,
    "link-code-refused",
    N_("The link code cannot be used"),
    N_(
        "the code is not a live link code: it is unknown, used already, or older than its "
        "{minutes} minutes; ask the signed-in device for a new one (POST /v1/players/{{id}}/link)"
    ),
    field="code",
)
RECOVERY_REFUSED = Problem(
    422,
    "recovery-refused",
    N_("The recovery code does not match"),
    N_(
        "no player of this name and tag has this recovery code: a recovery code works once, and a "
        "new one replaces the one before"
    ),
    field="code",
)
NO_SUCH_DEVICE = Problem(
    404,
    "no-such-device",
    N_("No such device"),
    N_("the player has no device {device}: revoked already, or never theirs"),
)
TOKEN_NOT_FRESH = Problem(
    403,
    "token-not-fresh",
    N_("The bearer token is not fresh"),
    N_(
        "erasing an account needs a token issued in the last {minutes} minutes: rotate it "
        "(POST /v1/players/{{id}}/token) and send the new one"
    ),
)

# --- the service itself -------------------------------------------------------------------

DATABASE_UNAVAILABLE = Problem(
    503,
    "database-unavailable",
    N_("Service Unavailable"),
    N_("{reason}; retry after {seconds} s. Playing (POST /v1/games, /v1/moves) works meanwhile."),
)
NOT_READY = Problem(503, "not-ready", N_("Service Unavailable"))
INTERNAL_ERROR = Problem(
    500, "internal-error", N_("Internal Server Error"), N_("The service failed; the error is logged.")
)

PROBLEMS: tuple[Problem, ...] = tuple(
    value for value in tuple(globals().values()) if isinstance(value, Problem)
)
"""The catalogue, in the order above (openapi.yaml documents each; a test holds them equal)."""


def game_problem(slug: str, title: str) -> Problem:
    """A game's own problem, a 422 its game names and titles: a refusal of its rule options
    (``engine.registry.RulesError``) or a refusal it answers as a problem
    (``RefusalProblem``); openapi.yaml documents each registered game's."""
    return Problem(422, slug, title)


HTTP_TEXTS: dict[int, tuple[str, str]] = {
    400: (N_("Bad Request"), N_("The request cannot be read.")),
    404: (N_("Not Found"), N_("Nothing is at this address: the routes are listed in /openapi.yaml.")),
    405: (
        N_("Method Not Allowed"),
        N_("This route does not take this method: the Allow header lists those it takes."),
    ),
    406: (
        N_("Not Acceptable"),
        N_("The service cannot answer in any of the media types the Accept header asks for."),
    ),
    413: (N_("Request Entity Too Large"), N_("The body is larger than the service reads.")),
    415: (N_("Unsupported Media Type"), N_('Send the body as JSON, with "Content-Type: application/json".')),
}
"""The title and detail of each plain HTTP error (``about:blank``) the app answers itself,
written in the reader's language (werkzeug's own texts are English only)."""
