"""Marshmallow schemas of every request and response body.

They mirror ``openapi.yaml`` exactly on what makes a body malformed (400): unknown
fields, wrong JSON types (no ``1`` for ``true``, no ``true`` for ``1``), card text, enums
and ranges.  What only the game can judge (a code, a layout, a token, a move of the other
game) is left to the engine and answered 422.  ``tests/contract`` keeps the two in step.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import uuid
import weakref
from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate, validates_schema
from marshmallow.decorators import POST_DUMP, PRE_DUMP
from marshmallow.utils import ensure_text_type, get_value

from .. import names
from ..engine import DAILY_VARIANTS
from ..engine.game import CANFIELD_TARGETS
from ..store import MAX_PAGE_SIZE

CARD_PATTERN = r"^(?:(?:[2-9AaTtJjQqKk]|10)[SsHhDdCc]|[RrBb][Jj])$"
"""A card on input: rank (A 2-9 T/10 J Q K) then suit (S H D C), any case; RJ/BJ jokers."""
MAX_CODE_CHARS = 64
MAX_STATE_CHARS = 2048


class StrictBoolean(fields.Field[bool]):
    """JSON ``true``/``false`` only (marshmallow's Boolean also takes 1, "yes", ...)."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> bool:
        if not isinstance(value, bool):
            raise ValidationError("Not a valid boolean: use true or false.")
        return value


class StrictInteger(fields.Field[int]):
    """A JSON integer, as JSON Schema counts them: ``6`` or ``6.0``, not ``true``, ``6.5``
    or ``"6"``."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> int:
        if type(value) is float and value.is_integer():
            return int(value)
        if type(value) is not int:
            raise ValidationError("Not a valid integer.")
        return value


def card_field(**kwargs: Any) -> fields.String:
    not_a_card = validate.Regexp(CARD_PATTERN, error="{input!r} is not a card such as 'TS'")
    return fields.String(validate=not_a_card, **kwargs)


def card_list() -> fields.List[str]:
    return fields.List(card_field(), required=True)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


def load(schema: Schema, data: dict[str, Any]) -> dict[str, Any]:
    """``schema.load(data)``, with a quicker road for the common case: every key a field of
    the schema and every field's own checks passing answer the very dict ``load`` would
    (a field left out that has a default gets it, as ``load`` gives it).  Anything else (an
    unknown key, a missing required field, a field's error) takes ``load`` itself, for its
    exact error messages.  Only for schemas with no schema-level hooks (``load`` would run
    them): a play move spends about 4 us here instead of 15 in marshmallow's machinery."""
    fields_ = schema.load_fields
    if data.keys() <= fields_.keys() and _plain(type(schema)):
        out: dict[str, Any] = {}
        for name, field in fields_.items():
            if name in data:
                try:
                    out[name] = field.deserialize(data[name])
                except ValidationError:
                    break
            elif field.required:
                break
            elif field.load_default is not missing:
                out[name] = field.deserialize(missing)
        else:
            return out
    loaded: dict[str, Any] = schema.load(data)
    return loaded


@functools.cache
def _plain(schema_class: type[Schema]) -> bool:
    """No hook to run and no field that reads or writes under another name: then a field's
    name is both its key in the data and in the answer, as the quick road assumes."""
    renamed = any(
        field.data_key is not None or field.attribute is not None
        for field in schema_class._declared_fields.values()
    )
    return not renamed and not any(schema_class._hooks.values())


Dumper = Callable[[Any], dict[str, Any]]
Convert = Callable[[Any], Any]


def dump(schema: Schema, obj: Any) -> dict[str, Any]:
    """``schema.dump(obj)``, with a quicker road: the schema compiled once into a list of
    its fields' keys, attributes and conversions, for the field types the answers use
    (marshmallow's generic machinery, around each field and each list item, cost a
    leaderboard page ~150 us and a history page ~600 us).  A schema with a dump hook,
    ``many``, its own ``get_attribute`` or any field it does not know, nested or not,
    takes ``dump`` itself.  The answer is the same JSON document; the one liberty taken: a
    ``Dict`` field's dict is answered as it is, not copied (and so a ``List(Dict())`` of
    dicts), since the answer is only ever written out."""
    dumper = _dumper(schema)
    if dumper is None:
        dumped: dict[str, Any] = schema.dump(obj)
        return dumped
    return dumper(obj)


_DUMPERS: weakref.WeakKeyDictionary[Schema, Dumper | None] = weakref.WeakKeyDictionary()


def _dumper(schema: Schema) -> Dumper | None:
    try:
        return _DUMPERS[schema]
    except KeyError:
        dumper = _DUMPERS[schema] = None if schema.many else _object_dumper(schema)
        return dumper


def _object_dumper(schema: Schema) -> Dumper | None:
    """A function dumping one object as ``schema`` does (whatever its ``many``), or None."""
    if (
        type(schema).get_attribute is not Schema.get_attribute
        or schema.dict_class is not dict
        or schema._hooks.get(PRE_DUMP)
        or schema._hooks.get(POST_DUMP)
    ):
        return None
    parts: list[tuple[str, str | None, Convert]] = []
    for name, field in schema.dump_fields.items():
        key = name if field.data_key is None else field.data_key
        if type(field) is fields.Function and field.serialize_func is not None:
            parts.append((key, None, field.serialize_func))  # it reads the whole object
            continue
        convert = _converter(field)
        attribute = name if field.attribute is None else field.attribute
        if convert is None or field.dump_default is not missing or "." in attribute:
            return None
        parts.append((key, attribute, convert))

    def dump_object(obj: Any) -> dict[str, Any]:
        get = get_value if hasattr(obj, "__getitem__") else getattr  # as marshmallow reads
        out: dict[str, Any] = {}
        for key, attribute, convert in parts:
            if attribute is None:
                out[key] = convert(obj)
            else:
                value = get(obj, attribute, missing)
                if value is not missing:
                    out[key] = convert(value)
        return out

    return dump_object


def _converter(field: fields.Field[Any]) -> Convert | None:
    """What ``field._serialize`` does to a value, without the generic machinery around
    it; None for a field this does not know, or whose options change that."""
    if type(field) in (fields.Raw, fields.Boolean) and type(field)._serialize is fields.Field._serialize:
        return _itself
    if type(field) is fields.String:
        return _text
    if type(field) is fields.UUID:
        return _uuid_text
    if type(field) is fields.Integer and not field.as_string:
        return _integer
    if type(field) is fields.Float and not field.as_string:
        return _float
    if type(field) in (fields.Date, fields.DateTime, fields.AwareDateTime):
        assert isinstance(field, fields.Date | fields.DateTime)
        iso = field.SERIALIZATION_FUNCS.get(field.format or field.DEFAULT_FORMAT)
        return None if iso is None else functools.partial(_formatted, iso)
    if type(field) is fields.Dict and field.key_field is None and field.value_field is None:
        return _mapping
    if type(field) is fields.List:
        each = _converter(field.inner)
        if each is _mapping:
            return _mappings
        return None if each is None else functools.partial(_listed, each)
    if type(field) is fields.Nested:
        one = _object_dumper(field.schema)
        if one is None:
            return None
        return functools.partial(_nested_list if field.schema.many or field.many else _nested, one)
    return None


def _itself(value: Any) -> Any:
    return value


def _text(value: Any) -> str | None:
    return value if type(value) is str else None if value is None else ensure_text_type(value)


def _uuid_text(value: Any) -> str | None:
    return None if value is None else str(value)


def _integer(value: Any) -> int | None:
    return value if type(value) is int else None if value is None else int(value)


def _float(value: Any) -> float | None:
    return value if type(value) is float else None if value is None else float(value)


def _formatted(iso: Callable[[Any], Any], value: Any) -> Any:
    return None if value is None else iso(value)


def _mapping(value: Any) -> dict[Any, Any] | None:
    return value if type(value) is dict else None if value is None else dict(value)


def _mappings(values: Any) -> list[Any] | None:
    """A list of dicts (an action log), answered as it is."""
    if type(values) is list and all(type(value) is dict for value in values):
        return values
    return _listed(_mapping, values)


def _listed(each: Convert, values: Any) -> list[Any] | None:
    return None if values is None else [each(value) for value in values]


def _nested(one: Dumper, value: Any) -> dict[str, Any] | None:
    return None if value is None else one(value)


def _nested_list(one: Dumper, values: Any) -> list[dict[str, Any]] | None:
    return None if values is None else [one(value) for value in values]


# --- moves ----------------------------------------------------------------------------------


class DrawMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("draw"))


class UndoMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("undo"))


class RemoveMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("remove"))
    column = StrictInteger(required=True, validate=validate.Range(1, 7, error="column must be 1 to 7"))


class TapMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("tap"))
    card = card_field(required=True)


class NextHoleMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("next-hole"))


class TransferMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("move"))
    card = card_field(required=True)
    to = fields.String(required=True, validate=validate.OneOf(CANFIELD_TARGETS))


MOVE_SCHEMAS: dict[str, Schema] = {
    "draw": DrawMoveSchema(),
    "undo": UndoMoveSchema(),
    "remove": RemoveMoveSchema(),
    "tap": TapMoveSchema(),
    "move": TransferMoveSchema(),
    "next-hole": NextHoleMoveSchema(),
}


class MoveField(fields.Field[dict[str, Any]]):
    """A move object, checked by the schema its ``type`` names."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValidationError('A move is an object such as {"type": "draw"}.')
        kind = value.get("type")
        schema = MOVE_SCHEMAS.get(kind) if isinstance(kind, str) else None
        if schema is None:
            raise ValidationError({"type": [f"Must be one of: {', '.join(MOVE_SCHEMAS)}."]})
        return load(schema, value)


class MoveRequestSchema(StrictSchema):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))
    move = MoveField(required=True)


# --- the solver -----------------------------------------------------------------------------


class SolverBudgetFields(StrictSchema):
    budget_ms = StrictInteger(validate=validate.Range(1, 600_000))
    max_states = StrictInteger(validate=validate.Range(1, 1_000_000_000))


class SolveRequestSchema(SolverBudgetFields):
    code = fields.String(validate=validate.Length(1, MAX_CODE_CHARS))
    state = fields.String(validate=validate.Length(1, MAX_STATE_CHARS))

    @validates_schema
    def _one_position(self, data: dict[str, Any], **kwargs: Any) -> None:
        if ("code" in data) == ("state" in data):
            raise ValidationError("Send exactly one of 'code' (a deal) or 'state' (a position).")


class HintRequestSchema(SolverBudgetFields):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))


SOLVE_REQUEST = SolveRequestSchema()
HINT_REQUEST = HintRequestSchema()


def load_solve_request(body: Any) -> dict[str, Any]:
    return _load_object(SOLVE_REQUEST, body)


def load_hint_request(body: Any) -> dict[str, Any]:
    return _load_object(HINT_REQUEST, body)


# --- new games ------------------------------------------------------------------------------


class SettingsFields(StrictSchema):
    explain = StrictBoolean()
    double_tap = StrictBoolean()


class NewGameFromCodeSchema(SettingsFields):
    code = fields.String(required=True, validate=validate.Length(1, MAX_CODE_CHARS))


class GolfRuleOptionsSchema(StrictSchema):
    wrap = StrictBoolean()
    queen_on_king = StrictBoolean()
    strict_draw = StrictBoolean()
    scoring = fields.String(validate=validate.OneOf(("points", "strokes")))
    jokers = StrictInteger(validate=validate.Range(0, 2))
    empty_discard = StrictBoolean()


class GolfLayoutSchema(StrictSchema):
    columns = fields.List(fields.List(card_field()), required=True)
    discard = card_field(required=True, allow_none=True)
    stock = card_list()


class CanfieldLayoutSchema(StrictSchema):
    reserve = card_list()
    base = card_field(required=True)
    columns = fields.List(fields.List(card_field()), required=True)
    stock = card_list()


class NewGolfGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal("golf"))
    mode = fields.String(validate=validate.OneOf(("easy", "classic")))
    rules = fields.Nested(GolfRuleOptionsSchema)
    layout = fields.Nested(GolfLayoutSchema)
    round = StrictInteger()
    """Holes of a round: the engine offers some sizes (``rules.ROUND_SIZES``), another is a 422."""


class NewCanfieldGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal("canfield"))
    draw = StrictInteger(validate=validate.OneOf((1, 3)))
    layout = fields.Nested(CanfieldLayoutSchema)


_NEW_GAME_SCHEMAS: dict[str, Schema] = {
    "golf": NewGolfGameSchema(),
    "canfield": NewCanfieldGameSchema(),
}
_FROM_CODE = NewGameFromCodeSchema()


def load_new_game(body: Any) -> dict[str, Any]:
    """Load a ``POST /v1/games`` body: ``code``, or ``game`` with its options."""
    if not isinstance(body, dict):
        raise ValidationError({"body": ["The body must be a JSON object."]})
    if "code" in body:
        loaded: dict[str, Any] = _FROM_CODE.load(body)
        return loaded
    game = body.get("game")
    schema = _NEW_GAME_SCHEMAS.get(game) if isinstance(game, str) else None
    if schema is None:
        raise ValidationError({"game": ["Give either 'code', or 'game' as 'golf' or 'canfield'."]})
    loaded = schema.load(body)
    return loaded


MOVE_REQUEST = MoveRequestSchema()


def load_move_request(body: Any) -> dict[str, Any]:
    return _load_object(MOVE_REQUEST, body)


# --- responses ------------------------------------------------------------------------------


class SettingsSchema(Schema):
    explain = fields.Boolean(required=True)
    double_tap = fields.Boolean(required=True)


class DailyTagSchema(Schema):
    date = fields.Date(required=True)
    variant = fields.String(required=True)
    started_at = fields.AwareDateTime(required=True)
    archive = fields.Boolean(required=True)


class GameDocumentSchema(Schema):
    """The answer of every play route (API.md, "A game document")."""

    state = fields.String(required=True)
    game_id = fields.UUID(required=True)
    player = fields.UUID(required=True, allow_none=True)
    daily = fields.Nested(DailyTagSchema, required=True, allow_none=True)
    game = fields.String(required=True)
    code = fields.String(required=True, allow_none=True)
    rules = fields.Dict(required=True)
    settings = fields.Nested(SettingsSchema, required=True)
    view = fields.Dict(required=True)
    score = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    status = fields.String(required=True)
    undo_available = fields.Boolean(required=True)
    legal_moves = fields.List(fields.Dict(), required=True)
    outcome = fields.Dict(required=True)
    round = fields.Dict()


class VariantSchema(Schema):
    name = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    code_prefix = fields.String(required=True)
    new_game = fields.Dict(required=True)
    rules = fields.Dict(required=True)


class RuleOptionSchema(Schema):
    name = fields.String(required=True)
    type = fields.String(required=True)
    default = fields.Raw(required=True)
    choices = fields.List(fields.Raw())
    description = fields.String(required=True)


class VariantsSchema(Schema):
    variants = fields.List(fields.Nested(VariantSchema), required=True)
    rounds = fields.List(fields.Nested(VariantSchema), required=True)
    round_sizes = fields.List(fields.Integer(), required=True)
    golf_rule_options = fields.List(fields.Nested(RuleOptionSchema), required=True)
    settings = fields.List(fields.Nested(RuleOptionSchema), required=True)


class CodeDescriptionSchema(Schema):
    code = fields.String(required=True)
    game = fields.String(required=True)
    variant = fields.String(required=True, allow_none=True)
    deal = fields.Integer(required=True)
    rules = fields.Dict(required=True)
    layout = fields.Dict(required=True, allow_none=True)
    holes = fields.List(fields.String())


class CheckSchema(Schema):
    name = fields.String(required=True)
    ok = fields.Boolean(required=True)
    detail = fields.String(required=True)


class HealthSchema(Schema):
    status = fields.String(required=True)
    checks = fields.List(fields.Nested(CheckSchema))


# --- players, history, daily challenge ------------------------------------------------------

DEFAULT_PAGE_SIZE = 20
MAX_CURSOR_CHARS = 512
DATE_PATTERN = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"


def _encodable(text: str) -> None:
    """JSON can carry lone surrogates (``"\\ud800"``), which no database text can hold."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValidationError("Not valid Unicode text (a lone surrogate).") from None


