"""Everything stored about a player: exported as JSON texts, section by section, and erased
(GDPR articles 15, 17 and 20; docs/design/devices.md).  The export reads each section through
a server-side cursor in one read-only snapshot, so its memory never grows with the history."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator

from ..players import bearer
from .repository import Repository
from .statements import statement

_EXPORTS = {
    "profile": statement("export_profile"),
    "devices": statement("export_devices"),
    "link_codes": statement("export_link_codes"),
    "games": statement("export_games"),
    "daily_attempts": statement("export_daily_attempts"),
    "daily_results": statement("export_daily_results"),
    "daily_final_standings": statement("export_daily_final_standings"),
    "stats": statement("export_stats"),
    "daily_streak": statement("export_daily_streak"),
    "badges": statement("export_badges"),
    "follows": statement("export_follows"),
    "followers": statement("export_followers"),
    "duels": statement("export_duels"),
    "lock_refusals": statement("export_lock_refusals"),
    "play_review": statement("export_play_review"),
    "vegas": statement("export_vegas"),
    "leagues": statement("export_leagues"),
    "league_tier": statement("export_league_tier"),
}
"""The export's sections in order, each read by its statement: the profile, then the lists."""
EXPORT_SECTIONS = tuple(_EXPORTS)[1:]
_SNAPSHOT, _PATIENCE = statement("export_snapshot"), statement("export_patience")
_ERASE_PLAYER, _ERASED_TOKEN = statement("erase_player"), statement("erased_token")
EXPORT_BATCH = 200
"""Rows fetched from a section's cursor at once."""
EXPORT_IDLE_S = 60
"""How long the export's snapshot may wait on a slow reader between batches (the pool's
sessions allow twice their statement timeout); the rate limit bounds exports at once."""


class PlayerData(Repository):
    def export(self, player: uuid.UUID, sealed_from: dt.date) -> Iterator[tuple[str, str]]:
        """The player's data as (section, JSON text) pairs, the profile first (none at all
        when there is no such player); a daily game's code stays out from ``sealed_from``
        on (its day's results open).  Holds a connection and a read-only snapshot until
        exhausted or closed."""
        parameters = {"player": player, "sealed_from": sealed_from}
        with self.database.dedicated() as conn, conn.transaction():
            conn.execute(_SNAPSHOT)
            conn.execute(_PATIENCE, {"idle_ms": str(EXPORT_IDLE_S * 1000)})
            for section, query in _EXPORTS.items():
                with conn.cursor(name=f"export_{section}") as cursor:
                    cursor.execute(query, parameters)
                    while rows := cursor.fetchmany(EXPORT_BATCH):
                        for (text,) in rows:
                            yield section, text
                    if section == "profile" and cursor.rownumber == 0:
                        return

    def erase(self, player: uuid.UUID) -> bool:
        """Everything naming the player erased, their daily results left on the boards as an
        anonymous stand-in's (``erase_player``, migration 0029); False when there is no such
        player (erased before: a retry erases nothing more)."""
        [(erased,)] = self.database.execute(_ERASE_PLAYER, {"player": player}, replayable=True)
        return bool(erased)

    def erased_token(self, token: str) -> bool:
        """Whether ``token`` was a token of a player erased in the last day."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return False
        [(erased,)] = self.database.execute(_ERASED_TOKEN, {"token": digest}, replayable=True)
        return bool(erased)
