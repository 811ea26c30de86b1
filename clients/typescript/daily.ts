// A typed client of the daily challenge (contract v2 of the daily routes, one ranked attempt
// a deal since 3.x), on the same generated types as play.ts: a player, today's deals, the
// player's ranked attempt (resumed from the 409 of a second start), the result with the undos
// the server counted, and the leaderboard's keyset pages with the player's own rank.
import createClient from "openapi-fetch";
import type { components, paths } from "./generated/openapi";
import { answered, type GameDocument, type Move } from "./play";

type Schemas = components["schemas"];
export type Player = Schemas["PlayerCreated"];
export type VariantName = Schemas["VariantName"];
export type LeaderboardEntry = Schemas["LeaderboardEntry"];

/** Today by the service's calendar (UTC), as the daily routes write dates. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** POST /v1/players: the token is shown this once; keep it. */
export async function join(baseUrl: string, name: string): Promise<Player> {
  return answered(await createClient<paths>({ baseUrl }).POST("/v1/players", { body: { name } }));
}

export function dailyClient(baseUrl: string, player: Player, language: "ru" | "en" = "ru") {
  const client = createClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${player.token}`, "Accept-Language": language },
  });
  const on = (date: string) => ({ path: { date } });
  return {
    deals: async (date: string): Promise<Schemas["DailyDeals"]> =>
      answered(await client.GET("/v1/daily/{date}", { params: on(date) })),
    /** The player's ranked attempt: dealt by the first start, resumed by any later one (409). */
    start: async (date: string, variant: VariantName): Promise<GameDocument> => {
      const started = await client.POST("/v1/daily/{date}/games", { params: on(date), body: { variant } });
      if (started.response.status === 409 && started.error && "game" in started.error) return started.error.game;
      return answered(started);
    },
    play: async (game: GameDocument, move: Move): Promise<GameDocument> =>
      answered(await client.POST("/v1/moves", { body: { state: game.state, move } })),
    submit: async (game: GameDocument): Promise<Schemas["DailyStanding"]> => {
      if (game.daily === null) throw new Error("not a daily game");
      const { date, variant } = game.daily;
      return answered(
        await client.POST("/v1/daily/{date}/results", { params: on(date), body: { variant, state: game.state } }),
      );
    },
    leaderboard: async (date: string, variant: VariantName, limit: number, after: string | null) => {
      const query = after === null ? { variant, limit } : { variant, limit, after };
      const page: Schemas["Leaderboard"] = answered(
        await client.GET("/v1/daily/{date}/leaderboard", { params: { ...on(date), query } }),
      );
      return page;
    },
    me: async (date: string, variant: VariantName): Promise<Schemas["DailyStanding"]> =>
      answered(await client.GET("/v1/daily/{date}/leaderboard/me", { params: { ...on(date), query: { variant } } })),
  };
}

export type DailyClient = ReturnType<typeof dailyClient>;

/** Today's daily game of `variant` played by `line`, the result submitted, then the board
 * walked page by page (following `next`) to the player's own entry. */
export async function playTodaysDailyGame(
  baseUrl: string,
  name: string,
  variant: VariantName,
  line: Move[],
): Promise<{ standing: Schemas["DailyStanding"]; found: LeaderboardEntry; undos: number }> {
  const player = await join(baseUrl, name);
  const api = dailyClient(baseUrl, player, "en");
  const today = await api.deals(todayUtc());
  if (!today.deals.some((deal) => deal.variant === variant)) throw new Error(`no ${variant} deal today`);
  let game = await api.start(today.date, variant);
  for (const move of line) game = await api.play(game, move);
  if (game.status === "playing") throw new Error(`the line did not finish the game (${game.moves} moves)`);
  const standing = await api.submit(game);
  const mine = await api.me(today.date, variant);
  for (let after: string | null = null; ; ) {
    const page = await api.leaderboard(today.date, variant, 20, after);
    const found = page.entries.find((entry) => entry.rank === mine.rank);
    if (found !== undefined) return { standing, found, undos: found.undos };
    if (page.next === null) throw new Error("the player is not on the board");
    after = page.next;
  }
}
