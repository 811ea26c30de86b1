// The client's types: the contract's, generated from openapi.yaml by openapi-typescript
// (tests/contract/test_typescript.py writes generated/openapi.ts, then runs tsc over the
// client), and the client's own state.  Only types: this file is never served.

import type { components } from "./generated/openapi";

export type Schemas = components["schemas"];

export type GameDocument = Schemas["GameDocument"];
export type GolfView = Schemas["GolfView"];
export type CanfieldView = Schemas["CanfieldView"];
export type GolfRules = Schemas["GolfRules"];
export type Scorecard = Schemas["Scorecard"];
export type Move = Schemas["Move"];
export type NewGameRequest = Schemas["NewGameRequest"];
export type Variants = Schemas["Variants"];
export type Variant = Schemas["Variants"]["variants"][number];
export type VariantName = Schemas["VariantName"];
export type Option = Schemas["Option"];
export type Hint = Schemas["Hint"];
export type Solution = Schemas["Solution"];
export type Problem = Schemas["Problem"];
export type AttemptStarted = Schemas["AttemptStarted"];
export type PlayerCreated = Schemas["PlayerCreated"];
export type GameSubmission = Schemas["GameSubmission"];
export type RecordedGame = Schemas["RecordedGame"];
export type DailyDeals = Schemas["DailyDeals"];
export type DailyDeal = Schemas["DailyDeal"];
export type DailyStanding = Schemas["DailyStanding"];
export type Leaderboard = Schemas["Leaderboard"];
export type LeaderboardEntry = Schemas["LeaderboardEntry"];
export type Friend = Schemas["Friend"];
export type FriendsPage = Schemas["FriendsPage"];
export type OwnProfile = Schemas["OwnProfile"];
export type LinkCode = Schemas["LinkCode"];
export type LinkedDevice = Schemas["LinkedDevice"];
export type RecoveryCode = Schemas["RecoveryCode"];
export type PlayerToken = Schemas["PlayerToken"];
export type PlayerExport = Schemas["PlayerExport"];
export type GroupStanding = Schemas["GroupStanding"];
/** The contract's DailyRecord: a player's daily results day by day, and their streak. */
export type PlayerDailyRecord = Schemas["DailyRecord"];
export type PlayerBadges = Schemas["PlayerBadges"];
export type RecordDay = Schemas["RecordDay"];
export type BoardStats = Schemas["BoardStats"];
export type Histogram = Schemas["Histogram"];
export type Duel = Schemas["Duel"];
export type DuelGame = Schemas["DuelGame"];
export type DuelJoined = Schemas["DuelJoined"];
export type DuelsPage = Schemas["DuelsPage"];
export type VegasBalance = Schemas["VegasBalance"];
export type VegasBalances = Schemas["VegasBalances"];
export type League = Schemas["League"];
export type CurrentLeague = Schemas["CurrentLeague"];

export type Language = "ru" | "en";

/** Words written when shown, in the language of the moment. */
export type Words = (language: Language) => string;

export type MessageKind = "info" | "notice" | "error" | "refusal" | "won";

/** A message on show (and said once by the live region). */
export interface Message {
  kind: MessageKind;
  text: Words;
  /** A refused move, asked again when the language changes (its words come from the service). */
  move?: Move;
}

/** A field's value the service refused, told next to the field: the client's words for what
 * was refused (`lead`, a key of i18n.js) and the service's own reason (its `detail`, English). */
export interface FieldError {
  lead: string;
  reason: string;
  /** The language the service wrote `reason` in (its `Content-Language`). */
  language: string;
}

/** The fields whose refusals are told beside them: the player's name, a game code. */
export type Field = "name" | "code" | "player";

/** The new-game panel: a variant, its Golf rule options and the settings, and for Golf
 * one deal (`holes` 0) or a round of that many holes. */
export interface Choice {
  variant: string;
  rules: Record<string, unknown>;
  settings: Record<string, unknown>;
  holes: number;
}

