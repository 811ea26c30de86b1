// @ts-check
// The daily challenge's state and requests (daily-view.js draws it), on the daily routes of
// the contract and the player's follows: a player (POST /v1/players; the id, name and token
// are kept in localStorage), today's deals, the player's daily game of a deal (bound to
// them: its first start runs the clock, hints on it are counted, its result is submitted
// once the game is over), and the day's leaderboard (everyone's, or the player's and those
// they follow by name and tag), page by page, with the player's own rank.  A record per
// daily game (its last document, hints, result) survives a reload, so a daily game can be
// left and resumed.

import { ApiError } from "./api.js";
import { copyToClipboard } from "./dom.js";
import { createFollows } from "./follows.js";
import { said } from "./i18n.js";
import { fieldError, problemMessage } from "./problems.js";
import { resultsOf } from "./record.js";
import { createReviewFollow, resultMessage } from "./review.js";

/** @typedef {import("./types").DailyRecord} DailyRecord */
/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Message} Message */
/** @typedef {import("./types").State} State */

export const BOARD_PAGE_SIZE = 10;
/** How long the welcome stays, in ms. */
const WELCOME_MS = 8000;
const FINISHED = new Set(["won", "dead_end", "finished"]);
const DAY_MS = 86_400_000;

/**
 * @param {string} date
 * @param {string} variant
 */
export const dailyKey = (date, variant) => `${date}/${variant}`;

/** The UTC date of a moment, as the daily routes write dates. */
const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The player's date: the device's own calendar date, which the daily routes accept while it
 * is that date somewhere on Earth (so a player starts a date's deal at their own midnight).
 */
export const localDate = (now = new Date()) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index ? 2 : 4, "0"))
    .join("-");

/**
 * The date `days` days after `date` (before, when negative), as the daily routes write dates.
 * @param {string} date
 * @param {number} days
 */
