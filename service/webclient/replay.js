// @ts-check
// The solver's line of a closed day, step by step (replay-view.js draws its bar).  Once a
// day's results close, GET /v1/daily/{date} reveals each deal's code and the solver's
// winning line (`solution`); the viewer deals the code (POST /v1/games, anonymous: a
// replay is nobody's game) and plays the line with the engine's own moves (POST
// /v1/moves), one step at a time as the player asks, keeping every answer: a step back
// shows the engine's document of that step again, never a position the client made up.
// The position on show is the game on the table: a move of the player's own (a tap, a
// draw, undo) leaves the replay and plays on from there.

import { describeMove, describeOutcome } from "./narration.js";
import { counted, text } from "./i18n.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Replay} Replay */

/**
 * @param {{
 *   api: import("./api.js").Api,
 *   store: import("./types").Store,
 *   play: import("./play.js").Play,
 *   renderers: Record<string, import("./types").TableRenderer>,
 * }} parts
 */
export function createReplay({ api, store, play, renderers }) {
  /** The step the player asked for last: steps asked for in a row add up while their moves are on their way. */
  let wanted = 0;

  /**
   * Show step `step` of `replay` (its document known): the message says the step's move,
   * the live region also what it did when it is the step after the one on show.
   * @param {Replay} replay
   * @param {number} step
   */
  function show(replay, step) {
    const shown = store.get().replay?.step ?? 0;
    const game = replay.documents[step];
    const before = replay.documents[step - 1];
    const move = replay.line[step - 1];
    if (!game) return;
    const renderer = renderers[game.game];
    const steps = replay.line.length;
    /** @param {import("./types").Language} language */
    const words = (language) => {
      if (!step || !before || !move || !renderer) return text(language, "replayAtStart", { steps: counted(language, "move", steps) });
      const where = text(language, "replayStepOf", { step, steps });
      return text(language, "replayStepSaid", { where, move: describeMove(language, renderer, move, before) });
    };
    /** @param {import("./types").Language} language */
    const told = (language) =>
      step === shown + 1 && before && move && renderer
        ? `${words(language)} ${describeOutcome(language, renderer, move, before, game)}`
        : words(language);
    store.update({
      game,
      replay: { ...replay, step },
      message: { kind: "info", text: words },
      news: { text: told },
      hint: null,
      picked: null,
    });
  }

  /**
   * Go to step `step` (0: the deal), playing the line's moves not played yet.
   * @param {number} step
   */
  function goTo(step) {
    const asked = store.get().replay;
    if (!asked) return Promise.resolve();
    wanted = Math.max(0, Math.min(step, asked.line.length));
    const target = wanted;
    return play.enqueue(async () => {
      let replay = store.get().replay;
      if (!replay) return;
      const documents = [...replay.documents];
      while (documents.length <= target) {
        const last = /** @type {GameDocument} */ (documents.at(-1));
        const move = replay.line[documents.length - 1];
        if (!move) break;
        const answer = await api.play(last.state, move);
        if (!answer.outcome.accepted) throw new Error(`the solver's move ${JSON.stringify(move)} was refused`);
        documents.push(answer);
      }
      replay = store.get().replay;
      if (replay) show({ ...replay, documents }, target);
    });
  }

  return {
    /**
     * Deal a closed day's deal and stand at the start of its solver's line.
     * @param {string} date
     * @param {Pick<import("./types").DailyDeal, "variant" | "code" | "solution">} deal a day's deal, or a duel's
     * @param {string} [duel] the duel's invite, when it is a duel's deal
     */
    start(date, deal, duel) {
      const { code, solution } = deal;
      if (!code || !solution) return Promise.resolve();
      return play.enqueue(async () => {
        const settings = store.get().choice?.settings ?? {};
        const first = await api.newGame({ code, ...settings });
        play.startGame(first);
        wanted = 0;
        show({ date, variant: deal.variant, line: solution, documents: [first], step: 0, ...(duel ? { duel } : {}) }, 0);
      });
    },
    /** @param {number} by steps forward (negative: back) */
    step(by) {
      return goTo(wanted + by);
    },
    toStart: () => goTo(0),
    toEnd: () => goTo(Number.MAX_SAFE_INTEGER),
  };
}

/** @typedef {ReturnType<typeof createReplay>} ReplayActions */
