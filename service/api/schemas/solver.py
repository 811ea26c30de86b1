"""The solver: what a search is asked (a deal or a position, and a budget) and what it
answers (a verdict and its line, or the next move)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from ..web.field_texts import ONE_POSITION
from .base import MAX_CODE_CHARS, MAX_STATE_CHARS, StrictInteger, StrictSchema, load_object


class SolverBudgetFields(StrictSchema):
    budget_ms = StrictInteger(validate=validate.Range(1, 600_000))
    max_states = StrictInteger(validate=validate.Range(1, 1_000_000_000))


class SolveRequestSchema(SolverBudgetFields):
    code = fields.String(validate=validate.Length(1, MAX_CODE_CHARS))
    state = fields.String(validate=validate.Length(1, MAX_STATE_CHARS))


class HintRequestSchema(SolverBudgetFields):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))


SOLVE_REQUEST = SolveRequestSchema()
HINT_REQUEST = HintRequestSchema()


def load_solve_request(body: Any) -> dict[str, Any]:
    """The body, with exactly one position: checked after the fields (as a schema hook
    would be), here rather than in a hook, which would keep the body off fastschema's road."""
    loaded = load_object(SOLVE_REQUEST, body)
    if ("code" in loaded) == ("state" in loaded):
        raise ValidationError({"_schema": [ONE_POSITION]})
    return loaded


def load_hint_request(body: Any) -> dict[str, Any]:
    return load_object(HINT_REQUEST, body)


class SolutionSchema(Schema):
    """``POST /v1/solve``: the verdict, its line, and Golf's best."""

    result = fields.String(required=True)
    solution = fields.List(fields.Dict(), required=True, allow_none=True)
    states = fields.Integer(required=True)
    elapsed_ms = fields.Float(required=True)
    budget_ms = fields.Integer(required=True)
    best = fields.Integer()
    best_line = fields.List(fields.Dict())
    best_exact = fields.Boolean()


class HintSchema(Schema):
    """``POST /v1/hint``: the next move and how sure it is."""

    move = fields.Dict(required=True, allow_none=True)
    kind = fields.String(required=True)
    result = fields.String(required=True)
    best = fields.Integer()


SOLUTION = SolutionSchema()
HINT = HintSchema()
