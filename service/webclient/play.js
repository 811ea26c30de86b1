// @ts-check
// The game's actions (the state side of the table; game-view.js draws it): deal, play a
// move, hint, ask the solver, switch the language.  Requests that change the game run one
// after another, each from the state the previous one answered, and each ends in one
// store update: the game document, the message on show and what the live region says.

import { ApiError } from "./api.js";
import { initialChoice, newGameBody } from "./controls.js";
import { hintToken, moveToken, rankedDaily, recordOf, remembered, solverLockedUntil, wonMessage } from "./daily.js";
import { cardName, counted, momentName, problemText, said, sentence, text } from "./i18n.js";
import { duelSolverLocked } from "./duel.js";
import { describeMove, describeOutcome, describeRefusal } from "./narration.js";
import { fieldError, problemMessage } from "./problems.js";
import { holeOver, roundNews, roundOver } from "./round.js";
import { ownVegasGame } from "./vegas.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Message} Message */
/** @typedef {import("./types").Move} Move */
/** @typedef {import("./types").NewGameRequest} NewGameRequest */
/** @typedef {import("./types").TableRenderer} TableRenderer */

/**
 * Why the contract's solver refuses `game`, in words, or null: a live daily game until its
 * results close, a duel's game until the duel ends (403 daily-deal-live), the player's
 * Vegas game (403 vegas-deal-in-play).  The page hides Hint and "Is this winnable?" then.
 * @param {import("./types").State} state
 * @param {GameDocument} game
 * @returns {import("./types").Words | null}
 */
export function solverRefusal(state, game) {
  const lockedUntil = solverLockedUntil(state, game);
  if (lockedUntil) return (language) => text(language, "dailySolverLocked", { close: momentName(language, lockedUntil) });
  if (ownVegasGame(state, game)) return said("vegasSolverLocked");
  if (duelSolverLocked(state, game)) return said("duelSolverLocked");
  return null;
}

/**
 * @param {{
 *   api: import("./api.js").Api,
 *   store: import("./types").Store,
 *   renderers: Record<string, TableRenderer>,
 *   history: import("./history.js").History,
 * }} parts
 */
