// @ts-check
// Golf's table from a game document's `view`: seven columns of face-up cards (only the
// last one free), the stock (face down, its count) and the discard.  A tap on any table
// card asks the service to remove it; the service says why when it cannot.

import { pileElement } from "./cards.js";
import { element } from "./dom.js";
import { cardName, text } from "./i18n.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").GolfView} GolfView */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").PileSpec} PileSpec */

/** @param {GameDocument} game */
const viewOf = (game) => /** @type {GolfView} */ (game.view);

const COLUMNS = ["c1", "c2", "c3", "c4", "c5", "c6", "c7"];

/**
 * The card a remove takes: its column's free (last) card.
 * @param {GameDocument} game
 * @param {number} column
 */
const freeCard = (game, column) => viewOf(game).columns[column - 1]?.at(-1) ?? null;

/** @type {import("./types").TableRenderer} */
export const golf = {
  skeleton(_game, language) {
    const root = element("div", "golf");
    const tableau = element("div", "tableau", { role: "group", "aria-label": text(language, "columns") });
    const piles = new Map();
    for (const id of COLUMNS) {
      const column = pileElement(id, "column");
      piles.set(id, column);
      tableau.append(column);
    }
    const stock = pileElement("stock", "stock");
    const discard = pileElement("discard", "discard");
    piles.set("stock", stock).set("discard", discard);
    const bottom = element("div", "golf-bottom");
    bottom.append(stock, discard);
    root.append(tableau, bottom);
    return { root, piles };
  },

  piles(game, language) {
    const { columns, discard, stock_count: stockCount } = viewOf(game);
    /** @type {PileSpec[]} */
    const piles = columns.map((cards, index) => {
      const label = text(language, "column", { n: index + 1 });
      return {
        id: `c${index + 1}`,
        label,
        cards: cards.map((card, position) => {
          const covered = position < cards.length - 1;
          const name = cardName(language, card);
          return { card, covered, label: covered ? `${name}, ${text(language, "blocked")}` : name };
        }),
        slot: cards.length ? null : { label: `${label}, ${text(language, "empty")}`, look: "empty" },
      };
    });
    piles.push({
      id: "stock",
      label: text(language, "stock"),
      cards: [],
      slot: {
        label: stockCount ? text(language, "stockCards", { n: stockCount }) : text(language, "stockEmpty"),
        look: stockCount ? "back" : "empty",
        action: "draw",
        ...(stockCount ? { badge: String(stockCount) } : {}),
      },
    });
    // The previous discard stays under the top one, for the eye: a card played onto the
    // discard lands on it rather than on an empty place.
    const [under, top] = discard.length > 1 ? discard.slice(-2) : [undefined, discard[0]];
    piles.push({
      id: "discard",
      label: text(language, "discard"),
      cards: [
        ...(under ? [{ card: under, label: cardName(language, under), buried: true }] : []),
        ...(top ? [{ card: top, label: cardName(language, top) }] : []),
      ],
      slot: top ? null : { label: `${text(language, "discard")}, ${text(language, "empty")}`, look: "empty" },
      stacked: discard.length > 1,
      arrivals: "stock",
    });
    return piles;
  },

  /** Golf has no drag: every move is a tap or a draw. */
  draggable: () => false,

  hintTargets(game, move) {
    if (move.type === "draw") return { keys: ["slot:stock"], piles: [] };
    if (move.type === "remove") return { keys: [`card:${freeCard(game, move.column)}`], piles: [] };
    if (move.type === "tap") return { keys: [`card:${move.card}`], piles: [] };
    return { keys: [], piles: [] };
  },

  locate(game, card) {
    const { columns, discard } = viewOf(game);
    if (discard.at(-1) === card) return "discard";
    const column = columns.findIndex((cards) => cards.includes(card));
    return column < 0 ? null : `c${column + 1}`;
  },

  pileName(language, id) {
    if (id === "discard" || id === "stock") return text(language, id);
    return text(language, "column", { n: Number(id.slice(1)) });
  },

  /** Golf's rule options (wrap, queen on king...) are the player's to mix. */
  ruleOptions: (catalog) => catalog.golf_rule_options,

  /** A draw turns the stock's top card onto the discard. */
  drawnCards: (game) => viewOf(game).discard.slice(-1),

  placedCard: (game, move) => (move.type === "remove" ? freeCard(game, move.column) : null),
};
