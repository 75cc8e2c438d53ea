import { assign, setup } from 'xstate';
import { z } from 'zod';
import { gameLevelBase, starsForScore } from '../../contract/games/common';
import { createRandom } from '../../engines/core/game/random';
import { accuracyOf, addKey } from '../../engines/core/stats';
import type { GameInput, GameOutcome } from '../../engines/core/game/types';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import type { KeyCounts } from '../../engines/core/types';
import { buildGameCatalog } from '../../levels/games/catalog';
import type { Games } from '../../server/services/games';

/**
 * A tiny test-only game for the API tests: `count` letters drawn from `letters` with the round's
 * seed, to be typed in order before `limitMs` of game time. A right key scores 10 (+ the combo),
 * a wrong one breaks the combo. Ends when all are typed (cleared) or at the time limit.
 */
export const tapLevelSchema = gameLevelBase.extend({
  render_engine: z.literal('tap_test'),
  letters: z.string().min(1),
  count: z.number().int().positive(),
  limitMs: z.number().int().positive(),
});
type TapLevel = z.infer<typeof tapLevelSchema>;

interface Ctx {
  level: TapLevel;
  targets: string[];
  index: number;
  now: number;
  score: number;
  combo: number;
  maxCombo: number;
  correct: number;
  wrong: number;
  keyStats: KeyCounts;
  log: KeyLogEntry[];
  endedBy: GameOutcome['endedBy'];
}
type Ev = { type: 'game.start'; timeStamp: number } | { type: 'clock.tick'; dt: number; timeStamp: number } | { type: 'input.key'; key: string; code: string; timeStamp: number };

export const tapMachine = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as GameInput<TapLevel> },
  guards: {
    timeUp: ({ context, event }) => 'timeStamp' in event && event.timeStamp >= context.level.limitMs,
    cleared: ({ context }) => context.index >= context.targets.length,
  },
}).createMachine({
  id: 'tap_test',
  context: ({ input }) => {
    const random = createRandom(input.seed);
    const letters = input.level.letters.split('');
    return {
      level: input.level, targets: Array.from({ length: input.level.count }, () => random.pick(letters)), index: 0, now: 0,
      score: 0, combo: 0, maxCombo: 0, correct: 0, wrong: 0, keyStats: {}, log: [], endedBy: 'time',
    };
  },
  initial: 'ready',
  states: {
    ready: { on: { 'game.start': 'playing' } },
    playing: {
      always: { guard: 'cleared', target: 'over', actions: assign({ endedBy: 'cleared' }) },
      on: {
        'clock.tick': [
          { guard: 'timeUp', target: 'over', actions: assign({ now: ({ context }) => context.level.limitMs, endedBy: 'time' }) },
          { actions: assign({ now: ({ event }) => event.timeStamp }) },
        ],
        'input.key': [
          // a bug a crafted log can reach: the server must refuse the log, not crash
          { guard: ({ event }) => event.key === 'Crash', actions: () => { throw new Error('test machine crashed'); } },
          { guard: 'timeUp', target: 'over', actions: assign({ now: ({ context }) => context.level.limitMs, endedBy: 'time' }) },
          {
            actions: assign(({ context, event }) => {
              const hit = event.key === context.targets[context.index];
              const combo = hit ? context.combo + 1 : 0;
              return {
                now: event.timeStamp,
                index: context.index + (hit ? 1 : 0),
                score: context.score + (hit ? 10 + combo : 0),
                combo,
                maxCombo: Math.max(context.maxCombo, combo),
                correct: context.correct + (hit ? 1 : 0),
                wrong: context.wrong + (hit ? 0 : 1),
                keyStats: addKey(context.keyStats, event.code, hit),
                log: [...context.log, [event.timeStamp, event.code, event.key] as KeyLogEntry],
              };
            }),
          },
        ],
      },
    },
    over: { type: 'final' },
  },
  output: ({ context }): GameOutcome => ({
    score: context.score, accuracy: accuracyOf(context.correct, context.wrong), correct: context.correct, wrong: context.wrong,
    maxCombo: context.maxCombo, durationMs: context.now, stars: starsForScore(context.score, context.level.stars),
    endedBy: context.endedBy, keyStats: context.keyStats, log: context.log,
  }),
});

export const tapLevels: TapLevel[] = [
  { id: 'one', name: '第1关', render_engine: 'tap_test', stars: [20, 40, 60], letters: 'asdf', count: 5, limitMs: 10_000 },
  { id: 'two', name: '第2关', render_engine: 'tap_test', stars: [20, 40, 60], letters: 'jkl', count: 3, limitMs: 5_000 },
];

/** The test game's machines, as engines/games/gameRules.ts lists the real ones (the replay threads load this). */
export const tapMachines: Games['machines'] = {
  tap_test: { title: '点字母', group: 'test', machine: tapMachine, levelSchema: tapLevelSchema, nextKey: (snapshot: { context: Ctx }) => { const key = snapshot.context.targets[snapshot.context.index]; return key ? { key } : null; }, classic: true },
};

/** The test game as the server sees it: one group, one game, two levels. */
export const tapGames: Games = {
  catalog: buildGameCatalog([{ id: 'test', name: '测试游戏', courses: [{ id: 'tap_test', name: '点字母', render_engine: 'tap_test', cover: '/c/tap.svg', levels: tapLevels }] }]),
  machines: tapMachines,
  replaySource: { module: import.meta.url, exportName: 'tapMachines' },
};

/** The letters a round of this seed asks for (what a child sees on screen). */
export function tapTargets(level: TapLevel, seed: number): string[] {
  const random = createRandom(seed);
  const letters = level.letters.split('');
  return Array.from({ length: level.count }, () => random.pick(letters));
}

const codeOf = (key: string) => `Key${key.toUpperCase()}`;
/** A key log typing `keys` one every `stepMs` from `startMs`. */
export const logOf = (keys: string[], stepMs = 300, startMs = 200): KeyLogEntry[] => keys.map((k, i) => [startMs + i * stepMs, codeOf(k), k]);
