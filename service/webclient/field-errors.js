// @ts-check
// The service's refusal of what a player typed, told beside the field it refuses (the
// player's name, a game code): the client's words for what was refused, then the service's
// own reason, which says exactly why (a name 40 columns wide, a zero-width space, a code
// of four parts that has no such round).  The reason is the service's `detail`, written in
// the page's language when it was asked; it is marked with the language it came in, so a
// screen reader reads it right after the page's language changes.
// The field says it is invalid, is described by the words and takes the keyboard back;
// the words go when the field changes.

import { byId, setAttribute } from "./dom.js";
import { sentence, text } from "./i18n.js";

/** @typedef {import("./types").Field} Field */

/** Each field and the place of its words. @type {Record<Field, {input: string, words: string}>} */
const FIELDS = {
  name: { input: "player-name", words: "name-error" },
  code: { input: "code-input", words: "code-error" },
  player: { input: "follow-player", words: "follow-error" },
};
/** A field typed in another place too: the name, in a duel's invitation (duel-view.js). */
const TWINS = { name: { input: "invite-name", words: "invite-name-error" } };

/**
 * The place a field's refusal is told: its twin's where the player typed it there.
 * @param {Field} field
 */
function placeOf(field) {
  const twin = field === "name" ? TWINS.name : null;
  const shown = twin && !byId("invitation", HTMLElement).hidden && !byId("invitation-join", HTMLFormElement).hidden;
  return shown ? twin : FIELDS[field];
}

/**
 * @param {{store: import("./types").Store}} parts
 * @returns {import("./types").View}
 */
export function createFieldErrorsView({ store }) {
  return {
    wire() {
      for (const [field, ids] of [...Object.entries(FIELDS), ...Object.entries(TWINS)]) {
        byId(ids.input, HTMLInputElement).addEventListener("input", () => {
          const kept = { ...store.get().fieldErrors };
          if (!kept[/** @type {Field} */ (field)]) return;
          delete kept[/** @type {Field} */ (field)];
          store.update({ fieldErrors: kept });
        });
      }
    },
    render({ fieldErrors, language }, drawn) {
      if (fieldErrors === drawn?.fieldErrors && language === drawn?.language) return;
      for (const [field, ids] of [...Object.entries(FIELDS), ...Object.entries(TWINS)]) {
        const error = placeOf(/** @type {Field} */ (field)) === ids ? fieldErrors[/** @type {Field} */ (field)] : undefined;
        const input = byId(ids.input, HTMLInputElement);
        const words = byId(ids.words, HTMLElement);
        setAttribute(input, "aria-invalid", error ? "true" : null);
        if (!error) {
          words.replaceChildren();
          continue;
        }
        const reason = document.createElement("span");
        reason.lang = error.language;
        // A sentence of its own after the lead's (never a colon after a colon).
        reason.textContent = sentence(error.reason.charAt(0).toLocaleUpperCase(error.language) + error.reason.slice(1));
        words.replaceChildren(`${text(language, error.lead)} `, reason);
        // A refusal just come: back to the field, whose description (the words) is read out.
        if (error !== drawn?.fieldErrors[/** @type {Field} */ (field)]) input.focus();
      }
    },
  };
}
