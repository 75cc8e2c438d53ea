import type { EngineEmitted } from '../types';
import { keyForChar } from '../keyboard';
import { createRandom } from './random';
import { comboBroken, ended, logged, multiplierOf, newTally, rightKey, scored, wrongKey, type Tally } from './tally.logic';

/**
 * Letter-target games (打地鼠, 气球): targets carrying one letter appear in slots (holes, lanes) at
 * times decided up front from (level, seed), stay for a while, and are hit by typing their letter
 * or escape at their end time. Shared here because two engines use it (DESIGN.md: engines never
 * import each other). Pure: every event happens at a time computed from the schedule or a key's
 * timeStamp, never at a frame boundary, so any tick rate gives the same round.
 */

export type TargetFate = 'live' | 'hit' | 'escaped';

export interface Target {
  id: number;
  /** the hole or lane it appears in, 0..slots-1 */
  slot: number;
  /** one lowercase letter */
  letter: string;
  spawnAt: number;
  /** it escapes at this time unless hit before */
  endAt: number;
  fate: TargetFate;
  /** when it was hit or escaped */
  endedAt: number | null;
}

export interface ScheduleSpec {
  slots: number;
  /** the letters targets carry (lowercase) */
  letters: string;
  /** the first target appears at this game time */
  firstAt: number;
  /** no target appears at or after this time */
  lastSpawnBefore: number;
  /** stop after this many targets (default: no limit) */
  count?: number;
  /** how long a target stays, from the start of the round to its end (linear) */
  lifeMs: readonly [number, number];
  /** time between two appearances, from the start to the end (linear), ±20 % jitter */
  gapMs: readonly [number, number];
  /** targets alive at once, at most */
  maxLive: number;
  /**
   * Instead of the linear lifeMs/gapMs/maxLive: the tuning at the time t a target appears
   * (classic mode: classicCurve.ts). lifeMs/gapMs/maxLive are then the opening values.
   */
  tuningAt?: (t: number) => { lifeMs: number; gapMs: number; maxLive: number };
}

/**
 * The round's targets. No two live targets share a letter or a slot, so a key names at most one
 * target; a new one waits while `maxLive` are up.
 */
export function scheduleTargets(spec: ScheduleSpec, seed: number): Target[] {
  const rng = createRandom(seed);
  const letters = [...new Set(spec.letters)];
  const targets: Target[] = [];
  const count = spec.count ?? Number.POSITIVE_INFINITY;
  const linear = (t: number) => {
    const f = Number.isFinite(count) ? targets.length / Math.max(1, count - 1) : t / spec.lastSpawnBefore;
    return { lifeMs: spec.lifeMs[0] + (spec.lifeMs[1] - spec.lifeMs[0]) * f, gapMs: spec.gapMs[0] + (spec.gapMs[1] - spec.gapMs[0]) * f, maxLive: spec.maxLive };
  };
  const tuningAt = spec.tuningAt ?? linear;
  let t = spec.firstAt;
  let lastLetter = '';
  // the targets still up at t (a classic round schedules thousands: never scan them all)
  let live: Target[] = [];
  while (t < spec.lastSpawnBefore && targets.length < count) {
    const tuning = tuningAt(t);
    const maxLive = Math.max(1, Math.min(tuning.maxLive, spec.slots, letters.length));
    live = live.filter((x) => x.endAt > t);
    if (live.length >= maxLive) {
      t = Math.min(...live.map((x) => x.endAt));
      continue;
    }
    const usedSlots = new Set(live.map((x) => x.slot));
    const usedLetters = new Set(live.map((x) => x.letter));
    const slot = rng.pick([...Array(spec.slots).keys()].filter((s) => !usedSlots.has(s)));
    const free = letters.filter((l) => !usedLetters.has(l));
    const notLast = free.filter((l) => l !== lastLetter);
    const letter = rng.pick(notLast.length > 0 ? notLast : free);
    lastLetter = letter;
    const target: Target = { id: targets.length, slot, letter, spawnAt: t, endAt: t + Math.round(tuning.lifeMs), fate: 'live', endedAt: null };
    targets.push(target);
    live.push(target);
    t += Math.round(tuning.gapMs * rng.range(0.8, 1.2));
  }
  return targets;
}

export interface RoundRules {
  /** the round ends at this game time (null: no time limit) */
  durationMs: number | null;
  /** lives at the start; an escape costs one (null: escapes cost nothing but the combo) */
  lives: number | null;
  /** points for one hit at ×1 */
  pointsPerHit: number;
  /** the multiplier grows by one every `comboStep` hits in a row… */
  comboStep: number;
  /** …up to this */
  maxMultiplier: number;
  /** bonus per life left when every target is hit or gone */
  clearBonusPerLife: number;
  stars: readonly [number, number, number];
}

/** A letter round: its targets and lives, and the tally (tally.logic.ts: score, combo, keys, log, end). */
export interface LetterRound extends Tally {
  targets: Target[];
  lives: number | null;
  hits: number;
  escaped: number;
  /** game time the world has been advanced to */
  now: number;
}

export type LetterEmitted =
  | EngineEmitted
  | { type: 'target.hit'; id: number; slot: number; letter: string; points: number; combo: number }
  | { type: 'target.escaped'; id: number; slot: number; letter: string; lives: number | null };

export interface LetterStep {
  round: LetterRound;
  emitted: LetterEmitted[];
}

