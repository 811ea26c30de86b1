// @ts-check
// The player's daily record (record-view.js draws it): their streak of days played and a
// month of their daily results, from GET /v1/players/{id}/daily (bearer) a month at a
// time, with the badges of the month's year (GET /v1/players/{id}/badges).  The month on show starts as the service's current one and steps back and on; it
// is loaded again when a result of the player's arrives.

import { ApiError } from "./api.js";
import { problemMessage } from "./problems.js";

/** @typedef {import("./types").PlayerDailyRecord} PlayerDailyRecord */
/** @typedef {import("./types").State} State */

/**
 * A month's first and last days, as the daily routes write dates.
 * @param {string} month `YYYY-MM`
 */
export function monthDays(month) {
  const [year, number] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year ?? 1970, number ?? 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * The month `months` months after `month` (before, when negative).
 * @param {string} month `YYYY-MM`
 * @param {number} months
 */
export function monthAfter(month, months) {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1 + months, 1)).toISOString().slice(0, 7);
}

/**
 * The player's results of `date`, as the record on show lists them (none when that day is
 * not in it).
 * @param {State} state
 * @param {string} date
 */
export function resultsOf(state, date) {
  return state.record?.answer?.days.find((day) => day.date === date)?.results ?? [];
}

/**
 * @param {{api: import("./api.js").Api, store: import("./types").Store}} parts
 */
export function createRecord({ api, store }) {
  /** The newest load's number: only its answer is shown (the arrow keys cross months faster than answers come). */
  let newest = 0;

  /**
   * Load `month` of the player's record; the panel shows the month at once, its days when
   * they come (an answer to an earlier load, of this month or another, is dropped).
   * Without a player there is no record.
   * @param {string} month
   */
  async function load(month) {
    const { player, record } = store.get();
    if (!player) {
      if (record) store.update({ record: null });
      return;
    }
    const kept = record?.month === month ? record.answer : null;
    const year = Number(month.slice(0, 4));
    const keptBadges = record?.badges?.year === year ? record.badges : null;
    const number = ++newest;
    store.update({ record: { month, answer: kept, badges: keptBadges } });
    try {
      const { from, to } = monthDays(month);
      const [answer, badges] = await Promise.all([
        api.dailyRecord(player.id, from, to, player.token),
        api.playerBadges(player.id, year, player.token),
      ]);
      if (number !== newest || store.get().record?.month !== month) return; // asked again meanwhile
      store.update({ record: { month, answer, badges } });
    } catch (error) {
      if (number !== newest) return;
      if (error instanceof ApiError && error.status === 401) store.update({ player: null, record: null });
      else store.update({ dailyMessage: problemMessage(error) });
    }
  }

  return {
    /** The month on show again (a result arrived), or the current month when none is. */
    reload() {
      const { record } = store.get();
      return load(record?.month ?? new Date().toISOString().slice(0, 7));
    },
    /** @param {number} months one month earlier (-1) or later (1) than the one on show */
    stepMonth(months) {
      const { record } = store.get();
      return record ? load(monthAfter(record.month, months)) : Promise.resolve();
    },
  };
}

/** @typedef {ReturnType<typeof createRecord>} RecordActions */
