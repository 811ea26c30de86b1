// @ts-check
// What the player is told when a request fails: the client's own words (i18n.js, PROBLEMS)
// for every problem+json `type` of openapi.yaml, in the page's language (short, and still
// right after the page's language changes); a type the client does not know yet is told by
// its HTTP status.  Where the service says exactly why it refuses what the player typed (a
// name, a code), its own `detail` is told beside the field, in the language the service
// wrote it in (the page's, asked with `Accept-Language`).  Never an uncaught error: every
// request's failure ends here.

import { ApiError } from "./api.js";
import { problemText, text } from "./i18n.js";

/** @typedef {import("./types").Field} Field */
/** @typedef {import("./types").FieldError} FieldError */
/** @typedef {import("./types").Message} Message */
/** @typedef {import("./types").MessageKind} MessageKind */

/** Problems that are the way things are (a rule of the service), not a failure. @type {Record<string, MessageKind>} */
const KINDS = {
  "daily-deal-live": "notice",
  "daily-not-live": "notice",
  "daily-closed": "notice",
  "daily-attempt-started": "notice",
  "daily-attempt-live": "notice",
  "daily-replay": "notice",
  "database-unavailable": "notice",
  "rate-limited": "notice",
  "already-running": "notice",
  "solver-busy": "notice",
  "not-scheduled": "info",
  "hole-not-over": "notice",
  "own-duel": "notice",
  "duel-taken": "notice",
  "duel-joined": "notice",
  "duel-over": "notice",
  "follow-self": "notice",
  "follow-limit": "notice",
  "vegas-deal-in-play": "notice",
  "idempotency-key-in-flight": "notice",
};

/**
 * A message for a failed request.
 * @param {unknown} error
 * @returns {Message}
 */
export function problemMessage(error) {
  if (!(error instanceof ApiError)) {
    // Not a request's failure: a fault of the client itself, told as it is.
    return { kind: "error", text: (language) => `${text(language, "errorPrefix")}: ${String(error)}` };
  }
  const { status, kind } = error;
  const values = { status, seconds: error.retryAfter ?? 1 };
  const fallback = status === 0 ? "unreachable" : status >= 500 ? "http-5xx" : "http-4xx";
  return {
    kind: KINDS[kind] ?? "error",
    text: (language) => problemText(language, kind, values) ?? problemText(language, fallback, values) ?? String(status),
  };
}

/** The problem type that refuses a field's value outright, by field. @type {Record<Field, string>} */
const FIELD_PROBLEMS = { name: "invalid-name", code: "invalid-code", player: "unknown-player" };

/**
 * The service's refusal of `field`'s value, in its own words (its `detail`, or what its
 * `errors` say of that field), to tell beside the field; null for any other failure.
 * @param {unknown} error
 * @param {Field} field
 * @returns {FieldError | null}
 */
export function fieldError(error, field) {
  if (!(error instanceof ApiError)) return null;
  const { detail, errors } = error.problem;
  const listed = errors?.find((entry) => entry.field === field)?.message;
  const reason = error.kind === FIELD_PROBLEMS[field] ? detail || listed : listed;
  return reason ? { lead: `${field}Refused`, reason, language: error.language } : null;
}
