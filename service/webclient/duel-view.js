// @ts-check
// The duels panel (its actions: duel.js): a duel of a variant to make, an invite to open,
// the duel on show (its invite to share, Join or Play, both sides' results side by side,
// the winner, a draw or a result under review, the solver's line to step through once both
// are in), and the player's duels with their won, lost, drawn and open counts.  In the game
// head, a duel's game says whose duel it is and what the other side is doing, and Submit
// shows once it is over.  At the page's top, the invitation a link opened: a name first
// (the daily challenge's sign-up), then who challenges, on which game, Accept or Not now.

import { awaitsDuelResult, duelOver, inviteLink, joinable, otherSide, ownSide, winnerSoon } from "./duel.js";
import { byId, element, setAttribute, setText } from "./dom.js";
import { counted, text, variantLabel } from "./i18n.js";
import { clockText } from "./leaderboard.js";

/** @typedef {import("./types").Duel} Duel */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").State} State */
/** @typedef {NonNullable<import("./types").Schemas["DuelSide"]["result"]>} DuelResult */

/** The rows of the results table: a result's figure and how it reads. */
/** @type {[string, (language: Language, result: DuelResult) => string][]} */
const FIGURES = [
  ["duel.outcome", (language, result) => text(language, result.won ? "duel.won" : "duel.notWon")],
  ["duel.cardsHome", (_language, result) => String(result.cards_home)],
  ["hintsColumn", (_language, result) => String(result.hints)],
  ["undosColumn", (_language, result) => String(result.undos)],
  ["movesColumn", (_language, result) => String(result.moves)],
  ["timeColumn", (_language, result) => clockText(result.seconds)],
  ["scoreColumn", (_language, result) => String(result.score)],
];

/**
 * A side's name as boards show it, and "(you)" for the player's own.
 * @param {Language} language
 * @param {Duel} duel
 * @param {"challenger" | "opponent"} side
 */
function sideName(language, duel, side) {
  const shown = duel[side];
  if (!shown) return text(language, "duel.noOpponent");
  const name = `${shown.player}#${shown.tag}`;
  return duel.you === side ? text(language, "duel.you", { name }) : name;
}

/**
 * A side's player as boards show them, "Name#TAG".
 * @param {Duel} duel
 * @param {"challenger" | "opponent"} side
 */
function tagged(duel, side) {
  const shown = duel[side];
  return shown ? `${shown.player}#${shown.tag}` : "";
}

/**
 * Where the duel stands, in words: what the other side is doing, and what is up to the
 * player (a player who is neither side is told who plays).
 * @param {Language} language
 * @param {Duel} duel
 */
export function statusWords(language, duel) {
  if (duel.status === "expired") return text(language, "duel.expired");
  if (duel.status === "finished") return text(language, "duel.finished");
  const mine = ownSide(duel);
  const other = duel[otherSide(duel)];
  const name = tagged(duel, otherSide(duel));
  if (!duel.you) {
    if (duel.status === "waiting") return text(language, "duel.lookWaiting", { name });
    return text(language, "duel.lookPlaying", { challenger: tagged(duel, "challenger"), opponent: tagged(duel, "opponent") });
  }
  if (duel.status === "waiting") return text(language, mine?.submitted ? "duel.waitingResultIn" : "duel.waiting");
  if (mine?.submitted && !other?.submitted) return text(language, "duel.theirTurn", { name });
  if (other?.submitted && !mine?.submitted) return text(language, "duel.yourTurn", { name });
  return text(language, "duel.playing", { name });
}

/**
 * The winner, a draw, a result being read or under review, nobody to duel, or nothing yet.
 * @param {Language} language
 * @param {Duel} duel
 */
