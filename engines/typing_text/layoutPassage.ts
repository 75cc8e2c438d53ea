/**
 * Where each position of a passage sits on screen, in character cells: lines wrap at word
 * boundaries so a long line never runs off a small screen, and the Enter marker (↵) follows the
 * last character of its line. Pure, so the scene's layout is tested without WebGL.
 */
export interface Cell {
  row: number;
  col: number;
}

export interface PassageLayout {
  /** one cell per sequence position (characters and Enters, in order) */
  cells: Cell[];
  /** first and last screen row of each line */
  lineRows: { first: number; last: number }[];
  rows: number;
}

/**
 * @param lines the passage's lines
 * @param cols characters per row; one more column is kept free for the ↵ marker
 * @param enterAfterLast whether the last line has an Enter position
 */
export function layoutPassage(lines: readonly string[], cols: number, enterAfterLast = false): PassageLayout {
  const width = Math.max(1, cols);
  const cells: Cell[] = [];
  const lineRows: { first: number; last: number }[] = [];
  let row = 0;
  lines.forEach((line, i) => {
    const first = row;
    let col = 0;
    // words with their trailing spaces: "ab  cd" → ["ab  ", "cd"]
    for (const token of line.match(/[^ ]* */g) ?? []) {
      if (token === '') continue;
      const wordLength = token.trimEnd().length;
      if (col > 0 && col + wordLength > width) {
        row += 1;
        col = 0;
      }
      for (let k = 0; k < token.length; k += 1) {
        // a space that does not fit hangs in the spare column instead of opening the next row
        if (col >= width && token[k] === ' ') {
          cells.push({ row, col: width });
          continue;
        }
        if (col >= width) {
          row += 1;
          col = 0;
        }
        cells.push({ row, col });
        col += 1;
      }
    }
    if (enterAfterLast || i < lines.length - 1) cells.push({ row, col });
    lineRows.push({ first, last: row });
    row += 1;
  });
  return { cells, lineRows, rows: row };
}
