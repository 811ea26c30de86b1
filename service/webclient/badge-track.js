// @ts-check
// The daily record's seasons (record-view.js calls these): the month on show's badge track,
// bronze to diamond, each earned or how far the month is from it (GET
// /v1/players/{id}/badges), and the streak freezes held, with the dates they covered (the
// record's streak).  docs/design/daily.md, "Monthly badges" and "Streak freezes".

import { byId, element, setText } from "./dom.js";
import { dayName, monthName, sentence, text } from "./i18n.js";

/** @typedef {import("./types").State} State */
/** @typedef {import("./types").Schemas["MonthBadge"]} MonthBadge */
/** @typedef {import("./types").Schemas["MonthBadges"]} MonthBadges */

/** The badges' names in the catalogs, by the contract's. */
const NAMES = { bronze: "badgeBronze", silver: "badgeSilver", gold: "badgeGold", diamond: "badgeDiamond" };

/**
 * A badge's line: earned; or, the month open, its count against what it asks (dates
 * played, or for diamond dates completed); or, the month closed, not earned.
 * @param {import("./types").Language} language
 * @param {MonthBadge} badge
 * @param {MonthBadges} month
 */
function badgeLine(language, badge, month) {
  const name = text(language, NAMES[badge.badge]);
  if (badge.earned_at) return text(language, "badgeEarned", { badge: name });
  if (month.closed) return text(language, "badgeMissed", { badge: name });
  const completes = badge.dates_completed > 0;
  return text(language, completes ? "badgeCompleted" : "badgePlayed", {
    badge: name,
    have: completes ? month.dates_completed : month.dates_played,
    need: completes ? badge.dates_completed : badge.dates_played,
  });
}

/**
 * The month on show's badge track: a list of the four badges, the earned ones marked, the
 * next one to earn lit (`aria-current="step"`); empty until the year's badges are loaded.
 * @param {State} state
 */
export function renderBadgeTrack({ record: shown, language }) {
  const track = byId("badge-track", HTMLOListElement);
  const month = shown?.badges?.months.find((candidate) => candidate.month === shown.month);
  setText(byId("badges-title", HTMLElement), shown ? text(language, "badgesTitle", { month: monthName(language, shown.month) }) : "");
  if (!month) return track.replaceChildren();
  const next = month.closed ? undefined : month.badges.find((badge) => !badge.earned_at);
  track.replaceChildren(
    ...month.badges.map((badge) => {
      const item = element("li", `badge ${badge.badge}${badge.earned_at ? " earned" : ""}`, {
        "aria-current": badge === next ? "step" : null,
      });
      item.append(element("span", "medal", { "aria-hidden": "true" }));
      const line = element("span");
      line.textContent = badgeLine(language, badge, month);
      item.append(line);
      return item;
    }),
  );
}

/**
 * The streak freezes held, and the dates they covered in the current streak.
 * @param {State} state
 */
export function renderFreezes({ record: shown, language }) {
  const streak = shown?.answer?.streak;
  if (!streak || !streak.best) return setText(byId("freezes", HTMLElement), "");
  const parts = [text(language, "freezesHeld", { held: streak.freezes, most: 2 })];
  if (streak.frozen.length) {
    // A sentence of its own: a date may end in a stop of its own ("5 декабря 2026 г.").
    parts.push(sentence(text(language, "freezesCovered", { dates: streak.frozen.map((date) => dayName(language, date)).join(", ") })));
  }
  setText(byId("freezes", HTMLElement), parts.join(" "));
}
