import type { AppleCatchLevel } from '../../engines/games/apple_catch/apple_catch.level';

/**
 * 接苹果 levels (engines/games/apple_catch/apple_catch.level.ts): single digits, then two- and three-digit numbers,
 * then shop prices (12.50), then 11-digit phone numbers. Each level asks for more keys in less
 * time per key, and within a level the apples fall faster and closer together. Star thresholds
 * sit below a perfect round (see apple_catch.machine.test.ts).
 */
export const appleCatchLevels: AppleCatchLevel[] = [
  {
    id: 'apple1',
    name: '第1关 · 一位数',
    render_engine: 'apple_catch',
    stars: [150, 350, 520],
    numbers: { kind: 'whole', min: 1, max: 9 },
    apples: 16,
    lives: 5,
    fallMs: [9000, 6500],
    gapMs: [2200, 1500],
  },
  {
    id: 'apple2',
    name: '第2关 · 两三位数',
    render_engine: 'apple_catch',
    stars: [400, 1100, 1600],
    numbers: { kind: 'whole', min: 10, max: 999 },
    apples: 18,
    lives: 4,
    fallMs: [10000, 7000],
    gapMs: [2500, 1700],
  },
  {
    id: 'apple3',
    name: '第3关 · 收银台价格',
    render_engine: 'apple_catch',
    stars: [500, 1500, 2200],
    numbers: { kind: 'price', maxYuan: 99 },
    apples: 18,
    lives: 4,
    fallMs: [11000, 8000],
    gapMs: [2800, 2000],
  },
  {
    id: 'apple4',
    name: '第4关 · 电话号码',
    render_engine: 'apple_catch',
    stars: [1000, 3000, 5000],
    numbers: { kind: 'phone' },
    apples: 14,
    lives: 3,
    fallMs: [13000, 10000],
    gapMs: [3800, 2800],
  },
];

export default appleCatchLevels;
