// @ts-check
// How a person acts on the table, whatever the game: a click, a touch or Enter on a card
// taps it; a card dragged (mouse or touch, through Pointer Events) onto another pile moves
// there; the arrow keys walk between cards and piles (the table is one tab stop, table.js);
// M picks a card up for the keyboard and Enter on a pile puts it down.  The game renderers
// only draw; this module only reports intents to the `on` handlers.

import { pileOf } from "./table.js";

const DRAG_THRESHOLD_PX = 6;
const FOCUSABLE = "button:not([inert])";

/**
 * The card and everything on it in its pile: what a drag carries.
 * @param {HTMLElement} button
 */
function carried(button) {
  const cards = [button];
  for (let next = button.nextElementSibling; next instanceof HTMLElement && next.matches("[data-card]"); next = next.nextElementSibling) {
    cards.push(next);
  }
  return cards;
}

/** @param {HTMLElement[]} cards */
function startGhost(cards) {
  const ghost = document.createElement("div");
  ghost.className = "drag-ghost";
  ghost.setAttribute("aria-hidden", "true");
  const first = (cards[0] ?? ghost).getBoundingClientRect();
  for (const card of cards) {
    const copy = /** @type {HTMLElement} */ (card.cloneNode(true));
    copy.removeAttribute("data-key");
    copy.tabIndex = -1;
    const rect = card.getBoundingClientRect();
    copy.style.setProperty("top", `${rect.top - first.top}px`);
    copy.style.setProperty("width", `${rect.width}px`);
    copy.style.setProperty("height", `${rect.height}px`);
    ghost.append(copy);
    card.classList.add("lifted");
  }
  document.body.append(ghost);
  return { ghost, left: first.left, top: first.top };
}

/**
 * The pile nearest to `from` in direction (dx, dy), by the piles' top edges on screen.
 * @param {HTMLElement} board
 * @param {Element} from
 * @param {number} dx
 * @param {number} dy
 */
function neighbourPile(board, from, dx, dy) {
  /** @param {Element} pile */
  const anchor = (pile) => {
    const rect = pile.getBoundingClientRect();
    return [rect.left + rect.width / 2, rect.top];
  };
  const [ox = 0, oy = 0] = anchor(from);
  let best = null;
  let bestScore = Infinity;
  for (const pile of board.querySelectorAll("[data-pile]")) {
    const [x = 0, y = 0] = anchor(pile);
    const along = (x - ox) * dx + (y - oy) * dy;
    if (pile === from || along <= 1 || !pile.querySelector(FOCUSABLE)) continue;
    const score = along + 3 * (Math.abs((x - ox) * dy) + Math.abs((y - oy) * dx));
    if (score < bestScore) [best, bestScore] = [pile, score];
  }
  return best;
}

/**
 * Arrow keys: up and down walk a pile's cards, then on to the next pile that way; left and
 * right go to the next pile, onto its top card.
 * @param {HTMLElement} board
 * @param {Element} from
 * @param {[number, number]} direction
 */
function arrowTarget(board, from, [dx, dy]) {
  const pile = from.closest("[data-pile]");
  if (!pile) return null;
  const buttons = [...pile.querySelectorAll(FOCUSABLE)];
  const within = buttons[buttons.indexOf(from) + dy];
  if (dy && within) return within;
  const next = neighbourPile(board, pile, dx, dy)?.querySelectorAll(FOCUSABLE);
  return next ? ([...next].at(-1) ?? null) : null;
}

/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * @typedef {object} Intents
 * @property {(card: string) => void} tap
 * @property {() => void} draw
 * @property {(card: string, pile: string) => void} move
 * @property {(card: string | null) => void} pick
 */

/**
 * `on` is told the player's intents; `canDrag(button)` says which cards may be picked up;
 * `picked()` is the card picked up by keyboard.
 * @param {HTMLElement} board
 * @param {{canDrag: (button: HTMLElement) => boolean, picked: () => string | null, on: Intents}} handlers
 */
export function attachInteraction(board, { canDrag, picked, on }) {
  /** @type {{button: HTMLElement, pointerId: number, x: number, y: number, lifted: ReturnType<typeof startGhost> | null} | null} */
  let drag = null;
  let swallowClick = false;

  board.addEventListener("click", (event) => {
    if (swallowClick) {
      swallowClick = false;
      return;
    }
    const target = event.target instanceof Element ? event.target.closest("button") : null;
    if (!target || !board.contains(target)) return;
    const pile = pileOf(target);
    const card = target.dataset.card;
    const holding = picked();
    if (holding) {
      if (card === holding) on.pick(null);
      else if (pile) on.move(holding, pile);
      return;
    }
    if (target.dataset.action === "draw") on.draw();
    else if (card) on.tap(card);
  });

  board.addEventListener("pointerdown", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-card]") : null;
    if (event.button !== 0 || !(button instanceof HTMLElement) || !canDrag(button)) return;
    drag = { button, pointerId: event.pointerId, x: event.clientX, y: event.clientY, lifted: null };
  });

  window.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.lifted) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      drag.lifted = startGhost(carried(drag.button));
      board.classList.add("dragging");
    }
    event.preventDefault();
    const { ghost, left, top } = drag.lifted;
    ghost.style.setProperty("transform", `translate(${left + dx}px, ${top + dy}px)`);
    for (const over of board.querySelectorAll(".drop-over")) over.classList.remove("drop-over");
    document.elementFromPoint(event.clientX, event.clientY)?.closest("[data-pile]")?.classList.add("drop-over");
  });

  /**
   * @param {PointerEvent} event
   * @param {boolean} dropped
   */
  function endDrag(event, dropped) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { button, lifted } = drag;
    drag = null;
    if (!lifted) return;
    lifted.ghost.remove();
    board.classList.remove("dragging");
    for (const node of board.querySelectorAll(".lifted, .drop-over")) node.classList.remove("lifted", "drop-over");
    // The click that ends a drag is not a tap.  (It reaches the board only when the
    // pointer went up over the board: clear the flag once the event is past.)
    swallowClick = true;
    setTimeout(() => {
      swallowClick = false;
    });
    if (!dropped) return;
    const target = pileOf(document.elementFromPoint(event.clientX, event.clientY));
    const card = button.dataset.card;
    if (card && target && target !== pileOf(button)) on.move(card, target);
  }
  window.addEventListener("pointerup", (event) => endDrag(event, true));
  window.addEventListener("pointercancel", (event) => endDrag(event, false));

  board.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      const next = arrowTarget(board, event.target, arrow);
      if (next instanceof HTMLElement) {
        event.preventDefault();
        next.focus();
      }
    } else if (event.key === "Escape" && picked()) {
      on.pick(null);
    } else if (event.key.toLowerCase() === "m") {
      const button = event.target.closest("[data-card]");
      if (button instanceof HTMLElement && canDrag(button) && button.dataset.card) on.pick(button.dataset.card);
    }
  });
}
