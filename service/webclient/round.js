// @ts-check
// A round of Golf (contract v3): nine or eighteen deals (holes) in one game, each card left
// on a hole's table one stroke, par 5 a hole.  The service keeps the card (the document's
// `round`: hole, holes, par, strokes of every hole over, total); this module reads it as a
// golfer does: the round against par so far ("-3", "+2", "E" for even), which hole is on
// the table and whether it is over (then `next-hole` is the only legal move).

import { counted, text } from "./i18n.js";

/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").Scorecard} Scorecard */

/** Holes of a golfer's card side by side: a round of 18 is two nines, out and in. */
export const NINE = 9;
/** The contract's par of a hole (a round's document says its own `par`). */
export const HOLE_PAR = 5;

/**
 * Par of one hole of this round.
 * @param {Scorecard} round
 */
export const holePar = (round) => round.par / round.holes;

/**
 * The strokes of the first `holes` holes over against their par (negative: under par).
 * @param {Scorecard} round
 * @param {number} [holes] all the holes over by default
 */
export function toPar(round, holes = round.strokes.length) {
  const strokes = round.strokes.slice(0, holes);
  return strokes.reduce((sum, hole) => sum + hole, 0) - holePar(round) * strokes.length;
}

/**
 * A score against par as golfers write it: "-3", "+2", "E" (even).
 * @param {number} score
 */
export function parText(score) {
  if (score === 0) return "E";
  return score > 0 ? `+${score}` : `-${-score}`;
}

/**
 * The same in words, for a screen reader ("3 under par"), which reads "E" as a letter.
 * @param {Language} language
 * @param {number} score
 */
export function parWords(language, score) {
  if (score === 0) return text(language, "parEven");
  return text(language, score > 0 ? "parOver" : "parUnder", { n: Math.abs(score) });
}

/**
 * The round's hole on the table is over: `next-hole` is what the player does next.
 * @param {GameDocument | null} game
 */
export function holeOver(game) {
  return Boolean(game?.round && game.legal_moves.some((move) => move.type === "next-hole"));
}

/**
 * A round's game is over (every hole played).
 * @param {GameDocument | null} game
 */
export function roundOver(game) {
  return Boolean(game?.round && (game.status === "won" || game.status === "finished"));
}

/**
 * The words of a hole just over, or of the round's end; null when `after` ended nothing.
 * @param {GameDocument} before
 * @param {GameDocument} after
 * @returns {import("./types").Words | null}
 */
export function roundNews(before, after) {
  const round = after.round;
  if (!round || round.strokes.length <= (before.round?.strokes.length ?? 0)) return null;
  const strokes = round.strokes.at(-1) ?? 0;
  const par = parText(toPar(round));
  if (roundOver(after)) {
    const key = after.status === "won" ? "roundWon" : "roundFinished";
    return (language) => text(language, key, { total: counted(language, "stroke", round.total), par, roundPar: round.par });
  }
  const key = strokes === 0 ? "holeCleared" : "holeOver";
  return (language) =>
    text(language, key, { hole: round.hole, strokes: counted(language, "stroke", strokes), total: round.total, par });
}

/**
 * The round's celebration: every hole cleared, or the round played to its end.
 * @param {Language} language
 * @param {Scorecard} round
 * @param {boolean} won
 */
export function roundBanner(language, round, won) {
  return {
    title: text(language, won ? "roundWonBanner" : "roundOverBanner"),
    line: text(language, "roundBannerLine", { total: counted(language, "stroke", round.total), par: parText(toPar(round)) }),
  };
}
