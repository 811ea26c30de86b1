// @ts-check
// The player's weekly league (league-view.js draws it): GET /v1/leagues/current (bearer) for
// the week of the player's own date (the device's), loaded when the player's daily record
// is (app.js: at sign-in and whenever a result of theirs arrives), so its points follow.

import { ApiError } from "./api.js";
import { localDate } from "./daily.js";
import { problemMessage } from "./problems.js";

/**
 * @param {{api: import("./api.js").Api, store: import("./types").Store}} parts
 */
export function createLeague({ api, store }) {
  /** The newest load's number: only its answer is shown. */
  let newest = 0;

  /** The player's week and league now; without a player there is none. */
  async function load() {
    const { player, league } = store.get();
    if (!player) {
      if (league) store.update({ league: null });
      return;
    }
    const number = ++newest;
    try {
      const answer = await api.currentLeague(localDate(), player.token);
      if (number === newest && store.get().player?.id === player.id) store.update({ league: answer });
    } catch (error) {
      if (number !== newest) return;
      if (error instanceof ApiError && error.status === 401) store.update({ league: null });
      else store.update({ dailyMessage: problemMessage(error) });
    }
  }

  return { load };
}

/** @typedef {ReturnType<typeof createLeague>} LeagueActions */
