import type { FishBubbleLevel } from '../../engines/games/fish_bubble/fish_bubble.level';

/**
 * 小鱼吐泡泡 levels (engines/games/fish_bubble/fish_bubble.level.ts): four fish blowing home-row
 * letters on slow bubbles first, then the top row, then every letter from six fish. Star
 * thresholds sit below a perfect round (see fish_bubble.machine.test.ts).
 */
export const fishBubbleLevels: FishBubbleLevel[] = [
  {
    id: 'fish1',
    name: '第1关 · 慢慢吐泡泡',
    render_engine: 'fish_bubble',
    stars: [150, 350, 500],
    letters: 'fjdksla',
    fish: 4,
    durationMs: 60000,
    riseMs: [8000, 6500],
    gapMs: [2000, 1400],
    maxUp: 3,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 3,
  },
  {
    id: 'fish2',
    name: '第2关 · 上排字母',
    render_engine: 'fish_bubble',
    stars: [300, 700, 1050],
    letters: 'qwertyuiop',
    fish: 5,
    durationMs: 60000,
    riseMs: [7000, 5500],
    gapMs: [1500, 1000],
    maxUp: 4,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 4,
  },
  {
    id: 'fish3',
    name: '第3关 · 满海泡泡',
    render_engine: 'fish_bubble',
    stars: [700, 1800, 2700],
    letters: 'abcdefghijklmnopqrstuvwxyz',
    fish: 6,
    durationMs: 75000,
    riseMs: [6000, 4200],
    gapMs: [1100, 700],
    maxUp: 5,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 5,
  },
];

export default fishBubbleLevels;
