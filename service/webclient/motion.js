// @ts-check
// Cards move: a card that changes place glides from where it was to where it is now (FLIP:
// the table is updated at once, then each moved card is drawn back at its old place and
// let go), a card new to the table glides in from where it came from (a draw: the stock),
// and a win is celebrated.  Nothing moves when the player asks for reduced motion
// (`prefers-reduced-motion: reduce`), and nothing waits for an animation: the table is
// already in its new state, so the next move can be played at once.

import { element } from "./dom.js";
import { suitSymbol } from "./cards.js";

export const GLIDE_MS = 280;
const SPARKS = ["S", "H", "D", "C"];
const SPARK_COUNT = 16;

export function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Where each element is now, by key.
 * @param {Map<string, HTMLElement>} elements
 * @returns {Map<string, DOMRect>}
 */
export function snapshot(elements) {
  const places = new Map();
  for (const [key, node] of elements) if (node.isConnected) places.set(key, node.getBoundingClientRect());
  return places;
}

/**
 * Let each element glide from `from` to where it is now.
 * @param {Array<{node: HTMLElement, from: DOMRect}>} moves
 */
export function glide(moves) {
  if (reducedMotion()) return;
  for (const { node, from } of moves) {
    const to = node.getBoundingClientRect();
    const dx = from.left - to.left;
    const dy = from.top - to.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    node.animate(
      [
        { transform: `translate(${dx}px, ${dy}px)`, zIndex: 6 },
        { transform: "translate(0, 0)", zIndex: 6 },
      ],
      { duration: GLIDE_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
    );
  }
}

/**
 * The win's celebration over the table (`place`): a banner, and suit symbols bursting out
 * of it unless motion is reduced.  `burst` is false when the game was already won (a
 * reload): then the banner alone.  The words are the status's and the message's too, so
 * the banner is for the eye alone.
 * @param {HTMLElement} place
 * @param {{title: string, score: string, burst: boolean}} what
 */
export function celebrate(place, { title, score, burst }) {
  const celebration = element("div", "celebration", { "aria-hidden": "true" });
  const banner = element("div", "banner");
  const heading = element("strong");
  heading.textContent = title;
  const line = element("span");
  line.textContent = score;
  banner.append(heading, line);
  celebration.append(banner);
  if (burst && !reducedMotion()) {
    celebration.classList.add("burst");
    for (let index = 0; index < SPARK_COUNT; index += 1) {
      const angle = (index / SPARK_COUNT) * 2 * Math.PI;
      const reach = 110 + (index % 3) * 45;
      const spark = suitSymbol(SPARKS[index % SPARKS.length] ?? "S", `spark ${index % 2 ? "red" : "black"}`);
      spark.style.setProperty("--dx", `${Math.round(Math.cos(angle) * reach)}px`);
      spark.style.setProperty("--dy", `${Math.round(Math.sin(angle) * reach)}px`);
      spark.style.setProperty("--delay", `${(index % 4) * 60}ms`);
      celebration.append(spark);
    }
  }
  place.querySelector(".celebration")?.remove();
  place.append(celebration);
}

/** @param {HTMLElement} place */
export function endCelebration(place) {
  place.querySelector(".celebration")?.remove();
}
