// @ts-check
// The table: the game renderers (golf.js, canfield.js) say which cards lie in which pile,
// and this module brings the page there by changing what changed.  Each card keeps its one
// button from the moment it shows until it leaves the table, so a played card moves (and
// glides, motion.js) instead of being drawn anew, and a screen reader's or the keyboard's
// place is not lost.
//
// The table is ONE tab stop (a roving tabindex): the button where the player is has
// tabindex 0, every other -1, and the arrow keys walk the table (interaction.js).  That
// place is a pile and a card in it; after a move the focus stays in the pile the player
// was in (on its new top card when the card played left it), never following the card.

import { cardButton, countBadge, slotButton, startMark } from "./cards.js";
import { setAttribute, setText } from "./dom.js";
import { glide, snapshot } from "./motion.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").Move} Move */
/** @typedef {import("./types").PileSpec} PileSpec */
/** @typedef {import("./types").Skeleton} Skeleton */
/** @typedef {import("./types").SlotSpec} SlotSpec */
/** @typedef {import("./types").TableRenderer} TableRenderer */

/** The buttons of a pile that can hold the focus (not a card buried under the top one). */
const FOCUSABLE = "button:not([inert])";

/**
 * @param {Element | null | undefined} node
 * @returns {string | null}
 */
export function pileOf(node) {
  return node?.closest("[data-pile]")?.getAttribute("data-pile") ?? null;
}

/**
 * @param {HTMLElement} board
 * @param {Record<string, TableRenderer>} renderers
 */