class NewPlayerSchema(StrictSchema):
    """Its shape only (400); ``load_new_player`` then judges its characters (``names``)."""

    name = fields.String(
        required=True,
        validate=[
            validate.Length(1, names.MAX_CHARS),
            validate.Regexp(names.SHAPE_PATTERN, error="no control characters and no space at either end"),
            _encodable,
        ],
    )


class ResultSubmissionSchema(StrictSchema):
    variant = fields.String(required=True, validate=validate.OneOf(DAILY_VARIANTS))
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))


class GameSubmissionSchema(StrictSchema):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))
    started_at = fields.String(validate=validate.Length(1, 64))
    """RFC 3339; parsed by the route (a well-formed time Python cannot hold is a 422)."""


class DailyGameRequestSchema(SettingsFields):
    variant = fields.String(required=True, validate=validate.OneOf(DAILY_VARIANTS))


class PageQuerySchema(StrictSchema):
    limit = fields.Integer(load_default=DEFAULT_PAGE_SIZE, validate=validate.Range(1, MAX_PAGE_SIZE))
    after = fields.String(validate=validate.Length(1, MAX_CURSOR_CHARS))


class VariantQuerySchema(StrictSchema):
    variant = fields.String(required=True, validate=validate.OneOf(DAILY_VARIANTS))