export const dateAfter = (date, days) => todayUtc(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/**
 * The records worth keeping: the player's today's, and yesterday's (its results stay open a while).
 * @param {Record<string, DailyRecord>} records
 */
function freshRecords(records, now = new Date()) {
  const yesterday = dateAfter(localDate(now), -1);
  return Object.fromEntries(Object.entries(records).filter(([key]) => key.slice(0, 10) >= yesterday));
}

// --- what the rest of the client asks about a game (pure functions of the state) ---------

/**
 * The deals of the day the daily panel shows: an earlier day's (null while it loads, or
 * when it had none), else today's.
 * @param {State} state
 */
export function dayOnShow(state) {
  return state.shownDay ? state.shownDay.deals : state.today;
}

/**
 * A day's results are closed: its codes and the solver's lines are out.
 * @param {import("./types").DailyDeals} day
 */
export const resultsClosed = (day, now = Date.now()) => now >= Date.parse(day.results_close_at);

/**
 * The ranked daily game `game` is (its date and variant), or null: an ordinary game, or a
 * deal played again, unranked and never a result (from the archive once the day closed, or
 * a replay once the player's result was in).
 * @param {GameDocument | null} game
 */
export const rankedDaily = (game) => (game?.daily && !game.daily.archive && game.daily.ranked !== false ? game.daily : null);

/**
 * This browser's player, when `game` is bound to them.
 * @param {State} state
 * @param {GameDocument | null} game
 */
export function ownerOf(state, game) {
  const { player } = state;
  return player && game?.player === player.id ? player : null;
}

/**
 * The record of a daily game.
 * @param {State} state
 * @param {GameDocument | null} game
 * @returns {DailyRecord | undefined}
 */
export function recordOf(state, game) {
  const daily = rankedDaily(game);
  return daily ? state.daily[dailyKey(daily.date, daily.variant)] : undefined;
}

/**
 * A daily game finished and not yet submitted by its own player.
 * @param {State} state
 * @param {GameDocument | null} game
 */
export function awaitsResult(state, game) {
  return Boolean(game && rankedDaily(game) && FINISHED.has(game.status) && !recordOf(state, game)?.standing && ownerOf(state, game));
}

/**
 * The store patch that keeps a daily game's latest document (and `patch`) in its record.
 * @param {State} state
 * @param {GameDocument} game
 * @param {Partial<DailyRecord>} [patch]
 * @returns {Partial<State>}
 */
export function remembered(state, game, patch = {}) {
  const daily = rankedDaily(game);
  if (!daily) return {};
  const key = dailyKey(daily.date, daily.variant);
  return { daily: { ...state.daily, [key]: { hints: 0, standing: null, ...state.daily[key], game, ...patch } } };
}

/**
 * The bearer token to send with a hint: the player's own, on their daily game.
 * @param {State} state
 * @param {GameDocument} game
 */
export function hintToken(state, game) {
  return rankedDaily(game) ? ownerOf(state, game)?.token : undefined;
}

/**
 * The bearer token to send with a move: the player's own, on a game whose line the server
 * keeps for them (a ranked daily attempt or round, a side of a duel), which only its player
 * moves (401 without it); none on any other game, which plays anonymously.
 * @param {State} state
 * @param {GameDocument} game
 */
export function moveToken(state, game) {
  return rankedDaily(game) || game.duel ? ownerOf(state, game)?.token : undefined;
}

/**
 * Until when the solver refuses this daily game's deal (its results close), if it does now.
 * @param {State} state
 * @param {GameDocument} game
 */
export function solverLockedUntil(state, game) {
  const closesAt = recordOf(state, game)?.closesAt;
  return closesAt && Date.now() < Date.parse(closesAt) ? closesAt : null;
}

/**
 * The message of a game just won: submit it, when it is the player's daily game.
 * @param {State} state
 * @param {GameDocument} game
 * @returns {Message}
 */
export function wonMessage(state, game) {
  return { kind: "won", text: said(awaitsResult(state, game) ? "wonSubmitPrompt" : "wonNotice", { score: game.score }) };
}

// --- the daily challenge's requests ----------------------------------------------------------

/**
 * `play` shows the games (a daily game is a game on the table like any other).  `focus`
 * takes the keyboard somewhere once a request is answered (daily-view.js says where).
 * `record` is the player's daily record, loaded again when a result of theirs arrives.
 * @param {{
 *   api: import("./api.js").Api,
 *   store: import("./types").Store,
 *   play: import("./play.js").Play,
 *   record: import("./record.js").RecordActions,
 * }} parts
 */
export function createDaily({ api, store, play, record }) {
  /** @type {(target: "deals" | "board" | "own-row" | "table") => void} */
  let focus = () => {};

  /**
   * @param {string} date
   * @param {string} variant
   * @param {Partial<DailyRecord>} patch
   */
  function updateRecord(date, variant, patch) {
    const { daily } = store.get();
    const key = dailyKey(date, variant);
    store.update({ daily: { ...daily, [key]: { ...daily[key], ...patch } } });
    if (patch.standing?.entry.review === "pending") attempt(() => reviews.follow(date, variant));
  }

  const reviews = createReviewFollow({ api, store, read: reviewed });

  /**
   * The player's result that the play review has just read: its board and the record come
   * again, and a player still at that game is told where it stands.
   * @param {string} date
   * @param {string} variant
   * @param {import("./types").DailyStanding} standing
   */
  async function reviewed(date, variant, standing) {
    updateRecord(date, variant, { standing });
    const playing = rankedDaily(store.get().game);
    if (playing?.date === date && playing.variant === variant) play.say(resultMessage(standing));
    const { board } = store.get();
    if (board?.date === date && board.variant === variant) await loadBoard(date, variant);
    await record.reload();
  }

  /**
   * A task on the player's behalf: a 401 means the service does not know them (any more).
   * @param {() => Promise<void>} task
   */
  function asPlayer(task) {
    return async () => {
      try {
        await task();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) store.update({ player: null });
        throw error;
      }
    };
  }

  /**
   * Run a request of the panel; its failure becomes the panel's message, or, when it
   * refuses the value of `field`, the service's words beside that field.
   * @param {() => Promise<void>} task
   * @param {import("./types").Field} [field]
   */
  async function attempt(task, onFailure = () => {}, field = undefined) {
    try {
      await asPlayer(task)();
    } catch (error) {
      onFailure();
      const refused = field ? fieldError(error, field) : null;
      if (field && refused) store.update({ fieldErrors: { ...store.get().fieldErrors, [field]: refused } });
      else store.update({ dailyMessage: problemMessage(error) });
    }
  }

  /**
   * One page of a board: everyone's, the player's friends' (read with their token), or a
   * group's (by its number).
   * @param {Pick<import("./types").BoardState, "date" | "variant" | "scope" | "group">} board
   * @param {string | null} after
   */
  function boardPage({ date, variant, scope, group }, after) {
    if (scope === "group" && group) return api.groupLeaderboard(date, group, variant, BOARD_PAGE_SIZE, after);
    const token = scope === "friends" ? store.get().player?.token : undefined;
    return api.leaderboard(date, variant, BOARD_PAGE_SIZE, after, token);
  }

  /**
   * @param {string} date
   * @param {string} variant
   * @param {import("./types").BoardScope} [asked] the board on show's, by default
   */
  async function loadBoard(date, variant, asked = store.get().board?.scope ?? "everyone") {
    const state = store.get();
    const { player, daily, board: before } = state;
    const scope = player ? asked : "everyone"; // a friends or group board is a player's
    // A result of the player's: this browser's record of it, or their daily record's.
    const submitted =
      player && (daily[dailyKey(date, variant)]?.standing || resultsOf(state, date).some((result) => result.variant === variant));
    // The same deal's board in another scope keeps the player's standing on show meanwhile.
    const kept = before?.date === date && before.variant === variant ? before.mine : null;
    store.update({
      board: { date, variant, scope, group: null, entries: [], next: null, mine: kept, stats: null, loading: true },
      shared: null,
    });
    const standing = submitted ? api.myStanding(date, variant, player.token) : Promise.resolve(null);
    // The group board is the player's own group's: their standing names it (none while held).
    const group = scope === "group" ? ((await standing)?.group?.id ?? null) : null;
    const shown = scope === "group" && !group ? "everyone" : scope;
    const [page, mine, stats] = await Promise.all([
      boardPage({ date, variant, scope: shown, group }, null),
      standing,
      api.dailyStats(date, variant),
    ]);
    const { board } = store.get();
    if (board?.date !== date || board.variant !== variant || board.scope !== scope) return; // another was chosen meanwhile
    // The standing as it is now: its rank moves, and an operator may have reviewed it.
    if (mine) updateRecord(date, variant, { standing: mine });
    store.update({ board: { date, variant, scope: shown, group, entries: page.entries, next: page.next, mine, stats, loading: false } });
  }

  function boardFailed() {
    const { board } = store.get();
    if (board) store.update({ board: { ...board, loading: false } });
  }

  /**
   * @param {string} date
   * @param {string} variant
   * @param {import("./types").BoardScope} [scope]
   */
  function showBoard(date, variant, scope) {
    return attempt(() => loadBoard(date, variant, scope), boardFailed);
  }

  const follows = createFollows({ api, store, attempt, friendsBoardChanged });

  /** A player now plays on this browser (signed up, or signed in from another device). */
  async function signedIn() {
    await Promise.all([record.reload(), follows.load(), loadToday()]);
  }

  /** The friends board read again when it is on show (a follow or an unfollow changed it). */
  async function friendsBoardChanged() {
    const { board } = store.get();
    if (board?.scope === "friends") await loadBoard(board.date, board.variant, "friends");
  }

  function moreOfTheBoard() {
    const { board } = store.get();
    if (!board?.next || board.loading) return;
    const after = board.next;
    store.update({ board: { ...board, loading: true } });
    attempt(async () => {
      const page = await boardPage(board, after);
      const current = store.get().board;
      if (current?.date !== board.date || current.variant !== board.variant || current.scope !== board.scope) return;
      const entries = [...current.entries, ...page.entries];
      store.update({ board: { ...current, entries, next: page.next, loading: false } });
      if (!page.next) focus("board"); // the button is gone: stay on the board
    }, boardFailed);
  }

  /**
   * The deal of `day` whose board shows first: the daily game in play, else one with a
   * result, else the first.
   * @param {import("./types").DailyDeals} day
   */
  function firstBoardVariant(day) {
    const { game, daily } = store.get();
    const variants = day.deals.map((deal) => deal.variant);
    const playing = game?.daily;
    if (playing && playing.date === day.date && variants.includes(playing.variant)) return playing.variant;
    return variants.find((variant) => daily[dailyKey(day.date, variant)]?.standing) ?? variants[0];
  }

  /**
   * The player's standings on `day`'s deals but `shown` (whose board loads its own), as
   * they are now: a rank moves as others submit, and an operator may have reviewed a held
   * result, while this browser kept what it saw last.
   * @param {import("./types").DailyDeals} day
   * @param {string | undefined} shown
   */
  async function refreshStandings(day, shown) {
    const { player, daily } = store.get();
    if (!player) return;
    const played = day.deals
      .map((deal) => deal.variant)
      .filter((variant) => variant !== shown && daily[dailyKey(day.date, variant)]?.standing);
    const standings = await Promise.all(played.map((variant) => api.myStanding(day.date, variant, player.token)));
    played.forEach((variant, index) => updateRecord(day.date, variant, { standing: standings[index] }));
  }

  async function loadToday() {
    const date = localDate();
    await attempt(async () => {
      const today = await api.dailyDeals(date);
      store.update({ today });
      const variant = firstBoardVariant(today);
      await Promise.all([variant ? loadBoard(today.date, variant) : null, refreshStandings(today, variant)]);
    }, boardFailed);
  }

  /**
   * Show the day `date` in the panel: today (and later days, which are not out yet) as
   * ever, an earlier day with its deals (their codes and solver's lines once its results
   * closed) and its board.
   * @param {string} date
   */
  function showDay(date) {
    const { today } = store.get();
    if (!today || date >= today.date) {
      store.update({ shownDay: null, dailyMessage: null });
      const variant = today && firstBoardVariant(today);
      if (today && variant) showBoard(today.date, variant);
      return Promise.resolve();
    }
    store.update({ shownDay: { date, deals: null, missing: false }, dailyMessage: null });
    return attempt(async () => {
      /** @type {import("./types").DailyDeals | null} */
      let deals = null;
      try {
        deals = await api.dailyDeals(date);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
      }
      if (store.get().shownDay?.date !== date) return; // another day was chosen meanwhile
      store.update({ shownDay: { date, deals, missing: !deals }, ...(deals ? {} : { board: null }) });
      const variant = deals && firstBoardVariant(deals);
      if (deals && variant) await loadBoard(date, variant);
    }, boardFailed);
  }

  /**
   * Show the day `date` (chosen on the record's calendar) and take the keyboard to its deals.
   * @param {string} date
   */
  async function openDay(date) {
    await showDay(date);
    focus("deals");
  }

  /** @param {number} days one day earlier (-1) or later (1) than the day on show */
  function stepDay(days) {
    const state = store.get();
    const shown = state.shownDay?.date ?? state.today?.date;
    return shown ? showDay(dateAfter(shown, days)) : Promise.resolve();
  }

  /**
   * The player's ranked attempt: dealt by its first start; a later start (this browser lost
   * its record of the game) is 409 daily-attempt-started with the attempt's latest game.
   * @param {string} date
   * @param {import("./types").Schemas["DailyGameRequest"]} body
   * @param {string} token
   * @returns {Promise<GameDocument>}
   */
  async function startOrResume(date, body, token) {
    try {
      return await api.startDaily(date, body, token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== "daily-attempt-started") throw error;
      return /** @type {import("./types").AttemptStarted} */ (error.problem).game;
    }
  }

  /** @param {string} name */
  function join(name) {
    return attempt(async () => {
      const created = await api.createPlayer(name);
      const { name: _told, ...fieldErrors } = store.get().fieldErrors;
      /** @type {Message} */
      const welcome = { kind: "info", text: said("joined", { name: created.name }) };
      store.update({ fieldErrors, player: { id: created.id, name: created.name, tag: created.tag, token: created.token }, dailyMessage: welcome });
      // A welcome is said once and goes: it does not stay over the deals all day.
      setTimeout(() => store.get().dailyMessage === welcome && store.update({ dailyMessage: null }), WELCOME_MS);
      focus("deals"); // the form is gone: on to the deals
      await signedIn();
    }, undefined, "name");
  }

  /**
   * Start (or resume) the player's daily game of `variant`; the leaderboard follows it.
   * @param {string} variant
   */
  function playDaily(variant) {
    const { player, today, daily } = store.get();
    if (!player || !today) return;
    const record = daily[dailyKey(today.date, variant)];
    store.update({ dailyMessage: null });
    if (record?.game) {
      play.startGame(record.game);
      focus("table");
      showBoard(today.date, variant);
      return;
    }
    play.enqueue(
      asPlayer(async () => {
        const settings = store.get().choice?.settings ?? {};
        const body = /** @type {import("./types").Schemas["DailyGameRequest"]} */ ({ variant, ...settings });
        const answer = await startOrResume(today.date, body, player.token);
        const { commitment } = today.deals.find((deal) => deal.variant === variant) ?? {};
        updateRecord(today.date, variant, { closesAt: today.results_close_at, commitment });
        play.startGame(answer);
        // The result came in from another device: the start dealt a replay, which never counts.
        if (answer.daily?.ranked === false) {
          updateRecord(today.date, variant, { standing: await api.myStanding(today.date, variant, player.token) });
          play.say({ kind: "notice", text: said("dailyAlreadyIn") });
        }
        focus("table");
        await showBoard(today.date, variant);
      }),
    );
  }

  function submit() {
    play.enqueue(
      asPlayer(async () => {
        const state = store.get();
        const { game } = state;
        const owner = ownerOf(state, game);
        if (!game?.daily || !owner || !awaitsResult(state, game)) return;
        const { date, variant } = game.daily;
        let standing;
        try {
          standing = await api.submitResult(date, variant, game.state, owner.token);
        } catch (error) {
          if (play.resync(error)) return; // another tab went on: the game as it stands, to finish
          throw error;
        }
        // A held result is off the board, with the rank it would have, until an operator
        // decides; a pending one for the seconds the play review reads it (followed).
        play.say(resultMessage(standing));
        updateRecord(date, variant, { standing, hints: standing.entry.hints });
        await loadBoard(date, variant);
        focus("own-row");
        await record.reload();
      }),
    );
  }

  /**
   * Deal a closed day's deal of `variant` from the archive: anyone may play it again,
   * unranked (bound to the player, when there is one, so it goes into their history).
   * @param {string} date
   * @param {string} variant
   */
  function playArchive(date, variant) {
    const { player } = store.get();
    store.update({ dailyMessage: null });
    return play.enqueue(
      asPlayer(async () => {
        const settings = store.get().choice?.settings ?? {};
        const body = /** @type {import("./types").Schemas["DailyGameRequest"]} */ ({ variant, ...settings });
        play.startGame(await api.startDaily(date, body, player?.token));
        focus("table");
      }),
    );
  }

  /**
   * Put the share text of the player's result on the board on show on the clipboard; where
   * the browser does not let the page write it, the text is shown selected, to copy by hand.
   */
  async function share() {
    const { board } = store.get();
    const text = board?.mine?.share;
    if (!board || !text) return;
    const { date, variant } = board;
    store.update({ shared: { date, variant, copied: await copyToClipboard(text) } });
  }

  /** The language changed: the player's standing on show comes again, its share text in the new language. */
  function languageChanged() {
    const { board, player } = store.get();
    if (!board?.mine || board.loading || !player) return;
    const { date, variant } = board;
    attempt(async () => {
      const mine = await api.myStanding(date, variant, player.token);
      const current = store.get().board;
      if (current?.date === date && current.variant === variant) store.update({ board: { ...current, mine } });
    });
  }

  return {
    join,
    signedIn,
    follow: follows.follow,
    unfollow: follows.unfollow,
    playDaily,
    submit,
    showBoard,
    showDay,
    openDay,
    stepDay,
    moreOfTheBoard,
    playArchive,
    share,
    languageChanged,
    /** @param {typeof focus} where */
    focusWith(where) {
      focus = where;
    },
    start() {
      store.update({ daily: freshRecords(store.get().daily) });
      return Promise.all([loadToday(), record.reload(), attempt(follows.load)]);
    },
  };
}

/** @typedef {ReturnType<typeof createDaily>} Daily */
