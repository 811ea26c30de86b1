// @ts-check
// A round of Golf on the page (round.js reads its card): the game head's round line (the
// hole on the table, the round against par, Next hole) and the scorecard under the table,
// as golfers keep one: holes across, par, strokes and the running score against par, a
// round of 18 as two nines (out and in), which wrap one under the other on a phone.

import { byId, element, setText } from "./dom.js";
import { counted, text } from "./i18n.js";
import { NINE, holeOver, holePar, parText, parWords, toPar } from "./round.js";

/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").Scorecard} Scorecard */
/** @typedef {import("./types").State} State */

/**
 * A score against par: "-3" for the eye, "3 under par" for a screen reader.
 * @param {Language} language
 * @param {number} score
 * @returns {Node[]}
 */
function parNodes(language, score) {
  const shown = element("span", "", { "aria-hidden": "true" });
  shown.textContent = parText(score);
  const words = element("span", "visually-hidden");
  words.textContent = parWords(language, score);
  return [shown, words];
}

/**
 * A cell; one of four characters or more ("+104") is set smaller, so it fits its column.
 * @param {"th" | "td"} tag
 * @param {string | Node[]} content
 * @param {string} [className]
 * @param {Record<string, string>} [attributes]
 */
function cell(tag, content, className = "", attributes = {}) {
  const node = element(tag, className, attributes);
  node.append(...(typeof content === "string" ? [content] : content));
  const shown = typeof content === "string" ? content : (content[0]?.textContent ?? "");
  if (tag === "td" && shown.length >= 4) node.classList.add("long");
  return node;
}

/**
 * One side of the card: holes `first` to `last` (from 1), then their sum (`sum` names it:
 * Out, In or Total) and, on the card's last side of a round of 18, the round's total.  The
 * "to par" row runs: each hole's cell is the round against par after that hole.
 * @param {Scorecard} round
 * @param {Language} language
 * @param {{first: number, last: number, sum: string, total: boolean, current: number | null}} side
 */
function sideTable(round, language, { first, last, sum, total, current }) {
  const holes = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const par = holePar(round);
  /** @param {number} hole */
  const played = (hole) => hole <= round.strokes.length;
  /** @param {number} hole */
  const strokesOf = (hole) => round.strokes[hole - 1] ?? 0;
  const playedHoles = holes.filter(played);
  const sideStrokes = playedHoles.reduce((sum, hole) => sum + strokesOf(hole), 0);
  const anyPlayed = playedHoles.length > 0;
  const table = element("table", "scorecard-side");
  const caption = element("caption", "visually-hidden");
  caption.textContent = text(language, "scorecardNine", { first, last });
  /** @param {number} hole */
  const mark = (hole) => (hole === current ? "current" : "");

  const head = element("tr");
  head.append(
    cell("th", text(language, "scorecardHole"), "label", { scope: "col" }),
    ...holes.map((hole) => cell("th", String(hole), mark(hole), { scope: "col", ...(hole === current ? { "aria-current": "true" } : {}) })),
    cell("th", sum, "sum", { scope: "col" }),
  );
  if (total) head.append(cell("th", text(language, "scorecardTotal"), "sum total", { scope: "col" }));

  const parRow = element("tr");
  parRow.append(
    cell("th", text(language, "scorecardPar"), "label", { scope: "row" }),
    ...holes.map((hole) => cell("td", String(par), mark(hole))),
    cell("td", String(par * holes.length), "sum"),
  );
  if (total) parRow.append(cell("td", String(round.par), "sum total"));

  const strokesRow = element("tr", "strokes");
  strokesRow.append(
    cell("th", text(language, "scorecardStrokes"), "label", { scope: "row" }),
    ...holes.map((hole) => {
      if (!played(hole)) return cell("td", "", mark(hole));
      const strokes = strokesOf(hole);
      const against = strokes < par ? "under" : strokes > par ? "over" : "level";
      return cell("td", String(strokes), `${mark(hole)} ${against}`.trim());
    }),
    cell("td", anyPlayed ? String(sideStrokes) : "", "sum"),
  );
  if (total) strokesRow.append(cell("td", String(round.total), "sum total"));

  const parScoreRow = element("tr", "to-par");
  parScoreRow.append(
    cell("th", text(language, "scorecardToPar"), "label", { scope: "row" }),
    ...holes.map((hole) => cell("td", played(hole) ? parNodes(language, toPar(round, hole)) : "", mark(hole))),
    cell("td", anyPlayed ? parNodes(language, sideStrokes - par * playedHoles.length) : "", "sum"),
  );
  if (total) parScoreRow.append(cell("td", parNodes(language, toPar(round)), "sum total"));

  const headSection = element("thead");
  headSection.append(head);
  const body = element("tbody");
  body.append(parRow, strokesRow, parScoreRow);
  table.append(caption, headSection, body);
  return table;
}

/**
 * The card's sides: one of nine; or out (1-9) and in (10-18, with the round's total).
 * @param {Scorecard} round
 * @param {Language} language
 * @param {number | null} current the hole in play (none once the round is over)
 */
export function scorecardTables(round, language, current) {
  if (round.holes <= NINE) {
    return [sideTable(round, language, { first: 1, last: round.holes, sum: text(language, "scorecardTotal"), total: false, current })];
  }
  return [
    sideTable(round, language, { first: 1, last: NINE, sum: text(language, "scorecardOut"), total: false, current }),
    sideTable(round, language, { first: NINE + 1, last: round.holes, sum: text(language, "scorecardIn"), total: true, current }),
  ];
}

/**
 * @param {{store: import("./types").Store, play: import("./play.js").Play, focusTable: () => void}} parts
 * @returns {import("./types").View}
 */
export function createRoundView({ store, play, focusTable }) {
  const tag = byId("round-tag", HTMLElement);
  const card = byId("scorecard", HTMLElement);
  const nines = byId("scorecard-nines", HTMLElement);
  const next = byId("next-hole", HTMLButtonElement);
  const title = byId("scorecard-title", HTMLElement);

  /** @param {State} state */
  function render({ game, language, hint }) {
    const round = game?.round;
    tag.hidden = !round;
    card.hidden = !round;
    if (!game || !round) return;
    const over = holeOver(game);
    const playing = game.status === "playing";
    setText(byId("round-hole", HTMLElement), text(language, "holeOf", { hole: round.hole, holes: round.holes }));
    byId("round-to-par", HTMLElement).replaceChildren(...parNodes(language, toPar(round)));
    next.disabled = !over;
    next.classList.toggle("ready", over);
    next.classList.toggle("hinted", hint?.type === "next-hole");
    // The hole in play is lit on the card until it is over; then the next one waits.
    nines.replaceChildren(...scorecardTables(round, language, playing && !over ? round.hole : null));
    // The round's total heads the card (a phone's card has no room for a total column).
    const totals = text(language, "scorecardTotals", { strokes: counted(language, "stroke", round.total) });
    title.replaceChildren(`${text(language, "scorecard")} · ${totals} `, ...parNodes(language, toPar(round)));
  }

  return {
    wire() {
      next.addEventListener("click", async () => {
        await play.nextHole();
        focusTable(); // the button is off again: the keyboard goes on to the new hole's table
      });
    },
    render(state, drawn) {
      if (state.game !== drawn?.game || state.language !== drawn?.language || state.hint !== drawn?.hint) render(state);
    },
  };
}
