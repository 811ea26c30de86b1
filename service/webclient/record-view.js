// @ts-check
// The player's daily record on the page (its state and requests: record.js): the streak
// and its freezes, a month's calendar of the days they played and won, and the month's
// badges (badge-track.js).  The calendar is a table of
// weeks, Monday first; each day up to today is a button that shows that day in the daily
// panel (a closed day's deals can be played again from the archive there).  The month's
// days are one tab stop: the arrow keys walk them (a day, a week), as in a date picker.

import { renderBadgeTrack, renderFreezes } from "./badge-track.js";
import { byId, element, setAttribute, setText } from "./dom.js";
import { counted, dayName, momentName, monthName, text, weekdayNames } from "./i18n.js";
import { localDate } from "./daily.js";
import { monthAfter, monthDays } from "./record.js";

/** @typedef {import("./types").State} State */
/** @typedef {import("./types").RecordDay} RecordDay */

/**
 * The last date the calendar reaches: the player's own (the device's), or the record's
 * `today` (the UTC date) when that is later (a player west of UTC).
 * @param {string | undefined} recordToday
 */
function lastDate(recordToday) {
  const own = localDate();
  return recordToday && recordToday > own ? recordToday : own;
}

/** Arrow keys, and how many days each moves the focus. */
const STEPS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A day's results in a word for its mark: won (one won and not rejected), played, or none.
 * @param {RecordDay | undefined} day
 */
function markOf(day) {
  const kept = day?.results.filter((result) => result.review !== "rejected") ?? [];
  if (kept.some((result) => result.won)) return "won";
  return day?.results.length ? "played" : "";
}

/**
 * @param {{
 *   store: import("./types").Store,
 *   record: import("./record.js").RecordActions,
 *   daily: import("./daily.js").Daily,
 * }} parts
 * @returns {import("./types").View}
 */
