/**
 * What the end screens say, as pure functions so the words cannot promise more than the stars:
 * 完美 only for a flawless three-star chapter, 新纪录 only for a round that earned a star.
 */

/** The result card's headline for a chapter's stars (1–3) and accuracy in percent. */
export function chapterPraise(stars: number, accuracy: number): string {
  if (stars >= 3) return accuracy >= 100 ? '完美！你是小键盘侠！' : '太棒了！三颗星！';
  if (stars === 2) return '打得真准！再快一点就是三颗星';
  if (stars === 1) return '打完啦！先练准，星星会更多';
  return '继续加油！';
}

/**
 * The game end screen's line about the best score: best already counts this round (the server's
 * GameProgressResult), so score ≥ best means this round is the best. A round without a star is
 * no record to celebrate, even the first one.
 */
export function recordLine(r: { stars: number; score: number; best: number }): { celebrate: boolean; text: string } {
  const celebrate = r.stars >= 1 && r.score > 0 && r.score >= r.best;
  return celebrate ? { celebrate, text: '🎉 新纪录！' } : { celebrate, text: `最好成绩 ${r.best} 分` };
}
