import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { replayGame } from './replay';
import { type GameHud, type GameInput, type GameOutcome } from './types';
import { PROP_CODE, type KeyLogEntry } from '../keyLog';
import { propLogProblem, SLOW_MS, SLOW_RATE } from './props';
import type { GameRules } from './gameRules';
import type { LetterGameContext } from './letterGame.logic';
import * as letters from './letterGame.selectors';

/**
 * Classic mode and props, the same tests for every game (engines/README.md, "Classic mode and
 * props"), through the machine the server replays with: a classic
 * round keeps getting harder and ends by lives; a round with props replays to the very same
 * outcome at any tick rate; a prop works once.
 */
export type Snap = { status: string; output?: unknown; context: unknown };
export interface ClassicCase {
  /** shown in the test names */
  name: string;
  /** the game's machine, as the server replays it */
  machine: AnyStateMachine;
  level: unknown;
  hud(s: Snap): GameHud;
  nextKey(s: Snap): string | null;
  /** (spawn time, how long it stays on the field) of every thing to type, in spawn order */
  pace(s: Snap): { at: number; stay: number; length: number }[];
  /** how long a round with no keys is played to see it end by lives (default 30 s; a lap of 赛车 is longer) */
  idleMs?: number;
  /** the code of a key the game wants (letter games: `Key${KEY}`) */
  code?(key: string): string;
}
export const SEED = 20261123;
const machineOf = (g: ClassicCase): AnyStateMachine => g.machine;
export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * A child playing live at 30 Hz: a right key every `every` ms (from nextKey), props at the given
 * times; returns the outcome and the HUDs seen.
 */