class LeaderboardQuerySchema(PageQuerySchema, VariantQuerySchema):
    pass


class RecordQuerySchema(StrictSchema):
    """The days of a player's calendar, ``from`` and ``to`` inclusive (read as dates by the
    route: a date out of the calendar is a 400 naming its parameter)."""

    first = fields.String(required=True, data_key="from", validate=validate.Length(1, 10))
    last = fields.String(required=True, data_key="to", validate=validate.Length(1, 10))


def _load_object(schema: Schema, body: Any) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise ValidationError({"body": ["The body must be a JSON object."]})
    return load(schema, body)


NEW_PLAYER = NewPlayerSchema()
RESULT_SUBMISSION = ResultSubmissionSchema()
GAME_SUBMISSION = GameSubmissionSchema()
DAILY_GAME_REQUEST = DailyGameRequestSchema()
"""One instance each, as for the other bodies: making one costs ~16 us, more than loading."""


def load_new_player(body: Any) -> dict[str, Any]:
    """The new player's body, its ``name`` as it is stored (``names.NameRefused`` when the
    name cannot be used: a 422)."""
    loaded = _load_object(NEW_PLAYER, body)
    return loaded | {"name": names.player_name(loaded["name"])}


def load_result_submission(body: Any) -> dict[str, Any]:
    return _load_object(RESULT_SUBMISSION, body)


