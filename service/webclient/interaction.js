// How a person acts on the board, whatever the game: a click, a touch or Enter on a card
// taps it; a card dragged (mouse or touch, through Pointer Events) onto another pile moves
// there; the arrow keys walk between cards and piles; M picks a card up for the keyboard
// and Enter on a pile puts it down.  The game renderers only draw; this module only reports
// intents to the `on` handlers.

const DRAG_THRESHOLD_PX = 6;

function pileOfElement(node) {
  return node?.closest("[data-pile]")?.dataset.pile ?? null;
}

/** The card and everything on it in its pile: what a drag carries. */
function carried(button) {
  const cards = [button];
  for (let next = button.nextElementSibling; next?.matches("[data-card]"); next = next.nextElementSibling) cards.push(next);
  return cards;
}

function startGhost(cards) {
  const ghost = document.createElement("div");
  ghost.className = "drag-ghost";
  ghost.setAttribute("aria-hidden", "true");
  const first = cards[0].getBoundingClientRect();
  for (const card of cards) {
    const copy = card.cloneNode(true);
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

/** The pile nearest to `from` in direction (dx, dy), by the piles' top edges on screen. */
function neighbourPile(board, from, dx, dy) {
  const anchor = (pile) => {
    const rect = pile.getBoundingClientRect();
    return [rect.left + rect.width / 2, rect.top];
  };
  const [ox, oy] = anchor(from);
  let best = null;
  let bestScore = Infinity;
  for (const pile of board.querySelectorAll("[data-pile]")) {
    const [x, y] = anchor(pile);
    const along = (x - ox) * dx + (y - oy) * dy;
    if (pile === from || along <= 1) continue;
    const score = along + 3 * (Math.abs((x - ox) * dy) + Math.abs((y - oy) * dx));
    if (score < bestScore) [best, bestScore] = [pile, score];
  }
  return best;
}

/** Arrow keys: up and down walk a pile's cards, then on to the next pile that way; left and
 * right go to the next pile, onto its top card. */
function arrowTarget(board, from, [dx, dy]) {
  const pile = from.closest("[data-pile]");
  if (!pile) return null;
  const buttons = [...pile.querySelectorAll("button")];
  const within = buttons[buttons.indexOf(from) + dy];
  if (dy && within) return within;
  return neighbourPile(board, pile, dx, dy)?.querySelector("button:last-of-type") ?? null;
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * on.tap(card), on.draw(), on.move(card, pileId), on.pick(card | null);
 * canDrag(button) says which cards may be picked up; picked() the card picked by keyboard.
 */
export function attachInteraction(board, { canDrag, picked, on }) {
  let drag = null;
  let swallowClick = false;

  board.addEventListener("click", (event) => {
    if (swallowClick) {
      swallowClick = false;
      return;
    }
    const target = event.target.closest("button");
    if (!target || !board.contains(target)) return;
    const pile = pileOfElement(target);
    if (picked()) {
      if (target.matches("[data-card]") && target.dataset.card === picked()) on.pick(null);
      else if (pile) on.move(picked(), pile);
      return;
    }
    if (target.dataset.action === "draw") on.draw();
    else if (target.matches("[data-card]")) on.tap(target.dataset.card);
  });

  board.addEventListener("pointerdown", (event) => {
    const button = event.target.closest("[data-card]");
    if (event.button !== 0 || !button || !canDrag(button)) return;
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
    const target = pileOfElement(document.elementFromPoint(event.clientX, event.clientY));
    if (target && target !== button.dataset.pileOf) on.move(button.dataset.card, target);
  }
  window.addEventListener("pointerup", (event) => endDrag(event, true));
  window.addEventListener("pointercancel", (event) => endDrag(event, false));

  board.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      const next = arrowTarget(board, event.target, arrow);
      if (next) {
        event.preventDefault();
        next.focus();
      }
    } else if (event.key === "Escape" && picked()) {
      on.pick(null);
    } else if (event.key.toLowerCase() === "m") {
      const button = event.target.closest("[data-card]");
      if (button && canDrag(button)) on.pick(button.dataset.card);
    }
  });
}
