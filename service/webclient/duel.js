// @ts-check
// Duels (issue 33): two players on one sealed deal (duel-view.js draws them).  The player
// makes a duel of a variant (POST /v1/duels: their game starts at once, its code sealed)
// and gives its invite away, by the share sheet or the clipboard, as a link that opens this
// page on the duel (#/duel/<invite>).  The other player joins from the link or by typing
// the invite, plays the same deal on the same table, and submits.  Each side has one
// attempt: its latest document is kept here (duelGames, in localStorage) to resume from,
// and a second join answers the opponent's game again (409 duel-joined).  Once both
// results are in, the duel shows both, the winner, the code and the solver's line, which
// replay.js steps through.

import { ApiError } from "./api.js";
import { said, text, variantLabel } from "./i18n.js";
import { problemMessage } from "./problems.js";

/** @typedef {import("./types").Duel} Duel */
/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").State} State */

const FINISHED = new Set(["won", "dead_end", "finished"]);
const INVITE_LINK = /^#\/duel\/([0-9A-Za-z-]{1,64})$/;

/**
 * The invite a link opens (`#/duel/<invite>`), or null.
 * @param {string} hash
 */
export const inviteOfLink = (hash) => INVITE_LINK.exec(hash)?.[1] ?? null;

/**
 * The link that opens this page on the duel of `invite`.
 * @param {string} invite
 */
export const inviteLink = (invite) => new URL(`#/duel/${invite}`, window.location.href).href;

/**
 * The caller's side of `duel`, or null when they are neither.
 * @param {Duel} duel
 */
export const ownSide = (duel) => (duel.you ? duel[duel.you] : null);

/** @param {Duel} duel */
export const duelOver = (duel) => duel.status === "finished" || duel.status === "expired";

/**
 * The player's duel game on the table, finished and its result not in yet.
 * @param {State} state
 */
export function awaitsDuelResult(state) {
  const { game, player, duel } = state;
  if (!game?.duel || state.replay || !player || game.player !== player.id || !FINISHED.has(game.status)) return false;
  const shown = duel.shown?.id === game.duel ? duel.shown : null;
  return !(shown && (ownSide(shown)?.submitted || duelOver(shown)));
}

/**
 * @param {{
 *   api: import("./api.js").Api,
 *   store: import("./types").Store,
 *   play: import("./play.js").Play,
 *   replay: import("./replay.js").ReplayActions,
 * }} parts
 */