function verdictWords(language, duel) {
  if (!duelOver(duel) || !duel.you) return "";
  if (duel.winner === "draw") return text(language, "duel.draw");
  if (duel.winner) {
    return text(language, duel.winner === duel.you ? "duel.youWon" : "duel.theyWon", { name: sideName(language, duel, duel.winner) });
  }
  if (!duel.opponent) return text(language, "duel.notTakenUp");
  return text(language, winnerSoon(duel) ? "duel.beingChecked" : "duel.underReview");
}

/**
 * How a duel of the player's list went, in a few words: who it waits for while open; won,
 * lost, a draw or under review once over.
 * @param {Language} language
 * @param {Duel} duel
 */
function outcomeWords(language, duel) {
  if (!duelOver(duel)) {
    if (duel.status === "waiting") return text(language, "duel.item_waiting");
    return text(language, ownSide(duel)?.submitted ? "duel.item_theirs" : "duel.item_yours");
  }
  if (!duel.winner && !duel.opponent) return text(language, "duel.notTakenUpShort");
  if (!duel.winner) return text(language, winnerSoon(duel) ? "duel.beingCheckedShort" : "duel.underReviewShort");
  if (duel.winner === "draw") return text(language, "duel.drawShort");
  return text(language, duel.winner === duel.you ? "duel.wonShort" : "duel.lostShort");
}

/**
 * What the solver says of the deal, once the duel has ended.
 * @param {Language} language
 * @param {Duel} duel
 */
function solverWords(language, duel) {
  const { solution } = duel;
  if (!solution || !duel.code) return "";
  const line = solution.solution;
  if (line) return text(language, "duel.solverLine", { code: duel.code, moves: counted(language, "move", line.length) });
  return text(language, "duel.solverNone", { code: duel.code, verdict: text(language, `verdict_${solution.result}`) });
}

/**
 * @param {{
 *   store: import("./types").Store,
 *   duels: import("./duel.js").Duels,
 *   join: (name: string) => unknown,
 *   focusTable: () => void,
 * }} parts the duels' actions, and the daily challenge's sign-up (a name)
 * @returns {import("./types").View}
 */
