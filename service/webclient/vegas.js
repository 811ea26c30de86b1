// @ts-check
// Vegas Canfield's balance (docs/design/vegas.md): while a Vegas game of the player's is on
// the table, and after it, the game's head shows the balance of its draw, read from the
// service when the deal is on the table (the service counted its $52 and the base card's
// $5 already) and again once a game of the player's went into their history (which
// settles it).  The reset is asked twice: the first press only arms it, the second resets.

import { ApiError } from "./api.js";
import { byId, setText } from "./dom.js";
import { text } from "./i18n.js";
import { problemMessage } from "./problems.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").State} State */
/** @typedef {import("./types").VegasPanel} VegasPanel */

/**
 * The draw of a Vegas Canfield game (its balance's), or 0 for any other game.
 * @param {GameDocument | null | undefined} game
 * @returns {0 | 1 | 3}
 */
export function vegasDraw(game) {
  const rules = game?.rules;
  return rules && "draw" in rules && rules.scoring === "vegas" ? rules.draw : 0; // Vegas scoring is Canfield's alone
}

/**
 * Whether `game` is a Vegas Canfield game of the player's, played for their balance: its
 * code stays sealed and the solver refuses it (403 vegas-deal-in-play), so the page hides
 * Hint and "Is this winnable?" and says why at H.
 * @param {State} state
 * @param {GameDocument} game
 */
export function ownVegasGame(state, game) {
  return Boolean(state.player && game.player === state.player.id && vegasDraw(game));
}

/**
 * An amount of dollars in the language's way ("-$47", "-47 $").
 * @param {Language} language
 * @param {number} amount
 */
export function dollars(language, amount) {
  const locale = language === "ru" ? "ru-RU" : "en-US";
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}

/**
 * The balance's band in the game's head.
 * @param {{api: import("./api.js").Api, store: import("./types").Store}} parts
 * @returns {import("./types").View}
 */
export function createVegasView({ api, store }) {
  const band = byId("vegas-tag", HTMLElement);
  const resetButton = byId("vegas-reset", HTMLButtonElement);
  /** Counts the reads asked, so an answer overtaken by a later read is dropped. */
  let reads = 0;

  /** @param {Partial<VegasPanel>} patch */
  const panel = (patch) => store.update({ vegas: { ...store.get().vegas, ...patch } });

  /** The player's own Vegas game on the table: its draw, else 0. */
  function ownDraw() {
    const { game, player } = store.get();
    return player && game?.player === player.id ? vegasDraw(game) : 0;
  }

  async function read() {
    const { player } = store.get();
    if (!player || !ownDraw()) return;
    const asked = ++reads;
    try {
      const balances = await api.vegasBalances(player.id, player.token);
      if (asked === reads) panel({ balances });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return; // the sign-in's own business
      panel({ note: problemMessage(error).text });
    }
  }

  async function pressReset() {
    const { player, vegas } = store.get();
    const draw = ownDraw();
    if (!player || !draw) return;
    if (!vegas.resetting) {
      panel({ resetting: true, note: (language) => text(language, "vegasResetAsked", { draw }) });
      return;
    }
    panel({ resetting: false, note: null });
    try {
      const balance = await api.resetVegas(player.id, draw, player.token);
      const balances = store.get().vegas.balances;
      if (balances) {
        const listed = balances.balances.map((entry) => (entry.draw === draw ? balance : entry));
        panel({ balances: { ...balances, balances: listed } });
      } else await read();
      panel({ note: (language) => text(language, "vegasResetDone", { draw, amount: dollars(language, 0) }) });
    } catch (error) {
      panel({ note: problemMessage(error).text });
    }
  }

  /** @param {State} state */
  function draw(state) {
    const { game, language, vegas, player } = state;
    const own = Boolean(player && game?.player === player.id);
    const gameDraw = own ? vegasDraw(game) : 0;
    band.hidden = !gameDraw;
    if (!gameDraw) return;
    const balance = vegas.balances?.balances.find((entry) => entry.draw === gameDraw);
    setText(byId("vegas-label", HTMLElement), text(language, "vegasBalance", { draw: gameDraw }));
    setText(byId("vegas-balance", HTMLElement), balance ? dollars(language, balance.balance) : text(language, "vegasUnknown"));
    setText(resetButton, text(language, vegas.resetting ? "vegasResetConfirm" : "vegasReset"));
    resetButton.classList.toggle("armed", vegas.resetting);
    setText(byId("vegas-note", HTMLElement), vegas.note ? vegas.note(language) : "");
  }

  return {
    wire() {
      resetButton.addEventListener("click", () => pressReset());
    },
    render(state, drawn) {
      const newGame = state.game?.game_id !== drawn?.game?.game_id;
      if (newGame && state.vegas.resetting) queueMicrotask(() => panel({ resetting: false, note: null })); // asked of another game
      // The deal is counted when it is dealt, a game settled when it is recorded: read then.
      const recorded = state.unrecorded.length < (drawn?.unrecorded.length ?? 0);
      if ((newGame || recorded || state.player?.id !== drawn?.player?.id) && ownDraw()) read();
      draw(state);
    },
  };
}
