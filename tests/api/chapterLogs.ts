import { randomUUID } from 'node:crypto';
import { createActor } from 'xstate';
import type { Activity } from '../../contract/levels';
import type { ProgressBody } from '../../contract/student';
import { chapterRulesOf } from '../../engines/chapterRules';
import { COMPOSITION_CODE, logEvent, type KeyLogEntry } from '../../engines/core/keyLog';
import { numpadKeyForChar, standardCodeOf } from '../../engines/core/keyboard';
import { replayChapter } from '../../engines/core/session/replayChapter';
import { TEXT_KINDS, factsOf } from '../../engines/engineFacts';
import { curriculum } from '../../server/services/curriculum';
import { progressBody } from '../../src/host/attempt';

/** A chapter to type: a curriculum chapter's id (the test's curriculum, mocked or real), or an id with its activity (a weak-key practice). */
export type ChapterToType = string | { id: string; activity: Activity };

export interface TypingStyle {
  /** wrong keys (IME: wrong characters, each taken back with Backspace), spread evenly over the chapter */
  wrong?: number;
  /** wrong keys before a given key due: `{ j: 4 }` slips four times before the first `j`s (once each, then again from the first) */
  slipsOn?: Readonly<Record<string, number>>;
  /** the speed the result shows, in the engine's units (字/分 for hanzi and pinyin): keys evenly apart, timed so; 60 by default */
  cpm?: number;
  /** the class allows no 退格 (the page then runs the engine without it, and so must the replay) */
  allowBackspace?: false;
}

/** Characters an IME commit carries in these logs (a word or two). */
const COMMIT_CHARS = 2;

const activityOf = (chapter: ChapterToType): { id: string; activity: Activity } => {
  if (typeof chapter !== 'string') return chapter;
  const place = curriculum.chapter(chapter);
  if (!place) throw new Error(`no chapter ${chapter} in the test's curriculum`);
  return { id: chapter, activity: place.chapter.activity };
};

/** A key that is not `expected` on the same board (a letter for a letter, a digit for a digit). */
const slipFor = (expected: string): string => (/^\d$/.test(expected) ? (expected === '1' ? '2' : '1') : expected === 'q' ? 'w' : 'q');

/**
 * The key log of a child typing a chapter through to its end, driven by the chapter engine's own
 * machine (its nextKey: the key due, Enter at a line's end), `wrong` slips spread over it, the
 * keys evenly apart so the result's speed is `cpm`. A chapter typed through the IME (nextKey gives
 * nothing) is typed as commits of a few characters. Throws when the log does not finish the chapter.
 */
export function chapterLog(activity: Activity, style: TypingStyle = {}): KeyLogEntry[] {
  const keys = keysOf(activity, style);
  // typed a second apart, the speed is c1; spread `every` ms apart it is c1 · 1000 / every
  const once = replayed(activity, keys.map(([i, code, key]): KeyLogEntry => [i * 1000, code, key]), style);
  const every = (1000 * once.cpm) / (style.cpm ?? 60);
  return keys.map(([i, code, key]) => [Math.round(i * every), code, key]);
}

