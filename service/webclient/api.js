// @ts-check
// The service's public HTTP API, and nothing else: every request the client makes goes
// through here, as a mobile or JS front-end would make it (openapi.yaml is the contract,
// and the types of types.d.ts are generated from it).  Paths are relative to the page, so
// the client works under any path prefix.  Every write goes under an Idempotency-Key and
// is sent again with it when its answer is lost; every read sends the ETag of the copy it
// holds (If-None-Match), and a 304 answers that copy.

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Move} Move */
/** @typedef {import("./types").Problem} Problem */

/**
 * A problem+json answer (RFC 9457), or a request that never got an answer (status 0). Its
 * `title` and `detail` are in the language the request asked for (`Accept-Language`), which
 * `Content-Language` names: `language`.
 */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {Partial<Problem>} problem
   * @param {number | null} [retryAfter] seconds, from `Retry-After`
   * @param {string} [language] the language of its texts, from `Content-Language`
   */
  constructor(status, problem, retryAfter = null, language = "en") {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.retryAfter = retryAfter;
    this.language = language;
  }

  /** The problem's name, e.g. "invalid-state" for urn:solitaire:problem:invalid-state. */
  get kind() {
    return String(this.problem.type || "").split(":").pop() ?? "";
  }
}

/** How many times a request whose answer was lost is sent again, and the pauses between (ms). */
const RETRIES = [500, 1500, 4000];
/** The most copies of read documents kept for `If-None-Match` (the latest used stay). */
const KEPT_READS = 50;

/**
 * A new `Idempotency-Key`: a random UUID (made from `crypto.getRandomValues`, which pages
 * served over plain HTTP have too, unlike `crypto.randomUUID`).
 */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // the RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a request's answer was lost, so that the same request may be sent again (a write
 * under its key): no answer at all, a gateway that lost it, the database away for a
 * moment, or the first request with the key still running.
 * @param {ApiError} error
 */
function answerLost(error) {
  return [0, 502, 503, 504].includes(error.status) || error.kind === "idempotency-key-in-flight";
}

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The query of a board's page: the variant, the page's size, the cursor after the last page.
 * @param {string} variant
 * @param {number} limit
 * @param {string | null | undefined} after
 * @param {Record<string, string>} [more]
 */
const pageQuery = (variant, limit, after, more = {}) =>
  new URLSearchParams({ variant, limit: String(limit), ...(after ? { after } : {}), ...more });

