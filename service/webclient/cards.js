// @ts-check
// Card faces and piles, drawn by the client: rank text and inline SVG suit symbols (the
// <symbol>s in index.html), no images.  Every card and pile is a button, so it can be
// played from the keyboard, and has a text alternative (set by the table, table.js).

import { element } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";
const RED = new Set(["H", "D", "RJ"]);

/**
 * @param {string} suit S, H, D, C or J (a joker's star)
 * @param {string} className
 */
export function suitSymbol(suit, className) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", className);
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(SVG, "use");
  use.setAttribute("href", `#suit-${suit}`);
  svg.append(use);
  return svg;
}

/** @param {string} card */
function isJoker(card) {
  return card === "RJ" || card === "BJ";
}

/** @param {string} rank */
export function rankText(rank) {
  return rank === "T" ? "10" : rank;
}

/**
 * @param {string} suit
 * @returns {"red" | "black"}
 */
export function suitColour(suit) {
  return RED.has(suit) ? "red" : "black";
}

/**
 * The face of `card` ("QS", "TH", "RJ") without its button.
 * @param {string} card
 */
export function cardFace(card) {
  const joker = isJoker(card);
  const suit = joker ? "J" : card.slice(1);
  const face = element("span", "face");
  const corner = element("span", "corner");
  const rank = element("span", "rank");
  rank.textContent = joker ? "★" : rankText(card.slice(0, 1));
  corner.append(rank, suitSymbol(suit, "pip"));
  face.append(corner, suitSymbol(suit, "center"));
  return face;
}

/**
 * A card's button, made once and kept while the card is on the table (it moves from pile to
 * pile with the card): `data-card` names it, `data-key` keys it.
 * @param {string} card
 */
export function cardButton(card) {
  const button = element("button", `card ${suitColour(isJoker(card) ? card : card.slice(1))}`, {
    type: "button",
    "data-card": card,
    "data-key": `card:${card}`,
    tabindex: -1,
  });
  button.append(cardFace(card));
  return button;
}

/**
 * The button standing for an empty pile, or for a face-down pile (the stock).
 * @param {string} pileId
 */
export function slotButton(pileId) {
  return element("button", "slot", { type: "button", "data-key": `slot:${pileId}`, tabindex: -1 });
}

/**
 * A pile: a labelled group that is a drop target (`data-pile`).
 * @param {string} id
 * @param {string} [className]
 */
export function pileElement(id, className = "") {
  return element("div", `pile ${className}`.trim(), { "data-pile": id, role: "group" });
}

/** A pile's count, for the eye (the pile's label says it). */
export function countBadge() {
  return element("span", "count", { "aria-hidden": "true" });
}

/**
 * An empty foundation's mark: the card it waits for, faint.
 * @param {string} rank
 * @param {string} suit
 */
export function startMark(rank, suit) {
  const mark = element("span", `start ${suitColour(suit)}`, { "aria-hidden": "true" });
  const text = element("span");
  text.textContent = rankText(rank);
  mark.append(text, suitSymbol(suit, "pip"));
  return mark;
}