export function createDuelView({ store, duels, join, focusTable }) {
  const section = byId("duels", HTMLElement);
  const card = byId("duel-card", HTMLElement);
  const playButton = byId("duel-play", HTMLButtonElement);
  const invitation = byId("invitation", HTMLElement);

  /** @param {State} state */
  function renderForms({ language, catalog, player }) {
    byId("duel-need-player", HTMLElement).hidden = Boolean(player);
    byId("duel-new", HTMLFormElement).hidden = !player;
    byId("duel-open", HTMLFormElement).hidden = !player;
    const select = byId("duel-variant", HTMLSelectElement);
    const chosen = select.value;
    select.replaceChildren(
      // A duel is one deal scored by the game's own points: no Vegas balance (DuelRequest).
      ...(catalog?.variants ?? []).filter((variant) => !("scoring" in variant.new_game && variant.new_game.scoring === "vegas")).map((variant) => {
        const option = element("option", undefined, { value: variant.name });
        option.textContent = variantLabel(language, catalog, variant.name);
        return option;
      }),
    );
    if (chosen) select.value = chosen;
  }

  /**
   * @param {Language} language
   * @param {Duel} duel
   */
  function renderResults(language, duel) {
    setText(byId("duel-challenger", HTMLElement), sideName(language, duel, "challenger"));
    setText(byId("duel-opponent", HTMLElement), sideName(language, duel, "opponent"));
    /** @param {"challenger" | "opponent"} side */
    const sent = (side) => {
      const shown = duel[side];
      return text(language, !shown ? "duel.notJoined" : shown.submitted ? "duel.resultIn" : "duel.resultNotIn");
    };
    /** @param {"challenger" | "opponent"} side */
    const review = (side) => {
      const result = duel[side]?.result;
      return result ? text(language, `duel.review_${result.review}`) : "—";
    };
    const rows = [
      ["duel.sent", sent("challenger"), sent("opponent")],
      ...FIGURES.map(([key, figure]) => {
        /** @param {"challenger" | "opponent"} side */
        const cell = (side) => {
          const result = duel[side]?.result;
          return result ? figure(language, result) : "—";
        };
        return [key, cell("challenger"), cell("opponent")];
      }),
      ["duel.review", review("challenger"), review("opponent")],
    ];
    const body = /** @type {HTMLTableSectionElement} */ (byId("duel-results", HTMLTableElement).tBodies[0]);
    body.replaceChildren(
      ...rows.map(([key, first, second]) => {
        const row = element("tr", key === "duel.outcome" ? "outcome" : undefined);
        const head = element("th", undefined, { scope: "row" });
        head.textContent = text(language, key ?? "");
        const cells = [first, second].map((value) => {
          const cell = element("td", "num");
          cell.textContent = value ?? "";
          return cell;
        });
        row.append(head, ...cells);
        return row;
      }),
    );
  }

  /** @param {State} state */
  function renderCard({ language, catalog, duel: panel, duelGames }) {
    const duel = panel.shown;
    card.hidden = !duel;
    if (!duel) return;
    setText(byId("duel-card-title", HTMLElement), text(language, "duel.cardTitle", { variant: variantLabel(language, catalog, duel.variant), invite: duel.invite }));
    setText(byId("duel-status", HTMLElement), statusWords(language, duel));
    const link = byId("duel-link", HTMLInputElement);
    if (link.value !== inviteLink(duel.invite)) link.value = inviteLink(duel.invite);
    byId("duel-invitation", HTMLElement).hidden = duel.status !== "waiting" || duel.you !== "challenger";
    const shared = panel.shared ? text(language, `duel.shared_${panel.shared}`) : "";
    setText(byId("duel-share-status", HTMLElement), shared);
    // Join (anyone but the challenger, while it waits), or Play (a side not yet in).
    const side = ownSide(duel);
    const playable = side && !side.submitted && !duelOver(duel) && (duel.you === "opponent" || duelGames[duel.id]);
    const canJoin = joinable(duel);
    playButton.hidden = !canJoin && !playable;
    setText(playButton, text(language, canJoin ? "duel.join" : "duel.play"));
    renderResults(language, duel);
    setText(byId("duel-verdict", HTMLElement), verdictWords(language, duel));
    setText(byId("duel-solver", HTMLElement), solverWords(language, duel));
    byId("duel-line", HTMLButtonElement).hidden = !duel.solution?.solution || !duel.code;
  }

  /**
   * The invite a link opened: a name first, then who challenges, on which game, Accept.
   * @param {State} state
   */
  function renderInvitation({ language, catalog, player, invite, duel: panel }) {
    const shown = panel.shown?.invite === invite ? panel.shown : null;
    invitation.hidden = !invite || Boolean(shown && !joinable(shown));
    if (invitation.hidden || !invite) return;
    byId("invitation-join", HTMLFormElement).hidden = Boolean(player);
    byId("invite-name", HTMLInputElement).placeholder = text(language, "playerName");
    byId("invitation-accept", HTMLButtonElement).hidden = !player || !shown;
    let words;
    if (!player) words = text(language, "duel.invitationNeedName", { invite });
    else if (shown) {
      const variant = variantLabel(language, catalog, shown.variant);
      words = text(language, "duel.challenges", { name: tagged(shown, "challenger"), variant });
    } else words = panel.message ? panel.message.text(language) : text(language, "duel.invitationOpening", { invite });
    setText(byId("invitation-text", HTMLElement), words);
  }

  /** @param {State} state */
  function renderList({ language, catalog, duel: panel }) {
    const list = panel.list;
    const counts = list?.counts;
    // A duel whose winner waits for an operator (a held result) is counted apart, when there is one.
    const countsKey = counts?.held ? "duel.countsHeld" : "duel.counts";
    setText(byId("duel-counts", HTMLElement), counts ? text(language, countsKey, counts) : "");
    byId("duel-list", HTMLUListElement).replaceChildren(
      ...(list?.duels ?? []).map((duel) => {
        const item = element("li");
        const button = element("button", "duel-item", { type: "button", "aria-current": duel.id === panel.shown?.id ? "true" : null });
        const other = duel.you === "challenger" ? "opponent" : "challenger";
        button.textContent = text(language, "duel.item", {
          variant: variantLabel(language, catalog, duel.variant),
          other: sideName(language, duel, other),
          outcome: outcomeWords(language, duel),
        });
        button.addEventListener("click", () => duels.open(duel.id));
        item.append(button);
        return item;
      }),
    );
  }

  /** @param {State} state */
  function renderTag(state) {
    const { game, language } = state;
    const tag = byId("duel-tag", HTMLElement);
    tag.hidden = !game?.duel || Boolean(state.replay);
    if (tag.hidden || !game) return;
    setText(byId("duel-label", HTMLElement), text(language, "duel.tag", { game: text(language, game.game) }));
    // What the other side is doing, beside the table (the duel's card may be far below).
    const shown = state.duel.shown;
    setText(byId("duel-other", HTMLElement), shown && shown.id === game.duel && shown.you ? statusWords(language, shown) : "");
    // Its place kept all through the game, as the daily's Submit: showing moves nothing.
    byId("duel-submit", HTMLButtonElement).classList.toggle("waiting", awaitsDuelResult(state));
  }

  return {
    wire() {
      byId("duel-new", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        duels.create(byId("duel-variant", HTMLSelectElement).value);
      });
      byId("duel-open", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        duels.open(byId("duel-invite", HTMLInputElement).value);
      });
      byId("duel-share", HTMLButtonElement).addEventListener("click", () => duels.share());
      playButton.addEventListener("click", () => duels.playShown());
      byId("duel-line", HTMLButtonElement).addEventListener("click", () => duels.showLine());
      byId("invitation-join", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        const name = byId("invite-name", HTMLInputElement).value.trim();
        if (name) join(name);
      });
      byId("invitation-accept", HTMLButtonElement).addEventListener("click", () => duels.accept());
      byId("invitation-decline", HTMLButtonElement).addEventListener("click", () => duels.decline());
      byId("duel-submit", HTMLButtonElement).addEventListener("click", () => duels.submit());
      duels.focusWith((target) => {
        if (target === "table") focusTable();
        else if (target === "invitation") {
          byId("invitation-title", HTMLElement).focus();
          invitation.scrollIntoView({ block: "nearest" });
          return;
        } else if (target === "share") byId("duel-share", HTMLButtonElement).focus();
        else byId("duel-card-title", HTMLElement).focus();
        if (target !== "table") section.scrollIntoView({ block: "nearest" });
      });
    },
    render(state, drawn) {
      if (state.language !== drawn?.language || state.catalog !== drawn?.catalog || state.player !== drawn?.player) renderForms(state);
      // Each part drawn again only when what it shows changed: the page asks for the duel
      // every few seconds, and a table drawn anew under a screen reader loses its place.
      const words = state.language !== drawn?.language || state.catalog !== drawn?.catalog;
      const panel = state.duel;
      const before = drawn?.duel;
      const card = words || panel.shown !== before?.shown || panel.shared !== before?.shared;
      if (card || state.duelGames !== drawn?.duelGames) renderCard(state);
      if (card || panel.message !== before?.message || state.invite !== drawn?.invite || state.player !== drawn?.player) {
        renderInvitation(state);
      }
      if (words || panel.list !== before?.list || panel.shown !== before?.shown) renderList(state);
      const changed = words || panel !== before;
      const message = byId("duel-message", HTMLElement);
      setText(message, state.duel.message?.text(state.language) ?? "");
      setAttribute(message, "data-kind", state.duel.message?.kind ?? null);
      if (changed || state.game !== drawn?.game || state.replay !== drawn?.replay) renderTag(state);
    },
  };
}
