// The service's public HTTP API, and nothing else: every request the client makes goes
// through here, as a mobile or JS front-end would make it (openapi.yaml is the contract).
// Paths are relative to the page, so the client works under any path prefix.

/** A problem+json answer (RFC 9457), or a request that never got an answer (status 0). */
export class ApiError extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }

  /** The problem's name, e.g. "invalid-state" for urn:solitaire:problem:invalid-state. */
  get kind() {
    return String(this.problem.type || "").split(":").pop();
  }
}

export function createApi(language) {
  let acceptLanguage = language;

  /** `token`: a player's bearer token, for the calls made on their behalf. */
  async function call(method, path, body, token) {
    const init = { method, headers: { "Accept-Language": acceptLanguage } };
    if (token) init.headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(new URL(path, document.baseURI), init);
    } catch (error) {
      throw new ApiError(0, { title: "The service cannot be reached", detail: String(error.message || error) });
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) {
      throw new ApiError(response.status, data || { title: response.statusText || `HTTP ${response.status}` });
    }
    return data;
  }

  return {
    /** Rule messages come back in this language (ru, en). */
    setLanguage(value) {
      acceptLanguage = value;
    },
    variants: () => call("GET", "v1/variants"),
    newGame: (body) => call("POST", "v1/games", body),
    play: (state, move) => call("POST", "v1/moves", { state, move }),
    /** With the player's token on their own daily game: answered and counted (`daily_hints`). */
    hint: (state, token) => call("POST", "v1/hint", { state }, token),
    solve: (state) => call("POST", "v1/solve", { state }),

    // The daily challenge (contract v2 of the daily routes).
    createPlayer: (name) => call("POST", "v1/players", { name }),
    dailyDeals: (date) => call("GET", `v1/daily/${date}`),
    startDaily: (date, body, token) => call("POST", `v1/daily/${date}/games`, body, token),
    submitResult: (date, variant, state, token) => call("POST", `v1/daily/${date}/results`, { variant, state }, token),
    leaderboard: (date, variant, limit, after) =>
      call("GET", `v1/daily/${date}/leaderboard?${new URLSearchParams({ variant, limit, ...(after ? { after } : {}) })}`),
    myStanding: (date, variant, token) =>
      call("GET", `v1/daily/${date}/leaderboard/me?${new URLSearchParams({ variant })}`, undefined, token),
  };
}
