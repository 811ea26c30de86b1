// @ts-check
// A daily result's review as its player meets it: what they are told when it arrives, and a
// result the play review is reading (seconds, off the board meanwhile: `pending`) asked
// again until it is read (daily.js then shows where it stands).

import { said } from "./i18n.js";

/** A result being read is asked again this often (ms), at most this many times. */
const ASK_MS = 2000;
const ASKS = 60;
/** What a player is told of their result just in, by what the review says of it. */
const RESULT_WORDS = { clear: "submitted", held: "submittedHeld", rejected: "submittedRejected", pending: "submittedPending" };

/**
 * @param {import("./types").DailyStanding} standing
 * @returns {import("./types").Message}
 */
export function resultMessage({ entry, rank }) {
  const kind = entry.review === "clear" ? "won" : entry.review === "pending" ? "info" : "notice"; // being read is no warning
  return { kind, text: said(RESULT_WORDS[entry.review], { rank: rank ?? "" }) };
}

/**
 * `read` gets a followed result's standing once the play review has read it.
 * @param {{
 *   api: import("./api.js").Api,
 *   store: import("./types").Store,
 *   read: (date: string, variant: string, standing: import("./types").DailyStanding) => Promise<void>,
 * }} parts
 */
export function createReviewFollow({ api, store, read }) {
  /** Results followed now, by date and variant. */
  const following = new Set();

  /**
   * Ask for the player's result of `date`'s `variant` until it is no longer pending.
   * @param {string} date
   * @param {string} variant
   */
  async function follow(date, variant) {
    const key = `${date}/${variant}`;
    if (following.has(key)) return;
    following.add(key);
    try {
      for (let asked = 0; asked < ASKS; asked += 1) {
        await new Promise((resolve) => setTimeout(resolve, ASK_MS));
        const { player } = store.get();
        if (!player) return;
        const standing = await api.myStanding(date, variant, player.token);
        if (standing.entry.review !== "pending") return await read(date, variant, standing);
      }
    } finally {
      following.delete(key);
    }
  }

  return { follow };
}
