/**
 * One meaning for 连击 on a game screen: it is the count of hits in a row (the HUD's 连击 figure,
 * the end screen's 最高连击). The score multiplier a streak earns is named 得分 ×N, never 连击 ×N,
 * so a child never reads "连击 ×12" in the HUD beside a "连击 ×2！" banner meaning something else.
 */

/** The HUD's 连击 figure: the streak as a plain count, a dash before two hits in a row. */
export function comboHudText(combo: number): string {
  return combo > 1 ? String(combo) : '—';
}

/** The banner or popup when a streak raises the score multiplier. */
export function multiplierBanner(multiplier: number): string {
  return `得分 ×${multiplier}！`;
}
