// @ts-check
// The client's one state object.  Views render from it and never keep state of their own;
// it changes only through update(), which tells every subscriber.  What must survive a
// reload is kept in localStorage: the language, the last game document (its sealed `state`
// token is the game itself: the server keeps nothing) and when it started, the player (id,
// name and the bearer token, shown only once by the service), the player's daily games and
// results, their duel games, the duel invite they opened and have not answered yet, and
// their games not yet recorded in their history.

/** @typedef {import("./types").State} State */

const STORAGE_KEY = "solitaire.play.v1";

/** @param {Storage} storage */
function readSaved(storage) {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) || "null");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** What a saved value must look like to be used again (anything else is dropped). */
/** @type {Partial<Record<keyof State, (value: unknown) => boolean>>} */
const VALID = {
  language: (value) => value === "ru" || value === "en",
  game: (value) => isObject(value) && typeof value.state === "string",
  startedAt: (value) => typeof value === "string",
  player: (value) => isObject(value) && ["id", "name", "token"].every((key) => typeof value[key] === "string"),
  daily: isObject,
  duelGames: isObject,
  invite: (value) => typeof value === "string",
  unrecorded: (value) =>
    Array.isArray(value) && value.every((entry) => isObject(entry) && typeof entry.state === "string"),
};

/**
 * @param {State} initial
 * @param {Storage} [storage]
 * @returns {import("./types").Store}
 */
export function createStore(initial, storage = window.localStorage) {
  const saved = readSaved(storage);
  /** @type {State} */
  let state = { ...initial };
  for (const [key, valid] of Object.entries(VALID)) if (valid(saved[key])) state = { ...state, [key]: saved[key] };
  /** @type {Set<(state: State) => void>} */
  const listeners = new Set();

  function persist() {
    try {
      const kept = Object.fromEntries(Object.keys(VALID).map((key) => [key, state[/** @type {keyof State} */ (key)]]));
      storage.setItem(STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Private browsing or a full quota: the game plays on, it just will not survive a reload.
    }
  }

  return {
    get: () => state,
    update(patch) {
      state = { ...state, ...patch };
      if (Object.keys(patch).some((key) => key in VALID)) persist();
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