/** @param {import("./types").Language} language */
export function createApi(language) {
  let acceptLanguage = language;
  /** The documents read, with their `ETag`, by request (language, token, path). @type {Map<string, {tag: string, data: unknown}>} */
  const kept = new Map();

  /**
   * `token`: a player's bearer token, for the calls made on their behalf; `headers`: more
   * request headers. A `304` answers the copy kept for the request.
   * @template T
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {string} [token]
   * @param {Record<string, string>} [more]
   * @returns {Promise<T>}
   */
  async function call(method, path, body, token, more = {}) {
    /** @type {Record<string, string>} */
    const headers = { "Accept-Language": acceptLanguage, ...more };
    /** @type {RequestInit} */
    const init = { method, headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const copy = `${acceptLanguage} ${token ?? ""} ${path}`;
    const held = method === "GET" ? kept.get(copy) : undefined;
    if (held) headers["If-None-Match"] = held.tag;
    let response;
    try {
      response = await fetch(new URL(path, document.baseURI), init);
    } catch (error) {
      throw new ApiError(0, { title: "The service cannot be reached", detail: String(error) });
    }
    if (response.status === 304 && held) {
      await response.arrayBuffer(); // its empty body read, or the browser counts the request aborted
      kept.delete(copy); // the latest used last
      kept.set(copy, held);
      return /** @type {T} */ (held.data);
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) {
      const retryAfter = Number.parseInt(response.headers.get("Retry-After") ?? "", 10);
      throw new ApiError(
        response.status,
        data || { title: response.statusText || `HTTP ${response.status}` },
        Number.isFinite(retryAfter) ? retryAfter : null,
        response.headers.get("Content-Language") || "en",
      );
    }
    const tag = response.headers.get("ETag");
    if (method === "GET" && tag) {
      kept.delete(copy);
      kept.set(copy, { tag, data });
      if (kept.size > KEPT_READS) kept.delete(kept.keys().next().value ?? "");
    }
    return data;
  }

  /**
   * `send` once more, unchanged, when its answer is lost (a few times, further apart, no
   * sooner than a `Retry-After`): for requests the service answers the same when sent
   * again (a read; a move, answered from the same state; a write under its key).
   * @template T
   * @param {() => Promise<T>} send
   * @returns {Promise<T>}
   */
  async function again(send) {
    for (let retry = 0; ; retry += 1) {
      try {
        return await send();
      } catch (error) {
        const wait = RETRIES[retry];
        if (!(error instanceof ApiError) || !answerLost(error) || wait === undefined) throw error;
        await pause(Math.max(wait, (error.retryAfter ?? 0) * 1000));
      }
    }
  }

  /**
   * A read, sent again when its answer is lost.
   * @template T
   * @param {string} path
   * @param {unknown} [body]
   * @param {string} [token]
   * @param {Record<string, string>} [more]
   * @returns {Promise<T>}
   */
  const read = (path, body, token, more) => again(() => call("GET", path, body, token, more));

  /**
   * A request that writes, under a fresh `Idempotency-Key`: when its answer is lost it is
   * sent again with the same key, and the service answers what it answered the first time
   * without doing anything twice.
   * @template T
   * @param {string} path
   * @param {unknown} body
   * @param {string} [token]
   * @returns {Promise<T>}
   */
  function write(path, body, token) {
    const key = { "Idempotency-Key": newIdempotencyKey() };
    return again(() => call("POST", path, body, token, key));
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
    variants: () => read("v1/variants"),
    /**
     * With a player's token the game is bound to them (it can go into their history).
     * @param {import("./types").NewGameRequest} body
     * @param {string} [token]
     * @returns {Promise<GameDocument>}
     */
    newGame: (body, token) => call("POST", "v1/games", body, token),
    /**
     * With the player's token on a game whose line the server keeps for them (a ranked daily
     * attempt, a side of a duel): only its player moves it.
     * @param {string} state
     * @param {Move} move
     * @param {string} [token]
     * @returns {Promise<GameDocument>}
     */
    play: (state, move, token) => again(() => call("POST", "v1/moves", { state, move }, token)), // the same from the same state
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
    createPlayer: (name) => write("v1/players", { name }),
    /**
     * A game of the player's (bound to them), finished or left, into their history.
     * @param {string} player
     * @param {import("./types").GameSubmission} submission
     * @param {string} token
     * @returns {Promise<import("./types").RecordedGame>}
     */
    recordGame: (player, submission, token) =>
      write(`v1/players/${encodeURIComponent(player)}/games`, submission, token),
    /**
     * @param {string} date
     * @returns {Promise<import("./types").DailyDeals>}
     */
    dailyDeals: (date) => read(`v1/daily/${date}`),
    /**
     * The live day's daily game (the player's token), or a closed day's deal from the
     * archive (unranked; bound to the player when a token comes).
     * @param {string} date
     * @param {import("./types").Schemas["DailyGameRequest"]} body
     * @param {string} [token]
     * @returns {Promise<GameDocument>}
     */
    startDaily: (date, body, token) => write(`v1/daily/${date}/games`, body, token),
    /**
     * @param {string} date
     * @param {string} variant
     * @param {string} state
     * @param {string} token
     * @returns {Promise<import("./types").DailyStanding>}
     */
    submitResult: (date, variant, state, token) => write(`v1/daily/${date}/results`, { variant, state }, token),
    /**
     * @param {string} date
     * @param {string} variant
     * @param {number} limit
     * @param {string | null} [after]
     * @param {string} [token] the player's, for their friends board (`scope=friends`)
     * @returns {Promise<import("./types").Leaderboard>}
     */
    leaderboard: (date, variant, limit, after, token) =>
      read(`v1/daily/${date}/leaderboard?${pageQuery(variant, limit, after, token ? { scope: "friends" } : {})}`, undefined, token),
    /**
     * One page of a group of 100's board (`GroupStanding.id`), ranked within the group.
     * @param {string} date
     * @param {number} group
     * @param {string} variant
     * @param {number} limit
     * @param {string | null} [after]
     * @returns {Promise<import("./types").Leaderboard>}
     */
    groupLeaderboard: (date, group, variant, limit, after) =>
      read(`v1/daily/${date}/groups/${group}/leaderboard?${pageQuery(variant, limit, after)}`),
    /**
     * Follow the player of `who` ("Name#TAG", as a board shows them).
     * @param {string} player
     * @param {string} who
     * @param {string} token
     * @returns {Promise<import("./types").Friend>}
     */
    follow: (player, who, token) => write(`v1/players/${encodeURIComponent(player)}/friends`, { player: who }, token),
    /**
     * The token's player: name, tag, devices (GET /v1/players/me).
     * @param {string} token
     * @returns {Promise<import("./types").OwnProfile>}
     */
    me: (token) => read("v1/players/me", undefined, token),
    /**
     * A one-time code another device exchanges for a token of this player (10 minutes).
     * @param {string} player
     * @param {string} token
     * @returns {Promise<import("./types").LinkCode>}
     */
    newLinkCode: (player, token) => write(`v1/players/${encodeURIComponent(player)}/link`, undefined, token),
    /**
     * This device signs in with a code another device of the player showed.
     * @param {string} code
     * @param {string} device a name for this device in the player's list
     * @returns {Promise<import("./types").LinkedDevice>}
     */
    link: (code, device) => write("v1/players/link", { code, device }),
    /**
     * A new recovery code (shown once; it replaces the one before).
     * @param {string} player
     * @param {string} token
     * @returns {Promise<import("./types").RecoveryCode>}
     */
    newRecoveryCode: (player, token) => write(`v1/players/${encodeURIComponent(player)}/recovery`, undefined, token),
    /**
     * The account back on this device by its name, tag and recovery code (every other device signed out).
     * @param {string} player "Name#TAG"
     * @param {string} code
     * @param {string} device
     * @returns {Promise<import("./types").LinkedDevice>}
     */
    recover: (player, code, device) => write("v1/players/recover", { player, code, device }),
    /**
     * A new token for this device (the one it replaces stops working at once).
     * @param {string} player
     * @param {string} token
     * @returns {Promise<import("./types").PlayerToken>}
     */
    rotateToken: (player, token) => write(`v1/players/${encodeURIComponent(player)}/token`, undefined, token),
    /**
     * Everything stored about the player, as one JSON document.
     * @param {string} player
     * @param {string} token
     * @returns {Promise<import("./types").PlayerExport>}
     */
    exportData: (player, token) => read(`v1/players/${encodeURIComponent(player)}/export`, undefined, token),
    /**
     * The player erased (a token issued in the last 10 minutes only).
     * @param {string} player
     * @param {string} token
     * @returns {Promise<null>}
     */
    erase: (player, token) => call("DELETE", `v1/players/${encodeURIComponent(player)}`, undefined, token),
    /**
     * One page of the players `player` follows, first followed first.
     * @param {string} player
     * @param {string} token
     * @param {string | null} [after]
     * @returns {Promise<import("./types").FriendsPage>}
     */
    follows: (player, token, after) =>
      read(`v1/players/${encodeURIComponent(player)}/friends?${new URLSearchParams({ limit: "100", ...(after ? { after } : {}) })}`, undefined, token),
    /**
     * Stop following the player `friend` (their id, as the list of follows shows it).
     * @param {string} player
     * @param {string} friend
     * @param {string} token
     * @returns {Promise<null>}
     */
    unfollow: (player, friend, token) =>
      call("DELETE", `v1/players/${encodeURIComponent(player)}/friends/${encodeURIComponent(friend)}`, undefined, token),
    /**
     * @param {string} date
     * @param {string} variant
     * @param {string} token
     * @returns {Promise<import("./types").DailyStanding>}
     */
    myStanding: (date, variant, token) =>
      read(`v1/daily/${date}/leaderboard/me?${new URLSearchParams({ variant })}`, undefined, token),
    /**
     * How a day's board of a variant is spread: fixed buckets of cards home and of time.
     * @param {string} date
     * @param {string} variant
     * @returns {Promise<import("./types").BoardStats>}
     */
    dailyStats: (date, variant) => read(`v1/daily/${date}/stats?${new URLSearchParams({ variant })}`),
    /**
     * The player's daily results from `from` to `to` (inclusive), and their streak.
     * @param {string} player
     * @param {string} from
     * @param {string} to
     * @param {string} token
     * @returns {Promise<import("./types").PlayerDailyRecord>}
     */
    dailyRecord: (player, from, to, token) =>
      read(`v1/players/${encodeURIComponent(player)}/daily?${new URLSearchParams({ from, to })}`, undefined, token),
    /**
     * The player's monthly badges of `year`, each month with its progress.
     * @param {string} player
     * @param {number} year
     * @param {string} token
     * @returns {Promise<import("./types").PlayerBadges>}
     */
    playerBadges: (player, year, token) =>
      read(`v1/players/${encodeURIComponent(player)}/badges?${new URLSearchParams({ year: String(year) })}`, undefined, token),
    /**
     * The player's week of `date` (their own date) and their league's standings.
     * @param {string} date
     * @param {string} token
     * @returns {Promise<import("./types").CurrentLeague>}
     */
    currentLeague: (date, token) => read(`v1/leagues/current?${new URLSearchParams({ date })}`, undefined, token),

    // Duels: two players on one sealed deal (the player's token on each).
    /**
     * A duel on a sealed random deal of `body.variant`, and the challenger's game on it.
     * @param {import("./types").Schemas["DuelRequest"]} body
     * @param {string} token
     * @returns {Promise<import("./types").DuelGame>}
     */
    createDuel: (body, token) => write("v1/duels", body, token),
    /**
     * A duel by its id or invite, as the player may see it.
     * @param {string} duel
     * @param {string} token
     * @returns {Promise<import("./types").Duel>}
     */
    duel: (duel, token) => read(`v1/duels/${encodeURIComponent(duel)}`, undefined, token),
    /**
     * @param {string} duel
     * @param {import("./types").Schemas["DuelJoinRequest"]} body
     * @param {string} token
     * @returns {Promise<import("./types").DuelGame>}
     */
    joinDuel: (duel, body, token) => write(`v1/duels/${encodeURIComponent(duel)}/join`, body, token),
    /**
     * @param {string} duel
     * @param {string} state
     * @param {string} token
     * @returns {Promise<import("./types").Duel>}
     */
    submitDuelResult: (duel, state, token) => write(`v1/duels/${encodeURIComponent(duel)}/results`, { state }, token),
    /**
     * The player's duels, newest first, and their won, lost, drawn and open counts.
     * @param {string} player
     * @param {string} token
     * @returns {Promise<import("./types").DuelsPage>}
     */
    playerDuels: (player, token) => read(`v1/players/${encodeURIComponent(player)}/duels`, undefined, token),
    /**
     * The player's Vegas Canfield balances, draw 3 first.
     * @param {string} player
     * @param {string} token
     * @returns {Promise<import("./types").VegasBalances>}
     */
    vegasBalances: (player, token) => read(`v1/players/${encodeURIComponent(player)}/vegas`, undefined, token),
    /**
     * A draw's Vegas Canfield balance back to $0.
     * @param {string} player
     * @param {1 | 3} draw
     * @param {string} token
     * @returns {Promise<import("./types").VegasBalance>}
     */
    resetVegas: (player, draw, token) => write(`v1/players/${encodeURIComponent(player)}/vegas/reset`, { draw }, token),
  };
}

/** @typedef {ReturnType<typeof createApi>} Api */