export function createPlay({ api, store, renderers, history }) {
  let queue = Promise.resolve();

  /**
   * Run `task` after every earlier one; a failure becomes the message, never an unhandled rejection.
   * @param {() => Promise<void>} task
   */
  function enqueue(task) {
    queue = queue.then(task).catch((error) => say(problemMessage(error)));
    return queue;
  }

  /**
   * Show a message, and say it (with `patch` in the same update).
   * @param {Message | null} message
   * @param {Partial<import("./types").State>} [patch]
   */
  function say(message, patch = {}) {
    store.update({ ...patch, message, news: message });
  }

  /**
   * Show a game document (a move's answer, a game resumed), with `patch` in the same update.
   * @param {GameDocument} answer
   * @param {Message | null} message
   * @param {import("./types").Words | null} [news] what the live region says; the message by default
   * @param {Partial<import("./types").State>} [patch]
   */
  function showGame(answer, message, news, patch = {}) {
    const state = store.get();
    const spoken = news ?? message?.text ?? null;
    store.update({
      ...patch,
      game: answer,
      message,
      news: spoken && { text: spoken },
      hint: null,
      picked: null,
      ...remembered(state, answer),
    });
  }

  /**
   * A new game on the table: the one before goes into the player's history if they left it
   * unfinished, and the new-game panel follows the game now in play (its variant, its rules).
   * @param {GameDocument} answer
   */
  function startGame(answer) {
    const { catalog, game } = store.get();
    /** @type {Partial<import("./types").State>} */
    const patch = catalog ? { choice: initialChoice(catalog, answer), replay: null } : { replay: null };
    if (game?.game_id !== answer.game_id) {
      history.left(game);
      patch.startedAt = new Date().toISOString();
    }
    showGame(answer, null, (language) => text(language, "newGameStarted", { game: text(language, answer.game) }), patch);
  }

  /**
   * A joined player's game is bound to them (their history records it); while the service
   * cannot check them (their token unknown, its database away) the game starts anonymous.
   * @param {NewGameRequest} body
   */
  async function deal(body) {
    const { player } = store.get();
    if (!player) return api.newGame(body);
    try {
      return await api.newGame(body, player.token);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 503)) throw error;
      if (error.status === 401) store.update({ player: null });
      return api.newGame(body);
    }
  }

  /** @param {NewGameRequest} body */
  function newGame(body) {
    return enqueue(async () => startGame(await deal(body)));
  }

  /**
   * @param {GameDocument} before
   * @param {Move} move
   * @param {GameDocument} answer
   */
  function afterMove(before, move, answer) {
    const { outcome } = answer;
    const renderer = renderers[answer.game];
    if (!outcome.accepted) {
      const { violation } = outcome;
      /** @type {Message} */
      const refusal = { kind: "refusal", text: (language) => describeRefusal(language, violation), move };
      store.update({ game: answer, message: refusal, news: refusal, picked: null, ...remembered(store.get(), answer) });
      return;
    }
    history.moved(before, answer);
    if (move.type === "undo") countUndo(answer);
    /** @type {Message | null} */
    let message = null;
    const { notice } = outcome;
    const hole = roundNews(before, answer); // a round's hole over says so, dead end or not
    if (hole) message = { kind: answer.status === "playing" ? "info" : "won", text: hole };
    else if (notice) message = { kind: "notice", text: () => sentence(notice.message) };
    else if (answer.status === "won") message = wonMessage(store.get(), answer);
    const told = message?.text;
    showGame(answer, message, (language) =>
      [renderer ? describeOutcome(language, renderer, move, before, answer) : "", told ? told(language) : ""]
        .filter(Boolean)
        .join(" "),
    );
  }

  /**
   * An undo taken on a ranked daily attempt is counted on its result: the daily record keeps
   * the count the page shows (the result's own count replaces it).
   * @param {GameDocument} answer
   */
  function countUndo(answer) {
    const state = store.get();
    if (rankedDaily(answer)) store.update(remembered(state, answer, { undos: (recordOf(state, answer)?.undos ?? 0) + 1 }));
  }

  /** A move of the player's own on a replay's position plays on from there: the replay ends. */
  function leaveReplay() {
    if (store.get().replay) store.update({ replay: null });
  }

  /**
   * A ranked line went on elsewhere (another tab, another device): the service refused
   * this page's state (409 stale-state) and sent the line's latest, which goes on the
   * table, said so; the player plays on from it.  Whether `error` was such a refusal.
   * @param {unknown} error
   */
  function resync(error) {
    if (!(error instanceof ApiError) || error.kind !== "stale-state") return false;
    const latest = /** @type {{game?: GameDocument | null}} */ (error.problem).game;
    const { game } = store.get();
    if (!latest || !game || latest.game_id !== game.game_id) return false;
    showGame(latest, { kind: "notice", text: said("resynced") });
    return true;
  }

  /** @param {Move} move */
  function play(move) {
    leaveReplay();
    return enqueue(async () => {
      const state = store.get();
      const { game } = state;
      if (!game) return;
      let answer;
      try {
        answer = await api.play(game.state, move, moveToken(state, game));
      } catch (error) {
        if (resync(error)) return;
        throw error;
      }
      afterMove(game, move, answer);
    });
  }

  /**
   * The page says why the solver refuses `game` without asking it (`solverRefusal`).
   * @param {import("./types").State} state
   * @param {GameDocument} game
   */
  function solverLocked(state, game) {
    const refusal = solverRefusal(state, game);
    if (refusal) say({ kind: "notice", text: refusal });
    return Boolean(refusal);
  }

  function hint() {
    leaveReplay();
    return enqueue(async () => {
      const state = store.get();
      const { game } = state;
      const renderer = game && renderers[game.game];
      if (!game || !renderer || solverLocked(state, game)) return;
      const answer = await api.hint(game.state, hintToken(state, game));
      const suggested = answer.move;
      if (!suggested) {
        say({ kind: "info", text: (language) => text(language, "hintNone") }, { hint: null });
        return;
      }
      /** @param {import("./types").Language} language */
      const describe = (language) =>
        text(language, "hintMove", { move: describeMove(language, renderer, suggested, game) }) +
        (answer.kind === "winning" ? ` ${text(language, "hintWinning")}` : "") +
        (answer.kind === "best" && answer.best !== undefined && suggested.type !== "next-hole"
          ? ` ${text(language, "hintBest", { cards: counted(language, "card", answer.best) })}`
          : "");
      say({ kind: "info", text: describe }, { hint: suggested });
    });
  }

  function solve() {
    leaveReplay();
    return enqueue(async () => {
      const state = store.get();
      const { game } = state;
      if (!game || solverLocked(state, game)) return;
      say({ kind: "info", text: said("thinking") });
      const verdict = await api.solve(game.state);
      // Golf: a position that cannot be won (or not proved within the budget) says how few
      // cards the best line leaves.
      const { best } = verdict;
      if (best !== undefined && verdict.result !== "winnable") {
        const key = `verdict_${verdict.result}_best`;
        say({ kind: "info", text: (language) => text(language, key, { cards: counted(language, "card", best) }) });
      } else say({ kind: "info", text: said(`verdict_${verdict.result}`) });
    });
  }

  /** A round's next hole; before the hole is over, the rule in words (the service would refuse it: 422 hole-not-over). */
  function nextHole() {
    const { game } = store.get();
    if (!game?.round || roundOver(game)) return queue;
    if (!holeOver(game)) {
      say({ kind: "notice", text: (language) => problemText(language, "hole-not-over") ?? "" });
      return queue;
    }
    return play({ type: "next-hole" });
  }

  return {
    enqueue,
    say,
    resync,
    startGame,
    newGame,
    play,
    nextHole,
    hint,
    solve,
    /** A random deal of the variant and options the new-game panel shows. */
    newRandomGame() {
      const { catalog, choice } = store.get();
      if (catalog && choice) return newGame(newGameBody(catalog, choice));
      return queue;
    },
    /**
     * The deal of `code`; a code the service cannot read is told beside the code field.
     * @param {string} code
     */
    openCode(code) {
      return enqueue(async () => {
        const { code: _told, ...fieldErrors } = store.get().fieldErrors;
        store.update({ fieldErrors });
        try {
          startGame(await deal({ code, ...store.get().choice?.settings }));
        } catch (error) {
          const refused = fieldError(error, "code");
          if (!refused) throw error;
          store.update({ fieldErrors: { ...store.get().fieldErrors, code: refused } });
        }
      });
    },
    /** @param {string | null} card the card picked up by keyboard (null: put back) */
    pick(card) {
      /** @type {import("./types").Words} */
      const picked = (language) => text(language, "picked", { card: cardName(language, card ?? "") });
      say({ kind: "info", text: card ? picked : said("pickCancelled") }, { picked: card });
    },
    /** @param {import("./types").Language} language */
    setLanguage(language) {
      api.setLanguage(language);
      const { message } = store.get();
      store.update({ language });
      // A refusal the service explained leaves the game as it was, so asking again brings
      // its words in the new language (the client's own words follow by themselves).
      if (message?.kind === "refusal" && message.move && store.get().game?.settings.explain) play(message.move);
    },
  };
}

/** @typedef {ReturnType<typeof createPlay>} Play */
