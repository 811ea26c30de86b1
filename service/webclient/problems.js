// What the player is told when a request fails: the client's own words for the problems it
// knows how to explain (problem+json `type`s of openapi.yaml), else the service's title and
// detail.  Never an uncaught error: every request's failure ends here.

import { ApiError } from "./api.js";
import { said, text } from "./i18n.js";

const EXPLAINED = {
  "invalid-state": { kind: "error", key: "staleGame" },
  "daily-deal-live": { kind: "notice", key: "dailyDealLive" },
  "daily-not-live": { kind: "notice", key: "dailyNotLive" },
  "daily-closed": { kind: "notice", key: "dailyClosed" },
  unauthorized: { kind: "error", key: "playerUnknown" },
  "not-scheduled": { kind: "info", key: "noDaily" },
  "database-unavailable": { kind: "notice", key: "dailyUnavailable" },
};

/** A message ({kind, text(language)}) for a failed request. */
export function problemMessage(error) {
  const known = error instanceof ApiError ? EXPLAINED[error.kind] : undefined;
  if (known) return { kind: known.kind, text: said(known.key) };
  const detail = error instanceof ApiError ? [error.problem.title, error.problem.detail].filter(Boolean).join(": ") : String(error);
  return { kind: "error", text: (language) => `${text(language, "errorPrefix")}: ${detail}` };
}
