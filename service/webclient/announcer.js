// @ts-check
// The page's polite live region: what happened on the table (a move, a draw, the score,
// the status) and the messages, each said once when it happens, never on a re-render.
// It is in the page from the start (a region added later is not listened to), and the
// same words said twice in a row are said again (a second identical refusal).

/** @param {HTMLElement} region a `role="status"` element */
export function createAnnouncer(region) {
  let last = "";
  return {
    /** @param {string} words */
    say(words) {
      // A no-break space tells a screen reader the region changed when the words did not.
      const next = words && words === last ? `${words}\u00a0` : words;
      region.textContent = next;
      last = next;
    },
  };
}
