import type { WhackMoleLevel } from '../../engines/games/whack_mole/whack_mole.level';

/**
 * 打地鼠 levels (engines/games/whack_mole/whack_mole.level.ts): the home row first, then the top row joins, then
 * every letter. Moles come faster and stay shorter level by level and within a round. Star
 * thresholds sit below a perfect round (see whack_mole.machine.test.ts).
 */
export const whackMoleLevels: WhackMoleLevel[] = [
  {
    id: 'mole1',
    name: '第1关 · 中排键',
    render_engine: 'whack_mole',
    stars: [150, 400, 650],
    letters: 'asdfghjkl',
    holes: 6,
    durationMs: 45000,
    upMs: [3200, 2400],
    gapMs: [1500, 1100],
    maxUp: 2,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 3,
  },
  {
    id: 'mole2',
    name: '第2关 · 上排键',
    render_engine: 'whack_mole',
    stars: [250, 700, 1150],
    letters: 'qwertyuiopasdfghjkl',
    holes: 9,
    durationMs: 60000,
    upMs: [2800, 2000],
    gapMs: [1300, 900],
    maxUp: 3,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 3,
  },
  {
    id: 'mole3',
    name: '第3关 · 全部字母',
    render_engine: 'whack_mole',
    stars: [400, 1100, 1800],
    letters: 'abcdefghijklmnopqrstuvwxyz',
    holes: 9,
    durationMs: 60000,
    upMs: [2400, 1600],
    gapMs: [1100, 700],
    maxUp: 3,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 4,
  },
  {
    id: 'mole4',
    name: '第4关 · 闪电地鼠',
    render_engine: 'whack_mole',
    stars: [500, 1500, 2500],
    letters: 'abcdefghijklmnopqrstuvwxyz',
    holes: 9,
    durationMs: 60000,
    upMs: [1800, 1200],
    gapMs: [800, 550],
    maxUp: 4,
    pointsPerHit: 10,
    comboStep: 5,
    maxMultiplier: 4,
  },
];

export default whackMoleLevels;
