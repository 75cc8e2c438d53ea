import { type Random } from '../../core/game/random';
import { CLASSIC_END_MS, classicPace, classicWords } from '../../core/game/classicCurve';
import type { CarRaceLevel } from './car_race.level';
import type { ClassicLap, PaceCar } from './car_race.types';

/**
 * When the race begins and how the pace cars drive (car_race.logic.ts re-exports it): a pace car's
 * stretches decided from the seed, its distance at a time, and a classic round's laps.
 */

/** the lights go green this long after the round begins (3, 2, 1, 出发!): keys before it are not play */
export const START_MS = 3000;
/** a pace car changes its speed a little every stretch of this length */
const PACE_STRETCH_MS = 2000;
/**
 * A pace car covering `total` characters at `cpm` on average: stretches of PACE_STRETCH_MS with
 * speeds drawn between 80% and 120%, scaled so that it finishes exactly at its level speed.
 */
export function paceCar(total: number, cpm: number, rng: Random, startAt = START_MS): PaceCar {
  const duration = Math.round((total / cpm) * 60_000);
  const stretches = Math.max(1, Math.ceil(duration / PACE_STRETCH_MS));
  const lengths = Array.from({ length: stretches }, (_, i) => Math.min(PACE_STRETCH_MS, duration - i * PACE_STRETCH_MS));
  const weights = lengths.map((len) => len * rng.range(0.8, 1.2));
  const sum = weights.reduce((a, b) => a + b, 0);
  const marks = [0];
  let covered = 0;
  for (const w of weights) {
    covered += (w / sum) * total;
    marks.push(covered);
  }
  marks[marks.length - 1] = total;
  return { cpm, startAt, finishAt: startAt + duration, marks };
}

/** How many characters a pace car has covered at time t (0 before the start, the whole passage after its finish). */
export function paceDistance(car: PaceCar, t: number): number {
  if (t <= car.startAt) return 0;
  if (t >= car.finishAt) return car.marks[car.marks.length - 1]!;
  const into = t - car.startAt;
  const i = Math.floor(into / PACE_STRETCH_MS);
  const from = i * PACE_STRETCH_MS;
  const to = Math.min(car.finishAt - car.startAt, from + PACE_STRETCH_MS);
  return car.marks[i]! + ((car.marks[i + 1]! - car.marks[i]!) * (into - from)) / (to - from);
}

/**
 * The laps of a classic round, all decided up front from the seed: each lap a passage of the
 * level (classicWords: ever longer ones of its pool, never the same twice in a row), each pace
 * car driving it from where it finished the lap before at its level speed × classicPace of that
 * moment. Laps follow until both pace cars are past CLASSIC_END_MS.
 */
export function classicLaps(level: CarRaceLevel, rng: Random): ClassicLap[] {
  const laps: ClassicLap[] = [];
  let starts: [number, number] = [START_MS, START_MS];
  let deck: string[] = [];
  let poolKey = '';
  let last = '';
  while (Math.min(starts[0], starts[1]) < CLASSIC_END_MS) {
    // the lap's passage is chosen when the first pace car begins it
    const pool = classicWords(level.passages, Math.min(starts[0], starts[1]), 2);
    const key = pool.join('\n');
    if (key !== poolKey) [deck, poolKey] = [[], key];
    if (deck.length === 0) deck = rng.shuffle(pool);
    const pick = Math.max(0, deck.findIndex((p) => p !== last));
    last = deck.splice(pick, 1)[0]!;
    const chars = Array.from(last);
    const pace: [PaceCar, PaceCar] = [
      paceCar(chars.length, level.paceCpm[0] * classicPace(starts[0]), rng, starts[0]),
      paceCar(chars.length, level.paceCpm[1] * classicPace(starts[1]), rng, starts[1]),
    ];
    laps.push({ chars, pace, deadline: Math.max(pace[0].finishAt, pace[1].finishAt) });
    starts = [pace[0].finishAt, pace[1].finishAt];
  }
  return laps;
}