export function initialRound(targets: Target[], rules: RoundRules): LetterRound {
  return { targets, lives: rules.lives, ...newTally(), hits: 0, escaped: 0, now: 0 };
}

/** When every target is hit or escaped, the round is cleared at the last of those moments. */
function checkCleared(round: LetterRound, rules: RoundRules): LetterRound {
  // a timed round runs to its limit even when its last target is gone
  if (round.endedBy !== null || rules.durationMs !== null || round.targets.some((x) => x.fate === 'live')) return round;
  const endedAt = Math.max(0, ...round.targets.map((x) => x.endedAt ?? 0));
  return scored(ended({ ...round, now: Math.max(round.now, endedAt) }, 'cleared', endedAt), (round.lives ?? 0) * rules.clearBonusPerLife);
}

/** The targets that appeared at or before t (the schedule is in spawn order; a classic round has thousands). */
export function appeared(targets: readonly Target[], t: number): readonly Target[] {
  let lo = 0;
  let hi = targets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (targets[mid]!.spawnAt <= t) lo = mid + 1;
    else hi = mid;
  }
  return targets.slice(0, lo);
}

/**
 * The world at time `t`: targets whose end time passed escape in time order (each may cost a life;
 * the escape taking the last life ends the round at its time), then the time limit. Depends only
 * on `t`, never on how often it is called.
 */
export function advance(round: LetterRound, t: number, rules: RoundRules): LetterStep {
  if (round.endedBy !== null || t <= round.now) return { round, emitted: [] };
  const emitted: LetterEmitted[] = [];
  const limit = rules.durationMs ?? Number.POSITIVE_INFINITY;
  const until = Math.min(t, limit);
  const escaping = appeared(round.targets, until).filter((x) => x.fate === 'live' && x.endAt <= until).sort((a, b) => a.endAt - b.endAt || a.id - b.id);
  let next: LetterRound = round;
  if (escaping.length > 0) {
    const targets = round.targets.slice();
    let lives = round.lives;
    let escaped = round.escaped;
    let lostAt: number | null = null;
    for (const x of escaping) {
      targets[x.id] = { ...x, fate: 'escaped', endedAt: x.endAt };
      escaped += 1;
      if (lives !== null) lives -= 1;
      emitted.push({ type: 'target.escaped', id: x.id, slot: x.slot, letter: x.letter, lives });
      if (lives !== null && lives <= 0) {
        lostAt = x.endAt;
        break;
      }
    }
    next = comboBroken({ ...round, targets, lives, escaped });
    if (lostAt !== null) return { round: ended({ ...next, now: lostAt }, 'lives', lostAt), emitted };
    next = checkCleared({ ...next, now: until }, rules);
    if (next.endedBy !== null) return { round: next, emitted };
  }
  if (t >= limit) return { round: ended({ ...next, now: limit }, 'time', limit), emitted };
  return { round: { ...next, now: t }, emitted };
}

/** The combo multiplier: the kit's one (tally.logic.ts), with the level's steps. */
export { multiplierOf };

/** Keys a round judges: single letters (either case). Everything else is ignored and not logged. */
export function isLetterKey(key: string): boolean {
  return /^[a-zA-Z]$/.test(key);
}

/** Targets showing at time t (appeared, not yet hit or escaped), soonest to escape first. */
export function liveAt(round: LetterRound, t: number): Target[] {
  return appeared(round.targets, t).filter((x) => x.fate === 'live' && x.spawnAt <= t && x.endAt > t).sort((a, b) => a.endAt - b.endAt);
}

const codeOf = (letter: string, fallback: string) => keyForChar(letter)?.key.code ?? fallback;

/**
 * A judged key at its (world) time: advance the world, then hit the showing target with that letter. A
 * key no target shows is wrong: the miss counts on the showing target's key when exactly one
 * shows (the key the child was after), else on the key pressed. Not judged once the round ended.
 * The log gets `loggedAt`, the key's game time (a slowed world runs behind it: props.ts).
 */
export function applyKey(round: LetterRound, event: { key: string; code: string; timeStamp: number }, rules: RoundRules, loggedAt = event.timeStamp): LetterStep {
  const advanced = advance(round, event.timeStamp, rules);
  if (advanced.round.endedBy !== null) return advanced;
  const emitted = advanced.emitted;
  const now = Math.max(advanced.round.now, event.timeStamp);
  const base: LetterRound = logged({ ...advanced.round, now }, [loggedAt, event.code, event.key]);
  const letter = event.key.toLowerCase();
  const showing = liveAt(base, now);
  const target = showing.find((x) => x.letter === letter);
  if (!target) {
    const code = showing.length === 1 ? codeOf(showing[0]!.letter, event.code) : event.code;
    emitted.push({ type: 'key.wrong', code, key: event.key, expected: showing.length === 1 ? showing[0]!.letter : '' });
    return { round: wrongKey(base, code), emitted };
  }
  const counted = rightKey(base, event.code);
  const combo = counted.combo;
  const points = rules.pointsPerHit * multiplierOf(combo, rules);
  const targets = base.targets.slice();
  targets[target.id] = { ...target, fate: 'hit', endedAt: now };
  emitted.push({ type: 'key.correct', code: event.code, key: event.key }, { type: 'target.hit', id: target.id, slot: target.slot, letter: target.letter, points, combo });
  const next = scored({ ...counted, targets, hits: base.hits + 1 }, points);
  return { round: checkCleared(next, rules), emitted };
}
