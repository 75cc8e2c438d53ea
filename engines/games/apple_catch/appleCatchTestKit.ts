/** What the 接苹果 machine tests share: a tiny level, perfect logs, playing a log at a tick rate, a started actor. */
import { createActor } from 'xstate';
import type { AppleCatchLevel } from './apple_catch.level';
import type { KeyLogEntry } from '../../core/keyLog';
import { playLive } from '../../core/game/playLive';
import { appleCatchMachine } from './apple_catch.machine';
import type { Apple, AppleCatchEmitted } from './apple_catch.types';

export const HZ = [30, 60, 144];
export const codeOf = (k: string) => (k === 'Enter' ? 'NumpadEnter' : k === '.' ? 'NumpadDecimal' : `Numpad${k}`);
export const key = (ms: number, k: string): KeyLogEntry => [ms, codeOf(k), k];

/** A small level for exact arithmetic: 4 single-digit apples a second apart, 2 lives. */
export const tiny: AppleCatchLevel = {
  id: 'tiny',
  name: '测试',
  render_engine: 'apple_catch',
  stars: [20, 60, 140],
  numbers: { kind: 'whole', min: 1, max: 9 },
  apples: 4,
  lives: 2,
  fallMs: [8000, 8000],
  gapMs: [1000, 1000],
};

/** each apple's number and Enter once it is on the tree: `delay` after it grows, `every` ms a key */
export function perfectLog(apples: Apple[], delay = 400, every = 150): KeyLogEntry[] {
  return apples.flatMap((a) => [...a.number, 'Enter'].map((k, i) => key(a.spawnAt + delay + i * every, k))).sort((x, y) => x[0] - y[0]);
}

/** a live actor fed like the host feeds it: ticks at `hz`, keys at their times */
export function play(level: AppleCatchLevel, seed: number, log: KeyLogEntry[], hz = 60) {
  return playLive(appleCatchMachine, { level, seed }, log, hz);
}

export function started(level: AppleCatchLevel, seed: number, at: number) {
  const actor = createActor(appleCatchMachine, { input: { level, seed } });
  const emitted: AppleCatchEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  actor.send({ type: 'game.start', timeStamp: 0 });
  actor.send({ type: 'clock.tick', dt: at, timeStamp: at });
  const press = (k: string, ms: number) => actor.send({ type: 'input.key', key: k, code: codeOf(k), timeStamp: ms });
  return { actor, emitted, press };
}