/** This browser's player of the daily challenge (the token is shown once by the service). */
export interface Player {
  id: string;
  name: string;
  token: string;
  /** The four characters others follow the player by (`Name#TAG`); read once when missing. */
  tag?: string;
}

/** The account panel: a code shown once (link or recovery), its message. */
export interface AccountPanel {
  link: LinkCode | null;
  recovery: string | null;
  copied: boolean;
  /** "Delete my account" asked, waiting for the player's yes. */
  erasing: boolean;
  message: Message | null;
}

/** The player's daily game of one deal: its last document, the hints counted, the result. */
export interface DailyRecord {
  game?: GameDocument;
  hints?: number;
  undos?: number;
  standing?: DailyStanding | null;
  closesAt?: string;
  /** The deal's commitment as listed while the day was live (checked once it closes). */
  commitment?: string;
}

/** The leaderboard on show: the pages loaded so far and the player's own standing. */
export interface BoardState {
  date: string;
  variant: string;
  /** Everyone's results, the player's and those they follow, or the player's group's. */
  scope: BoardScope;
  /** The group on show (`GroupStanding.id`) when `scope` is "group". */
  group: number | null;
  entries: LeaderboardEntry[];
  next: string | null;
  mine: DailyStanding | null;
  /** How the board is spread (GET /v1/daily/{date}/stats), once loaded. */
  stats: BoardStats | null;
  loading: boolean;
}

/** The player's record panel: the month on show (`YYYY-MM`) and its answer, once loaded, and
 * the badges of its year (GET /v1/players/{id}/badges), once loaded. */
export interface RecordState {
  month: string;
  answer: PlayerDailyRecord | null;
  badges?: PlayerBadges | null;
}

/** The share text of a result, just put on the clipboard (`copied`) or shown to copy by hand. */
export interface Shared {
  date: string;
  variant: string;
  copied: boolean;
}

/** A day of the daily challenge the panel shows instead of today: an earlier one (its
 * deals, once loaded; `missing` when that day had no challenge). */
export interface ShownDay {
  date: string;
  deals: DailyDeals | null;
  missing: boolean;
}

/** The solver's line of a closed day's deal, stepped through: the engine's document of
 * each step reached so far (`documents[0]` is the deal), the step on show. */
export interface Replay {
  date: string;
  variant: string;
  /** A duel's line: the duel's invite (its title says whose line it is); absent for a day's deal. */
  duel?: string;
  line: Move[];
  documents: GameDocument[];
  step: number;
}

/** A finished (or left) game of the player's, waiting to be recorded in their history. */
export interface Unrecorded {
  player: string;
  state: string;
  started_at: string;
}

/** Whose results a board shows (the leaderboard's `scope`, or the player's group of 100). */
export type BoardScope = "everyone" | "friends" | "group";

/** The client's one state object (store.js). */
export interface State {
  language: Language;
  catalog: Variants | null;
  choice: Choice | null;
  game: GameDocument | null;
  /** When the game on the table started (this browser's clock), for the history. */
  startedAt: string | null;
  message: Message | null;
  /** What the live region says next: a move, a draw, the score, a message (each said once). */
  news: { text: Words } | null;
  hint: Move | null;
  picked: string | null;
  player: Player | null;
  daily: Record<string, DailyRecord>;
  today: DailyDeals | null;
  /** An earlier day on show in the daily panel (null: today). */
  shownDay: ShownDay | null;
  replay: Replay | null;
  board: BoardState | null;
  /** The player's daily record (streaks, the month's calendar); null without a player. */
  record: RecordState | null;
  /** The player's week and league (GET /v1/leagues/current); null without a player. */
  league: CurrentLeague | null;
  shared: Shared | null;
  dailyMessage: Message | null;
  /** The service's refusal of a field's value, until the field changes. */
  fieldErrors: Partial<Record<Field, FieldError>>;
  /** What the follow form says last: a player just followed or no longer followed, as `Name#TAG`. */
  followNews: FollowNews | null;
  /** The players the player follows, first followed first (null: not read yet, or no player). */
  follows: Friend[] | null;
  unrecorded: Unrecorded[];
  /** The duels panel (duel.js). */
  duel: DuelPanel;
  /** The player's duel games by duel id, their latest documents: a side resumes its one attempt. */
  duelGames: Record<string, GameDocument>;
  /** The account panel (account.js): the link code or the recovery code on show. */
  account: AccountPanel;
  /** The duel invite a link opened, kept until it is answered (through the name step, a reload). */
  invite: string | null;
  /** Vegas Canfield's balances (vegas.js). */
  vegas: VegasPanel;
}

