// @ts-check
// Canfield's table from a game document's `view`: stock and the waste fan, the four
// foundations (f1 holds the base card's suit), the reserve (its count and top card), the
// base rank and the four columns.  A card is tapped (the app's tap) or dragged onto a pile.

import { pileElement, rankText } from "./cards.js";
import { element, setText } from "./dom.js";
import { cardName, text } from "./i18n.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").CanfieldView} CanfieldView */
/** @typedef {import("./types").CardSpec} CardSpec */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").PileSpec} PileSpec */

/** @param {GameDocument} game */
const viewOf = (game) => /** @type {CanfieldView} */ (game.view);

/**
 * @param {Language} language
 * @param {string} id
 */
export function pileName(language, id) {
  if (id === "foundation") return text(language, "foundationAny");
  if (id === "stock" || id === "waste" || id === "reserve") return text(language, id);
  const number = Number(id.slice(1));
  return id.startsWith("f") ? text(language, "foundation", { n: number }) : text(language, "column", { n: number });
}

/**
 * The cards of a pile, each but the last under the next one.
 * @param {Language} language
 * @param {string[]} cards
 * @returns {CardSpec[]}
 */
function fanned(language, cards) {
  return cards.map((card, index) => ({ card, label: cardName(language, card), covered: index < cards.length - 1 }));
}

/**
 * A pile showing its top card, the one before it under it for the eye (so a card played
 * onto it lands on a card).
 * @param {Language} language
 * @param {string[]} cards
 * @returns {CardSpec[]}
 */
function topOf(language, cards) {
  const [under, top] = cards.length > 1 ? cards.slice(-2) : [undefined, cards[0]];
  return [
    ...(under ? [{ card: under, label: cardName(language, under), buried: true }] : []),
    ...(top ? [{ card: top, label: cardName(language, top) }] : []),
  ];
}

/** @type {import("./types").TableRenderer} */
export const canfield = {
  skeleton(_game, language) {
    const root = element("div", "canfield");
    const piles = new Map();
    /**
     * @param {string} id
     * @param {string} className
     */
    const pile = (id, className) => {
      const node = pileElement(id, className);
      piles.set(id, node);
      return node;
    };
    const foundations = element("div", "foundations", { role: "group", "aria-label": text(language, "foundations") });
    foundations.append(...["f1", "f2", "f3", "f4"].map((id) => pile(id, "foundation")));
    const base = element("p", "base-rank");
    base.append(element("span"), element("strong"));
    setText(base.firstChild ?? base, text(language, "baseRank"));
    const columns = element("div", "columns", { role: "group", "aria-label": text(language, "columns") });
    columns.append(...["c1", "c2", "c3", "c4"].map((id) => pile(id, "column")));
    root.append(pile("stock", "stock"), pile("waste", "waste"), foundations, pile("reserve", "reserve"), base, columns);
    return { root, piles };
  },

  piles(game, language) {
    const view = viewOf(game);
    const canRedeal = !view.stock_count && view.waste.count > 0;
    /** @type {PileSpec[]} */
    const piles = [
      {
        id: "stock",
        label: text(language, "stock"),
        cards: [],
        slot: {
          label: view.stock_count
            ? text(language, "stockCards", { n: view.stock_count })
            : text(language, canRedeal ? "redeal" : "stockEmpty"),
          look: view.stock_count ? "back" : canRedeal ? "redeal" : "empty",
          action: "draw",
          ...(view.stock_count || canRedeal ? { badge: view.stock_count ? String(view.stock_count) : "↻" } : {}),
        },
      },
      {
        id: "waste",
        label: text(language, "wasteCards", { n: view.waste.count }),
        cards: fanned(language, view.waste.fan),
        slot: view.waste.fan.length ? null : { label: `${text(language, "waste")}, ${text(language, "empty")}`, look: "empty" },
        badge: view.waste.fan.length ? String(view.waste.count) : null,
        arrivals: "stock",
      },
    ];
    view.foundations.forEach(({ suit, cards }, index) => {
      const label = text(language, "foundation", { n: index + 1 });
      const start = cardName(language, view.base_rank + suit);
      piles.push({
        id: `f${index + 1}`,
        label: `${label}, ${start}`,
        cards: topOf(language, cards),
        slot: cards.length
          ? null
          : {
              label: text(language, "foundationStart", { n: label, card: start }),
              look: "empty",
              mark: { rank: view.base_rank, suit },
            },
        badge: cards.length ? String(cards.length) : null,
        stacked: cards.length > 1,
      });
    });
    const reserve = view.reserve.top ? [view.reserve.top] : [];
    piles.push({
      id: "reserve",
      label: text(language, "reserveCards", { n: view.reserve.count }),
      cards: topOf(language, reserve),
      slot: reserve.length ? null : { label: `${text(language, "reserve")}, ${text(language, "empty")}`, look: "empty" },
      badge: String(view.reserve.count),
      stacked: view.reserve.count > 1,
    });
    view.columns.forEach((cards, index) => {
      const label = text(language, "column", { n: index + 1 });
      piles.push({
        id: `c${index + 1}`,
        label,
        cards: fanned(language, cards),
        slot: cards.length ? null : { label: `${label}, ${text(language, "empty")}`, look: "empty" },
      });
    });
    return piles;
  },

  decorate(skeleton, game) {
    const strong = skeleton.root.querySelector(".base-rank strong");
    if (strong) setText(strong, rankText(viewOf(game).base_rank));
  },

  /** The cards a player may pick up: the reserve's and the waste's top, any column card
   * (it carries the cards on it), a foundation's top.  The service judges the move. */
  draggable(button) {
    const pile = button.closest("[data-pile]")?.getAttribute("data-pile") ?? "";
    const top = !button.classList.contains("covered") && !button.classList.contains("buried");
    return /^c\d$/.test(pile) || (top && (pile === "reserve" || pile === "waste" || /^f\d$/.test(pile)));
  },

  hintTargets(_game, move) {
    if (move.type === "draw") return { keys: ["slot:stock"], piles: [] };
    if (move.type === "tap") return { keys: [`card:${move.card}`], piles: [] };
    if (move.type === "move") return { keys: [`card:${move.card}`], piles: move.to === "foundation" ? [] : [move.to] };
    return { keys: [], piles: [] };
  },

  locate(game, card) {
    const view = viewOf(game);
    if (view.waste.fan.includes(card)) return "waste";
    if (view.reserve.top === card) return "reserve";
    const foundation = view.foundations.findIndex(({ cards }) => cards.at(-1) === card);
    if (foundation >= 0) return `f${foundation + 1}`;
    const column = view.columns.findIndex((cards) => cards.includes(card));
    return column < 0 ? null : `c${column + 1}`;
  },

  pileName,

  /** Canfield's variants (draw 1, draw 3) are its only choice. */
  ruleOptions: () => [],

  /** A draw fans up to three cards onto the waste. */
  drawnCards: (game) => viewOf(game).waste.fan,

  /** Every Canfield move names its card. */
  placedCard: () => null,
};
