// The web client's entry point: wires the API, the store, the new-game panel, the game
// renderers and the daily challenge.  Every change goes store.update() -> render(); requests
// that change the game run one after another, each from the state the previous one answered.

import { createApi } from "./api.js";
import { canfield, pileName } from "./canfield.js";
import { initialChoice, newGameBody, renderControls } from "./controls.js";
import { createDaily } from "./daily.js";
import { golf } from "./golf.js";
import { cardName, momentName, preferredLanguage, said, text } from "./i18n.js";
import { attachInteraction } from "./interaction.js";
import { problemMessage } from "./problems.js";
import { createStore } from "./store.js";

const RENDERERS = { golf, canfield };
const $ = (id) => document.getElementById(id);

const store = createStore({
  language: preferredLanguage(),
  catalog: null, // GET /v1/variants
  choice: null, // the new-game panel: {variant, rules, settings}
  game: null, // the last game document
  message: null, // {kind, text(language), move?}
  hint: null, // a suggested move, lit up on the board
  picked: null, // the card picked up from the keyboard
  player: null, // {id, name, token}: the daily challenge's player
  daily: {}, // "date/variant" -> {game, hints, standing, closesAt}: the player's daily games
  today: null, // GET /v1/daily/{today}
  board: null, // the leaderboard on show: {date, variant, entries, next, mine, loading}
  dailyMessage: null, // the daily panel's own message
});
const api = createApi(store.get().language);

// --- messages ------------------------------------------------------------------------------

const quoted = (words) => () => words;

function describeMove(language, move, game) {
  switch (move.type) {
    case "draw":
      return text(language, "moveDraw");
    case "undo":
      return text(language, "moveUndo");
    case "remove":
      return text(language, "moveRemove", { n: move.column, card: cardName(language, game.view.columns[move.column - 1].at(-1)) });
    case "tap":
      return text(language, "moveTap", { card: cardName(language, move.card) });
    case "move":
      return text(language, "moveTransfer", { card: cardName(language, move.card), pile: pileName(language, move.to) });
    default:
      return JSON.stringify(move);
  }
}

// --- requests ------------------------------------------------------------------------------

let queue = Promise.resolve();

/** Run `task` after every earlier one; a failure becomes the message, never an unhandled rejection. */
function enqueue(task) {
  queue = queue.then(task).catch((error) => store.update({ message: problemMessage(error) }));
  return queue;
}

function showGame(answer, message) {
  store.update({ game: answer, message, hint: null, picked: null, ...daily.remembered(answer) });
}

const daily = createDaily({
  api,
  store,
  enqueue,
  showGame,
  focusBoard: () => document.querySelector("#board button")?.focus(),
});

function newGame(body) {
  return enqueue(async () => {
    const answer = await api.newGame(body);
    // The panel follows the game in play, e.g. after a code of another variant.
    const { catalog } = store.get();
    if (catalog) store.update({ choice: initialChoice(catalog, answer) });
    showGame(answer, null);
  });
}

function afterMove(answer, move) {
  const { outcome } = answer;
  if (!outcome.accepted) {
    const words = outcome.violation.message ?? outcome.violation.code;
    store.update({
      game: answer,
      message: { kind: "refusal", text: quoted(words), move },
      picked: null,
      ...daily.remembered(answer),
    });
  } else if (outcome.notice) {
    showGame(answer, { kind: "notice", text: quoted(outcome.notice.message) });
  } else if (answer.status === "won") {
    const words = daily.awaitsResult(answer) ? "wonSubmitPrompt" : "wonNotice";
    showGame(answer, { kind: "won", text: said(words, { score: answer.score }) });
  } else {
    showGame(answer, null);
  }
}

function play(move) {
  return enqueue(async () => {
    const { game } = store.get();
    if (game) afterMove(await api.play(game.state, move), move);
  });
}

function hint() {
  return enqueue(async () => {
    const { game } = store.get();
    if (!game) return;
    const answer = await api.hint(game.state, daily.hintToken(game));
    if (answer.daily_hints !== undefined) daily.countHints(game, answer.daily_hints);
    const counted = (language) =>
      answer.daily_hints === undefined ? "" : ` ${text(language, "hintCounted", { n: answer.daily_hints })}`;
    if (!answer.move) {
      store.update({ hint: null, message: { kind: "info", text: (language) => text(language, "hintNone") + counted(language) } });
      return;
    }
    const describe = (language) =>
      `${text(language, "hintMove", { move: describeMove(language, answer.move, game) })}` +
      (answer.kind === "winning" ? ` ${text(language, "hintWinning")}` : "") +
      (counted(language) && `.${counted(language)}`);
    store.update({ hint: answer.move, message: { kind: "info", text: describe } });
  });
}

function solve() {
  return enqueue(async () => {
    const { game } = store.get();
    if (!game) return;
    // The contract says so: no need to ask and be refused (403 daily-deal-live).
    const lockedUntil = daily.solverLockedUntil(game);
    if (lockedUntil) {
      const explain = (language) => text(language, "dailySolverLocked", { close: momentName(language, lockedUntil) });
      store.update({ message: { kind: "notice", text: explain } });
      return;
    }
    store.update({ message: { kind: "info", text: said("thinking") } });
    const verdict = await api.solve(game.state);
    store.update({ message: { kind: "info", text: said(`verdict_${verdict.result}`) } });
  });
}