export function createTable(board, renderers) {
  /** Every card and slot button on the table, by data-key. @type {Map<string, HTMLButtonElement>} */
  const buttons = new Map();
  /** @type {Skeleton | null} */
  let skeleton = null;
  let built = "";
  let shownGame = "";
  /** Where the player is: a pile, and the key of the button in it. */
  let place = { pile: "", key: "" };

  board.addEventListener("focusin", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !board.contains(target)) return;
    place = { pile: pileOf(target) ?? "", key: target.dataset.key ?? "" };
    rove(target);
  });

  /** @param {string} key */
  function button(key) {
    const known = buttons.get(key);
    if (known) return known;
    const made = key.startsWith("card:") ? cardButton(key.slice(5)) : slotButton(key.slice(5));
    buttons.set(key, made);
    return made;
  }

  /**
   * @param {HTMLButtonElement} slot
   * @param {SlotSpec} spec
   */
  function updateSlot(slot, spec) {
    setAttribute(slot, "aria-label", spec.label);
    slot.className = `slot ${spec.look === "empty" ? "" : spec.look}`.trim();
    setAttribute(slot, "data-action", spec.action ?? null);
    const mark = spec.mark ? `${spec.mark.rank}${spec.mark.suit}` : "";
    const badge = spec.badge ?? "";
    if (slot.dataset.mark !== mark || slot.dataset.badge !== badge) {
      slot.dataset.mark = mark;
      slot.dataset.badge = badge;
      const parts = [];
      if (spec.mark) parts.push(startMark(spec.mark.rank, spec.mark.suit));
      if (spec.badge) {
        const count = countBadge();
        count.textContent = spec.badge;
        parts.push(count);
      }
      slot.replaceChildren(...parts);
    }
  }

  /**
   * Bring one pile to `spec`, reusing the buttons of cards from wherever they were.
   * @param {HTMLElement} pile
   * @param {PileSpec} spec
   * @param {Set<string>} shown the keys on the table, added to
   */
  function updatePile(pile, spec, shown) {
    setAttribute(pile, "aria-label", spec.label);
    pile.classList.toggle("stacked", Boolean(spec.stacked));
    /** @type {HTMLElement[]} */
    const wanted = spec.cards.map((card) => {
      const node = button(`card:${card.card}`);
      setAttribute(node, "aria-label", card.label);
      node.classList.toggle("covered", Boolean(card.covered));
      node.classList.toggle("buried", Boolean(card.buried));
      node.inert = Boolean(card.buried);
      node.dataset.pileOf = spec.id;
      shown.add(`card:${card.card}`);
      return node;
    });
    if (spec.slot) {
      const slot = button(`slot:${spec.id}`);
      updateSlot(slot, spec.slot);
      shown.add(`slot:${spec.id}`);
      wanted.push(slot);
    }
    if (spec.badge) {
      const count = /** @type {HTMLElement} */ (pile.querySelector(":scope > .count") ?? countBadge());
      setText(count, spec.badge);
      wanted.push(count);
    }
    wanted.forEach((node, index) => {
      const there = pile.children[index];
      if (there !== node) pile.insertBefore(node, there ?? null);
    });
    while (pile.children.length > wanted.length) pile.lastElementChild?.remove();
  }

  /** The button the player's place points at now: the same one if it is still in the
   * pile, else that pile's top, else the top of the table's first pile (reading order). */
  function placeButton() {
    if (!skeleton) return null;
    const pile = skeleton.piles.get(place.pile);
    const same = buttons.get(place.key);
    if (pile && same && pile.contains(same) && !same.inert) return same;
    const top = pile ? [...pile.querySelectorAll(FOCUSABLE)].at(-1) : undefined;
    if (top instanceof HTMLButtonElement) return top;
    const first = board.querySelector("[data-pile]")?.querySelectorAll(FOCUSABLE);
    const fallback = first ? [...first].at(-1) : undefined;
    return fallback instanceof HTMLButtonElement ? fallback : null;
  }

  /**
   * After an undo, the player's place is the card that came back (not the card it now
   * covers, which the place would otherwise keep); a draw taken back went to the stock,
   * so the place is the stock.  Null when an undo moved no card the table shows.
   * @param {{type: string}[]} events
   */
  function undoneCard(events) {
    const undo = /** @type {{type: string, undone?: {type?: string, card?: string}} | undefined} */ (
      events.find((event) => event.type === "undo")
    );
    const undone = undo?.undone;
    if (!undone) return null;
    const key = `card:${undone.card ?? ""}`;
    const back = buttons.get(key);
    if (back && !back.inert && back.dataset.pileOf) return { pile: back.dataset.pileOf, key };
    if (undone.type === "draw" && skeleton?.piles.has("stock")) return { pile: "stock", key: "" };
    return null;
  }

  /** Make `target` the table's one tab stop. @param {HTMLButtonElement} target */
  function rove(target) {
    for (const node of buttons.values()) setAttribute(node, "tabindex", node === target ? "0" : "-1");
  }

  /**
   * Show `game`, with the suggested move lit up and the card picked up by keyboard marked.
   * @param {GameDocument} game
   * @param {Language} language
   * @param {{hint: Move | null, picked: string | null}} marks
   */
  function render(game, language, { hint, picked }) {
    const renderer = renderers[game.game];
    if (!renderer) return;
    const hadFocus = board.contains(document.activeElement);
    const sameGame = shownGame === game.game_id;
    const before = sameGame ? snapshot(buttons) : new Map();
    const layout = `${game.game}/${language}`;
    if (layout !== built || !skeleton) {
      skeleton = renderer.skeleton(game, language);
      board.replaceChildren(skeleton.root);
      board.dataset.game = game.game;
      built = layout;
    }
    const table = skeleton;
    const shown = new Set();
    const specs = renderer.piles(game, language);
    for (const spec of specs) {
      const pile = table.piles.get(spec.id);
      if (pile) updatePile(pile, spec, shown);
    }
    for (const [key, node] of buttons) {
      if (!shown.has(key)) {
        node.remove();
        buttons.delete(key);
      }
    }
    renderer.decorate?.(table, game, language);

    for (const node of board.querySelectorAll(".hinted, .picked")) node.classList.remove("hinted", "picked");
    if (hint) {
      const { keys, piles } = renderer.hintTargets(game, hint);
      for (const key of keys) buttons.get(key)?.classList.add("hinted");
      for (const id of piles) table.piles.get(id)?.classList.add("hinted");
    }
    if (picked) buttons.get(`card:${picked}`)?.classList.add("picked");

    const events = game.outcome.accepted ? game.outcome.events : [];
    const dealt = events.some((event) => event.type === "deal");
    if (!sameGame) place = { pile: "", key: "" };
    // A round's next hole is a new deal: a card of the same name may now lie covered where
    // the player's card was, so the place keeps its pile and goes to that pile's top.
    else if (dealt) place = { pile: place.pile, key: "" };
    else {
      const undone = undoneCard(events);
      if (undone) place = undone;
    }
    const target = placeButton();
    if (target) {
      rove(target);
      if (hadFocus && document.activeElement !== target) target.focus({ preventScroll: true });
    }
    shownGame = game.game_id;

    if (sameGame) {
      // Cards new to the table come from the stock when the move drew them; otherwise
      // they were face down where they now show (a reserve's next card) and do not move.
      // A round's next hole is a new deal: every card comes from the stock, wherever a card
      // of that name lay on the hole before.
      const drew = events.some((event) => event.type === "draw");
      const stock = table.piles.get("stock")?.getBoundingClientRect();
      const moves = [];
      for (const spec of specs) {
        const arrivals = drew && spec.arrivals ? table.piles.get(spec.arrivals)?.getBoundingClientRect() : undefined;
        for (const { card } of spec.cards) {
          const node = buttons.get(`card:${card}`);
          const from = dealt ? stock : (before.get(`card:${card}`) ?? arrivals);
          if (node && from) moves.push({ node, from });
        }
      }
      glide(moves);
    }
  }

  return {
    render,
    /** Take the keyboard to the player's place on the table (the skip link, a new game). */
    focus() {
      const target = placeButton();
      if (target) {
        rove(target);
        target.focus();
      }
    },
    /** The renderer of the game on show, if any. */
    renderer: () => renderers[board.dataset.game ?? ""] ?? null,
  };
}
