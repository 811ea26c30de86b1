// The daily challenge, on the daily routes of the contract (v2) alone: a player (POST
// /v1/players; the id, name and token are kept in localStorage), today's deals, the
// player's daily game of a deal (bound to them: its first start runs the clock, hints on it
// are counted, its result is submitted once the game is over), and the day's leaderboard,
// page by page, with the player's own rank.  A record per daily game (its last document,
// hints, result) survives a reload, so a daily game can be left and resumed.

import { ApiError } from "./api.js";
import { element } from "./cards.js";
import { catalogLabel, dayName, momentName, said, text } from "./i18n.js";
import { clockText, renderBoard } from "./leaderboard.js";
import { problemMessage } from "./problems.js";

const BOARD_PAGE_SIZE = 10;
const FINISHED = new Set(["won", "dead_end"]);
const DAY_MS = 86_400_000;

const dailyKey = (date, variant) => `${date}/${variant}`;

/** Today by the service's calendar (UTC), as the daily routes write dates. */
const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The records worth keeping: today's, and yesterday's (its results stay open a while). */
function freshRecords(records, now = new Date()) {
  const yesterday = todayUtc(new Date(now.getTime() - DAY_MS));
  return Object.fromEntries(Object.entries(records).filter(([key]) => key.slice(0, 10) >= yesterday));
}

/**
 * The daily panel and the daily parts of the game head.  `enqueue(task)` runs a request
 * that changes the game after the ones before it; `showGame(answer, message)` shows a game
 * document; `focusBoard()` takes the player to the table.
 */
