/**
 * Where the live race track (班级比赛, the projector's picture) puts its lanes: pure maths, tested.
 * Up to 40 racers share the height; a lane never gets taller than reads well and never so short that
 * a name stops being legible from the back of a classroom at 1920×1080 (two columns of lanes past 20).
 */

export interface TrackLane {
  /** top of the lane, px */
  y: number;
  /** left edge of the lane's column (name plate starts here), px */
  x: number;
}

export interface TrackLayout {
  lanes: TrackLane[];
  laneHeight: number;
  /** columns of lanes (1, or 2 past 20 racers on a wide screen) */
  columns: number;
  columnWidth: number;
  /** width of the name plate at a lane's left */
  nameWidth: number;
  /** distance from a lane's x to the start line and to the finish line */
  startX: number;
  finishX: number;
  /** the racer's car height and the name's font size */
  carHeight: number;
  fontSize: number;
  /** band at the top for the title and the clock */
  headerHeight: number;
}

export const MAX_LANE_HEIGHT = 170;
const MIN_FONT = 14;

/** The lanes for `count` racers on a `width` × `height` stage. */
export function trackLayout(count: number, width: number, height: number): TrackLayout {
  const n = Math.max(1, count);
  const headerHeight = Math.round(Math.min(96, Math.max(40, height * 0.07)));
  const free = Math.max(40, height - headerHeight - 12);
  // two columns when one would make the lanes shorter than 36 px and the screen is wide enough
  const columns = n > 20 && free / n < 36 && width >= 900 ? 2 : 1;
  const perColumn = Math.ceil(n / columns);
  const laneHeight = Math.max(12, Math.min(MAX_LANE_HEIGHT, Math.floor(free / perColumn)));
  const gap = columns > 1 ? 24 : 0;
  const columnWidth = Math.floor((width - 24 - gap * (columns - 1)) / columns);
  const fontSize = Math.max(MIN_FONT, Math.min(40, Math.round(laneHeight * 0.42)));
  const nameWidth = Math.round(Math.min(columnWidth * 0.26, Math.max(fontSize * 5.2, 90)));
  const carHeight = Math.round(laneHeight * 0.7);
  const startX = nameWidth + 12;
  // room after the finish line for the place badge
  const finishX = columnWidth - Math.max(laneHeight * 1.1, 48);
  // few racers: the lanes stand in the middle of the free height
  const top = headerHeight + Math.max(0, Math.floor((free - perColumn * laneHeight) / 2));
  const lanes: TrackLane[] = [];
  for (let i = 0; i < n; i++) {
    const col = Math.floor(i / perColumn);
    const row = i % perColumn;
    lanes.push({ x: 12 + col * (columnWidth + gap), y: top + row * laneHeight });
  }
  return { lanes, laneHeight, columns, columnWidth, nameWidth, startX, finishX, carHeight, fontSize, headerHeight };
}

/**
 * The progress drawn this frame: eases toward the last reported progress (updates come coalesced,
 * a few a second), never backwards, and arrives in about a quarter second.
 */
export function approach(shown: number, target: number, dtMs: number): number {
  if (target <= shown) return target < shown - 0.5 ? target : shown;
  const k = 1 - Math.exp(-Math.max(0, dtMs) / 220);
  const next = shown + (target - shown) * k;
  return target - next < 0.0005 ? target : next;
}
