import { fallOf } from './apple_catch.logic';
import type { Apple } from './apple_catch.types';

/**
 * Where things are in 接苹果's field, as pure functions of the field's size and game time (the
 * scene only draws them). The tree's leaves fill the top, the grass the bottom band, where the
 * entry box sits under the basket.
 */
export interface OrchardBox {
  width: number;
  height: number;
  /** overall scale of basket, entry box and type (1 at 900×560) */
  scale: number;
  /** the scale of the apples and the entry box: never below 0.8, so numbers stay readable on a phone */
  appleScale: number;
  /** where apples hang on the tree (their centre) */
  treeY: number;
  /** the top of the grass: apples land here, the basket stands here */
  groundY: number;
  /** the entry box's centre */
  entryY: number;
  /** an apple's radius */
  appleR: number;
}

export function orchardBox(width: number, height: number): OrchardBox {
  const scale = Math.max(0.6, Math.min(1.15, Math.min(width / 900, height / 560)));
  const appleScale = Math.max(0.8, scale);
  const entryH = 62 * appleScale;
  const groundY = height - entryH - Math.max(22, 30 * scale);
  return { width, height, scale, appleScale, treeY: Math.max(56, height * 0.13), groundY, entryY: height - entryH / 2 - 10 * scale, appleR: 30 * appleScale };
}

/** the share of its time an apple hangs on the tree (wobbling) before it falls: at most 0.9 s */
export const hangShare = (a: Apple): number => Math.min(0.15, 900 / (a.groundAt - a.spawnAt));

/**
 * An apple's centre at `now`: it hangs on the tree, then falls at an even speed (easy to judge)
 * until it rests on the grass; `halfWidth` (its tag's) keeps it inside the field.
 */
export function applePlace(a: Apple, now: number, box: OrchardBox, halfWidth: number): { x: number; y: number; hanging: boolean } {
  const p = fallOf(a, now);
  const h = hangShare(a);
  const fall = p <= h ? 0 : (p - h) / (1 - h);
  const margin = Math.max(halfWidth, box.appleR) + 8;
  const x = 2 * margin >= box.width ? box.width / 2 : margin + a.x * (box.width - 2 * margin);
  return { x, y: box.treeY + fall * (box.groundY - box.appleR - box.treeY), hanging: p <= h };
}

/**
 * A number as it is shown: phone numbers grouped 3-4-4 (138 1234 5678) as people read them, the
 * rest as typed; split after `typed` characters typed, so the typed part can be coloured.
 */
export function shownNumber(number: string, typed: number): [done: string, rest: string] {
  const phone = /^\d{11}$/.test(number);
  let done = '';
  let rest = '';
  [...number].forEach((ch, i) => {
    const gap = phone && (i === 3 || i === 7) ? ' ' : '';
    if (i < typed) done += gap + ch;
    else rest += gap + ch;
  });
  return [done, rest];
}
