// @ts-check
// The player's weekly league on the page (its state and requests: league.js): the week and
// tier, the league's table most points first with the player's own row lit, each row's
// movement at the week's end in words (not in colour alone), and the promotion and demotion
// lines drawn between the rows they part and said in a sentence below the table.

import { byId, element, setText } from "./dom.js";
import { dayName, sentence, text } from "./i18n.js";

/** @typedef {import("./types").State} State */
/** @typedef {import("./types").League} League */

const TIERS = 10;
/** Each movement's words, for the table's last column. */
const MOVES = { up: "league.move.up", stay: "league.move.stay", down: "league.move.down" };

/**
 * The sentence under the table: who goes up and down, and whether the points are final.
 * @param {import("./types").Language} language
 * @param {League} league
 */
function linesSentence(language, league) {
  const size = league.standings.length;
  const parts = [];
  if (league.promotion_line) parts.push(text(language, "league.linesUp", { last: league.promotion_line }));
  if (league.demotion_line) parts.push(text(language, "league.linesDown", { first: league.demotion_line, last: size }));
  parts.push(text(language, league.settled ? "league.final" : "league.provisional"));
  return parts.join(" ");
}

/**
 * One row of the table.
 * @param {import("./types").Language} language
 * @param {League} league
 * @param {number} index
 * @param {boolean} mine
 */
function row(language, league, index, mine) {
  const standing = league.standings[index];
  const place = standing?.place ?? 0;
  const movement = standing?.movement ?? "stay";
  /** @type {string[]} */
  const classes = [movement];
  if (mine) classes.push("mine");
  if (league.promotion_line && place <= league.promotion_line && nextPlace(league, index) > league.promotion_line) {
    classes.push("last-up");
  }
  if (league.demotion_line && place >= league.demotion_line && previousPlace(league, index) < league.demotion_line) {
    classes.push("first-down");
  }
  const tr = element("tr", classes.join(" "), { "aria-current": mine ? "true" : null });
  const placeCell = element("td", "league-place");
  placeCell.textContent = String(place);
  const name = element("td", "league-name");
  name.textContent = standing?.player
    ? `${standing.player}#${standing.tag ?? ""}`
    : text(language, "league.erased");
  if (mine) {
    const you = element("span", "league-you");
    you.textContent = ` (${text(language, "league.you")})`;
    name.append(you);
  }
  const points = element("td", "league-points");
  points.textContent = String(standing?.points ?? 0);
  const moves = element("td", "league-move");
  moves.textContent = text(language, MOVES[movement]);
  tr.append(placeCell, name, points, moves);
  return tr;
}

/** @param {League} league @param {number} index */
const nextPlace = (league, index) => league.standings[index + 1]?.place ?? Number.POSITIVE_INFINITY;
/** @param {League} league @param {number} index */
const previousPlace = (league, index) => league.standings[index - 1]?.place ?? 0;

/**
 * Why the player has no league this week: waiting for last week's, not joined yet, or not
 * established (a league takes a player from their second day of the daily on).
 * @param {import("./types").CurrentLeague} week
 */
function statusKey(week) {
  if (week.status === "waiting") return "league.waiting";
  return week.established ? "league.notJoined" : "league.notEstablished";
}

/**
 * @param {{store: import("./types").Store}} parts
 * @returns {import("./types").View}
 */
export function createLeagueView({ store }) {
  const section = byId("league", HTMLElement);
  const table = byId("league-table", HTMLTableElement);

  /** @param {State} state */
  function draw({ league: week, language }) {
    if (!week) return;
    const dates = { from: dayName(language, week.week), to: dayName(language, week.ends) };
    const tier = text(language, "league.tier", { tier: week.tier, tiers: TIERS });
    // A date may end in a stop of its own ("6 декабря 2026 г."): no second one after it.
    setText(byId("league-week", HTMLElement), `${sentence(text(language, "league.week", dates))} ${tier}`);
    const league = week.league;
    const status = league ? "" : text(language, statusKey(week));
    setText(byId("league-status", HTMLElement), status);
    table.hidden = !league;
    const body = table.tBodies[0];
    if (body) body.replaceChildren(...(league?.standings.map((_, index) => row(language, league, index, index === week.row)) ?? []));
    setText(byId("league-lines", HTMLElement), league ? linesSentence(language, league) : "");
  }

  return {
    wire() {},
    render(state, drawn) {
      section.hidden = !state.league || !state.player;
      if (state.league === drawn?.league && state.language === drawn?.language) return;
      draw(state);
    },
  };
}
