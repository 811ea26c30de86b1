// @ts-check
// The service's public HTTP API, and nothing else: every request the client makes goes
// through here, as a mobile or JS front-end would make it (openapi.yaml is the contract,
// and the types of types.d.ts are generated from it).  Paths are relative to the page, so
// the client works under any path prefix.

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Move} Move */
/** @typedef {import("./types").Problem} Problem */

/** A problem+json answer (RFC 9457), or a request that never got an answer (status 0). */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {Partial<Problem>} problem
   * @param {number | null} [retryAfter] seconds, from `Retry-After`
   */
  constructor(status, problem, retryAfter = null) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.retryAfter = retryAfter;
  }

  /** The problem's name, e.g. "invalid-state" for urn:solitaire:problem:invalid-state. */
  get kind() {
    return String(this.problem.type || "").split(":").pop() ?? "";
  }
}

/** @param {import("./types").Language} language */
export function createApi(language) {
  let acceptLanguage = language;

  /**
   * `token`: a player's bearer token, for the calls made on their behalf.
   * @template T
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {string} [token]
   * @returns {Promise<T>}
   */
  async function call(method, path, body, token) {
    /** @type {Record<string, string>} */
    const headers = { "Accept-Language": acceptLanguage };
    /** @type {RequestInit} */
    const init = { method, headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(new URL(path, document.baseURI), init);
    } catch (error) {
      throw new ApiError(0, { title: "The service cannot be reached", detail: String(error) });
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) {
      const retryAfter = Number.parseInt(response.headers.get("Retry-After") ?? "", 10);
      throw new ApiError(
        response.status,
        data || { title: response.statusText || `HTTP ${response.status}` },
        Number.isFinite(retryAfter) ? retryAfter : null,
      );
    }
    return data;
  }

  return {
    /**
     * Rule messages come back in this language (ru, en).
     * @param {import("./types").Language} value
     */
    setLanguage(value) {
      acceptLanguage = value;
    },
    /** @returns {Promise<import("./types").Variants>} */
    variants: () => call("GET", "v1/variants"),
    /**
     * With a player's token the game is bound to them (it can go into their history).
     * @param {import("./types").NewGameRequest} body
     * @param {string} [token]
     * @returns {Promise<GameDocument>}
     */
    newGame: (body, token) => call("POST", "v1/games", body, token),
    /**
     * @param {string} state
     * @param {Move} move
     * @returns {Promise<GameDocument>}
     */
    play: (state, move) => call("POST", "v1/moves", { state, move }),
    /**
     * With the player's token: their budget (none is given on a live daily game: 403 `daily-deal-live`).
     * @param {string} state
     * @param {string} [token]
     * @returns {Promise<import("./types").Hint>}
     */
    hint: (state, token) => call("POST", "v1/hint", { state }, token),
    /**
     * @param {string} state
     * @returns {Promise<import("./types").Solution>}
     */
    solve: (state) => call("POST", "v1/solve", { state }),

    // Players, their history and the daily challenge.
    /**
     * @param {string} name
     * @returns {Promise<import("./types").PlayerCreated>}
     */
    createPlayer: (name) => call("POST", "v1/players", { name }),
    /**
     * A game of the player's (bound to them), finished or left, into their history.
     * @param {string} player
     * @param {import("./types").GameSubmission} submission
     * @param {string} token
     * @returns {Promise<import("./types").RecordedGame>}
     */
    recordGame: (player, submission, token) =>
      call("POST", `v1/players/${encodeURIComponent(player)}/games`, submission, token),
    /**
     * @param {string} date
     * @returns {Promise<import("./types").DailyDeals>}
     */
    dailyDeals: (date) => call("GET", `v1/daily/${date}`),
    /**
     * The live day's daily game (the player's token), or a closed day's deal from the
     * archive (unranked; bound to the player when a token comes).
     * @param {string} date
     * @param {import("./types").Schemas["DailyGameRequest"]} body
     * @param {string} [token]
     * @returns {Promise<GameDocument>}
     */
    startDaily: (date, body, token) => call("POST", `v1/daily/${date}/games`, body, token),
    /**
     * @param {string} date
     * @param {string} variant
     * @param {string} state
     * @param {string} token
     * @returns {Promise<import("./types").DailyStanding>}
     */
    submitResult: (date, variant, state, token) => call("POST", `v1/daily/${date}/results`, { variant, state }, token),
    /**
     * @param {string} date
     * @param {string} variant
     * @param {number} limit
     * @param {string | null} [after]
     * @returns {Promise<import("./types").Leaderboard>}
     */
    leaderboard: (date, variant, limit, after) =>
      call(
        "GET",
        `v1/daily/${date}/leaderboard?${new URLSearchParams({ variant, limit: String(limit), ...(after ? { after } : {}) })}`,
      ),
    /**
     * @param {string} date
     * @param {string} variant
     * @param {string} token
     * @returns {Promise<import("./types").DailyStanding>}
     */
    myStanding: (date, variant, token) =>
      call("GET", `v1/daily/${date}/leaderboard/me?${new URLSearchParams({ variant })}`, undefined, token),
    /**
     * How a day's board of a variant is spread: fixed buckets of cards home and of time.
     * @param {string} date
     * @param {string} variant
     * @returns {Promise<import("./types").BoardStats>}
     */
    dailyStats: (date, variant) => call("GET", `v1/daily/${date}/stats?${new URLSearchParams({ variant })}`),
    /**
     * The player's daily results from `from` to `to` (inclusive), and their streak.
     * @param {string} player
     * @param {string} from
     * @param {string} to
     * @param {string} token
     * @returns {Promise<import("./types").PlayerDailyRecord>}
     */
    dailyRecord: (player, from, to, token) =>
      call("GET", `v1/players/${encodeURIComponent(player)}/daily?${new URLSearchParams({ from, to })}`, undefined, token),
  };
}

/** @typedef {ReturnType<typeof createApi>} Api */
