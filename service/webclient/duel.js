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
//
// The invite a link opens is kept (`invite`, in localStorage) until it is answered, so a
// visitor without a player is asked their name first and then sees who challenges them
// (issue 42).  While the duel on show is open, the page asks for it again every few seconds
// and when the window comes back (GET /v1/duels/{duel} with its ETag: an unchanged duel is
// a 304), so each side sees what the other does without a reload.

import { ApiError } from "./api.js";
import { copyToClipboard } from "./dom.js";
import { said, text, variantLabel } from "./i18n.js";
import { problemMessage } from "./problems.js";

/** @typedef {import("./types").Duel} Duel */
/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").State} State */

const FINISHED = new Set(["won", "dead_end", "finished"]);
const INVITE_LINK = /^#\/duel\/([0-9A-Za-z-]{1,64})$/;
/** How often an open duel on show is asked for again (ms), while the page is seen. */
export const DUEL_POLL_MS = 3000;
/** How long a passing message stays (an invite copied, a result sent), in ms. */
export const PASSING_MS = 8000;

/**
 * The invite a link opens (`#/duel/<invite>`), or null.
 * @param {string} hash
 */
export const inviteOfLink = (hash) => INVITE_LINK.exec(hash)?.[1] ?? null;

/** @type {Record<string, string>} */
const READ_AS = { I: "1", L: "1", O: "0" };

/**
 * An invite as a person or a link wrote it (any case, I and L for 1, O for 0, hyphens), as
 * the service writes it, or null when it cannot be one (service/duels/invites.py).
 * @param {string} written
 */
export function readInvite(written) {
  const invite = written.toUpperCase().replace(/-/g, "").replace(/[ILO]/g, (letter) => READ_AS[letter] ?? letter);
  return /^[0-9A-HJKMNP-TV-Z]{8}$/.test(invite) ? invite : null;
}

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
 * Whether a result of `duel` the player sees waits for the play review (seconds): its
 * winner follows, so the duel is asked again meanwhile, over or not.
 * @param {Duel} duel
 */
export const awaitsReview = (duel) => [duel.challenger, duel.opponent].some((side) => side?.result?.review === "pending");

/**
 * Whether `duel`'s winner is known in seconds: a result waits for the play review and none
 * is held (a held one waits for an operator, however the other is read).
 * @param {Duel} duel
 */
export const winnerSoon = (duel) =>
  awaitsReview(duel) && ![duel.challenger, duel.opponent].some((side) => side?.result?.review === "held");

/**
 * Whether the solver refuses `game` for its duel (403 daily-deal-live until the duel ends):
 * a duel's game whose duel is not on show as ended.
 * @param {import("./types").State} state
 * @param {import("./types").GameDocument} game
 */
export function duelSolverLocked(state, game) {
  const shown = state.duel.shown;
  return Boolean(game.duel) && !(shown && shown.id === game.duel && duelOver(shown));
}

/**
 * The side facing the player's in `duel` (the challenger for a player who is neither).
 * @param {Duel} duel
 * @returns {"challenger" | "opponent"}
 */
export const otherSide = (duel) => (duel.you === "challenger" ? "opponent" : "challenger");

/**
 * Whether the player may take up `duel`'s challenge: it waits for an opponent and they
 * are not its challenger.
 * @param {Duel} duel
 */
