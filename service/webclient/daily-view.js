// @ts-check
// The daily challenge on the page (its state and requests: daily.js): the panel (the day,
// the player, the deals, the panel's message), the game head's daily line (which day, the
// running clock, the hints counted, Submit) and the leaderboard.  Each part is drawn when
// the state it shows changed.

import { byId, element, setText } from "./dom.js";
import { awaitsResult, dailyKey, recordOf } from "./daily.js";
import { catalogLabel, dayName, momentName, text } from "./i18n.js";
import { clockText, renderBoard } from "./leaderboard.js";

/** @typedef {import("./types").State} State */

/**
 * @param {ParentNode} within
 * @param {string} selector
 */
function focusOn(within, selector) {
  const node = within.querySelector(selector);
  if (node instanceof HTMLElement) node.focus();
}

/**
 * @param {{store: import("./types").Store, daily: import("./daily.js").Daily, focusTable: () => void}} parts
 * @returns {import("./types").View}
 */
export function createDailyView({ store, daily, focusTable }) {
  const tag = byId("daily-tag", HTMLElement);
  const clock = byId("daily-clock", HTMLElement);
  const deals = byId("daily-deals", HTMLUListElement);
  const panelMessage = byId("daily-message", HTMLElement);
  const boardSelect = byId("board-variant", HTMLSelectElement);
  const leaderboard = byId("leaderboard", HTMLTableElement);
  const more = byId("board-more", HTMLButtonElement);

  daily.focusWith((target) => {
    if (target === "table") focusTable();
    else if (target === "deals") deals.querySelector("button")?.focus();
    else if (target === "board") leaderboard.focus();
    else if (target === "own-row") focusOn(leaderboard, "tr.me");
  });

  function tick() {
    const state = store.get();
    const { game } = state;
    if (!game?.daily) return;
    const standing = recordOf(state, game)?.standing;
    const seconds = standing ? standing.entry.seconds : (Date.now() - Date.parse(game.daily.started_at)) / 1000;
    setText(clock, seconds === null ? "—" : clockText(seconds));
  }

  /** @param {State} state */
  function renderTag(state) {
    const { game, language } = state;
    tag.hidden = !game?.daily;
    if (!game?.daily) return;
    const record = recordOf(state, game) ?? {};
    const { date, variant } = game.daily;
    const day = text(language, "dailyTag", { date: dayName(language, date) });
    setText(byId("daily-label", HTMLElement), `${day}: ${catalogLabel(language, variant, variant)}`);
    setText(byId("daily-hints", HTMLElement), String(record.standing?.entry.hints ?? record.hints ?? 0));
    byId("submit-result", HTMLButtonElement).hidden = !awaitsResult(state, game);
    tick();
  }

  /**
   * @param {import("./types").DailyDeal} deal
   * @param {State} state
   */
  function dealItem(deal, state) {
    const { language, player, today } = state;
    const record = today ? state.daily[dailyKey(today.date, deal.variant)] : undefined;
    const item = element("li", "daily-deal");
    const name = element("span", "deal-name");
    name.textContent = catalogLabel(language, deal.variant, deal.variant);
    const about = element("span", "deal-about");
    // The code shows once the day's results close (the service seals it until then).
    const difficulty = text(language, "difficulty", { n: deal.difficulty.toFixed(1) });
    about.textContent = deal.code ? `${deal.code} · ${difficulty}` : difficulty;
    const label = record?.standing
      ? text(language, "resultRank", { rank: record.standing.rank })
      : text(language, record?.game ? "resumeDaily" : "playDaily");
    const button = element("button", "", { type: "button", "data-variant": deal.variant, disabled: !player });
    button.textContent = label;
    item.append(name, about, button);
    return item;
  }

  /** @param {State} state */
  function renderPanel(state) {
    const { language, today, player } = state;
    setText(
      byId("daily-day", HTMLElement),
      today ? text(language, "dailyDay", { date: dayName(language, today.date), close: momentName(language, today.results_close_at) }) : "",
    );
    byId("join", HTMLFormElement).hidden = Boolean(player);
    setText(byId("player", HTMLElement), player ? text(language, "playingAs", { name: player.name }) : text(language, "joinFirst"));
    byId("player-name", HTMLInputElement).placeholder = text(language, "playerPlaceholder");

    const active = document.activeElement;
    const focused = active instanceof HTMLElement && deals.contains(active) ? active.dataset.variant : null;
    deals.replaceChildren(...(today ? today.deals.map((deal) => dealItem(deal, state)) : []));
    if (focused) focusOn(deals, `[data-variant="${focused}"]`);
  }

  /** @param {State} state */
  function renderMessage({ dailyMessage, language }) {
    setText(panelMessage, dailyMessage ? dailyMessage.text(language) : "");
    panelMessage.dataset.kind = dailyMessage?.kind ?? "";
  }

  /** @param {State} state */
  function renderLeaderboard({ today, board, language }) {
    const deals = today?.deals ?? [];
    byId("board-section", HTMLElement).hidden = !deals.length;
    boardSelect.replaceChildren(
      ...deals.map((deal) => {
        const option = element("option", "", { value: deal.variant });
        option.textContent = catalogLabel(language, deal.variant, deal.variant);
        return option;
      }),
    );
    if (board) boardSelect.value = board.variant;
    const body = leaderboard.tBodies[0];
    if (body) renderBoard({ body, empty: byId("board-empty", HTMLElement), more }, board, language);
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
        const button = event.target instanceof Element ? event.target.closest("button[data-variant]") : null;
        if (button instanceof HTMLElement && button.dataset.variant) daily.playDaily(button.dataset.variant);
      });
      boardSelect.addEventListener("change", () => {
        const { today } = store.get();
        if (today) daily.showBoard(today.date, boardSelect.value);
      });
      more.addEventListener("click", () => daily.moreOfTheBoard());
      byId("submit-result", HTMLButtonElement).addEventListener("click", () => daily.submit());
      setInterval(tick, 1000);
    },
    render(state, drawn) {
      if (changed(state, drawn, ["game", "daily", "player", "language"])) renderTag(state);
      if (changed(state, drawn, ["language", "today", "player", "daily"])) renderPanel(state);
      if (changed(state, drawn, ["language", "dailyMessage"])) renderMessage(state);
      if (changed(state, drawn, ["language", "today", "board"])) renderLeaderboard(state);
    },
  };
}
