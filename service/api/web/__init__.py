"""The web layer's plumbing, shared by every feature and importing none: problems, inputs,
caching, idempotency, limits, cursors, bearer auth, sealed states, the ranked line's adapter,
logs and counters."""