/** The keys of the chapter typed through, in order, each timed by its index. */
function keysOf(activity: Activity, style: TypingStyle = {}): KeyLogEntry[] {
  const rules = chapterRulesOf(activity.render_engine);
  if (!rules) throw new Error(`${activity.render_engine} has nothing to type`);
  const pad = activity.render_engine === TEXT_KINDS.numbers.engine;
  const actor = createActor(rules.machine, { input: style.allowBackspace === false ? { activity, allowBackspace: false } : { activity } }).start();
  const log: KeyLogEntry[] = [];
  const send = (code: string, key: string) => {
    const entry: KeyLogEntry = [log.length, code, key];
    log.push(entry);
    actor.send(logEvent(entry));
  };
  const ime = rules.nextKey(actor.getSnapshot()) === null;
  const text = 'text' in activity ? activity.text : '';
  const chars = ime ? Array.from(text.replace(/\s/g, '')) : [];
  // how many turns the chapter takes (keys, or commits): the slips fall evenly among them
  const turns = ime ? Math.ceil(chars.length / COMMIT_CHARS) : factsOf(activity).length(activity);
  const wrong = style.wrong ?? 0;
  const slips = new Map<number, number>();
  for (let k = 0; k < wrong; k++) {
    const at = Math.floor(((k + 0.5) * turns) / wrong);
    slips.set(at, (slips.get(at) ?? 0) + 1);
  }
  const slipsLeft = new Map(Object.entries(style.slipsOn ?? {}));
  // occurrences of each slipped key still due (counted on the text typed: Enter for a line's end)
  const occurrences = new Map([...slipsLeft.keys()].map((k) => [k, Array.from(text).filter((c) => (c === '\n' ? 'Enter' : c) === k).length]));
  for (let turn = 0; actor.getSnapshot().status === 'active' && turn < turns * 3 + 50; turn++) {
    if (ime) {
      for (let n = 0; n < (slips.get(turn) ?? 0); n++) {
        send(COMPOSITION_CODE, '〇');
        if (style.allowBackspace !== false) send('Backspace', 'Backspace');
      }
      send(COMPOSITION_CODE, chars.slice(turn * COMMIT_CHARS, (turn + 1) * COMMIT_CHARS).join(''));
      continue;
    }
    const next = rules.nextKey(actor.getSnapshot());
    if (!next) break;
    const codeOf = (key: string) => (pad ? numpadKeyForChar(key)?.code : undefined) ?? standardCodeOf(key);
    const due = slips.get(turn) ?? 0;
    const onKey = slipsLeft.get(next.key) ?? 0;
    const ahead = Math.max(1, occurrences.get(next.key) ?? 1);
    const here = onKey > 0 ? Math.ceil(onKey / ahead) : 0;
    if (slipsLeft.has(next.key)) {
      slipsLeft.set(next.key, onKey - here);
      occurrences.set(next.key, ahead - 1);
    }
    for (let n = 0; n < due + here; n++) send(codeOf(slipFor(next.key)), slipFor(next.key));
    send(codeOf(next.key), next.key);
  }
  actor.stop();
  return log;
}

/** A log's result as the server's replay gives it (engines/core/session/replayChapter.ts). */
function replayed(activity: Activity, log: readonly KeyLogEntry[], style: TypingStyle) {
  const { result } = replayChapter(chapterRulesOf(activity.render_engine)!, activity, log, style.allowBackspace === false ? { allowBackspace: false } : {});
  if (!result) throw new Error('the log does not finish the chapter');
  return result;
}

/**
 * The progress body an honest page sends for a chapter typed as `style` says: its key log
 * (chapterLog) and the figures the engine's machine gives for it — the server's replay gives the
 * same — rounded as the page rounds them (src/host/attempt.ts progressBody). A forged claim is this
 * with figures changed or the log left out.
 */
export function typedAttempt(chapter: ChapterToType, style: TypingStyle = {}): ProgressBody & { log: KeyLogEntry[] } {
  const { id, activity } = activityOf(chapter);
  const log = chapterLog(activity, style);
  return { ...progressBody(randomUUID(), id, replayed(activity, log, style), log), log };
}

/** The body of a watched video chapter (nothing typed, no log): `durationMs` of watching. */
export const watchedAttempt = (chapterId: string, durationMs = 30_000): ProgressBody => ({
  attemptId: randomUUID(), chapterId, durationMs, correct: 0, wrong: 0, cpm: 0, accuracy: 100, keyStats: {},
});

/** What an honest page sends for a chapter finished: a watched video's completion, or a typed chapter's log (typedAttempt). */
export function finishedAttempt(chapter: ChapterToType, style: TypingStyle = {}): ProgressBody {
  const { id, activity } = activityOf(chapter);
  return factsOf(activity).watched ? watchedAttempt(id) : typedAttempt({ id, activity }, style);
}

/**
 * Sends chapter attempts all at once, then again, one by one, each answered 42900: one role's replays
 * wait a few at a time (server/services/replay/pool.ts), and a page sends a busy answer's attempt
 * again later (src/offline/sync.ts). The answers in the order of `bodies`.
 */
export async function sentAtOnce<B, A extends { status: number }>(bodies: readonly B[], send: (body: B) => Promise<A>): Promise<A[]> {
  const answers: A[] = await Promise.all(bodies.map(send));
  for (const [i, answer] of answers.entries()) if (answer.status === 42900) answers[i] = await send(bodies[i]!);
  return answers;
}
