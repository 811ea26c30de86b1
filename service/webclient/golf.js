// Golf's table from a game document's `view`: seven columns of face-up cards (only the
// last one free), the stock (face down, its count) and the discard.  A tap on any table
// card asks the service to remove it; the service says why when it cannot.

import { cardButton, countBadge, element, pileElement, slotButton } from "./cards.js";
import { text } from "./i18n.js";

export const golf = {
  /** Golf has no drag: every move is a tap or a draw. */
  draggable: () => false,

  render(board, game, language) {
    const { columns, discard, stock_count: stockCount } = game.view;
    const table = element("div", "golf");
    const tableau = element("div", "tableau", { role: "group", "aria-label": text(language, "columns") });
    columns.forEach((cards, index) => {
      const id = `c${index + 1}`;
      const column = pileElement(id, text(language, "column", { n: index + 1 }), "column");
      cards.forEach((card, position) => {
        const covered = position < cards.length - 1;
        column.append(
          cardButton(card, language, { pile: id, index: position, extra: covered ? text(language, "blocked") : "" }),
        );
      });
      if (!cards.length) {
        column.append(slotButton(id, `${text(language, "column", { n: index + 1 })}, ${text(language, "empty")}`));
      }
      tableau.append(column);
    });

    const stock = pileElement("stock", text(language, "stock"), "stock");
    const stockButton = slotButton(
      "stock",
      stockCount ? text(language, "stockCards", { n: stockCount }) : text(language, "stockEmpty"),
      stockCount ? "slot back" : "slot",
    );
    stockButton.dataset.action = "draw";
    stockButton.append(countBadge(stockCount));
    stock.append(stockButton);

    const pile = pileElement("discard", text(language, "discard"), "discard");
    const top = discard.at(-1);
    pile.append(
      top
        ? cardButton(top, language, { pile: "discard", index: discard.length - 1 })
        : slotButton("discard", `${text(language, "discard")}, ${text(language, "empty")}`),
    );
    if (discard.length > 1) pile.classList.add("stacked");

    const bottom = element("div", "golf-bottom");
    bottom.append(stock, pile);
    table.append(tableau, bottom);
    board.replaceChildren(table);
  },

  /** What to light up for a suggested move: data-key values and pile ids. */
  hintTargets(game, move) {
    if (move.type === "draw") return { keys: ["slot:stock"], piles: [] };
    if (move.type === "remove") return { keys: [`card:${game.view.columns[move.column - 1].at(-1)}`], piles: [] };
    if (move.type === "tap") return { keys: [`card:${move.card}`], piles: [] };
    return { keys: [], piles: [] };
  },
};
