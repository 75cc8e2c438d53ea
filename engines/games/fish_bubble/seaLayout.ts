import type { Target } from '../../core/game/letterTargets.logic';

/** the fish's colours, one per slot (a bright palette a child tells apart at a glance) */
export const FISH_COLOURS = [0xff7043, 0xffca28, 0xec407a, 0x66bb6a, 0xab47bc, 0x29b6f6, 0xff8a65] as const;
/** the bubbles' tints, by target id */
export const BUBBLE_COLOURS = [0xff8fb1, 0xffe066, 0xa5e887, 0xc9a7ff, 0xffb36b, 0x7fe3ff] as const;
/** a bubble grows from a small one at the fish's mouth to its full size in this long */
export const GROW_MS = 450;

export interface SeaBox {
  width: number;
  height: number;
  fish: number;
  /** a fish's length */
  fishSize: number;
  /** a full bubble's diameter */
  bubble: number;
  /** the top of the sand */
  floorY: number;
}

/** Sizes for a field: fish side by side on the sand, bubbles as big as their lanes allow, never tiny on a phone. Pure. */
export function seaBox(width: number, height: number, fish: number): SeaBox {
  const lane = width / fish;
  return {
    width,
    height,
    fish,
    fishSize: Math.max(50, Math.min(lane * 0.62, height * 0.15, 120)),
    bubble: Math.max(58, Math.min(lane * 0.8, height * 0.19, 124)),
    floorY: height * 0.86,
  };
}

/** how far a fish's tail reaches behind its centre, as a share of its length (FishView) */
const TAIL = 0.54;

/**
 * Where fish `slot` swims: its centre, a little left of its lane's middle so its mouth (facing
 * right) is at the middle, but never with its tail off the field's left edge (narrow lanes on a phone).
 */
export function fishSpot(slot: number, box: SeaBox): { x: number; y: number } {
  const lane = box.width / box.fish;
  return { x: Math.max(box.fishSize * TAIL, lane * (slot + 0.5) - box.fishSize * 0.22), y: box.floorY - box.fishSize * 0.28 };
}

/** The mouth of fish `slot`, where its bubbles come from. */
export function mouthOf(slot: number, box: SeaBox): { x: number; y: number } {
  const at = fishSpot(slot, box);
  return { x: at.x + box.fishSize * 0.42, y: at.y - box.fishSize * 0.12 };
}

/**
 * Where a bubble is at `now` and how big (1: full): it leaves its fish's mouth small at spawnAt,
 * grows in GROW_MS, wobbles as it rises and reaches the top edge whole, letter and all, at endAt
 * (when it escapes): a bubble is typeable exactly while it shows. A function of time. Pure.
 */
export function bubblePlace(t: Target, now: number, box: SeaBox): { x: number; y: number; scale: number } {
  const age = Math.max(0, now - t.spawnAt);
  const p = Math.min(1, age / (t.endAt - t.spawnAt));
  const grown = Math.min(1, age / GROW_MS);
  const scale = 0.35 + 0.65 * (1 - (1 - grown) * (1 - grown));
  const mouth = mouthOf(t.slot, box);
  const half = box.bubble / 2;
  const wobble = Math.sin(age / 420 + t.id * 1.7) * Math.min(box.width / box.fish * 0.1, 12) * grown;
  const from = mouth.y - half * scale;
  const to = half * 1.04;
  const x = Math.min(box.width - half, Math.max(half, mouth.x + wobble));
  return { x, y: from + (to - from) * p, scale };
}
