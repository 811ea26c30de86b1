// The client's one state object.  Views render from it and never keep state of their own;
// it changes only through update(), which tells every subscriber.  What must survive a
// reload (the language and the last game document, whose sealed `state` token is the game
// itself: the server keeps nothing) is kept in localStorage.

const STORAGE_KEY = "solitaire.play.v1";

function readSaved(storage) {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) || "null");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

export function createStore(initial, storage = window.localStorage) {
  const saved = readSaved(storage);
  let state = {
    ...initial,
    language: saved.language || initial.language,
    game: saved.game && typeof saved.game.state === "string" ? saved.game : null,
  };
  const listeners = new Set();

  function persist() {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ language: state.language, game: state.game }));
    } catch {
      // Private browsing or a full quota: the game plays on, it just will not survive a reload.
    }
  }

  return {
    get: () => state,
    update(patch) {
      state = { ...state, ...patch };
      if ("game" in patch || "language" in patch) persist();
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
