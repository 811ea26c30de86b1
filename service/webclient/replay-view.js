// @ts-check
// The solver's line on the page (its steps: replay.js): a line in the game head, in a
// place of its own like the daily and round lines, saying whose line it is and which step
// is on the table, with buttons to the start, a step back, a step on and the end; the
// keys "," and "." step back and on from anywhere but a field.

import { byId, setText } from "./dom.js";
import { dayName, text, variantLabel } from "./i18n.js";

/** @typedef {import("./types").State} State */

/**
 * @param {{store: import("./types").Store, replay: import("./replay.js").ReplayActions}} parts
 * @returns {import("./types").View}
 */
export function createReplayView({ store, replay }) {
  const tag = byId("replay-tag", HTMLElement);
  const buttons = {
    start: byId("replay-start", HTMLButtonElement),
    back: byId("replay-back", HTMLButtonElement),
    next: byId("replay-next", HTMLButtonElement),
    end: byId("replay-end", HTMLButtonElement),
  };

  /** @param {State} state */
  function render({ replay: shown, language, catalog }) {
    tag.hidden = !shown;
    if (!shown) return;
    const variant = variantLabel(language, catalog, shown.variant);
    // A duel's line is titled as the duel's, not as a day's deal.
    const label = shown.duel
      ? text(language, "duel.replayLabel", { variant, invite: shown.duel })
      : text(language, "replayLabel", { variant, date: dayName(language, shown.date) });
    setText(byId("replay-label", HTMLElement), label);
    setText(byId("replay-step", HTMLElement), text(language, "replayStepOf", { step: shown.step, steps: shown.line.length }));
    const atStart = shown.step === 0;
    const atEnd = shown.step >= shown.line.length;
    // A button the focus is on keeps it: the one that would go off moves it to its twin.
    const active = document.activeElement;
    buttons.start.disabled = buttons.back.disabled = atStart;
    buttons.next.disabled = buttons.end.disabled = atEnd;
    if (active instanceof HTMLButtonElement && active.disabled && tag.contains(active)) {
      (atStart ? buttons.next : buttons.back).focus();
    }
  }

  return {
    wire() {
      buttons.start.addEventListener("click", () => replay.toStart());
      buttons.back.addEventListener("click", () => replay.step(-1));
      buttons.next.addEventListener("click", () => replay.step(1));
      buttons.end.addEventListener("click", () => replay.toEnd());
      document.addEventListener("keydown", (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (event.altKey || event.ctrlKey || event.metaKey || target?.closest("input, select, textarea, summary")) return;
        if (!store.get().replay || (event.key !== "," && event.key !== ".")) return;
        event.preventDefault();
        replay.step(event.key === "." ? 1 : -1);
      });
    },
    render(state, drawn) {
      if (state.replay !== drawn?.replay || state.language !== drawn?.language || state.catalog !== drawn?.catalog) render(state);
    },
  };
}
