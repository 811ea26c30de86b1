// @ts-check
// A joined player's ordinary games go into their history (POST /v1/players/{id}/games with
// their bearer token), so their stats fill: a game is bound to the player when it starts
// (play.js sends the token), and recorded once it is over (won, dead-ended, a round played
// to its end), or when the player leaves it for another game after playing a move
// (Canfield has no dead end: a game given up counts as played, not won).  Daily games are
// not recorded here (their results are), but a closed day's deal played from the archive is.
// A game waits in the store (and localStorage) until the service has it, so one recorded
// while the service is away is sent later.

import { ApiError } from "./api.js";
import { rankedDaily } from "./daily.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Unrecorded} Unrecorded */

const FINISHED = new Set(["won", "dead_end", "finished"]);
/** Answers after which sending again cannot help (the history refuses that game). */
const FINAL = new Set([400, 403, 404, 409, 413, 422]);

/**
 * @param {{api: import("./api.js").Api, store: import("./types").Store}} parts
 */
export function createHistory({ api, store }) {
  let sending = false;

  /** @param {GameDocument | null} game */
  function ownGame(game) {
    const { player } = store.get();
    // A ranked daily game is its result, not history; a deal played again from the archive is.
    // A duel's game is its duel's result (the service refuses it here: 409 duel-game).
    return Boolean(player && game && !rankedDaily(game) && !game.duel && game.player === player.id);
  }

  /** @param {GameDocument} game */
  function keep(game) {
    const { unrecorded, startedAt } = store.get();
    /** @type {Unrecorded} */
    const entry = { player: game.player ?? "", state: game.state, started_at: startedAt ?? "" };
    store.update({ unrecorded: [...unrecorded, entry] });
    send();
  }

  /** Send what waits, oldest first; stop at the first failure that may pass. */
  async function send() {
    if (sending) return;
    sending = true;
    try {
      for (;;) {
        const { unrecorded, player } = store.get();
        const [next] = unrecorded;
        if (!next) return;
        if (player && next.player === player.id && !(await record(next, player.token))) return;
        store.update({ unrecorded: store.get().unrecorded.filter((entry) => entry !== next) });
      }
    } finally {
      sending = false;
    }
  }

  /**
   * True once the entry needs no more sending.
   * @param {Unrecorded} entry
   * @param {string} token
   */
  async function record(entry, token) {
    const submission = entry.started_at ? { state: entry.state, started_at: entry.started_at } : { state: entry.state };
    try {
      await api.recordGame(entry.player, submission, token);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A start time the service will not take (this browser's clock ahead of its own):
      // the game is recorded without one.
      if (entry.started_at && (error.kind === "invalid-record" || error.kind === "invalid-timestamp")) {
        return record({ ...entry, started_at: "" }, token);
      }
      if (error.status === 401) store.update({ player: null });
      return FINAL.has(error.status) || error.status === 401;
    }
  }

  return {
    /** The player's games wait from an earlier visit: send them. */
    start: send,
    /**
     * A move answered `after`: a game of the player's that just ended is recorded.
     * @param {GameDocument} before
     * @param {GameDocument} after
     */
    moved(before, after) {
      if (ownGame(after) && FINISHED.has(after.status) && !FINISHED.has(before.status)) keep(after);
    },
    /**
     * The player leaves `game` for another: recorded if they played it and it had not ended.
     * @param {GameDocument | null} game
     */
    left(game) {
      if (game && ownGame(game) && game.moves > 0 && !FINISHED.has(game.status)) keep(game);
    },
  };
}

/** @typedef {ReturnType<typeof createHistory>} History */
