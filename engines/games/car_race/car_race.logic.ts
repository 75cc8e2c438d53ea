import { RACE_PLACE_BONUS } from './car_race.level';
import { keyForChar } from '../../core/keyboard';
import { isSkipped, matches } from '../../core/textMatch';
import { createRandom } from '../../core/game/random';
import { type GameOutcome } from '../../core/game/types';
import { COMPOSITION_CODE } from '../../core/keyLog';
import { CLASSIC_END_MS, CLASSIC_LIVES, isClassic } from '../../core/game/classicCurve';
import { gameAt, noProps, propEntry, useProp, worldAt } from '../../core/game/props';
import { comboBroken, ended, logged, newTally, rightKey, scored, tallyOutcome, wrongKey } from '../../core/game/tally.logic';
import type { CarRaceContext, CarRaceEmitted, CarRaceInput, PaceCar, Step } from './car_race.types';
import { classicLaps, paceCar, START_MS } from './racePace.logic';

export { START_MS, paceDistance } from './racePace.logic';

/** points for a right character, doubled while the combo is at COMBO_BOOST or more */
export const POINTS_PER_CHAR = 10;
export const COMBO_BOOST = 10;
/** the race ends when the child has had this many times the slower pace car's time */
export const TIME_LIMIT_FACTOR = 2;
/** 经典模式: points for finishing a lap 1st, 2nd, 3rd (on top of the points for its characters) */
export const CLASSIC_LAP_BONUS = [300, 200, 100] as const;

/** Points for the right character that makes the combo `combo`. */
export function pointsFor(combo: number): number {
  return combo >= COMBO_BOOST ? 2 * POINTS_PER_CHAR : POINTS_PER_CHAR;
}

export function initialContext(input: CarRaceInput): CarRaceContext {
  const { level } = input;
  const rng = createRandom(input.seed);
  const classic = isClassic(input.mode);
  const laps = classic ? classicLaps(level, rng) : [];
  const chars = classic ? laps[0]!.chars : Array.from(rng.pick(level.passages));
  const pace: [PaceCar, PaceCar] = classic ? laps[0]!.pace : [paceCar(chars.length, level.paceCpm[0], rng), paceCar(chars.length, level.paceCpm[1], rng)];
  return {
    level,
    classic,
    props: noProps,
    chars,
    cursor: 0,
    pace,
    laps,
    lap: 0,
    nextDeadline: 0,
    lives: classic ? CLASSIC_LIVES : null,
    limitAt: classic ? CLASSIC_END_MS : START_MS + TIME_LIMIT_FACTOR * (pace[0].finishAt - START_MS),
    composing: '',
    ...newTally(),
    now: 0,
    place: null,
  };
}

/**
 * The world at (world) time t: the green light, pace cars through the finish line, and the time
 * limit; in classic mode the lap deadlines, each costing a life when the child is not through
 * that lap yet (the round ends at the one that takes the last life). Depends only on t, never on
 * how often it is called.
 */
export function advance(context: CarRaceContext, t: number): Step {
  if (context.endedBy !== null || t <= context.now) return { context, emitted: [] };
  const emitted: CarRaceEmitted[] = [];
  const from = context.now;
  if (from < START_MS && t >= START_MS) emitted.push({ type: 'race.go' });
  if (context.classic) return advanceLaps(context, from, t, emitted);
  context.pace.forEach((car, i) => {
    if (from < car.finishAt && t >= car.finishAt && car.finishAt <= context.limitAt) emitted.push({ type: 'pace.finished', car: i });
  });
  if (t >= context.limitAt) {
    emitted.push({ type: 'race.finished', place: null, bonus: 0 });
    return { context: ended({ ...context, now: context.limitAt }, 'time', context.limitAt), emitted };
  }
  return { context: { ...context, now: t }, emitted };
}

