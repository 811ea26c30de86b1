// @ts-check
// The new-game panel on the page (controls.js builds its controls from the catalog): a
// random deal of the variant shown, or the deal of a code.  It follows the game on the
// table (play.js sets the choice when a game starts), so "New deal" deals what is shown.

import { renderControls } from "./controls.js";
import { byId } from "./dom.js";
import { text } from "./i18n.js";

/**
 * @param {{store: import("./types").Store, play: import("./play.js").Play}} parts
 * @returns {import("./types").View}
 */
export function createPanelView({ store, play }) {
  const parts = {
    variantSelect: byId("variant", HTMLSelectElement),
    holesSelect: byId("holes", HTMLSelectElement),
    ruleOptions: byId("rule-options", HTMLElement),
    settings: byId("settings", HTMLElement),
  };
  const codeInput = byId("code-input", HTMLInputElement);

  return {
    wire() {
      byId("new-game", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        play.newRandomGame();
      });
      byId("open-code", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        const code = codeInput.value.trim();
        if (code) play.openCode(code);
      });
    },
    render(state, drawn) {
      const { catalog, choice, language } = state;
      if (language !== drawn?.language) codeInput.placeholder = text(language, "codePlaceholder");
      if (catalog && choice && (choice !== drawn?.choice || catalog !== drawn?.catalog || language !== drawn?.language)) {
        renderControls(parts, catalog, choice, language, (next) => store.update({ choice: next }));
      }
    },
  };
}