function setLanguage(language) {
  api.setLanguage(language);
  const { message } = store.get();
  store.update({ language });
  // A refusal leaves the game as it was, so asking again brings its text in the new language.
  if (message?.kind === "refusal") play(message.move);
}

function copyCode() {
  const field = $("current-code");
  const copied = () => store.update({ message: { kind: "info", text: said("copied") } });
  const selectIt = () => {
    field.focus();
    field.select();
  };
  if (navigator.clipboard) navigator.clipboard.writeText(field.value).then(copied, selectIt);
  else selectIt();
}

// --- rendering -----------------------------------------------------------------------------

function renderTexts(language) {
  document.documentElement.lang = language;
  for (const node of document.querySelectorAll("[data-text]")) node.textContent = text(language, node.dataset.text);
  $("code-input").placeholder = text(language, "codePlaceholder");
  document.title = text(language, "title");
  for (const button of document.querySelectorAll("[data-language]")) {
    button.setAttribute("aria-pressed", String(button.dataset.language === language));
  }
}

function lightUp(board, game, move) {
  const { keys, piles } = RENDERERS[game.game].hintTargets(game, move);
  for (const key of keys) board.querySelector(`[data-key="${key}"]`)?.classList.add("hinted");
  for (const pile of piles) board.querySelector(`[data-pile="${pile}"]`)?.classList.add("hinted");
}

/** Re-rendering replaces the board: keep the keyboard focus on the same card or pile. */
function focusedPlace(board) {
  const active = document.activeElement;
  if (!board.contains(active)) return null;
  return { key: active.dataset.key, pile: active.closest("[data-pile]")?.dataset.pile };
}

function restoreFocus(board, place) {
  if (!place) return;
  const pile = board.querySelector(`[data-pile="${place.pile}"]`);
  const target = board.querySelector(`[data-key="${place.key}"]`) || pile?.querySelector("button:last-of-type");
  target?.focus();
}

function renderGame(state) {
  const { game, language, hint: suggested, picked, message } = state;
  const board = $("board");
  $("message").textContent = message ? message.text(language) : "";
  $("message").dataset.kind = message?.kind ?? "";
  if (!game) return;
  const place = focusedPlace(board);
  board.dataset.game = game.game;
  RENDERERS[game.game].render(board, game, language);
  if (suggested) lightUp(board, game, suggested);
  if (picked) board.querySelector(`[data-key="card:${picked}"]`)?.classList.add("picked");
  restoreFocus(board, place);

  $("current-code").value = game.code ?? "";
  $("score").textContent = String(game.score);
  $("moves").textContent = String(game.moves);
  $("status").textContent = text(language, game.status);
  $("status").dataset.status = game.status;
  $("undo").disabled = !game.undo_available;
  $("hint").disabled = game.status !== "playing";
  $("solve").disabled = game.status !== "playing";
}

let drawn = {};

function render(state) {
  if (state.language !== drawn.language) renderTexts(state.language);
  if (state.catalog && (state.choice !== drawn.choice || state.language !== drawn.language)) {
    const parts = { variantSelect: $("variant"), ruleOptions: $("rule-options"), settings: $("settings") };
    renderControls(parts, state.catalog, state.choice, state.language, (choice) => store.update({ choice }));
  }
  renderGame(state);
  daily.render(state);
  drawn = state;
}

// --- wiring --------------------------------------------------------------------------------

function wire() {
  const board = $("board");
  attachInteraction(board, {
    canDrag: (button) => RENDERERS[store.get().game?.game]?.draggable(button) ?? false,
    picked: () => store.get().picked,
    on: {
      tap: (card) => play({ type: "tap", card }),
      draw: () => play({ type: "draw" }),
      move: (card, to) => (/^[cf]\d$/.test(to) ? play({ type: "move", card, to }) : store.update({ picked: null })),
      pick: (card) =>
        store.update({
          picked: card,
          message: { kind: "info", text: card ? (language) => text(language, "picked", { card: cardName(language, card) }) : said("pickCancelled") },
        }),
    },
  });
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, select, textarea, summary")) return;
    const action = { d: () => play({ type: "draw" }), u: () => play({ type: "undo" }), h: hint }[event.key.toLowerCase()];
    if (action && store.get().game) {
      event.preventDefault();
      action();
    }
  });
  for (const button of document.querySelectorAll("[data-language]")) {
    button.addEventListener("click", () => setLanguage(button.dataset.language));
  }
  $("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    const { catalog, choice } = store.get();
    if (catalog) newGame(newGameBody(catalog, choice));
  });
  $("open-code").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code-input").value.trim();
    if (code) newGame({ code, ...store.get().choice?.settings });
  });
  $("undo").addEventListener("click", () => play({ type: "undo" }));
  $("hint").addEventListener("click", hint);
  $("solve").addEventListener("click", solve);
  $("copy-code").addEventListener("click", copyCode);
  daily.wire();
}

async function start() {
  store.subscribe(render);
  wire();
  render(store.get());
  daily.start();
  try {
    const catalog = await api.variants();
    const { game } = store.get();
    const choice = initialChoice(catalog, game);
    store.update({ catalog, choice });
    if (!game) await newGame(newGameBody(catalog, choice));
  } catch (error) {
    store.update({ message: problemMessage(error) });
  }
}

start();