/** advance's classic part: laps are in order, so only the deadlines from `nextDeadline` on are looked at */
function advanceLaps(context: CarRaceContext, from: number, t: number, emitted: CarRaceEmitted[]): Step {
  context.pace.forEach((car, i) => {
    if (from < car.finishAt && t >= car.finishAt) emitted.push({ type: 'pace.finished', car: i });
  });
  let lives = context.lives ?? CLASSIC_LIVES;
  let nextDeadline = context.nextDeadline;
  const until = Math.min(t, context.limitAt);
  while (nextDeadline < context.laps.length && context.laps[nextDeadline]!.deadline <= until) {
    const lap = nextDeadline;
    nextDeadline += 1;
    if (context.lap > lap) continue;
    lives -= 1;
    emitted.push({ type: 'life.lost', lap, lives });
    if (lives <= 0) {
      const at = context.laps[lap]!.deadline;
      emitted.push({ type: 'race.finished', place: null, bonus: 0 });
      return { context: ended(comboBroken({ ...context, lives: 0, nextDeadline, now: at }), 'lives', at), emitted };
    }
  }
  if (t >= context.limitAt) {
    emitted.push({ type: 'race.finished', place: null, bonus: 0 });
    return { context: ended({ ...context, lives, nextDeadline, now: context.limitAt }, 'time', context.limitAt), emitted };
  }
  return { context: { ...context, lives, nextDeadline, now: t }, emitted };
}

/** The child's place on crossing the line at t: one behind every pace car already through (a tie goes to the child). */
export function placeAt(context: CarRaceContext, t: number): number {
  return 1 + context.pace.filter((car) => car.finishAt < t).length;
}

/**
 * Judges typed characters at the cursor: a right one moves the car a step (points, combo), a
 * wrong one leaves it where it is and breaks the combo. Like logographic, the first wrong
 * character of a commit and everything after it count wrong (they were typed at the wrong place);
 * in 汉字 levels whitespace in a commit is ignored, and text past the finish is dropped.
 * `code` is the key's code for a keystroke, null for IME text (per-key counts then come from
 * the character's key on the keyboard, when it has one).
 */
export function judge(context: CarRaceContext, typed: string, code: string | null, now: number): Step {
  const emitted: CarRaceEmitted[] = [];
  let tally: CarRaceContext = context;
  let { cursor, chars, pace, lap } = context;
  let missed = false;
  let cleared = false;
  for (const ch of Array.from(typed)) {
    if (context.level.language === 'zh' && isSkipped(ch)) continue;
    if (cursor >= chars.length) break;
    const expected = chars[cursor]!;
    if (!missed && matches(ch, expected)) {
      const keyCode = code ?? keyForChar(ch)?.key.code;
      tally = rightKey(tally, keyCode);
      tally = scored(tally, pointsFor(tally.combo));
      cursor += 1;
      emitted.push({ type: 'key.correct', code: keyCode ?? '', key: ch });
      if (tally.combo === COMBO_BOOST) emitted.push({ type: 'combo.boost', combo: tally.combo });
      if (context.classic && cursor === chars.length) {
        // a lap done: its place bonus, and on to the next lap's passage (the rest of a commit goes on there)
        const place = 1 + pace.filter((car) => car.finishAt < now).length;
        const bonus = CLASSIC_LAP_BONUS[place - 1]!;
        tally = scored(tally, bonus);
        emitted.push({ type: 'lap.finished', lap, place, bonus });
        if (lap + 1 >= context.laps.length) {
          cleared = true;
          break;
        }
        lap += 1;
        ({ chars, pace } = context.laps[lap]!);
        cursor = 0;
      }
    } else {
      missed = true;
      // a miss counts on the key that was due (when the passage's character has one)
      const keyCode = keyForChar(expected)?.key.code ?? (code || undefined);
      tally = wrongKey(tally, keyCode);
      emitted.push({ type: 'key.wrong', code: keyCode ?? '', key: ch, expected });
    }
  }
  const next: CarRaceContext = { ...tally, cursor, chars, pace, lap };
  if (context.classic) {
    // every lap run (past the safety cap's last one): the round is cleared
    if (cleared) emitted.push({ type: 'race.finished', place: null, bonus: 0 });
    return { context: cleared ? ended(next, 'cleared', now) : next, emitted };
  }
  if (cursor === context.chars.length && context.cursor < cursor) {
    const place = placeAt(context, now);
    const bonus = RACE_PLACE_BONUS[place - 1]!;
    emitted.push({ type: 'race.finished', place, bonus });
    return { context: ended(scored({ ...next, place }, bonus), 'cleared', now), emitted };
  }
  return { context: next, emitted };
}

