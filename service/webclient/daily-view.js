// @ts-check
// The daily challenge on the page (its state and requests: daily.js): the panel (the day,
// the player, the deals, the panel's message), the game head's daily line (which day, the
// running clock, the hints counted, Submit) and the leaderboard.  Each part is drawn when
// the state it shows changed.

import { byId, element, setText } from "./dom.js";
import { awaitsResult, dailyKey, dayOnShow, rankedDaily, recordOf, resultsClosed } from "./daily.js";
import { counted, dayName, momentName, percentText, text, variantLabel } from "./i18n.js";
import { clockText, groupText, renderBoard } from "./leaderboard.js";
import { resultsOf } from "./record.js";

/** @typedef {import("./types").State} State */

/** Why the player's own result is off the board, by what the review says of it. */
const BOARD_NOTES = { held: "boardHeld", rejected: "boardRejected", pending: "boardPending" };

/**
 * The lowercase hex SHA-256 of `value`, or null where the page has no Web Crypto (a page
 * served over plain HTTP to another machine).
 * @param {string} value
 * @returns {Promise<string | null>}
 */
async function sha256Hex(value) {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A closed day's commitment, checked on the page: SHA-256 of `date|variant|code|salt` is the
 * commitment listed since the day began, and the one this page saw while the day was live
 * (kept with the player's daily game), so a deal swapped after the start would show.
 * @param {import("./types").Language} language
 * @param {string} date
 * @param {import("./types").DailyDeal} deal
 * @param {string | undefined} seen
 */
function commitmentLine(language, date, deal, seen) {
  const line = element("span", "deal-commitment");
  const short = deal.commitment.slice(0, 12);
  line.textContent = text(language, "commitmentChecking", { short });
  sha256Hex(`${date}|${deal.variant}|${deal.code}|${deal.salt}`).then((hash) => {
    const kept = hash === deal.commitment && (seen === undefined || seen === deal.commitment);
    const key = hash === null ? "commitmentUnchecked" : !kept ? "commitmentBroken" : seen ? "commitmentKeptSeen" : "commitmentKept";
    line.textContent = text(language, key, { short });
    line.classList.toggle("broken", hash !== null && !kept);
  });
  return line;
}

/**
 * @param {ParentNode} within
 * @param {string} selector
 */
function focusOn(within, selector) {
  const node = within.querySelector(selector);
  if (node instanceof HTMLElement) node.focus();
}

/**
 * The selector of a deal's button in the list (by its action and its deal's variant).
 * @param {HTMLElement} button
 */
function focusKey(button) {
  for (const action of ["variant", "archive", "replay"]) {
    const value = button.dataset[action];
    if (value) return `[data-${action}="${value}"]`;
  }
  return null;
}

/**
 * The button of a result: its rank, or what its review says.
 * @param {import("./types").Language} language
 * @param {import("./types").DailyStanding} standing
 */
function resultLabel(language, standing) {
  const { review } = standing.entry;
  if (review === "held") return text(language, "resultHeld", { rank: standing.rank ?? "" });
  if (review === "rejected") return text(language, "resultRejected");
  if (review === "pending") return text(language, "resultPending");
  return text(language, "resultRank", { rank: standing.rank ?? "" });
}

/**
 * An item's line of the player's group rank (none without a group).
 * @param {import("./types").Language} language
 * @param {import("./types").GroupStanding | null | undefined} group
 */
function groupLine(language, group) {
  if (!group) return [];
  const line = element("span", "deal-mine deal-group");
  line.textContent = groupText(language, group);
  return [line];
}

/**
 * What the solver did with a closed day's deal: its line's length, and for Golf the fewest
 * cards it could leave (0: it cleared the table).
 * @param {import("./types").Language} language
 * @param {import("./types").DailyDeal} deal
 */
function solverText(language, deal) {
  const moves = deal.solution ? text(language, "solverMoves", { moves: counted(language, "move", deal.solution.length) }) : "";
  if (deal.best === null || deal.best === undefined) return moves;
  const best = deal.best ? text(language, "solverBest", { cards: counted(language, "card", deal.best) }) : text(language, "solverCleared");
  return [moves, best].filter(Boolean).join(", ");
}

/**
 * @param {{
 *   store: import("./types").Store,
 *   daily: import("./daily.js").Daily,
 *   replay: import("./replay.js").ReplayActions,
 *   focusTable: () => void,
 * }} parts
 * @returns {import("./types").View}
 */
export function createDailyView({ store, daily, replay, focusTable }) {
  const tag = byId("daily-tag", HTMLElement);
  const clock = byId("daily-clock", HTMLElement);
  const deals = byId("daily-deals", HTMLUListElement);
  const panelMessage = byId("daily-message", HTMLElement);
  const boardSelect = byId("board-variant", HTMLSelectElement);
  const leaderboard = byId("leaderboard", HTMLTableElement);
  const scopeRadios = /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll('input[name="board-scope"]')]);
  const more = byId("board-more", HTMLButtonElement);

  daily.focusWith((target) => {
    if (target === "table") focusTable();
    else if (target === "deals") deals.querySelector("button")?.focus();
    else if (target === "board") leaderboard.focus();
    else if (target === "own-row") focusOn(leaderboard, "tr.me");
  });

  function tick() {
    const state = store.get();
    const daily = rankedDaily(state.game);
    if (!daily) return;
    const standing = recordOf(state, state.game)?.standing;
    const seconds = standing ? standing.entry.seconds : (Date.now() - Date.parse(daily.started_at)) / 1000;
    setText(clock, seconds === null ? "—" : clockText(seconds));
  }

  /** @param {State} state */
  function renderTag(state) {
    const { game, language } = state;
    tag.hidden = !game?.daily;
    if (!game?.daily) return;
    const record = recordOf(state, game) ?? {};
    const { date, variant, archive } = game.daily;
    // A closed day's deal from the archive, or a deal whose result is in (a replay): no
    // clock, no undos counted, no result.
    const replay = !archive && !rankedDaily(game);
    const day = text(language, archive ? "archiveTag" : replay ? "replayTag" : "dailyTag", { date: dayName(language, date) });
    setText(byId("daily-label", HTMLElement), `${day}: ${variantLabel(language, state.catalog, variant)}`);
    for (const figure of tag.querySelectorAll(".daily-figure")) /** @type {HTMLElement} */ (figure).hidden = archive || replay;
    // The server counts a ranked attempt's undos (ranked after hints, which a live deal is
    // never given): the page counts the ones it saw accepted, until the result says.
    setText(byId("daily-undos", HTMLElement), String(record.standing?.entry.undos ?? record.undos ?? 0));
    // Submit keeps its place in the line all through a ranked daily game, shown only once
    // the game is over: its showing up then moves nothing below it (the table).
    const submit = byId("submit-result", HTMLButtonElement);
    submit.hidden = !rankedDaily(game);
    submit.classList.toggle("waiting", awaitsResult(state, game));
    tick();
  }

  /**
   * Today's deal: its difficulty (no code: the service seals it), Play, Resume or the result.
   * @param {import("./types").DailyDeal} deal
   * @param {State} state
   */
  function todaysItem(deal, state) {
    const { language, player, today } = state;
    const record = today ? state.daily[dailyKey(today.date, deal.variant)] : undefined;
    const item = element("li", "daily-deal");
    const name = element("span", "deal-name");
    name.textContent = variantLabel(language, state.catalog, deal.variant);
    const about = element("span", "deal-about");
    about.textContent = text(language, "difficulty", { n: deal.difficulty.toFixed(1) });
    const label = record?.standing ? resultLabel(language, record.standing) : text(language, record?.game ? "resumeDaily" : "playDaily");
    const button = element("button", "", { type: "button", "data-variant": deal.variant, disabled: !player });
    button.textContent = label;
    item.append(name, about, button, ...groupLine(language, record?.standing?.group));
    return item;
  }

  /**
   * An earlier day's deal: once its results closed, its code, what the solver did and its
   * line to step through; before (the hour of grace after midnight), when the code comes out.
   * @param {import("./types").DailyDeal} deal
   * @param {import("./types").DailyDeals} day
   * @param {State} state
   */
  function pastItem(deal, day, state) {
    const { language } = state;
    const item = element("li", "daily-deal past");
    const name = element("span", "deal-name");
    name.textContent = variantLabel(language, state.catalog, deal.variant);
    const about = element("span", "deal-about");
    const difficulty = text(language, "difficulty", { n: deal.difficulty.toFixed(1) });
    about.textContent = deal.code ? `${deal.code} · ${difficulty}` : difficulty;
    item.append(name, about);
    if (!deal.code || !resultsClosed(day)) {
      const sealed = element("span", "deal-solver");
      sealed.textContent = text(language, "dealSealed", { close: momentName(language, day.results_close_at) });
      item.append(sealed);
      return item;
    }
    const solver = element("span", "deal-solver");
    solver.textContent = solverText(language, deal);
    item.append(solver, commitmentLine(language, day.date, deal, state.daily[dailyKey(day.date, deal.variant)]?.commitment));
    // The player's own result of that day, from their daily record.
    const mine = resultsOf(state, day.date).find((result) => result.variant === deal.variant);
    if (mine) {
      const own = element("span", "deal-mine");
      const words = mine.review === "rejected" ? "ownResultRejected" : mine.review === "held" ? "ownResultHeld" : "ownResult";
      own.textContent = text(language, words, {
        rank: mine.rank ?? "",
        percent: percentText(language, mine.percentile ?? 0),
      });
      item.append(own, ...groupLine(language, mine.group));
    }
    const actions = element("span", "deal-actions");
    const again = element("button", "", { type: "button", "data-archive": deal.variant });
    again.textContent = text(language, "playArchive");
    actions.append(again);
    if (deal.solution) {
      const watch = element("button", "", { type: "button", "data-replay": deal.variant });
      watch.textContent = text(language, "replaySolution");
      actions.append(watch);
    }
    item.append(actions);
    return item;
  }

  /** @param {State} state */
  function renderPanel(state) {
    const { language, today, player, shownDay } = state;
    const day = dayOnShow(state);
    /** @type {string} */
    let dayText = "";
    if (shownDay && shownDay.missing) dayText = text(language, "dailyDayNone", { date: dayName(language, shownDay.date) });
    else if (shownDay && !day) dayText = text(language, "loading");
    else if (day && resultsClosed(day)) dayText = text(language, "dailyDayClosed", { date: dayName(language, day.date) });
    else if (day) {
      // The player's own date ends at their midnight; an earlier date still open is told by its results' end.
      const key = day.date === today?.date && !shownDay ? "dailyToday" : "dailyDay";
      dayText = text(language, key, { date: dayName(language, day.date), close: momentName(language, day.results_close_at) });
    }
    setText(byId("daily-day", HTMLElement), dayText);
    byId("day-earlier", HTMLButtonElement).disabled = !today;
    byId("day-later", HTMLButtonElement).disabled = !shownDay;
    byId("join", HTMLFormElement).hidden = Boolean(player);
    setText(byId("player", HTMLElement), player ? text(language, "playingAs", { name: player.name }) : text(language, "joinFirst"));
    byId("player-name", HTMLInputElement).placeholder = text(language, "playerPlaceholder");

    const active = document.activeElement;
    // The focus stays on the button it was on (the same deal, the same action) when the list is drawn again.
    const focused = active instanceof HTMLElement && deals.contains(active) ? focusKey(active) : null;
    const items = day ? day.deals.map((deal) => (shownDay ? pastItem(deal, day, state) : todaysItem(deal, state))) : [];
    deals.replaceChildren(...items);
    if (focused) focusOn(deals, focused);
  }

  /** @param {State} state */
  function renderMessage({ dailyMessage, language }) {
    setText(panelMessage, dailyMessage ? dailyMessage.text(language) : "");
    panelMessage.dataset.kind = dailyMessage?.kind ?? "";
  }

  /** @param {State} state */
  function renderLeaderboard(state) {
    const { board, language } = state;
    const deals = dayOnShow(state)?.deals ?? [];
    byId("board-section", HTMLElement).hidden = !deals.length;
    boardSelect.replaceChildren(
      ...deals.map((deal) => {
        const option = element("option", "", { value: deal.variant });
        option.textContent = variantLabel(language, state.catalog, deal.variant);
        return option;
      }),
    );
    if (board) boardSelect.value = board.variant;
    renderFriends(state);
    const body = leaderboard.tBodies[0];
    const empty = byId("board-empty", HTMLElement);
    const day = dayOnShow(state);
    setText(empty, text(language, day && resultsClosed(day) ? "boardEmptyClosed" : "boardEmpty"));
    if (body) renderBoard({ body, empty, more }, board, language);
    // The player's own result off the board (held, rejected, or read for a few seconds), and why.
    const review = board?.mine?.entry.review ?? "clear";
    const note = byId("board-review", HTMLElement);
    note.hidden = review === "clear";
    note.dataset.review = review;
    setText(note, review === "clear" ? "" : text(language, BOARD_NOTES[review], { rank: board?.mine?.rank ?? "" }));
  }

  /**
   * The Everyone/Friends/My group switch, the follow form and the players followed: a player's only.
   * @param {State} state
   */
  function renderFriends({ player, board, followNews, language }) {
    byId("board-scope", HTMLElement).hidden = !player;
    // My group: once the player's result on this board is in a group (not while held).
    byId("scope-group-choice", HTMLElement).hidden = !player || !board?.mine?.group;
    byId("follow", HTMLElement).hidden = !player;
    const scope = board?.scope ?? "everyone";
    for (const radio of scopeRadios) radio.checked = radio.value === scope;
    setText(byId("follow-status", HTMLElement), followNews ? text(language, followNews.said, { name: followNews.name }) : "");
  }

  /**
   * The players followed, drawn again only when they or the language change (a board read
   * again leaves the keyboard where it is in the list).
   * @param {State} state
   */
  function renderFollows({ player, follows, language }) {
    byId("follows", HTMLElement).hidden = !player || !follows?.length;
    byId("follows-list", HTMLElement).replaceChildren(...(player && follows ? follows.map((friend) => followRow(friend, language)) : []));
  }

  /**
   * A followed player, their tag whole, and the button that stops following them.
   * @param {import("./types").Friend} friend
   * @param {import("./types").Language} language
   */
  function followRow(friend, language) {
    const name = `${friend.player}#${friend.tag}`;
    const tag = element("span", "player-tag", { title: text(language, "playerTag") });
    tag.textContent = `#${friend.tag}`;
    const who = element("span", "follows-name");
    who.append(friend.player, tag);
    const stop = element("button", "follows-stop", { type: "button", "aria-label": text(language, "unfollowPlayer", { name }) });
    stop.textContent = text(language, "unfollow");
    stop.dataset.unfollow = friend.id;
    const row = element("li");
    row.append(who, " ", stop);
    return row;
  }

  /**
   * After an unfollow the keyboard stays in the list: on the row that took its place, the
   * one before when it was the last, the follow field when none is left.
   * @param {number} index
   */
  function focusAfterUnfollow(index) {
    const buttons = [...byId("follows-list", HTMLElement).querySelectorAll("button")];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? byId("follow-player", HTMLInputElement)).focus();
  }

  /**
   * @param {State} state
   * @param {State | null} drawn
   * @param {(keyof State)[]} keys
   */
  const changed = (state, drawn, keys) => !drawn || keys.some((key) => state[key] !== drawn[key]);

  return {
    wire() {
      byId("join", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        const name = byId("player-name", HTMLInputElement).value.trim();
        if (name) daily.join(name);
      });
      deals.addEventListener("click", (event) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (!(button instanceof HTMLElement)) return;
        if (button.dataset.variant) daily.playDaily(button.dataset.variant);
        const day = dayOnShow(store.get());
        if (day && button.dataset.archive) daily.playArchive(day.date, button.dataset.archive);
        const deal = day?.deals.find((candidate) => candidate.variant === button.dataset.replay);
        if (day && deal) replay.start(day.date, deal).then(focusTable);
      });
      byId("day-earlier", HTMLButtonElement).addEventListener("click", () => daily.stepDay(-1));
      byId("day-later", HTMLButtonElement).addEventListener("click", () => daily.stepDay(1));
      boardSelect.addEventListener("change", () => {
        const day = dayOnShow(store.get());
        if (day) daily.showBoard(day.date, boardSelect.value);
      });
      more.addEventListener("click", () => daily.moreOfTheBoard());
      for (const radio of scopeRadios) {
        radio.addEventListener("change", () => {
          const day = dayOnShow(store.get());
          const scope = radio.value === "friends" || radio.value === "group" ? radio.value : "everyone";
          if (day && radio.checked) daily.showBoard(day.date, boardSelect.value, scope);
        });
      }
      byId("follow", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        const who = byId("follow-player", HTMLInputElement).value.trim();
        if (who) daily.follow(who);
      });
      byId("follows-list", HTMLElement).addEventListener("click", (event) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        const friend = store.get().follows?.find((candidate) => candidate.id === button?.getAttribute("data-unfollow"));
        if (!button || !friend) return;
        const index = [...byId("follows-list", HTMLElement).querySelectorAll("button")].indexOf(button);
        daily.unfollow(friend).then(() => focusAfterUnfollow(index));
      });
      byId("submit-result", HTMLButtonElement).addEventListener("click", () => daily.submit());
      setInterval(tick, 1000);
    },
    render(state, drawn) {
      if (changed(state, drawn, ["game", "daily", "player", "language", "catalog"])) renderTag(state);
      if (changed(state, drawn, ["language", "today", "shownDay", "player", "daily", "record", "catalog"])) renderPanel(state);
      if (changed(state, drawn, ["language", "dailyMessage"])) renderMessage(state);
      if (changed(state, drawn, ["language", "today", "shownDay", "board", "catalog", "player", "followNews"])) renderLeaderboard(state);
      if (changed(state, drawn, ["language", "player", "follows"])) renderFollows(state);
    },
  };
}