export function createRecordView({ store, record, daily }) {
  const section = byId("record", HTMLElement);
  const calendar = byId("calendar", HTMLTableElement);
  const earlier = byId("month-earlier", HTMLButtonElement);
  const later = byId("month-later", HTMLButtonElement);
  /** The day that holds the calendar's tab stop (the one focused last). */
  let cursor = "";

  /** @param {State} state */
  function renderStreak({ record: shown, language }) {
    const answer = shown?.answer;
    if (!answer) return setText(byId("streak", HTMLElement), "");
    const { current, best, last_day: lastDay, expires_at: expiresAt, freezes } = answer.streak;
    /** @type {string[]} */
    const parts = [];
    if (!best) parts.push(text(language, "streakNone"));
    else {
      parts.push(
        text(language, "streakCurrent", { days: counted(language, "day", current) }),
        text(language, "streakBest", { days: counted(language, "day", best) }),
      );
      // Today not played yet: the streak holds until the day after the last one closes, or
      // with a freeze held, until the first date no freeze covers closes.
      const keep = freezes ? "streakKeepFrozen" : "streakKeep";
      if (current && expiresAt && lastDay && lastDay < localDate()) parts.push(text(language, keep, { until: momentName(language, expiresAt) }));
    }
    setText(byId("streak", HTMLElement), parts.join(" "));
  }

  /**
   * The button (or, for a day to come, the number) of `date` in the calendar.
   * @param {string} date
   * @param {State} state
   * @param {string} today
   */
  function dayCell(date, state, today) {
    const { language, record: shown } = state;
    const cell = element("td");
    const number = String(Number(date.slice(8)));
    if (date > today) {
      const future = element("span", "day future");
      future.textContent = number;
      cell.append(future);
      return cell;
    }
    const day = shown?.answer?.days.find((candidate) => candidate.date === date);
    const mark = markOf(day);
    const button = element("button", `day ${mark}`, {
      type: "button",
      "data-date": date,
      tabindex: date === cursor ? "0" : "-1",
      "aria-current": date === today ? "date" : null,
    });
    const shownNumber = element("span", "", { "aria-hidden": "true" });
    shownNumber.textContent = number;
    const name = element("span", "visually-hidden");
    const results = day?.results ?? [];
    const won = results.filter((result) => result.won && result.review !== "rejected").length;
    name.textContent = results.length
      ? text(language, "calendarDayPlayed", { date: dayName(language, date), played: results.length, won })
      : text(language, "calendarDayNone", { date: dayName(language, date) });
    button.append(shownNumber, name);
    cell.append(button);
    return cell;
  }

  /** @param {State} state */
  function renderCalendar(state) {
    const { record: shown, language } = state;
    if (!shown) return;
    const today = lastDate(shown.answer?.today);
    const { from, to } = monthDays(shown.month);
    if (cursor < from || cursor > to) cursor = today >= from && today <= to ? today : today > to ? to : from;
    setText(byId("month-title", HTMLElement), monthName(language, shown.month));
    setText(earlier, `← ${monthName(language, monthAfter(shown.month, -1), "short")}`);
    setText(later, `${monthName(language, monthAfter(shown.month, 1), "short")} →`);
    later.disabled = shown.month >= today.slice(0, 7); // the months to come hold nothing yet

    const weekdays = byId("calendar-weekdays", HTMLTableRowElement);
    weekdays.replaceChildren(
      ...weekdayNames(language).map(({ short, long }) => {
        const head = element("th", "", { scope: "col", abbr: long });
        head.textContent = short;
        return head;
      }),
    );
    const focused = document.activeElement instanceof HTMLElement && calendar.contains(document.activeElement);
    const last = Number(to.slice(8));
    const lead = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday first
    /** @type {HTMLTableCellElement[]} */
    const cells = Array.from({ length: lead }, () => element("td"));
    for (let number = 1; number <= last; number += 1) {
      cells.push(dayCell(`${shown.month}-${String(number).padStart(2, "0")}`, state, today));
    }
    while (cells.length % 7) cells.push(element("td"));
    const weeks = [];
    for (let start = 0; start < cells.length; start += 7) {
      const week = element("tr");
      week.append(...cells.slice(start, start + 7));
      weeks.push(week);
    }
    const body = calendar.tBodies[0];
    if (body) body.replaceChildren(...weeks);
    // The days with no button (all to come): the tab stop is the first day's, or none.
    if (!calendar.querySelector('button[tabindex="0"]')) calendar.querySelector("button")?.setAttribute("tabindex", "0");
    if (focused) focusDay(cursor);
  }

  /** @param {string} date */
  function focusDay(date) {
    const button = calendar.querySelector(`button[data-date="${date}"]`);
    if (!(button instanceof HTMLButtonElement)) return false;
    for (const other of calendar.querySelectorAll('button[tabindex="0"]')) setAttribute(other, "tabindex", "-1");
    button.setAttribute("tabindex", "0");
    button.focus();
    cursor = date;
    return true;
  }

  return {
    wire() {
      earlier.addEventListener("click", () => record.stepMonth(-1));
      later.addEventListener("click", () => record.stepMonth(1));
      calendar.addEventListener("click", (event) => {
        const button = event.target instanceof Element ? event.target.closest("button[data-date]") : null;
        if (!(button instanceof HTMLElement) || !button.dataset.date) return;
        cursor = button.dataset.date;
        daily.openDay(cursor);
      });
      calendar.addEventListener("keydown", (event) => {
        const step = STEPS[/** @type {keyof typeof STEPS} */ (event.key)];
        const button = event.target instanceof HTMLElement ? event.target.closest("button[data-date]") : null;
        if (!step || !(button instanceof HTMLElement) || !button.dataset.date) return;
        event.preventDefault();
        const date = new Date(Date.parse(`${button.dataset.date}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10);
        const { record: shown } = store.get();
        if (focusDay(date) || !shown || date > lastDate(shown.answer?.today)) return;
        // A day of the month before (or after): that month comes, the focus on that day.
        cursor = date;
        record.stepMonth(date < shown.month ? -1 : 1);
      });
    },
    render(state, drawn) {
      section.hidden = !state.record;
      if (state.record === drawn?.record && state.language === drawn?.language) return;
      renderStreak(state);
      renderFreezes(state);
      renderCalendar(state);
      renderBadgeTrack(state);
    },
  };
}