def load_game_submission(body: Any) -> dict[str, Any]:
    return _load_object(GAME_SUBMISSION, body)


def load_daily_game_request(body: Any) -> dict[str, Any]:
    return _load_object(DAILY_GAME_REQUEST, body)


def load_query(schema: type[Schema], args: Mapping[str, str]) -> dict[str, Any]:
    """A query string: every parameter once, none unknown (400 otherwise)."""
    return load(_query_schema(schema), dict(args))


@functools.cache
def _query_schema(schema: type[Schema]) -> Schema:
    return schema()


class PlayerCreatedSchema(Schema):
    id = fields.UUID(required=True)
    name = fields.String(required=True)
    token = fields.String(required=True)


class PlayerTokenSchema(Schema):
    id = fields.UUID(required=True)
    token = fields.String(required=True)


class DailyDealSchema(Schema):
    variant = fields.String(required=True)
    difficulty = fields.Float(required=True)
    code = fields.String(required=True, allow_none=True)
    solution = fields.List(fields.Dict(), required=True, allow_none=True)
    best = fields.Integer(required=True, allow_none=True)


class DailyDealsSchema(Schema):
    date = fields.Date(required=True)
    results_close_at = fields.AwareDateTime(required=True)
    deals = fields.List(fields.Nested(DailyDealSchema), required=True)


def player_tag(player_id: uuid.UUID) -> str:
    """Four characters that tell apart players of the same name on a board: a digest of
    the id (the id itself stays out of public answers)."""
    digest = hashlib.sha256(b"player tag " + player_id.bytes).digest()
    return base64.b32encode(digest[:5]).decode()[:4]  # 4 base32 characters: 20 of the first 40 bits


class LeaderboardEntrySchema(Schema):
    rank = fields.Integer(required=True)
    player = fields.String(required=True)
    tag = fields.Function(lambda entry: player_tag(entry.player_id), deserialize=str, required=True)
    score = fields.Integer(required=True)
    won = fields.Boolean(required=True)
    cards_home = fields.Integer(required=True)
    hints = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    seconds = fields.Integer(required=True, allow_none=True)
    submitted_at = fields.AwareDateTime(required=True)
    review = fields.String(required=True)


