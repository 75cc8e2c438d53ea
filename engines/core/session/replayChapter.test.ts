import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chapterRules } from '../../chapterRules';
import { replayChapter } from './replayChapter';
import { logEntryOf, type KeyLogEntry } from '../keyLog';
import type { Activity } from '../../../contract/levels';
import type { EngineEvent } from '../types';

const text: Activity = { render_engine: 'typing_text', text: 'ab c\nde' };

/** Types `keys` live through the engine's actor, 200 ms apart, and logs what it sent as a page would. */
function typeLive(keys: Array<[string, string]>, start = 5000) {
  const rules = chapterRules.typing_text!;
  const actor = createActor(rules.machine, { input: { activity: text } }).start();
  const log: KeyLogEntry[] = [];
  keys.forEach(([key, code], i) => {
    const event: EngineEvent = { type: 'input.key', key, code, timeStamp: start + i * 200 };
    actor.send(event);
    log.push(logEntryOf(event, start)!);
  });
  return { snapshot: actor.getSnapshot(), rules, log };
}

const all: Array<[string, string]> = [['a', 'KeyA'], ['x', 'KeyX'], ['b', 'KeyB'], [' ', 'Space'], ['c', 'KeyC'], ['Enter', 'Enter'], ['d', 'KeyD'], ['e', 'KeyE']];

describe('replayChapter', () => {
  it('gives the figures the child saw: the live result from the logged keys', () => {
    const { snapshot, rules, log } = typeLive(all);
    const replay = replayChapter(rules, text, log);
    expect(replay.finished).toBe(true);
    expect(replay.result).toEqual(rules.result(snapshot));
    expect(replay.result!.wrong).toBe(1);
    expect(replay.keys).toBe(all.length);
  });

  it('is unfinished while there is more to type, with the live figures so far', () => {
    const { snapshot, rules, log } = typeLive(all.slice(0, 4));
    const replay = replayChapter(rules, text, log);
    expect(replay.finished).toBe(false);
    expect(replay.result).toBeNull();
    expect(replay.stats).toEqual(rules.stats(snapshot));
  });

  it('judges no key after untilMs (a timed test ends) and reports every step', () => {
    const { rules, log } = typeLive(all);
    const steps: number[] = [];
    const replay = replayChapter(rules, text, log, { untilMs: 600, onStep: (ms) => steps.push(ms) });
    expect(replay.keys).toBe(4);
    expect(steps).toEqual([0, 200, 400, 600]);
    expect(replay.finished).toBe(false);
  });

  it('replays IME commits for the 汉字 engine', () => {
    const rules = chapterRules.logographic!;
    const activity: Activity = { render_engine: 'logographic', text: '小猫' };
    const replay = replayChapter(rules, activity, [[0, 'Composition', '小'], [900, 'Composition', '猫']]);
    expect(replay.finished).toBe(true);
    expect(replay.result!.correct).toBe(2);
  });

  it('replays a class that allows no 退格 as its page ran: a wrong 汉字 counted and passed, the session finished', () => {
    const rules = chapterRules.logographic!;
    const activity: Activity = { render_engine: 'logographic', text: '你好' };
    const log: KeyLogEntry[] = [[0, 'Composition', '你们'], [1000, 'Composition', '好']];
    // with 退格 the wrong 们 is held red and 好 is not reached: the same log does not finish
    expect(replayChapter(rules, activity, log).finished).toBe(false);
    const strict = replayChapter(rules, activity, log, { allowBackspace: false });
    expect(strict.finished).toBe(true);
    expect(strict.result).toMatchObject({ correct: 2, wrong: 1 });
  });
});
