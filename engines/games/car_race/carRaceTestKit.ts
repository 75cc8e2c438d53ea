import { RACE_STARS, type CarRaceLevel } from './car_race.level';
import { COMPOSITION_CODE, type KeyLogEntry } from '../../core/keyLog';
import { playLive } from '../../core/game/playLive';
import { pointsFor, START_MS } from './car_race.logic';
import { carRaceMachine } from './car_race.machine';

/** What the 赛车 machine tests share: the test levels, key logs and a live actor fed like the host feeds it. */
export const HZ = [30, 60, 144];
export const C = COMPOSITION_CODE;
export const codeOf = (ch: string) => (ch === ' ' ? 'Space' : ch === '.' ? 'Period' : `Key${ch.toUpperCase()}`);

/** An English level whose every round is the same sentence, for exact arithmetic: 12 characters, pace cars at 60 and 120 字/分. */
export const tiny: CarRaceLevel = {
  id: 'tiny',
  name: '测试',
  render_engine: 'car_race',
  stars: RACE_STARS,
  language: 'en',
  paceCpm: [60, 120],
  passages: ['I like cats.', 'I like cats.', 'I like cats.'],
};
export const SENTENCE = [...'I like cats.'];
/** the pace cars' finish: 12 characters at 120 and at 60 a minute */
export const FAST_END = START_MS + 6000;
export const SLOW_END = START_MS + 12000;

/** A 汉字 level: 8 characters (the full stop included), pace cars at 10 and 20 字/分. */
export const hanzi: CarRaceLevel = { ...tiny, id: 'hanzi', language: 'zh', paceCpm: [10, 20], passages: ['我爱北京天安门。', '我爱北京天安门。', '我爱北京天安门。'] };

/** each character as a key, `every` ms apart from `from` */
export const keys = (text: string[], from: number, every: number): KeyLogEntry[] => text.map((ch, i): KeyLogEntry => [from + i * every, codeOf(ch), ch]);
/** the points for n right characters in one unbroken run */
export const runPoints = (n: number) => Array.from({ length: n }, (_, i) => pointsFor(i + 1)).reduce((a, b) => a + b, 0);

/** a live actor fed like the host feeds it: ticks at `hz`, keys, compositions and props at their times (until `untilMs`) */
export function play(level: CarRaceLevel, seed: number, log: KeyLogEntry[], hz = 60, mode?: 'classic', untilMs = 600_000) {
  return playLive(carRaceMachine, { level, seed, mode }, log, hz, untilMs);
}