export function createDaily({ api, store, enqueue, showGame, focusBoard }) {
  const $ = (id) => document.getElementById(id);

  /** This browser's player, when `game` is bound to them. */
  function ownerOf(game) {
    const { player } = store.get();
    return player && game?.player === player.id ? player : null;
  }

  function recordOf(game) {
    return game?.daily ? store.get().daily[dailyKey(game.daily.date, game.daily.variant)] : undefined;
  }

  function updateRecord(date, variant, patch) {
    const { daily } = store.get();
    const key = dailyKey(date, variant);
    store.update({ daily: { ...daily, [key]: { ...daily[key], ...patch } } });
  }

  /** A daily game finished and not yet submitted by its own player. */
  function awaitsResult(game) {
    return Boolean(game?.daily && FINISHED.has(game.status) && !recordOf(game)?.standing && ownerOf(game));
  }

  /** A task on the player's behalf: a 401 means the service does not know them (any more). */
  function asPlayer(task) {
    return async () => {
      try {
        await task();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) store.update({ player: null });
        throw error;
      }
    };
  }

  /** Run a request of the panel; its failure becomes the panel's message. */
  async function attempt(task, onFailure = () => {}) {
    try {
      await asPlayer(task)();
    } catch (error) {
      onFailure();
      store.update({ dailyMessage: problemMessage(error) });
    }
  }

  // --- requests ----------------------------------------------------------------------------

  async function loadBoard(date, variant) {
    const { player, daily } = store.get();
    const submitted = player && daily[dailyKey(date, variant)]?.standing;
    store.update({ board: { date, variant, entries: [], next: null, mine: null, loading: true } });
    const [page, mine] = await Promise.all([
      api.leaderboard(date, variant, BOARD_PAGE_SIZE),
      submitted ? api.myStanding(date, variant, player.token) : null,
    ]);
    const { board } = store.get();
    if (board.date !== date || board.variant !== variant) return; // another deal was chosen meanwhile
    store.update({ board: { date, variant, entries: page.entries, next: page.next, mine, loading: false } });
  }

  function boardFailed() {
    const { board } = store.get();
    if (board) store.update({ board: { ...board, loading: false } });
  }

  function showBoard(date, variant) {
    return attempt(() => loadBoard(date, variant), boardFailed);
  }

  function moreOfTheBoard() {
    const { board } = store.get();
    if (!board?.next || board.loading) return;
    store.update({ board: { ...board, loading: true } });
    attempt(async () => {
      const page = await api.leaderboard(board.date, board.variant, BOARD_PAGE_SIZE, board.next);
      const current = store.get().board;
      if (current.date !== board.date || current.variant !== board.variant) return;
      const entries = [...current.entries, ...page.entries];
      const pressed = document.activeElement === $("board-more");
      store.update({ board: { ...current, entries, next: page.next, loading: false } });
      if (pressed && !page.next) $("leaderboard").focus(); // the button is gone: stay on the board
    }, boardFailed);
  }

  /** The deal whose board shows first: the daily game in play, else one with a result, else the first. */
  function firstBoardVariant(today) {
    const { game, daily } = store.get();
    const variants = today.deals.map((deal) => deal.variant);
    if (game?.daily?.date === today.date && variants.includes(game.daily.variant)) return game.daily.variant;
    return variants.find((variant) => daily[dailyKey(today.date, variant)]?.standing) ?? variants[0];
  }

  async function loadToday() {
    const date = todayUtc();
    await attempt(async () => {
      const today = await api.dailyDeals(date);
      store.update({ today });
      if (today.deals.length) await loadBoard(today.date, firstBoardVariant(today));
    }, boardFailed);
  }

  function join(name) {
    return attempt(async () => {
      const created = await api.createPlayer(name);
      store.update({
        player: { id: created.id, name: created.name, token: created.token },
        dailyMessage: { kind: "info", text: said("joined", { name: created.name }) },
      });
      $("daily-deals").querySelector("button")?.focus(); // the form is gone: on to the deals
    });
  }

  function playDaily(variant) {
    const { player, today, daily } = store.get();
    if (!player || !today) return;
    const record = daily[dailyKey(today.date, variant)];
    store.update({ dailyMessage: null });
    if (record?.game) {
      showGame(record.game, null);
      focusBoard();
      if (record.standing) showBoard(today.date, variant);
      return;
    }
    enqueue(
      asPlayer(async () => {
        const settings = store.get().choice?.settings ?? {};
        const answer = await api.startDaily(today.date, { variant, ...settings }, player.token);
        updateRecord(today.date, variant, { closesAt: today.results_close_at });
        showGame(answer, null);
        focusBoard();
      }),
    );
  }

  function submit() {
    enqueue(
      asPlayer(async () => {
        const { game } = store.get();
        const owner = ownerOf(game);
        if (!owner || !awaitsResult(game)) return;
        const { date, variant } = game.daily;
        const standing = await api.submitResult(date, variant, game.state, owner.token);
        updateRecord(date, variant, { standing, hints: standing.entry.hints });
        store.update({ message: { kind: "won", text: said("submitted", { rank: standing.rank }) } });
        await loadBoard(date, variant);
        $("leaderboard").querySelector("tr.me")?.focus();
      }),
    );
  }

  // --- rendering -----------------------------------------------------------------------------

  function tick() {
    const { game } = store.get();
    if (!game?.daily) return;
    const standing = recordOf(game)?.standing;
    const seconds = standing ? standing.entry.seconds : (Date.now() - Date.parse(game.daily.started_at)) / 1000;
    $("daily-clock").textContent = seconds === null ? "—" : clockText(seconds);
  }

  /** The game head's daily line: which day, the running clock, the hints counted, Submit. */
  function renderTag({ game, language }) {
    $("daily-tag").hidden = !game?.daily;
    if (!game?.daily) return;
    const record = recordOf(game) ?? {};
    const { date, variant } = game.daily;
    $("daily-label").textContent = `${text(language, "dailyTag", { date: dayName(language, date) })}: ${catalogLabel(language, variant, variant)}`;
    $("daily-hints").textContent = String(record.standing?.entry.hints ?? record.hints ?? 0);
    $("submit-result").hidden = !awaitsResult(game);
    tick();
  }

  function dealItem(deal, state) {
    const { language, player, daily, today } = state;
    const record = daily[dailyKey(today.date, deal.variant)];
    const item = element("li", "daily-deal");
    const name = element("span", "deal-name");
    name.textContent = catalogLabel(language, deal.variant, deal.variant);
    const about = element("span", "deal-about");
    about.textContent = `${deal.code} · ${text(language, "difficulty", { n: deal.difficulty.toFixed(1) })}`;
    const label = record?.standing
      ? text(language, "resultRank", { rank: record.standing.rank })
      : text(language, record?.game ? "resumeDaily" : "playDaily");
    const button = element("button", "", { type: "button", "data-variant": deal.variant, disabled: !player });
    button.textContent = label;
    item.append(name, about, button);
    return item;
  }

  function renderPanel(state) {
    const { language, today, player, board, dailyMessage } = state;
    const deals = today?.deals ?? [];
    $("daily-day").textContent = today
      ? text(language, "dailyDay", { date: dayName(language, today.date), close: momentName(language, today.results_close_at) })
      : "";
    $("join").hidden = Boolean(player);
    $("player").textContent = player ? text(language, "playingAs", { name: player.name }) : text(language, "joinFirst");
    $("player-name").placeholder = text(language, "playerPlaceholder");

    const list = $("daily-deals");
    const focused = list.contains(document.activeElement) ? document.activeElement.dataset.variant : null;
    list.replaceChildren(...(today ? deals.map((deal) => dealItem(deal, state)) : []));
    if (focused) list.querySelector(`[data-variant="${focused}"]`)?.focus();

    $("daily-message").textContent = dailyMessage ? dailyMessage.text(language) : "";
    $("daily-message").dataset.kind = dailyMessage?.kind ?? "";

    $("board-section").hidden = !deals.length;
    const select = $("board-variant");
    select.replaceChildren(
      ...deals.map((deal) => {
        const option = element("option", "", { value: deal.variant });
        option.textContent = catalogLabel(language, deal.variant, deal.variant);
        return option;
      }),
    );
    if (board) select.value = board.variant;
    renderBoard({ body: $("leaderboard").tBodies[0], empty: $("board-empty"), more: $("board-more") }, board, language);
  }

  let drawn = {};
  const PANEL = ["language", "today", "player", "daily", "board", "dailyMessage"];

  function render(state) {
    renderTag(state);
    if (PANEL.some((key) => state[key] !== drawn[key])) renderPanel(state);
    drawn = state;
  }

  // --- wiring --------------------------------------------------------------------------------

  function wire() {
    $("join").addEventListener("submit", (event) => {
      event.preventDefault();
      const name = $("player-name").value.trim();
      if (name) join(name);
    });
    $("daily-deals").addEventListener("click", (event) => {
      const variant = event.target.closest("button[data-variant]")?.dataset.variant;
      if (variant) playDaily(variant);
    });
    $("board-variant").addEventListener("change", () => {
      const { today } = store.get();
      if (today) showBoard(today.date, $("board-variant").value);
    });
    $("board-more").addEventListener("click", moreOfTheBoard);
    $("submit-result").addEventListener("click", submit);
    setInterval(tick, 1000);
  }

  function start() {
    store.update({ daily: freshRecords(store.get().daily) });
    return loadToday();
  }

  return {
    wire,
    start,
    render,
    awaitsResult,
    /** The store patch that keeps a daily game's latest document in its record. */
    remembered(game) {
      if (!game?.daily) return {};
      const { daily } = store.get();
      const key = dailyKey(game.daily.date, game.daily.variant);
      return { daily: { ...daily, [key]: { hints: 0, standing: null, ...daily[key], game } } };
    },
    /** The bearer token to send with a hint: the player's own, on their daily game. */
    hintToken: (game) => (game?.daily ? ownerOf(game)?.token : undefined),
    countHints(game, count) {
      updateRecord(game.daily.date, game.daily.variant, { hints: count });
    },
    /** Until when the solver refuses this daily game's deal (its results close), if it does now. */
    solverLockedUntil(game) {
      const closesAt = recordOf(game)?.closesAt;
      return closesAt && Date.now() < Date.parse(closesAt) ? closesAt : null;
    },
  };
}
