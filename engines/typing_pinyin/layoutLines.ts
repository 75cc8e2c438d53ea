/** Where one item goes: its line and its left edge, in units of one character cell. */
export interface ItemPlace {
  line: number;
  x: number;
}

/**
 * Wrap items into lines of at most `maxUnits` cells; an item never splits (a word stays whole),
 * and an item wider than a line gets a line of its own. `gap` is the space between items.
 */
export function layoutLines(itemUnits: number[], maxUnits: number, gap: number): { places: ItemPlace[]; lineWidths: number[] } {
  const places: ItemPlace[] = [];
  const lineWidths: number[] = [];
  let line = 0;
  let x = 0;
  for (const units of itemUnits) {
    if (x > 0 && x + gap + units > maxUnits) {
      lineWidths[line] = x;
      line++;
      x = 0;
    }
    const left = x === 0 ? 0 : x + gap;
    places.push({ line, x: left });
    x = left + units;
  }
  lineWidths[line] = x;
  return { places, lineWidths };
}

/**
 * The largest cell size (px) at which the items fit the box, capped so one character is never
 * absurdly big; lineHeight and titleHeight are in cells.
 */
export function fitCell(itemUnits: number[], width: number, height: number, opts: { gap: number; lineHeight: number; titleLines: number; max: number; min: number }): number {
  for (let cell = opts.max; cell > opts.min; cell -= 4) {
    const { lineWidths } = layoutLines(itemUnits, width / cell, opts.gap);
    const fitsWidth = lineWidths.every((w) => w * cell <= width);
    if (fitsWidth && (lineWidths.length * opts.lineHeight + opts.titleLines * 0.7) * cell <= height) return cell;
  }
  return opts.min;
}
