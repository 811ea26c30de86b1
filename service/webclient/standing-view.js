// @ts-check
// Under the leaderboard on show: where the player's own result stands (its percentile, as
// the service says it: the share of the board's results it beats), Share (the service's
// spoiler-free text, put on the clipboard with a visible confirmation, or shown selected
// to copy by hand), and how everyone played (GET /v1/daily/{date}/stats: the service's
// fixed buckets of cards home and of time, drawn as bars, the player's own bar lit up).

import { byId, element, setText } from "./dom.js";
import { counted, percentText, sentence, text } from "./i18n.js";
import { clockText, groupText, totalStrokes } from "./leaderboard.js";

/** @typedef {import("./types").State} State */
/** @typedef {import("./types").Histogram} Histogram */
/** @typedef {Histogram["buckets"][number]} Bucket */
/** @typedef {import("./types").Language} Language */

/**
 * A bucket's values in words: "31" (cards), "45–49" (strokes), "4–5 min" (time).
 * @param {Language} language
 * @param {Histogram["measure"]} measure
 * @param {Bucket} bucket
 */
function bucketLabel(language, measure, { min, max }) {
  if (measure !== "seconds") return max === null ? `${min}+` : min === max ? String(min) : `${min}–${max}`;
  if (max === null) return text(language, "overMinutes", { from: min / 60 });
  if (min === 0) return text(language, "underMinute");
  return text(language, "minutes", { from: min / 60, to: (max + 1) / 60 });
}

/**
 * The player's own value in a histogram's measure (null when it has none there).
 * @param {Histogram["measure"]} measure
 * @param {import("./types").LeaderboardEntry} entry
 */
function ownValue(measure, entry) {
  if (measure === "cards_home") return entry.cards_home;
  if (measure === "seconds") return entry.seconds;
  return entry.strokes ? totalStrokes(entry.strokes) : null; // a round's strokes, hole by hole
}

/**
 * Where the player's result stands, in words: the share of the board it beats, or, when it
 * beats none, the truth kindly told (the first result on the board, or its rank so far);
 * for a result held for review, what it would be if cleared; a rejected one stands nowhere,
 * and one being read not yet.
 * @param {Language} language
 * @param {import("./types").DailyStanding} mine
 */
function standingText(language, { entry, rank, percentile }) {
  // A result the play review is reading has no standing yet: the board's note says so.
  if (rank === null || percentile === null || entry.review === "pending") return "";
  const held = entry.review === "held";
  if (percentile > 0) return text(language, held ? "percentileHeld" : "percentileLine", { percent: percentText(language, percentile) });
  // Nobody ranked below it: alone on the board (rank 1), or behind everyone so far.
  const key = rank === 1 ? "standingFirst" : "standingRank";
  return text(language, held ? `${key}Held` : key, { rank });
}

/**
 * One histogram: its caption says the most common bucket and the player's own; the bars
 * (hidden from screen readers: the caption says what they show) rise with their counts.
 * @param {Language} language
 * @param {Histogram} histogram
 * @param {import("./types").LeaderboardEntry | null} entry
 */
function chart(language, { measure, buckets }, entry) {
  const figure = element("figure", "chart", { "data-measure": measure });
  const caption = element("figcaption");
  const highest = Math.max(...buckets.map((bucket) => bucket.results));
  const most = buckets.find((bucket) => bucket.results === highest);
  const value = entry ? ownValue(measure, entry) : null;
  const mine = value === null ? undefined : buckets.find((bucket) => bucket.min <= value && (bucket.max === null || value <= bucket.max));
  const title = text(language, measure === "seconds" ? "chartTime" : measure === "strokes" ? "chartStrokes" : "chartCards");
  const parts = [];
  if (most) parts.push(text(language, "chartMost", { value: bucketLabel(language, measure, most), results: counted(language, "result", most.results) }));
  if (mine && value !== null) {
    const shown = measure === "seconds" ? clockText(value) : String(value);
    parts.push(text(language, "chartMine", { value: shown, results: counted(language, "result", mine.results) }));
  }
  const name = element("strong");
  name.textContent = title;
  caption.append(name, `: ${parts.join("; ")}`);
  const bars = element("div", "bars", { "aria-hidden": "true" });
  for (const bucket of buckets) {
    const bar = element("span", bucket === mine ? "bar mine" : "bar");
    bar.style.height = `${highest ? (100 * bucket.results) / highest : 0}%`;
    bars.append(bar);
  }
  const axis = element("div", "axis", { "aria-hidden": "true" });
  const first = buckets[0];
  const last = buckets.at(-1);
  for (const end of [first, last]) {
    const label = element("span");
    label.textContent = end ? bucketLabel(language, measure, end) : "";
    axis.append(label);
  }
  figure.append(caption, bars, axis);
  return figure;
}

/**
 * @param {{store: import("./types").Store, daily: import("./daily.js").Daily}} parts
 * @returns {import("./types").View}
 */
export function createStandingView({ store, daily }) {
  const standing = byId("standing", HTMLElement);
  const spread = byId("spread", HTMLElement);
  const shareField = byId("share-field", HTMLElement);
  const shareText = byId("share-text", HTMLTextAreaElement);

  /** @param {State} state */
  function renderStanding({ board, shared, language }) {
    const mine = board?.mine;
    standing.hidden = !mine;
    if (!board || !mine) return;
    setText(byId("percentile", HTMLElement), standingText(language, mine));
    // Beside the day's standing, the place in the player's group of 100 (none while held).
    const group = byId("group-standing", HTMLElement);
    group.hidden = !mine.group;
    setText(group, mine.group ? sentence(groupText(language, mine.group)) : "");
    const done = shared && shared.date === board.date && shared.variant === board.variant ? shared : null;
    setText(byId("share-status", HTMLElement), done ? text(language, done.copied ? "shareCopied" : "shareByHand") : "");
    shareField.hidden = !done;
    if (shareText.value !== (mine.share ?? "")) shareText.value = mine.share ?? "";
    if (done && !done.copied) {
      shareText.focus();
      shareText.select();
    }
  }

  /** @param {State} state */
  function renderSpread({ board, language }) {
    const stats = board?.stats;
    spread.hidden = !stats?.results;
    if (!stats?.results) return;
    setText(
      byId("spread-summary", HTMLElement),
      text(language, "spreadSummary", {
        results: counted(language, "result", stats.results),
        won: stats.won,
        share: percentText(language, 100 * stats.won_share),
      }),
    );
    // Results stored before daily games had a clock are in no time bucket: a chart of none is left out.
    const charts = [stats.cards, stats.seconds].filter((histogram) => histogram.buckets.some((bucket) => bucket.results));
    byId("spread-charts", HTMLElement).replaceChildren(...charts.map((histogram) => chart(language, histogram, board?.mine?.entry ?? null)));
  }

  return {
    wire() {
      byId("share-result", HTMLButtonElement).addEventListener("click", () => daily.share());
    },
    render(state, drawn) {
      const changed = state.board !== drawn?.board || state.language !== drawn?.language;
      if (changed || state.shared !== drawn?.shared) renderStanding(state);
      if (changed) renderSpread(state);
    },
  };
}
