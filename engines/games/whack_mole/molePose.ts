import type { Target } from '../../core/game/letterTargets.logic';

/** a mole climbs out in this long */
export const RISE_MS = 220;
/** and slips back down in this long (before its end time, or after its stun) */
export const SINK_MS = 240;
/** a whacked mole stays up, dizzy, this long */
export const STUN_MS = 420;
/** how long after a mole ends its exit is still drawn */
export const LINGER_MS = STUN_MS + SINK_MS;

export interface MolePose {
  /** 0 (in the hole) .. 1 (all the way up; a little more while popping) */
  up: number;
  stunned: boolean;
}

const backOut = (t: number) => {
  const u = Math.min(1, Math.max(0, t));
  return 1 + 2.70158 * (u - 1) ** 3 + 1.70158 * (u - 1) ** 2;
};
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** How far up a mole is at `now` (a function of time: the scene draws it at any frame rate). Pure. */
export function molePose(mole: Target, now: number): MolePose {
  const rise = backOut((now - mole.spawnAt) / RISE_MS);
  if (mole.fate === 'hit') {
    const hitAt = mole.endedAt ?? now;
    const atHit = Math.min(1, backOut((hitAt - mole.spawnAt) / RISE_MS), clamp01((mole.endAt - hitAt) / SINK_MS));
    const since = now - hitAt;
    if (since < STUN_MS) return { up: Math.max(0.55, atHit), stunned: true };
    return { up: Math.max(0.55, atHit) * (1 - clamp01((since - STUN_MS) / SINK_MS)), stunned: true };
  }
  const sink = clamp01((mole.endAt - now) / SINK_MS);
  return { up: Math.max(0, Math.min(rise, sink)), stunned: false };
}

export interface HoleSpot {
  x: number;
  y: number;
}

/**
 * Where the holes are in a field of this size: 6 holes as 3×2, 9 as 3×3, rows staggered a little;
 * `size` is a mole's width. Pure.
 */
export function holeLayout(holes: number, width: number, height: number): { spots: HoleSpot[]; size: number } {
  const cols = 3;
  const rows = Math.ceil(holes / cols);
  const top = height * 0.2;
  const cellW = width / cols;
  const cellH = (height - top - height * 0.04) / rows;
  const size = Math.max(44, Math.min(cellW * 0.56, cellH * 0.62, 150));
  const spots: HoleSpot[] = [];
  for (let i = 0; i < holes; i++) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const stagger = rows > 1 && r % 2 === 1 ? cellW * 0.06 : 0;
    spots.push({ x: cellW * (c + 0.5) + stagger, y: top + cellH * (r + 0.78) });
  }
  return { spots, size };
}