export function createDuels({ api, store, play, replay }) {
  /** @type {(target: "card" | "share" | "table") => void} */
  let focus = () => {};

  /** @param {Partial<import("./types").DuelPanel>} patch */
  const panel = (patch) => store.update({ duel: { ...store.get().duel, ...patch } });

  /** @param {GameDocument} game */
  const keep = (game) => game.duel && store.update({ duelGames: { ...store.get().duelGames, [game.duel]: game } });

  /**
   * A request of the panel on the player's behalf; its failure is the panel's message (a
   * 401: the service does not know the player any more).
   * @param {(player: import("./types").Player) => Promise<void>} task
   */
  async function attempt(task) {
    const { player } = store.get();
    if (!player) return;
    try {
      await task(player);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) store.update({ player: null });
      panel({ message: problemMessage(error) });
    }
  }

  const settings = () => store.get().choice?.settings ?? {};

  /** @param {import("./types").Player} player */
  async function loadList(player) {
    panel({ list: await api.playerDuels(player.id, player.token) });
  }

  /** @param {GameDocument} game the player's game of the duel, onto the table */
  function playOn(game) {
    keep(game);
    play.startGame(game);
    focus("table");
  }

  /**
   * Open the duel of `ref` (its id or invite) in the panel.
   * @param {string} ref
   * @param {boolean} [focused] the keyboard goes to it
   */
  function open(ref, focused = true) {
    panel({ message: null });
    return attempt(async (player) => {
      const duel = await api.duel(ref.trim(), player.token);
      const before = store.get().duel.shown;
      panel({ shown: duel, shared: before?.id === duel.id ? store.get().duel.shared : null });
      if (focused) focus("card");
      await loadList(player); // its counts move as the duel does
    });
  }

  /** @param {string} variant */
  function create(variant) {
    panel({ message: null, shared: null });
    return play.enqueue(() =>
      attempt(async (player) => {
        const body = /** @type {import("./types").Schemas["DuelRequest"]} */ ({ variant, ...settings() });
        const { duel, game } = await api.createDuel(body, player.token);
        panel({ shown: duel });
        keep(game);
        play.startGame(game);
        focus("share"); // the invite goes out first; the game waits on the table
        await loadList(player);
      }),
    );
  }

  /**
   * The opponent's game: a first join deals it, a later one (this browser lost it) answers it again.
   * @param {Duel} duel
   * @param {import("./types").Player} player
   */
  async function joined(duel, player) {
    try {
      const answer = await api.joinDuel(duel.id, { ...settings() }, player.token);
      panel({ shown: answer.duel });
      return answer.game;
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== "duel-joined") throw error;
      return /** @type {import("./types").DuelJoined} */ (error.problem).game;
    }
  }

  /** Join the duel on show, or resume the player's game of it. */
  function playShown() {
    const duel = store.get().duel.shown;
    if (!duel) return Promise.resolve();
    panel({ message: null });
    return play.enqueue(() =>
      attempt(async (player) => {
        const kept = store.get().duelGames[duel.id];
        if (kept) playOn(kept);
        else if (duel.you === "challenger") panel({ message: { kind: "notice", text: said("duel.gameLost") } });
        else {
          playOn(await joined(duel, player));
          await loadList(player);
        }
      }),
    );
  }

  function submit() {
    return play.enqueue(() =>
      attempt(async (player) => {
        const state = store.get();
        const { game } = state;
        if (!game?.duel || !awaitsDuelResult(state)) return;
        const duel = await api.submitDuelResult(game.duel, game.state, player.token);
        const held = ownSide(duel)?.result?.review === "held";
        panel({ shown: duel, message: { kind: held ? "notice" : "won", text: said(held ? "duel.submittedHeld" : "duel.submitted") } });
        focus("card");
        await loadList(player);
      }),
    );
  }

  /**
   * Give the invite of the duel on show away: the share sheet where the browser has one,
   * else the clipboard; where neither works the link is there to copy by hand.
   */
  async function share() {
    const { duel, language, catalog } = store.get();
    const shown = duel.shown;
    if (!shown) return;
    const url = inviteLink(shown.invite);
    const words = text(language, "duel.shareText", { variant: variantLabel(language, catalog, shown.variant), invite: shown.invite });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: text(language, "duel.title"), text: words, url });
        panel({ shared: "shared" });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the player closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(`${words} ${url}`);
      panel({ shared: "copied" });
    } catch {
      panel({ shared: "shown" });
    }
  }

  /** Step through the solver's line of the duel on show (once it has ended). */
  function showLine() {
    const shown = store.get().duel.shown;
    const line = shown?.solution?.solution;
    if (!shown?.code || !line) return Promise.resolve();
    const started = replay.start(shown.created_at.slice(0, 10), { variant: shown.variant, code: shown.code, solution: line });
    return started.then(() => focus("table"));
  }

  /** The page opened on (or moved to) a duel's link: open it. */
  function followLink() {
    const invite = inviteOfLink(window.location.hash);
    if (invite && store.get().player) open(invite);
  }

  /**
   * The player's duel game moved on: its latest document is kept to resume from.
   * @param {State} state
   */
  function remember(state) {
    const { game, duelGames, player } = state;
    const kept = game?.duel ? duelGames[game.duel] : undefined;
    if (game && kept && !state.replay && game.player === player?.id && kept.state !== game.state) keep(game);
  }

  return {
    create,
    open,
    playShown,
    submit,
    share,
    showLine,
    /** @param {typeof focus} where */
    focusWith(where) {
      focus = where;
    },
    start() {
      let player = store.get().player;
      store.subscribe((state) => {
        remember(state);
        if (state.player === player) return;
        player = state.player; // a player now (or another): their duels, and the link's
        if (!player) return panel({ shown: null, list: null });
        attempt(loadList);
        followLink();
      });
      window.addEventListener("hashchange", followLink);
      followLink();
      return attempt(loadList);
    },
  };
}

/** @typedef {ReturnType<typeof createDuels>} Duels */
