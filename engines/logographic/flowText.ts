/** One box to place: its width in px, or a forced line break. */
export type FlowBox = { width: number } | 'break';

/**
 * Place boxes left to right, wrapping when a line is full and at every 'break'.
 * Returns each box's x and line (a break gets the position where it fell) and the line count.
 */
export function flowText(boxes: FlowBox[], maxWidth: number): { places: { x: number; line: number }[]; lines: number } {
  const places: { x: number; line: number }[] = [];
  let x = 0;
  let line = 0;
  for (const box of boxes) {
    if (box === 'break') {
      places.push({ x, line });
      line++;
      x = 0;
      continue;
    }
    if (x > 0 && x + box.width > maxWidth) {
      line++;
      x = 0;
    }
    places.push({ x, line });
    x += box.width;
  }
  return { places, lines: line + 1 };
}

/** The largest cell (px, from max down in steps of 2) at which text of these line lengths fits. */
export function fitCell(lineLengths: number[], width: number, height: number, lineHeight: number, max: number, min: number): number {
  for (let cell = max; cell > min; cell -= 2) {
    const perLine = Math.max(1, Math.floor(width / cell));
    const rows = lineLengths.reduce((n, len) => n + Math.max(1, Math.ceil(len / perLine)), 0);
    if (rows * lineHeight * cell <= height) return cell;
  }
  return min;
}