class DailyStandingSchema(Schema):
    date = fields.Date(required=True)
    variant = fields.String(required=True)
    rank = fields.Integer(required=True)
    percentile = fields.Float(required=True)
    entry = fields.Nested(LeaderboardEntrySchema, required=True)
    share = fields.String(required=True)


class BucketSchema(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True, allow_none=True)
    results = fields.Integer(required=True)
    won = fields.Integer(required=True)


class HistogramSchema(Schema):
    measure = fields.String(required=True)
    buckets = fields.List(fields.Nested(BucketSchema), required=True)


class BoardStatsSchema(Schema):
    date = fields.Date(required=True)
    variant = fields.String(required=True)
    results_open = fields.Boolean(required=True)
    results = fields.Integer(required=True)
    won = fields.Integer(required=True)
    won_share = fields.Float(required=True)
    cards = fields.Nested(HistogramSchema, required=True)
    seconds = fields.Nested(HistogramSchema, required=True)


class StreakSchema(Schema):
    current = fields.Integer(required=True)
    best = fields.Integer(required=True)
    last_day = fields.Date(required=True, allow_none=True)
    expires_at = fields.AwareDateTime(required=True, allow_none=True)


class RecordEntrySchema(Schema):
    variant = fields.String(required=True)
    rank = fields.Integer(required=True)
    percentile = fields.Float(required=True)
    won = fields.Boolean(required=True)
    cards_home = fields.Integer(required=True)
    hints = fields.Integer(required=True)
    seconds = fields.Integer(required=True, allow_none=True)
    moves = fields.Integer(required=True)
    review = fields.String(required=True)


class RecordDaySchema(Schema):
    date = fields.Date(required=True)
    results_open = fields.Boolean(required=True)
    results = fields.List(fields.Nested(RecordEntrySchema), required=True)


class DailyRecordSchema(Schema):
    player_id = fields.UUID(required=True)
    first = fields.Date(required=True, data_key="from")
    last = fields.Date(required=True, data_key="to")
    today = fields.Date(required=True)
    streak = fields.Nested(StreakSchema, required=True)
    days = fields.List(fields.Nested(RecordDaySchema), required=True)


class LeaderboardSchema(Schema):
    date = fields.Date(required=True)
    variant = fields.String(required=True)
    entries = fields.List(fields.Nested(LeaderboardEntrySchema), required=True)
    next = fields.String(required=True, allow_none=True)


class RecordedGameSchema(Schema):
    id = fields.UUID(required=True)
    game = fields.String(required=True)
    variant = fields.String(required=True, allow_none=True)
    code = fields.String(required=True, allow_none=True)
    rules = fields.Dict(required=True)
    status = fields.String(required=True)
    score = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    started_at = fields.AwareDateTime(required=True, allow_none=True)
    recorded_at = fields.AwareDateTime(required=True)
    actions = fields.List(fields.Dict(), required=True)
    daily_date = fields.Date(required=True, allow_none=True, attribute="daily_day")
    round = fields.Dict(required=True, allow_none=True)


class GamesPageSchema(Schema):
    games = fields.List(fields.Nested(RecordedGameSchema), required=True)
    next = fields.String(required=True, allow_none=True)


class VariantStatsSchema(Schema):
    variant = fields.String(required=True)
    played = fields.Integer(required=True)
    won = fields.Integer(required=True)
    win_rate = fields.Float(required=True)
    best_score = fields.Integer(required=True, allow_none=True)
    current_streak = fields.Integer(required=True)
    best_streak = fields.Integer(required=True)
    round = fields.Dict(required=True, allow_none=True)


class PlayerStatsSchema(Schema):
    player_id = fields.UUID(required=True)
    variants = fields.List(fields.Nested(VariantStatsSchema), required=True)


PLAYER_CREATED = PlayerCreatedSchema()
PLAYER_TOKEN = PlayerTokenSchema()
DAILY_DEALS = DailyDealsSchema()
DAILY_STANDING = DailyStandingSchema()
LEADERBOARD = LeaderboardSchema()
RECORDED_GAME = RecordedGameSchema()
GAMES_PAGE = GamesPageSchema()
PLAYER_STATS = PlayerStatsSchema()
BOARD_STATS = BoardStatsSchema()
DAILY_RECORD = DailyRecordSchema()
