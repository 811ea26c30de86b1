// @ts-check
// The web client's entry point: the store, the API, the game's and the daily challenge's
// actions, and the views that draw the page from the store.  Every change goes
// store.update() -> each view's render(state, drawn), and a view draws only what changed
// since `drawn`.  A new part of the page is a view (wire, render) added to VIEWS.

import { createAccount } from "./account.js";
import { createAccountView } from "./account-view.js";
import { createApi } from "./api.js";
import { initialChoice, newGameBody } from "./controls.js";
import { createDaily } from "./daily.js";
import { createDailyView } from "./daily-view.js";
import { createDuels } from "./duel.js";
import { createDuelView } from "./duel-view.js";
import { createFieldErrorsView } from "./field-errors.js";
import { byId, setAttribute } from "./dom.js";
import { createGameView } from "./game-view.js";
import { createHistory } from "./history.js";
import { preferredLanguage, text } from "./i18n.js";
import { createLeague } from "./league.js";
import { createLeagueView } from "./league-view.js";
import { createPanelView } from "./panel-view.js";
import { createPlay } from "./play.js";
import { createRecord } from "./record.js";
import { createRecordView } from "./record-view.js";
import { createReplay } from "./replay.js";
import { createReplayView } from "./replay-view.js";
import { createRoundView } from "./round-view.js";
import { problemMessage } from "./problems.js";
import { RENDERERS } from "./renderers.js";
import { createStandingView } from "./standing-view.js";
import { createStore } from "./store.js";
import { createTable } from "./table.js";
import { createVegasView } from "./vegas.js";

/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").State} State */

const store = createStore({
  language: preferredLanguage(),
  catalog: null, // GET /v1/variants
  choice: null, // the new-game panel: {variant, rules, settings}
  game: null, // the last game document
  startedAt: null, // when that game started (for the player's history)
  message: null, // {kind, text(language), move?}: the message on show
  news: null, // what the live region says next
  hint: null, // a suggested move, lit up on the table
  picked: null, // the card picked up from the keyboard
  player: null, // {id, name, token}: the daily challenge's player
  daily: {}, // "date/variant" -> {game, hints, standing, closesAt}: the player's daily games
  today: null, // GET /v1/daily/{today}
  shownDay: null, // an earlier day the daily panel shows: {date, deals, missing}
  replay: null, // the solver's line of a closed day, stepped through (replay.js)
  board: null, // the leaderboard on show: {date, variant, scope, entries, next, mine, stats, loading}
  record: null, // the player's daily record: {month, answer} (record.js)
  league: null, // the player's week and league: GET /v1/leagues/current (league.js)
  shared: null, // the share text just copied (or shown to copy): {date, variant, copied}
  dailyMessage: null, // the daily panel's own message
  fieldErrors: {}, // the service's refusal of a field's value, told beside it: {name?, code?, player?}
  followNews: null, // {said: "followed" | "unfollowed", name: "Name#TAG"}: the follow form's last word
  follows: null, // the players the player follows (GET /v1/players/{id}/friends)
  unrecorded: [], // the player's games not yet in their history
  duel: { shown: null, list: null, shared: null, message: null }, // the duels panel (duel.js)
  duelGames: {}, // duel id -> the player's game of it, latest document (to resume their one attempt)
  invite: null, // the duel invite a link opened, kept until it is answered (through the name step)
  account: { link: null, recovery: null, copied: false, erasing: false, message: null }, // the account panel (account.js)
  vegas: { balances: null, resetting: false, note: null }, // Vegas Canfield's balances (vegas.js)
});
const api = createApi(store.get().language);
const history = createHistory({ api, store });
const play = createPlay({ api, store, renderers: RENDERERS, history });
const league = createLeague({ api, store });
const record = createRecord({ api, store });
/** The record, and the league with it: each load of the record (a result arrived) loads the league. */
const recordAndLeague = { ...record, reload: () => Promise.all([record.reload(), league.load()]).then(() => {}) };
const daily = createDaily({ api, store, play, record: recordAndLeague });
const replay = createReplay({ api, store, play, renderers: RENDERERS });
const duels = createDuels({ api, store, play, replay });
const account = createAccount({ api, store, signedIn: () => daily.signedIn() });
const table = createTable(byId("board", HTMLElement), RENDERERS);

/** The page's own words and its language. @type {import("./types").View} */
const chrome = {
  wire() {
    for (const button of document.querySelectorAll("[data-language]")) {
      const language = /** @type {HTMLElement} */ (button).dataset.language;
      if (language !== "ru" && language !== "en") continue;
      button.addEventListener("click", () => {
        play.setLanguage(language);
        daily.languageChanged();
      });
    }
  },
  render({ language }, drawn) {
    if (language === drawn?.language) return;
    document.documentElement.lang = language;
    for (const node of document.querySelectorAll("[data-text]")) {
      node.textContent = text(language, /** @type {HTMLElement} */ (node).dataset.text ?? "");
    }
    for (const node of document.querySelectorAll("[data-title]")) {
      setAttribute(node, "title", text(language, /** @type {HTMLElement} */ (node).dataset.title ?? ""));
    }
    document.title = text(language, "title");
    for (const button of document.querySelectorAll("[data-language]")) {
      setAttribute(button, "aria-pressed", String(/** @type {HTMLElement} */ (button).dataset.language === language));
    }
  },
};

/** @type {import("./types").View[]} */
const VIEWS = [
  chrome,
  createGameView({ store, play, table }),
  createRoundView({ store, play, focusTable: () => table.focus() }),
  createReplayView({ store, replay }),
  createPanelView({ store, play }),
  createDailyView({ store, daily, replay, focusTable: () => table.focus() }),
  createStandingView({ store, daily }),
  createRecordView({ store, record, daily }),
  createLeagueView({ store }),
  createAccountView({ store, account }),
  createFieldErrorsView({ store }),
  createDuelView({ store, duels, join: (name) => daily.join(name), focusTable: () => table.focus() }),
  createVegasView({ api, store }),
];

/** @type {State | null} */
let drawn = null;

/** @param {State} state */
function render(state) {
  for (const view of VIEWS) view.render(state, drawn);
  drawn = state;
}

async function start() {
  store.subscribe(render);
  for (const view of VIEWS) view.wire();
  render(store.get());
  daily.start();
  history.start();
  duels.start();
  try {
    const catalog = await api.variants();
    const { game } = store.get();
    store.update({ catalog, choice: initialChoice(catalog, game) });
    const { choice } = store.get();
    if (!game && choice) await play.newGame(newGameBody(catalog, choice));
  } catch (error) {
    play.say(problemMessage(error));
  }
}

start();
