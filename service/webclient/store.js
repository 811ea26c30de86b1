// The client's one state object.  Views render from it and never keep state of their own;
// it changes only through update(), which tells every subscriber.  What must survive a
// reload is kept in localStorage: the language, the last game document (its sealed `state`
// token is the game itself: the server keeps nothing), the player (id, name and the bearer
// token, shown only once by the service) and the player's daily games and results.

const STORAGE_KEY = "solitaire.play.v1";

function readSaved(storage) {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) || "null");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

const isObject = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** What a saved value must look like to be used again (anything else is dropped). */
const VALID = {
  language: (value) => typeof value === "string",
  game: (value) => isObject(value) && typeof value.state === "string",
  player: (value) => isObject(value) && ["id", "name", "token"].every((key) => typeof value[key] === "string"),
  daily: isObject,
};

export function createStore(initial, storage = window.localStorage) {
  const saved = readSaved(storage);
  let state = { ...initial };
  for (const [key, valid] of Object.entries(VALID)) if (valid(saved[key])) state[key] = saved[key];
  const listeners = new Set();

  function persist() {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(Object.keys(VALID).map((key) => [key, state[key]]))));
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
