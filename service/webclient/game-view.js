// @ts-check
// The game on the page (its actions: play.js): the head (score, moves, status, Undo, Hint,
// "Is this winnable?"), the message, the table (table.js), the code, the live region, the
// win's celebration, and the ways a player acts on them: the table's clicks, drags and
// keys (interaction.js), the keys D, U, H (and in a round N) anywhere on the page, the skip
// link.

import { createAnnouncer } from "./announcer.js";
import { byId, setText } from "./dom.js";
import { said, text } from "./i18n.js";
import { attachInteraction } from "./interaction.js";
import { celebrate, endCelebration } from "./motion.js";
import { solverRefusal } from "./play.js";
import { holeOver, roundBanner } from "./round.js";
import { dollars, ownVegasGame, vegasDraw } from "./vegas.js";

/** @typedef {import("./types").State} State */

/**
 * A game's score as the head shows it: Vegas Canfield's in dollars (vegas.js).
 * @param {import("./types").Language} language
 * @param {import("./types").GameDocument} game
 */
const scoreText = (language, game) => (vegasDraw(game) ? dollars(language, game.score) : String(game.score));

/**
 * @param {{
 *   store: import("./types").Store,
 *   play: import("./play.js").Play,
 *   table: ReturnType<typeof import("./table.js").createTable>,
 * }} parts
 * @returns {import("./types").View}
 */
export function createGameView({ store, play, table }) {
  const board = byId("board", HTMLElement);
  const message = byId("message", HTMLElement);
  const announcer = createAnnouncer(byId("announcer", HTMLElement));
  const tablePlace = board.parentElement ?? board;
  const codeField = byId("current-code", HTMLInputElement);

  /** @param {State} state */
  function renderHead(state) {
    const { game, language } = state;
    if (!game) return;
    setText(byId("score", HTMLElement), scoreText(language, game));
    setText(byId("moves", HTMLElement), String(game.moves));
    const status = byId("status", HTMLElement);
    const betweenHoles = holeOver(game);
    setText(status, text(language, betweenHoles ? "holeOverStatus" : game.status));
    status.dataset.status = game.status;
    byId("undo", HTMLButtonElement).disabled = !game.undo_available;
    // The solver gives no hint on a live daily deal, nor says whether it is winnable: a
    // ranked attempt (a duel's game, the player's Vegas game) shows neither button until
    // the day's results close (the duel ends); the key H still says why.
    const locked = Boolean(solverRefusal(state, game));
    for (const id of ["hint", "solve"]) byId(id, HTMLButtonElement).hidden = locked;
    byId("hint", HTMLButtonElement).disabled = game.status !== "playing";
    byId("solve", HTMLButtonElement).disabled = game.status !== "playing" || betweenHoles;
    if (codeField.value !== (game.code ?? "")) codeField.value = game.code ?? "";
    // A live daily deal's code is sealed by the service: the field says when it comes out.
    codeField.placeholder = ownVegasGame(state, game)
      ? text(language, "vegasCodeSealed")
      : !game.code && (game.daily || game.duel)
        ? text(language, "codeSealed")
        : "";
    byId("copy-code", HTMLButtonElement).disabled = !game.code; // a custom deal, a live daily deal
  }

  /**
   * A game won (or a round played to its end) on this page bursts into a celebration, which
   * stays while that end is on the table; a game over before (a reload) shows none over
   * its cards (the head and the message say how it ended); any other status takes it away.
   * @param {State} state
   * @param {State | null} drawn
   */
  function renderCelebration({ game, language }, drawn) {
    const over = game?.status === "won" || (game?.round && game.status === "finished");
    if (!game || !over) {
      endCelebration(tablePlace);
      return;
    }
    const before = drawn?.game;
    const justOver = before?.game_id === game.game_id && before.status !== game.status;
    const shown = Boolean(tablePlace.querySelector(".celebration"));
    if (justOver || (shown && drawn?.language !== language)) {
      const words = game.round
        ? roundBanner(language, game.round, game.status === "won")
        : { title: text(language, "wonBanner"), line: text(language, "wonScore", { score: scoreText(language, game) }) };
      celebrate(tablePlace, { title: words.title, score: words.line, burst: justOver });
    }
  }

  function copyCode() {
    const copied = () => play.say({ kind: "info", text: said("copied") });
    const selectIt = () => {
      codeField.focus();
      codeField.select();
    };
    if (navigator.clipboard) navigator.clipboard.writeText(codeField.value).then(copied, selectIt);
    else selectIt();
  }

  return {
    wire() {
      attachInteraction(board, {
        canDrag: (button) => table.renderer()?.draggable(button) ?? false,
        picked: () => store.get().picked,
        on: {
          tap: (card) => play.play({ type: "tap", card }),
          draw: () => play.play({ type: "draw" }),
          move: (card, to) => {
            if (/^[cf]\d$/.test(to)) play.play({ type: "move", card, to: /** @type {"c1"} */ (to) });
            else store.update({ picked: null });
          },
          pick: (card) => play.pick(card),
        },
      });
      document.addEventListener("keydown", (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (event.altKey || event.ctrlKey || event.metaKey || target?.closest("input, select, textarea, summary")) return;
        /** @type {Record<string, () => unknown>} */
        const keys = {
          d: () => play.play({ type: "draw" }),
          u: () => play.play({ type: "undo" }),
          h: () => play.hint(),
          n: () => play.nextHole(),
        };
        const { game } = store.get();
        const key = event.key.toLowerCase();
        const action = keys[key];
        if (action && game && (key !== "n" || game.round)) {
          event.preventDefault();
          action();
        }
      });
      byId("skip-link", HTMLAnchorElement).addEventListener("click", (event) => {
        event.preventDefault();
        table.focus();
      });
      byId("undo", HTMLButtonElement).addEventListener("click", () => play.play({ type: "undo" }));
      byId("hint", HTMLButtonElement).addEventListener("click", () => play.hint());
      byId("solve", HTMLButtonElement).addEventListener("click", () => play.solve());
      byId("copy-code", HTMLButtonElement).addEventListener("click", copyCode);
    },

    render(state, drawn) {
      const { game, language } = state;
      const languageChanged = state.language !== drawn?.language;
      if (languageChanged || state.message !== drawn?.message) {
        setText(message, state.message ? state.message.text(language) : "");
        message.dataset.kind = state.message?.kind ?? "";
      }
      if (state.news && state.news !== drawn?.news) announcer.say(state.news.text(language));
      if (!game) return;
      if (languageChanged || game !== drawn?.game || state.hint !== drawn?.hint || state.picked !== drawn?.picked) {
        table.render(game, language, { hint: state.hint, picked: state.picked });
        renderHead(state);
      }
      if (languageChanged || game !== drawn?.game) renderCelebration(state, drawn);
    },
  };
}
