// @ts-check
// A day's leaderboard of one deal: the pages loaded so far (keyset paging: the page's
// `next` cursor fetches the following one) and the player's own entry (GET
// .../leaderboard/me), lit up where it stands, or pinned under the table until its page is
// loaded.

import { element } from "./dom.js";
import { text } from "./i18n.js";

/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").LeaderboardEntry} LeaderboardEntry */

/**
 * Seconds as m:ss, or h:mm:ss from an hour on.
 * @param {number} seconds
 */
export function clockText(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  /** @param {number} n */
  const two = (n) => String(n).padStart(2, "0");
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return hours ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/**
 * A result's place in its group of 100, when it has one: "Group 3: rank 12 of 100".
 * @param {import("./types").Language} language
 * @param {import("./types").GroupStanding | null | undefined} group
 */
export const groupText = (language, group) =>
  group ? text(language, "groupRank", { group: group.id, rank: group.rank, size: group.size }) : "";

/**
 * A round's strokes in all (its card, hole by hole, added up).
 * @param {number[]} strokes
 */
export const totalStrokes = (strokes) => strokes.reduce((sum, hole) => sum + hole, 0);

/**
 * @param {"th" | "td"} tag
 * @param {string | Array<string | Node>} content
 * @param {string} className
 */
function cell(tag, content, className) {
  const node = element(tag, className, tag === "th" ? { scope: "row" } : {});
  node.append(...[content].flat());
  return node;
}

/** @param {string} words */
function hiddenText(words) {
  const node = element("span", "visually-hidden");
  node.textContent = words;
  return node;
}

/** The player's own row's badge, by what the review says of the result. */
const BADGES = { clear: "you", held: "youHeld", rejected: "youRejected", pending: "youPending" };

/**
 * @param {LeaderboardEntry} entry
 * @param {Language} language
 * @param {boolean} mine
 */
function entryRow(entry, language, mine) {
  const row = element("tr", mine ? "me" : "", mine ? { "aria-current": "true", tabindex: "-1" } : {});
  // A rejected result stands nowhere: its own row shows no rank.
  const rank = entry.rank === null ? "—" : String(entry.rank);
  row.dataset.rank = rank;
  /** @type {Array<string | Node>} */
  const name = [entry.player ?? text(language, "erasedPlayer")];
  if (entry.tag) {
    const tag = element("span", "player-tag", { title: text(language, "playerTag") });
    tag.textContent = `#${entry.tag}`;
    name.push(" ", tag);
  }
  if (mine) {
    const badge = element("span", "you");
    badge.textContent = text(language, BADGES[entry.review]);
    name.push(" ", badge);
  }
  // The daily round's board counts strokes (fewer first), every other board cards home.
  /** @type {Array<string | Node>} */
  const cards = [String(entry.strokes ? totalStrokes(entry.strokes) : entry.cards_home)];
  if (entry.won) {
    const star = element("span", "won-mark", { "aria-hidden": "true" });
    star.textContent = "★";
    cards.unshift(star, hiddenText(`${text(language, "wonEntry")}, `));
  }
  row.append(
    cell("th", rank, "num"),
    cell("td", name, "name"),
    cell("td", cards, "num"),
    cell("td", String(entry.hints), "num"),
    cell("td", String(entry.undos), "num"),
    cell("td", String(entry.moves), "num"),
    cell("td", entry.seconds === null ? "—" : clockText(entry.seconds), "num"),
    cell("td", String(entry.score), "num score"),
  );
  return row;
}

/**
 * Draw `board` ({entries, next, mine, loading}) into the table's body, its "no results"
 * line and its "show more" button.
 * @param {{body: HTMLTableSectionElement, empty: HTMLElement, more: HTMLElement}} parts
 * @param {import("./types").BoardState | null} board
 * @param {Language} language
 */
export function renderBoard({ body, empty, more }, board, language) {
  const entries = board?.entries ?? [];
  const mine = board?.mine;
  // Only a cleared result is on the board; a held one's rank is the one it would have, so
  // the entry at that rank is someone else's.
  const onBoard = mine?.entry.review === "clear" ? mine : null;
  // A friends board ranks among friends: the player's row is theirs by name and tag, and
  // one not on the pages loaded yet is not pinned (its rank there is not known).  A group's
  // board ranks within the group: the player's row is at their group rank.
  const friends = board?.scope === "friends";
  const group = board?.scope === "group";
  const ownRank = group ? mine?.group?.rank : mine?.rank;
  /** @param {import("./types").LeaderboardEntry} entry */
  const isMine = (entry) =>
    Boolean(onBoard) && (friends ? entry.tag === onBoard?.entry.tag && entry.player === onBoard?.entry.player : entry.rank === ownRank);
  const rows = entries.map((entry) => entryRow(entry, language, isMine(entry)));
  // Not pinned under a board still loading its first page (the standing kept from another scope).
  const pinned = mine && !friends && ownRank !== undefined && (entries.length || !board?.loading);
  if (mine && pinned && !entries.some(isMine)) {
    // "…" stands for the rows between the page and the player's own: none under an empty board.
    if (entries.length) {
      const gap = element("tr", "gap", { "aria-hidden": "true" });
      gap.append(element("td", "", { colspan: "7" }));
      gap.lastElementChild?.append("…");
      rows.push(gap);
    }
    rows.push(entryRow({ ...mine.entry, rank: ownRank ?? null }, language, true));
  }
  body.replaceChildren(...rows);
  // A table with no row is no table (and axe rightly asks what its headers head).
  const table = body.closest("table");
  if (table) table.hidden = !rows.length;
  const measure = table?.querySelector("#measure-column");
  const strokes = board?.stats?.cards.measure === "strokes" || entries.some((entry) => entry.strokes);
  if (measure) measure.textContent = text(language, strokes ? "strokesColumn" : "cardsColumn");
  empty.hidden = !board || board.loading || rows.length > 0;
  more.hidden = !board?.next;
}
