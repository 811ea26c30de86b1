// A small typed client of the play routes, written against the types openapi-typescript
// generates from openapi.yaml (generated/openapi.ts, made by the test suite).  `tsc --noEmit`
// checks it in the suite: a contract change that would break a typed client fails CI.
import createClient from "openapi-fetch";
import type { components, paths } from "./generated/openapi";

type Schemas = components["schemas"];
export type GameDocument = Schemas["GameDocument"];
export type Move = Schemas["Move"];
export type Problem = Schemas["Problem"];

export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(`${problem.title}: ${problem.detail}`);
  }
}

export function answered<T>(result: { data?: T; error?: Problem }): T {
  if (result.error !== undefined) throw new ProblemError(result.error);
  if (result.data === undefined) throw new Error("no body");
  return result.data;
}

export function playClient(baseUrl: string, language: "ru" | "en" = "ru") {
  const client = createClient<paths>({ baseUrl, headers: { "Accept-Language": language } });
  return {
    variants: async (): Promise<Schemas["Variants"]> => answered(await client.GET("/v1/variants")),
    newGame: async (body: Schemas["NewGameRequest"]): Promise<GameDocument> =>
      answered(await client.POST("/v1/games", { body })),
    play: async (game: GameDocument, move: Move): Promise<GameDocument> =>
      answered(await client.POST("/v1/moves", { body: { state: game.state, move } })),
    hint: async (game: GameDocument): Promise<Schemas["Hint"]> =>
      answered(await client.POST("/v1/hint", { body: { state: game.state } })),
    solve: async (game: GameDocument, budgetMs = 1000): Promise<Schemas["Solution"]> =>
      answered(await client.POST("/v1/solve", { body: { state: game.state, budget_ms: budgetMs } })),
  };
}

export type PlayClient = ReturnType<typeof playClient>;

/** What a front-end shows after a move: the rule's refusal, the Golf dead end, or the table. */
export function describe(game: GameDocument): string {
  const outcome = game.outcome;
  if (!outcome.accepted) return outcome.violation.message ?? outcome.violation.code;
  if (outcome.notice !== undefined) return outcome.notice.message;
  const view = game.view;
  if ("discard" in view) return `discard ${view.discard.at(-1) ?? "empty"}, stock ${view.stock_count}`;
  const fan = view.waste.fan.join(" ");
  return `reserve ${view.reserve.count} (${view.reserve.top ?? "empty"}), base ${view.base_rank}, waste ${fan}`;
}

/** docs/rules.md's worked Golf example: draw, then 9C and 8C onto the discard. */
export async function documentedGolfOpening(api: PlayClient): Promise<string> {
  let game = await api.newGame({ code: "GO1-E-AAAAAAB" });
  const line: Move[] = [{ type: "draw" }, { type: "remove", column: 5 }, { type: "remove", column: 2 }];
  for (const move of line) game = await api.play(game, move);
  const hint = await api.hint(game);
  const verdict = await api.solve(game);
  return `${describe(game)}; next ${hint.move?.type ?? "none"} (${hint.kind}); ${verdict.result}`;
}

/** A random deal of a variant the catalog lists, started from its own `new_game` body. */
export async function randomDealOf(api: PlayClient, name: Schemas["VariantName"]): Promise<GameDocument> {
  const variant = (await api.variants()).variants.find((candidate) => candidate.name === name);
  if (variant === undefined) throw new Error(`no variant ${name}`);
  return api.newGame({ ...variant.new_game, explain: false });
}

/** docs/rules.md's worked Canfield example: the reserve's QC onto KH, 8H home, KH and QC onto AS. */
export async function documentedCanfieldOpening(api: PlayClient): Promise<string> {
  let game = await api.newGame({ code: "CF1-D3-AAAAACL", double_tap: true });
  const line: Move[] = [
    { type: "move", card: "QC", to: "c2" },
    { type: "move", card: "8H", to: "foundation" },
    { type: "move", card: "KH", to: "c4" },
  ];
  for (const move of line) game = await api.play(game, move);
  return `${describe(game)}; score ${game.score} after ${game.moves} moves`;
}