/** Vegas Canfield's balances as last read, and the reset asked once (its second press does it). */
export interface VegasPanel {
  balances: VegasBalances | null;
  resetting: boolean;
  /** What the band says last (the reset asked, done, or failed). */
  note: Words | null;
}

export interface FollowNews {
  said: "followed" | "unfollowed";
  name: string;
}

/** The duels panel: the duel on show, the player's duels, the invite shared, its message. */
export interface DuelPanel {
  shown: Duel | null;
  list: DuelsPage | null;
  /** How the invite on show went out: the share sheet, the clipboard, or shown to copy by hand. */
  shared: "shared" | "copied" | "shown" | null;
  message: Message | null;
}

export interface Store {
  get(): State;
  update(patch: Partial<State>): void;
  subscribe(listener: (state: State) => void): () => void;
}

/** A view: draws its part of the page from the state, `drawn` being what it drew last. */
export interface View {
  wire(): void;
  render(state: State, drawn: State | null): void;
}

/** A card as a table shows it: its label (its name, and e.g. "covered"). */
export interface CardSpec {
  card: string;
  label: string;
  /** Under another card of its pile: only an edge shows. */
  covered?: boolean;
  /** Shown under the pile's top card for the eye alone (the discard's previous card). */
  buried?: boolean;
}

/** The button of an empty pile, or of the face-down stock. */
export interface SlotSpec {
  label: string;
  look: "empty" | "back" | "redeal";
  action?: "draw";
  badge?: string;
  /** An empty foundation's mark: the card it starts with. */
  mark?: { rank: string; suit: string };
}

/** A pile as a table shows it; its cards are keyed by card, so they move, not re-appear. */
export interface PileSpec {
  id: string;
  label: string;
  cards: CardSpec[];
  slot: SlotSpec | null;
  badge?: string | null;
  stacked?: boolean;
  /** Where cards new to the table come from (a draw: the stock). */
  arrivals?: string;
}

/** The piles' places on the table, built once per game and language. */
export interface Skeleton {
  root: HTMLElement;
  piles: Map<string, HTMLElement>;
}

/** A game's table (golf.js, canfield.js): what goes where, never how it is updated. */
export interface TableRenderer {
  skeleton(game: GameDocument, language: Language): Skeleton;
  piles(game: GameDocument, language: Language): PileSpec[];
  /** Anything on the table beside the piles (Canfield's base rank). */
  decorate?(skeleton: Skeleton, game: GameDocument, language: Language): void;
  /** The cards a player may pick up and drag. */
  draggable(button: HTMLElement): boolean;
  /** What to light up for a suggested move: data-key values and pile ids. */
  hintTargets(game: GameDocument, move: Move): { keys: string[]; piles: string[] };
  /** The pile a card is in, if it shows. */
  locate(game: GameDocument, card: string): string | null;
  pileName(language: Language, id: string): string;
  /** The rule options the new-game panel offers for this game (none: its variants are the choice). */
  ruleOptions(catalog: Variants): Option[];
  /** The cards a draw turned up. */
  drawnCards(game: GameDocument): string[];
  /** The card a move names by its place rather than by the card itself (Golf's remove: a column's free card). */
  placedCard(game: GameDocument, move: Move): string | null;
}