/** the longest text one log entry holds (contract/game.ts keyLogEntry): a longer commit is cut there */
export const MAX_COMMIT = 32;

/** The commit as judged and logged: whole characters up to MAX_COMMIT UTF-16 units. */
export function clipCommit(text: string): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > MAX_COMMIT) break;
    out += ch;
  }
  return out;
}

/** A key the race judges: one printable character (named keys like Backspace or Enter are not play). */
export function isTypedKey(key: string): boolean {
  return Array.from(key).length === 1 && key !== '\n' && key !== '\t';
}

export type PlayInput = { kind: 'key'; key: string; code: string; timeStamp: number } | { kind: 'text'; text: string; timeStamp: number };

/**
 * Input at its (world) time: advance the world, then judge it and log it. Keys before the green
 * light, and after the race ended, are neither judged nor logged. A keystroke is logged as
 * [ms, code, key], committed IME text as [ms, COMPOSITION_CODE, text], at `loggedAt`, the
 * input's game time (a slowed world runs behind it).
 */
export function applyInput(context: CarRaceContext, event: PlayInput, loggedAt = event.timeStamp): Step {
  const advanced = advance(context, event.timeStamp);
  if (advanced.context.endedBy !== null) return advanced;
  // input stamped before the world's time (a clock that stepped back) is judged, and logged, at the world's time
  const now = Math.max(advanced.context.now, event.timeStamp);
  if (now < START_MS) return advanced;
  const loggedNow = now === event.timeStamp ? loggedAt : gameAt(context.props, now);
  const text = event.kind === 'key' ? event.key : clipCommit(event.text);
  const entry: [number, string, string] = event.kind === 'key' ? [loggedNow, event.code, text] : [loggedNow, COMPOSITION_CODE, text];
  const base: CarRaceContext = logged({ ...advanced.context, now, composing: '' }, entry);
  const step = judge(base, text, event.kind === 'key' ? event.code : null, now);
  return { context: step.context, emitted: [...advanced.emitted, ...step.emitted] };
}

/** The final state's output. */
export function outcomeOf(context: CarRaceContext): GameOutcome {
  return tallyOutcome(context, { stars: context.level.stars, props: context.props, unended: context.classic ? 'lives' : 'time' });
}

/** The world at the game time of a tick (props.ts: a slowed world runs behind game time). */
export function tickAt(context: CarRaceContext, timeStamp: number): Step {
  return advance(context, worldAt(context.props, timeStamp));
}

/** A key or committed text at its game time. */
export function inputAt(context: CarRaceContext, event: PlayInput): Step {
  return applyInput(context, { ...event, timeStamp: worldAt(context.props, event.timeStamp) }, event.timeStamp);
}

/**
 * A prop at its game time: the world first runs to it; then, unless the round is over or the prop
 * was used already (or it is `life` in a level round, which has no lives), it is logged and
 * applied (`life`: one life more; slow and hint are the PropState's).
 */
export function propAt(context: CarRaceContext, event: { prop: string; timeStamp: number }): Step {
  const w = worldAt(context.props, event.timeStamp);
  const ran = advance(context, w);
  const props = ran.context.endedBy === null ? useProp(context.props, event.prop, event.timeStamp, w, context.lives !== null) : null;
  if (!props) return ran;
  const prop = props.used[props.used.length - 1]!;
  const lives = ran.context.lives !== null && prop === 'life' ? ran.context.lives + 1 : ran.context.lives;
  const next: CarRaceContext = logged({ ...ran.context, props, lives }, propEntry(prop, event.timeStamp));
  return { context: next, emitted: [...ran.emitted, { type: 'prop.used', prop }] };
}
