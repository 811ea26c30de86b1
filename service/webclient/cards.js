// Card faces and piles, drawn by the client: rank text and inline SVG suit symbols (the
// <symbol>s in index.html), no images.  Every card and pile is a button, so it can be
// focused and played from the keyboard, and has a text alternative.

import { cardName } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const RED = new Set(["H", "D", "RJ"]);

export function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? "" : value);
  }
  return node;
}

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

function isJoker(card) {
  return card === "RJ" || card === "BJ";
}

/** The face of `card` ("QS", "TH", "RJ") without its button. */
export function cardFace(card) {
  const joker = isJoker(card);
  const suit = joker ? "J" : card[1];
  const face = element("span", "face");
  const corner = element("span", "corner");
  const rank = element("span", "rank");
  rank.textContent = joker ? "★" : card[0] === "T" ? "10" : card[0];
  corner.append(rank, suitSymbol(suit, "pip"));
  face.append(corner, suitSymbol(suit, "center"));
  return face;
}

/** A card as a button: `data-card` names it, its label says it (and `extra`, e.g. covered). */
export function cardButton(card, language, { extra, pile, index } = {}) {
  const label = extra ? `${cardName(language, card)}, ${extra}` : cardName(language, card);
  const button = element("button", `card ${RED.has(isJoker(card) ? card : card[1]) ? "red" : "black"}`, {
    type: "button",
    "data-card": card,
    "data-key": `card:${card}`,
    "data-pile-of": pile,
    "data-index": index,
    "aria-label": label,
  });
  button.append(cardFace(card));
  return button;
}

/** A pile: a labelled group that is a drop target (`data-pile`) and, when empty, a button. */
export function pileElement(id, label, className = "") {
  return element("div", `pile ${className}`.trim(), { "data-pile": id, role: "group", "aria-label": label });
}

/** The button standing for an empty pile, or for a face-down pile (the stock). */
export function slotButton(pileId, label, className = "slot") {
  return element("button", className, { type: "button", "data-key": `slot:${pileId}`, "aria-label": label });
}

export function countBadge(count) {
  const badge = element("span", "count", { "aria-hidden": "true" });
  badge.textContent = String(count);
  return badge;
}