export function play(g: ClassicCase, input: GameInput, props: [number, string][], every = 600, untilMs = 20 * 60_000) {
  const actor = createActor(machineOf(g), { input }).start();
  actor.send({ type: 'game.start', timeStamp: 0 });
  const huds: { t: number; hud: GameHud; next: string | null }[] = [];
  const queue = [...props];
  let nextKeyAt = every;
  for (let t = 1000 / 30; t < untilMs && actor.getSnapshot().status === 'active'; t += 1000 / 30) {
    actor.send({ type: 'clock.tick', dt: 1000 / 30, timeStamp: t });
    if (actor.getSnapshot().status !== 'active') break;
    while (queue.length > 0 && queue[0]![0] <= t) {
      const [, prop] = queue.shift()!;
      actor.send({ type: 'game.prop', prop, timeStamp: t });
    }
    if (t >= nextKeyAt) {
      nextKeyAt += every;
      const key = g.nextKey(actor.getSnapshot());
      if (key) actor.send({ type: 'input.key', key, code: g.code?.(key) ?? `Key${key.toUpperCase()}`, timeStamp: t });
    }
    if (huds.length === 0 || t - huds[huds.length - 1]!.t >= 250) huds.push({ t, hud: g.hud(actor.getSnapshot()), next: g.nextKey(actor.getSnapshot()) });
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { outcome: snapshot.output as GameOutcome | undefined, huds, snapshot };
}

/** The case of a letter game (letterGame.ts): its rules and first level are all that differ. */
export const letterClassicCase = (rules: GameRules, level: unknown): ClassicCase => ({
  name: rules.title,
  machine: rules.machine,
  level,
  hud: (s) => letters.hud(s as never),
  nextKey: (s) => letters.nextKey(s as never)?.key ?? null,
  pace: (s) => (s.context as LetterGameContext).round.targets.map((x) => ({ at: x.spawnAt, stay: x.endAt - x.spawnAt, length: 1 })),
});

/** The classic-mode and props tests of one game: its `<name>.classicProps.test.ts` calls this with its case. */
export function describeClassicAndProps(g: ClassicCase): void {
describe(`${g.name} in classic mode`, () => {
  it('keeps getting harder with no cap: things stay shorter and come closer together minute after minute', () => {
    const snapshot = createActor(machineOf(g), { input: { level: g.level, seed: SEED, mode: 'classic' } }).start().getSnapshot();
    const pace = g.pace(snapshot);
    const minute = (m: number) => pace.filter((p) => p.at >= m * 60_000 && p.at < (m + 1) * 60_000);
    let before = { stay: Infinity, count: 0 };
    for (const m of [0, 2, 5, 10, 20]) {
      const now = { stay: mean(minute(m).map((p) => p.stay)), count: minute(m).length };
      expect(now.stay, `minute ${m}`).toBeLessThan(before.stay);
      expect(now.count, `minute ${m}`).toBeGreaterThan(before.count);
      before = now;
    }
    // still scheduled at the end of the safety cap: no level runs out
    expect(pace[pace.length - 1]!.at).toBeGreaterThan(25 * 60_000);
  });

  it('is longer than the level and ends only by lives, which the level mode does not guarantee', () => {
    const classic = play(g, { level: g.level, seed: SEED, mode: 'classic' }, []);
    expect(classic.outcome).toMatchObject({ endedBy: 'lives' });
    const level = play(g, { level: g.level, seed: SEED }, []);
    expect(classic.outcome!.durationMs).toBeGreaterThan(level.outcome!.durationMs);
    expect(classic.outcome!.score).toBeGreaterThan(level.outcome!.score);
    // the HUD shows no clock in classic mode, and lives even in 打地鼠
    expect(classic.huds[0]!.hud.timeLeftMs).toBeNull();
    expect(classic.huds[0]!.hud.lives).toBeGreaterThan(0);
  }, 120_000);
});

describe(`${g.name} props`, () => {
  const input: GameInput = { level: g.level, seed: SEED, mode: 'classic' };

  it('a round with every prop replays to exactly the same outcome at 144 Hz and at the server tick', () => {
    const { outcome } = play(g, input, [[3000, 'slow'], [6000, 'hint'], [9000, 'life']]);
    expect(outcome).toBeDefined();
    expect(outcome!.log.filter(([, code]) => code === PROP_CODE).map(([, , p]) => p)).toEqual(['slow', 'hint', 'life']);
    for (const tick of [1000 / 144, 250]) expect(replayGame(machineOf(g), input, outcome!.log, outcome!.durationMs, tick), `tick ${tick}`).toEqual(outcome);
    // the props changed the round: without them it is another one
    const without = outcome!.log.filter(([, code]) => code !== PROP_CODE);
    expect(replayGame(machineOf(g), input, without, outcome!.durationMs, 250)).not.toEqual(outcome);
  }, 120_000);

  it('a prop works once a round: the second use is neither applied nor logged, and a log with it twice is refused', () => {
    const { outcome, huds } = play(g, input, [[2000, 'life'], [2500, 'life'], [4000, 'slow'], [4100, 'slow']]);
    expect(outcome!.log.filter(([, code]) => code === PROP_CODE).map(([, , p]) => p)).toEqual(['life', 'slow']);
    const lives = huds.find((h) => h.t > 2600)!.hud.lives;
    expect(lives).toBe(huds[0]!.hud.lives! + 1);
    expect(huds.find((h) => h.t > 2600)!.hud.props!.used).toEqual(['life']);
    const forged: KeyLogEntry[] = [...outcome!.log, [outcome!.durationMs, PROP_CODE, 'life'] as KeyLogEntry].sort((a, b) => a[0] - b[0]);
    expect(propLogProblem(forged)).toBe('twice');
    expect(propLogProblem([[5, PROP_CODE, 'bomb']])).toBe('unknown');
    expect(propLogProblem(outcome!.log)).toBeNull();
  }, 120_000);

  it('slow: the world runs at half speed for 8 s of game time; hint: the HUD shows the next key for a while', () => {
    const slow = play(g, input, [[5000, 'slow']], 1e9, g.idleMs ?? 30_000);
    const plain = play(g, input, [], 1e9, g.idleMs ?? 30_000);
    // with no keys, the things that get through come later in game time after the slow
    const escapes = (o: GameOutcome | undefined) => o?.durationMs ?? Infinity;
    expect(escapes(slow.outcome)).toBeGreaterThan(escapes(plain.outcome));
    const during = slow.huds.find((h) => h.t > 5000 + SLOW_MS / 2)!.hud.props!;
    const after = slow.huds.find((h) => h.t > 5000 + SLOW_MS + 100)!.hud.props!;
    expect(during.slowing).toBe(true);
    expect(after.slowing).toBe(false);
    expect(SLOW_RATE).toBe(0.5);

    const hinted = play(g, input, [[4000, 'hint']], 1e9, g.idleMs ?? 30_000);
    const shown = hinted.huds.filter((h) => h.t > 4000 && h.t < 8000 && h.next !== null);
    expect(shown.length).toBeGreaterThan(0);
    for (const h of shown) expect(h.hud.props!.hintKey).toBe(h.next);
    expect(hinted.huds.find((h) => h.t > 9500)!.hud.props!.hintKey).toBeNull();
    expect(hinted.huds.find((h) => h.t < 4000 && h.next !== null)!.hud.props!.hintKey).toBeNull();
  }, 120_000);
});
}
