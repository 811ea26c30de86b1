// Canfield's table from a game document's `view`: stock and the waste fan, the four
// foundations (f1 holds the base card's suit), the reserve (its count and top card), the
// base rank and the four columns.  A card is tapped (the app's tap) or dragged onto a pile.

import { cardButton, countBadge, element, pileElement, slotButton, suitSymbol } from "./cards.js";
import { cardName, text } from "./i18n.js";

function rankText(rank) {
  return rank === "T" ? "10" : rank;
}

/** An empty foundation shows, faded, the card it waits for. */
function startMark(rank, suit) {
  const mark = element("span", `start ${suit === "H" || suit === "D" ? "red" : "black"}`, { "aria-hidden": "true" });
  mark.append(element("span"), suitSymbol(suit, "pip"));
  mark.firstChild.textContent = rankText(rank);
  return mark;
}

function pileOf(cards, id, label, language, className) {
  const pile = pileElement(id, label, className);
  cards.forEach((card, index) => pile.append(cardButton(card, language, { pile: id, index })));
  if (!cards.length) pile.append(slotButton(id, `${label}, ${text(language, "empty")}`));
  return pile;
}

export function pileName(language, id) {
  if (id === "foundation") return text(language, "foundationAny");
  const number = Number(id.slice(1));
  return id[0] === "f" ? text(language, "foundation", { n: number }) : text(language, "column", { n: number });
}

export const canfield = {
  /** The cards a player may pick up: the reserve's and the waste's top, any column card
   * (it carries the cards on it), a foundation's top.  The service judges the move. */
  draggable: (button) => {
    const pile = button.closest("[data-pile]")?.dataset.pile || "";
    const last = !button.nextElementSibling?.matches("[data-card]");
    return /^c\d$/.test(pile) || (last && (pile === "reserve" || pile === "waste" || /^f\d$/.test(pile)));
  },

  render(board, game, language) {
    const view = game.view;
    const table = element("div", "canfield");

    const stock = pileElement("stock", text(language, "stock"), "stock");
    const canRedeal = !view.stock_count && view.waste.count > 0;
    const stockLabel = view.stock_count
      ? text(language, "stockCards", { n: view.stock_count })
      : text(language, canRedeal ? "redeal" : "stockEmpty");
    const stockButton = slotButton("stock", stockLabel, view.stock_count ? "slot back" : "slot redeal");
    stockButton.dataset.action = "draw";
    stockButton.append(countBadge(view.stock_count || (canRedeal ? "↻" : 0)));
    stock.append(stockButton);

    const waste = pileOf(view.waste.fan, "waste", text(language, "wasteCards", { n: view.waste.count }), language, "waste");
    waste.append(countBadge(view.waste.count));

    const foundations = element("div", "foundations", { role: "group", "aria-label": text(language, "foundations") });
    view.foundations.forEach(({ suit, cards }, index) => {
      const id = `f${index + 1}`;
      const label = `${text(language, "foundation", { n: index + 1 })} (${cardName(language, view.base_rank + suit)})`;
      const pile = pileOf(cards.length ? [cards.at(-1)] : [], id, label, language, "foundation");
      if (cards.length) pile.append(countBadge(cards.length));
      else pile.querySelector(".slot").append(startMark(view.base_rank, suit));
      foundations.append(pile);
    });

    const reserveLabel = text(language, "reserveCards", { n: view.reserve.count });
    const reserve = pileOf(view.reserve.top ? [view.reserve.top] : [], "reserve", reserveLabel, language, "reserve");
    reserve.append(countBadge(view.reserve.count));
    if (view.reserve.count > 1) reserve.classList.add("stacked");

    const base = element("p", "base-rank");
    base.append(element("span"), element("strong"));
    base.firstChild.textContent = text(language, "baseRank");
    base.lastChild.textContent = rankText(view.base_rank);

    const columns = element("div", "columns", { role: "group", "aria-label": text(language, "columns") });
    view.columns.forEach((cards, index) => {
      const id = `c${index + 1}`;
      columns.append(pileOf(cards, id, text(language, "column", { n: index + 1 }), language, "column"));
    });

    table.append(stock, waste, foundations, reserve, base, columns);
    board.replaceChildren(table);
  },

  hintTargets(game, move) {
    if (move.type === "draw") return { keys: ["slot:stock"], piles: [] };
    if (move.type === "tap") return { keys: [`card:${move.card}`], piles: [] };
    if (move.type === "move") return { keys: [`card:${move.card}`], piles: move.to === "foundation" ? [] : [move.to] };
    return { keys: [], piles: [] };
  },
};