export const joinable = (duel) => !duel.you && duel.status === "waiting";

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
  /** @type {(target: "card" | "share" | "table" | "invitation") => void} */
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
      const { invite } = store.get();
      // The invite kept through the name step is answered here: the challenge to take up
      // (the invitation asks), or a duel the player is in, or one they can only look at.
      if (invite && invite === duel.invite && !joinable(duel)) store.update({ invite: null });
      if (invite && invite === duel.invite && joinable(duel)) focus("invitation");
      else if (focused) focus("card");
      await loadList(player); // its counts move as the duel does
    });
  }

  /** The duel on show asked for again (its ETag: a 304 when nothing changed). */
  let asking = false;
  async function refresh() {
    const { player, duel } = store.get();
    const shown = duel.shown;
    if (!player || !shown || asking) return;
    asking = true;
    try {
      const now = await api.duel(shown.id, player.token);
      const current = store.get().duel.shown;
      if (now === current || current?.id !== now.id) return; // unchanged (a 304), or another on show
      panel({ shown: now });
      await loadList(player);
    } catch (error) {
      // A moment without the service says nothing: the next ask tries again.
      if (!(error instanceof ApiError) || ![0, 429, 502, 503, 504].includes(error.status)) panel({ message: problemMessage(error) });
    } finally {
      asking = false;
    }
  }

  /** Ask again while an open duel is on show and the page is seen. */
  function keepUp() {
    const shown = store.get().duel.shown;
    if (shown && (!duelOver(shown) || awaitsReview(shown)) && document.visibilityState === "visible") refresh();
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
          store.update({ invite: null }); // the challenge taken up
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
        let duel;
        try {
          duel = await api.submitDuelResult(game.duel, game.state, player.token);
        } catch (error) {
          if (play.resync(error)) return; // another tab went on: the game as it stands, to finish
          throw error;
        }
        const review = ownSide(duel)?.result?.review;
        if (review === "held") passing({ kind: "notice", text: said("duel.submittedHeld") });
        else if (review === "pending") passing({ kind: "info", text: said("duel.submittedPending") });
        else passing({ kind: "won", text: said("duel.submitted") });
        panel({ shown: duel });
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
        shared("shared");
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the player closed the sheet
      }
    }
    if (await copyToClipboard(`${words} ${url}`)) shared("copied");
    else panel({ shared: "shown" }); // the link stays there to copy: this one does not pass
  }

  /**
   * Say how the invite went out, for a while: the words go by themselves.
   * @param {"shared" | "copied"} how
   */
  function shared(how) {
    panel({ shared: how });
    setTimeout(() => {
      if (store.get().duel.shared === how) panel({ shared: null });
    }, PASSING_MS);
  }

  /**
   * The panel's message, for a while: it goes by itself unless another took its place.
   * @param {import("./types").Message} message
   */
  function passing(message) {
    panel({ message });
    setTimeout(() => {
      if (store.get().duel.message === message) panel({ message: null });
    }, PASSING_MS);
  }

  /** Step through the solver's line of the duel on show (once it has ended). */
  function showLine() {
    const shown = store.get().duel.shown;
    const line = shown?.solution?.solution;
    if (!shown?.code || !line) return Promise.resolve();
    const started = replay.start(shown.created_at.slice(0, 10), { variant: shown.variant, code: shown.code, solution: line }, shown.invite);
    return started.then(() => focus("table"));
  }

  /**
   * The page opened on (or moved to) a duel's link: the invite is kept until it is
   * answered (through the name step, a reload), and opened once there is a player.
   */
  function followLink() {
    const linked = inviteOfLink(window.location.hash);
    const invite = linked ? (readInvite(linked) ?? linked) : store.get().invite;
    if (!invite) return;
    if (invite !== store.get().invite) store.update({ invite });
    if (store.get().player) open(invite);
  }

  /** Not now: the invite is put away (and its link left), the page as it was. */
  function decline() {
    store.update({ invite: null });
    const shown = store.get().duel.shown;
    if (shown && joinable(shown)) panel({ shown: null });
    if (inviteOfLink(window.location.hash)) history.replaceState(null, "", window.location.pathname + window.location.search);
    focus("table");
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
    /** Take up the challenge on show: join, and its game onto the table. */
    accept: playShown,
    decline,
    refresh,
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
      window.addEventListener("focus", keepUp);
      document.addEventListener("visibilitychange", keepUp);
      setInterval(keepUp, DUEL_POLL_MS);
      followLink();
      return attempt(loadList);
    },
  };
}

/** @typedef {ReturnType<typeof createDuels>} Duels */
