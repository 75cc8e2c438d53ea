import type { BalloonPopLevel } from '../../engines/games/balloon_pop/balloon_pop.level';

/**
 * 气球 levels (engines/games/balloon_pop/balloon_pop.level.ts): home-row letters on slow balloons first, then the
 * top row, then every letter on quick balloons. Star thresholds sit below a perfect round (see
 * balloon_pop.machine.test.ts).
 */
export const balloonPopLevels: BalloonPopLevel[] = [
  {
    id: 'balloon1',
    name: '第1关 · 慢慢飘',
    render_engine: 'balloon_pop',
    stars: [200, 550, 850],
    letters: 'asdfghjkl',
    count: 30,
    lanes: 5,
    riseMs: [7000, 5500],
    gapMs: [1600, 1100],
    maxUp: 4,
    lives: 5,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 4,
    lifeBonus: 20,
  },
  {
    id: 'balloon2',
    name: '第2关 · 飘得快',
    render_engine: 'balloon_pop',
    stars: [300, 850, 1350],
    letters: 'qwertyuiopasdfghjkl',
    count: 40,
    lanes: 6,
    riseMs: [6000, 4500],
    gapMs: [1300, 850],
    maxUp: 5,
    lives: 5,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 5,
    lifeBonus: 20,
  },
  {
    id: 'balloon3',
    name: '第3关 · 满天气球',
    render_engine: 'balloon_pop',
    stars: [350, 1100, 1750],
    letters: 'abcdefghijklmnopqrstuvwxyz',
    count: 50,
    lanes: 7,
    riseMs: [5000, 3600],
    gapMs: [1000, 650],
    maxUp: 6,
    lives: 4,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 5,
    lifeBonus: 30,
  },
];

export default balloonPopLevels;
