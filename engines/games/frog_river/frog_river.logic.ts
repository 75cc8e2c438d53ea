import type { EngineEvent } from '../../core/types';
import { keyForChar } from '../../core/keyboard';
import type { GameOutcome } from '../../core/game/types';
import { isClassic } from '../../core/game/classicCurve';
import { gameAt, noProps, worldTimeRules } from '../../core/game/props';
import { clearedWithLives, comboBroken, ended, logged, multiplierOf, newTally, rightKey, scored, tallyOutcome, wrongKey } from '../../core/game/tally.logic';
import type { FrogRiverContext, FrogRiverEmitted, FrogRiverInput, RiverWord, Step } from './frog_river.types';
import { scheduleWords } from './riverSchedule.logic';

export { classicPool, FIRST_SPAWN_MS, leadStartOf, PAD_SPAN, padsOf, scheduleWords } from './riverSchedule.logic';

/** points per letter of a pad the frog lands on, before the combo multiplier */
export const POINTS_PER_LETTER = 10;
/** bonus per pad when the frog reaches the far bank with a word */
export const CROSS_BONUS_PER_PAD = 20;

export function initialContext(input: FrogRiverInput): FrogRiverContext {
  return {
    level: input.level,
    classic: isClassic(input.mode),
    props: noProps,
    words: scheduleWords(input),
    head: 0,
    lives: input.level.lives,
    ...newTally(),
    now: 0,
  };
}

/** How many words have surfaced by t (words are in surfacing order; a classic round has thousands). */
export function surfacedBy(words: readonly RiverWord[], t: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.spawnAt <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first word from `head` on that is still drifting (every word before it is over). */
function headOf(words: readonly RiverWord[], head: number): number {
  let h = head;
  while (h < words.length && words[h]!.fate !== 'drifting') h += 1;
  return h;
}

/** The word the frog is crossing with: the oldest one on the river that is neither crossed nor gone. */
export function targetOf(context: FrogRiverContext, now = context.now): RiverWord | null {
  const w = context.words[context.head];
  return w && w.spawnAt <= now ? w : null;
}

/** When every word is crossed or gone, the round is cleared at the last of those moments. */
function checkCleared(context: FrogRiverContext): FrogRiverContext {
  if (context.endedBy !== null || context.head < context.words.length) return context;
  const endedAt = Math.max(...context.words.map((w) => w.endedAt ?? 0));
  return clearedWithLives(context, endedAt);
}

/**
 * The world at (world) time `t`: waves that began and words whose first pad left the river since
 * `now`, in the order they happened (by escape time, then id), each costing a life; the round ends
 * at the escape that takes the last one. Depends only on `t`, never on how often it is called.
 */
export function advance(context: FrogRiverContext, t: number): Step {
  if (context.endedBy !== null || t <= context.now) return { context, emitted: [] };
  const emitted: FrogRiverEmitted[] = [];
  const all = context.words;
  const surfaced = surfacedBy(all, t);
  for (let i = surfacedBy(all, context.now); i < surfaced; i += 1) {
    const w = all[i]!;
    if (w.id === 0 || all[w.id - 1]!.wave !== w.wave) emitted.push({ type: 'wave.started', wave: w.wave });
  }
  // only surfaced words can leave, and every word before the head is over already
  const escaping = all.slice(context.head, surfaced).filter((w) => w.fate === 'drifting' && w.escapeAt <= t).sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id);
  if (escaping.length === 0) return { context: { ...context, now: t }, emitted };
  const words = all.slice();
  let { lives } = context;
  let endedAt: number | null = null;
  for (const w of escaping) {
    words[w.id] = { ...w, fate: 'missed', endedAt: w.escapeAt };
    lives -= 1;
    emitted.push({ type: 'word.missed', id: w.id, lives });
    if (lives <= 0) {
      endedAt = w.escapeAt;
      break;
    }
  }
  const next: FrogRiverContext = comboBroken({ ...context, words, head: headOf(words, context.head), lives, now: endedAt ?? t });
  if (endedAt !== null) return { context: ended(next, 'lives', endedAt), emitted };
  return { context: checkCleared(next), emitted };
}

/** Keys a round judges: single letters (either case). Everything else is ignored and not logged. */
export function isJudged(event: EngineEvent): boolean {
  return event.type === 'input.key' && /^[a-zA-Z]$/.test(event.key);
}

/** The letter the target word wants next, or null when no word is on the river. */
export function expectedLetter(context: FrogRiverContext, now = context.now): string | null {
  const word = targetOf(context, now);
  return word ? word.pads[word.reached]!.letters[word.typed]! : null;
}

/**
 * A judged key at its (world) time: advance the world, then hop on (or splash). Not judged after
 * the round ended. The log gets `loggedAt`, the key's game time (a slowed world runs behind it).
 */
export function applyKey(context: FrogRiverContext, event: { key: string; code: string; timeStamp: number }, loggedAt = event.timeStamp): Step {
  const advanced = advance(context, event.timeStamp);
  if (advanced.context.endedBy !== null) return advanced;
  const emitted = advanced.emitted;
  // a key stamped before the world's time is judged, and logged, at the world's time (as the replay sees it)
  const now = Math.max(advanced.context.now, event.timeStamp);
  const loggedNow = now === event.timeStamp ? loggedAt : gameAt(context.props, now);
  const base: FrogRiverContext = logged({ ...advanced.context, now }, [loggedNow, event.code, event.key]);
  const letter = event.key.toLowerCase();
  const word = targetOf(base, now);
  const expected = word ? word.pads[word.reached]!.letters[word.typed]! : null;
  if (!word || expected !== letter) {
    // a miss counts on the key that was due, or on the key pressed when no pad wanted it
    const code = expected !== null ? (keyForChar(expected)?.key.code ?? event.code) : event.code;
    emitted.push({ type: 'key.wrong', code, key: event.key, expected: expected ?? '' });
    return { context: wrongKey(base, code), emitted };
  }
  const counted = rightKey(base, event.code);
  const combo = counted.combo;
  const pad = word.pads[word.reached]!;
  let { typed, reached } = word;
  let points = 0;
  typed += 1;
  emitted.push({ type: 'key.correct', code: event.code, key: event.key }, { type: 'letter.typed', id: word.id, pad: reached, typed });
  if (typed === pad.letters.length) {
    points = POINTS_PER_LETTER * pad.letters.length * multiplierOf(combo);
    emitted.push({ type: 'pad.reached', id: word.id, pad: reached, points });
    reached += 1;
    typed = 0;
  }
  const crossed = reached === word.pads.length;
  if (crossed) {
    const bonus = CROSS_BONUS_PER_PAD * word.pads.length;
    points += bonus;
    emitted.push({ type: 'word.crossed', id: word.id, bonus });
  }
  const words = base.words.slice();
  words[word.id] = { ...word, typed, reached, fate: crossed ? 'crossed' : 'drifting', endedAt: crossed ? now : null };
  const next = scored({ ...counted, words, head: headOf(words, base.head) }, points);
  return { context: checkCleared(next), emitted };
}

/** The final state's output. */
export function outcomeOf(context: FrogRiverContext): GameOutcome {
  return tallyOutcome(context, { stars: context.level.stars, props: context.props, unended: 'lives' });
}

/** tickAt, keyAt, propAt and the machine's play rule in world time (core/game/props.ts worldTimeRules: slow, life, hint). */
export const { tickAt, keyAt, propAt, play } = worldTimeRules<FrogRiverContext, FrogRiverEmitted>(advance, applyKey, isJudged);
