// @ts-check
// The games the client can show, by the game's id (the service's registry names each game's
// client renderer by that id): the one place that lists them.  Everything else asks the
// renderer of a game what differs between games.

import { canfield } from "./canfield.js";
import { golf } from "./golf.js";

/** @typedef {import("./types").TableRenderer} TableRenderer */

/** @type {Record<string, TableRenderer>} */
export const RENDERERS = { golf, canfield };

/**
 * The renderer of `game` (a game's id); a game the client cannot show is an error, never
 * another game's table.
 * @param {string} game
 * @returns {TableRenderer}
 */
export function rendererOf(game) {
  const renderer = RENDERERS[game];
  if (!renderer) throw new Error(`the client has no renderer for the game "${game}"`);
  return renderer;
}
