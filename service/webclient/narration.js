// @ts-check
// Moves in words: a suggested move (a hint), and what a played move did, as the live region
// says it (the card and where it went, a draw's cards, the score and the status when they
// change), so a player who does not see the table follows the game.

import { cardName, refusalText, sentence, text } from "./i18n.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").Move} Move */
/** @typedef {import("./types").TableRenderer} TableRenderer */

/**
 * A move as a hint tells it, e.g. "9 of clubs from column 5".
 * @param {Language} language
 * @param {TableRenderer} renderer
 * @param {Move} move
 * @param {GameDocument} game the position it is suggested in
 */
export function describeMove(language, renderer, move, game) {
  switch (move.type) {
    case "draw":
      return text(language, "moveDraw");
    case "undo":
      return text(language, "moveUndo");
    case "next-hole":
      return text(language, "moveNextHole");
    case "remove":
      return text(language, "moveRemove", { n: move.column, card: cardName(language, renderer.placedCard(game, move) ?? "") });
    case "tap":
      return text(language, "moveTap", { card: cardName(language, move.card) });
    case "move":
      return text(language, "moveTransfer", { card: cardName(language, move.card), pile: renderer.pileName(language, move.to) });
  }
}

/** @type {Record<string, string>} */
const DESTINATIONS = { c: "toColumn", f: "toFoundation", discard: "toDiscard", waste: "toWaste", reserve: "toReserve" };

/**
 * Where a card went, e.g. "to column 2" ("в колонку 2": Russian declines the pile's name).
 * @param {Language} language
 * @param {string} pile
 */
function destination(language, pile) {
  const key = DESTINATIONS[pile] ?? DESTINATIONS[pile.slice(0, 1)];
  return key ? text(language, key, { n: pile.slice(1) }) : pile;
}

/**
 * What an accepted move did, in a sentence or two.
 * @param {Language} language
 * @param {TableRenderer} renderer
 * @param {Move} move
 * @param {GameDocument} before
 * @param {GameDocument} after
 */
export function describeOutcome(language, renderer, move, before, after) {
  const said = [];
  const events = after.outcome.accepted ? after.outcome.events : [];
  const dealt = events.find((event) => event.type === "deal");
  if (dealt && after.round) said.push(text(language, "saidHoleDealt", { hole: after.round.hole, holes: after.round.holes }));
  else if (move.type === "undo") said.push(text(language, "saidUndo"));
  else if (events.some((event) => event.type === "redeal")) said.push(text(language, "saidRedeal"));
  else if (move.type === "draw") {
    said.push(text(language, "saidDraw", { cards: renderer.drawnCards(after).map((card) => cardName(language, card)).join(", ") }));
  } else {
    const card = "card" in move ? move.card : renderer.placedCard(before, move);
    const pile = card && renderer.locate(after, card);
    if (card && pile) said.push(text(language, "saidMoved", { card: cardName(language, card), to: destination(language, pile) }));
  }
  if (after.score !== before.score) said.push(text(language, "saidScore", { score: after.score }));
  if (after.status !== before.status) said.push(sentence(text(language, after.status)));
  return said.join(" ");
}

/**
 * A refused move: the service's words for the rule when the game explains, else the
 * client's own (never a bare code).
 * @param {Language} language
 * @param {{code: string, message?: string}} violation
 */
export function describeRefusal(language, violation) {
  return violation.message === undefined ? refusalText(language, violation.code) : sentence(violation.message);
}
