// @ts-check
// The client's own words in Russian (the product's language) and English, from one JSON
// catalog per language.  The service writes a refused move's rule in the language the
// client asks for when the game explains (`explain`); the client's own words name a refusal
// when it does not (`refusals`) and say what a failed request means (`problems`).

import en from "./catalogs/en.json" with { type: "json" };
import ru from "./catalogs/ru.json" with { type: "json" };

/** @typedef {import("./types").Language} Language */

/** @type {Language[]} */
export const LANGUAGES = ["ru", "en"];

/**
 * The words of one language (catalogs/<language>.json, the same keys and `{values}` in
 * each): `texts` by key; `labels` of the variants and options GET /v1/variants lists (a
 * variant's label is its one name everywhere: the catalog's English `title` and the share
 * text's name, service/engine/variants.py, say the same words; anything new the service adds
 * shows its own title); `refusals`, a refused move in the client's words for a game that does
 * not explain (codes: service/engine/game.py); `problems`, what a failed request means by
 * problem type (openapi.yaml; `http-4xx`/`http-5xx` stand for any other answer, `unreachable`
 * for none); `ranks`, `suits` and `jokers` for cards' names; `plurals`, a noun's forms by
 * Intl.PluralRules' categories (Russian has one, few and many).
 * @typedef {{ texts: Record<string, string>, labels: Record<string, string>,
 *   refusals: Record<string, string>, problems: Record<string, string>,
 *   ranks: Record<string, string>, suits: Record<string, string>, jokers: Record<string, string>,
 *   plurals: Record<string, Record<string, string>> }} Catalog
 */

/** @type {Record<Language, Catalog>} */
const CATALOGS = { ru, en };

/** @typedef {Record<string, string | number>} Values */

/**
 * @param {string} template
 * @param {Values} values
 */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

/**
 * The client's words for `key`, `{name}`s filled from `values`.
 * @param {Language} language
 * @param {string} key
 * @param {Values} [values]
 */
export function text(language, key, values = {}) {
  return fill(CATALOGS[language].texts[key] ?? CATALOGS.en.texts[key] ?? key, values);
}

/**
 * A number with its noun, e.g. "2 удара", "1 stroke" (`noun`: a key of `plurals`).
 * @param {Language} language
 * @param {string} noun
 * @param {number} n
 */
export function counted(language, noun, n) {
  const forms = CATALOGS[language].plurals[noun] ?? {};
  const form = new Intl.PluralRules(language).select(n);
  return fill(forms[form] ?? forms.other ?? `{n} ${noun}`, { n });
}

/**
 * `words` as a sentence of its own, ending in a full stop unless it ends in a stop of its
 * own ("!", "?", "…"): the service's rule messages and the status words end in none, and
 * a screen reader runs words on when nothing parts them.
 * @param {string} words
 */
export const sentence = (words) => (/[.!?…]$/.test(words) ? words : `${words}.`);

/**
 * A message that is written when shown, in the language of the moment.
 * @param {string} key
 * @param {Values} [values]
 * @returns {import("./types").Words}
 */
export function said(key, values) {
  return (language) => text(language, key, values);
}

/**
 * A refused move in the client's own words (any code the client does not know yet gets
 * words all the same).
 * @param {Language} language
 * @param {string} code
 */
export function refusalText(language, code) {
  const words = CATALOGS[language].refusals;
  return words[code] ?? words.other ?? code;
}

/**
 * What a failed request means (`kind`: a problem type's name, or `http-4xx`, `http-5xx`,
 * `unreachable`); null for a kind the client has no words for.
 * @param {Language} language
 * @param {string} kind
 * @param {Values} [values]
 */
export function problemText(language, kind, values = {}) {
  const words = CATALOGS[language].problems;
  return kind in words ? fill(words[kind] ?? kind, values) : null;
}

/**
 * A day of the service's calendar (UTC), e.g. "1 December 2026".
 * @param {Language} language
 * @param {string} date
 */
export function dayName(language, date) {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A month of the service's calendar, e.g. "December 2026", or in short "Dec" (`month`: `YYYY-MM`).
 * @param {Language} language
 * @param {string} month
 * @param {"long" | "short"} [length]
 */
export function monthName(language, month, length = "long") {
  const year = length === "long" ? "numeric" : undefined;
  const name = new Intl.DateTimeFormat(language, { month: length, year, timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The days of the week, Monday first: a short name for a calendar's column, a long one.
 * @param {Language} language
 */
export function weekdayNames(language) {
  const short = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => {
    const date = new Date(Date.UTC(2024, 0, 1 + day));
    return { short: short.format(date), long: long.format(date) };
  });
}

/**
 * A share in percent, e.g. "97.4%" ("97,4 %" in Russian); `percent` is 0-100.
 * @param {Language} language
 * @param {number} percent
 */
export function percentText(language, percent) {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/**
 * A moment in the player's own time zone, e.g. "2 Dec, 01:00".
 * @param {Language} language
 * @param {string} isoTime
 */
export function momentName(language, isoTime) {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(
    new Date(isoTime),
  );
}

/**
 * The client's label of a variant or option the catalog lists, else `fallback`.
 * @param {Language} language
 * @param {string} key
 * @param {string} [fallback]
 */
export function catalogLabel(language, key, fallback) {
  return CATALOGS[language].labels[key] ?? fallback ?? key;
}

/**
 * A variant's name: the client's label, else the title `catalog` (GET /v1/variants) gives
 * a variant new to the client, and its bare id only while neither is known.
 * @param {Language} language
 * @param {import("./types").Variants | null} catalog
 * @param {string} variant
 */
export function variantLabel(language, catalog, variant) {
  const listed = [...(catalog?.variants ?? []), ...(catalog?.rounds ?? [])].find((entry) => entry.name === variant);
  return catalogLabel(language, variant, listed?.title ?? variant);
}

/**
 * "Queen of spades" / "Дама пик": a card's text alternative.
 * @param {Language} language
 * @param {string} card
 */
export function cardName(language, card) {
  const { jokers, ranks, suits } = CATALOGS[language];
  const joker = jokers[card];
  if (joker) return joker;
  const [rank = "", suit = ""] = card;
  return text(language, "cardName", { rank: ranks[rank] ?? rank, suit: suits[suit] ?? suit });
}

/**
 * A language the client speaks, from the browser's preferences: the first of ours it
 * asks for; English when it asks only for others (German, French...), as the service
 * answers them; Russian, the product's language, when it asks for none at all.
 * @param {readonly string[]} preferences
 * @returns {Language}
 */
export function preferredLanguage(preferences = navigator.languages ?? []) {
  for (const tag of preferences) {
    const primary = String(tag).slice(0, 2).toLowerCase();
    const ours = LANGUAGES.find((language) => language === primary);
    if (ours) return ours;
  }
  return preferences.length ? "en" : "ru";
}
