import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Activity } from '../../contract/levels';
import { chapterRules, chapterRulesOf } from '../chapterRules';
import { COMPOSITION_CODE, logEntryOf, type KeyLogEntry } from '../core/keyLog';
import { standardCodeOf } from '../core/keyboard';
import type { EngineEvent, LiveStats } from '../core/types';
import { figuresFromSteps } from './typingTest';
import { liveTestSpeed, testFigures } from './typingTestReplay';
import { replayChapter } from '../core/session/replayChapter';

const english: Activity = { render_engine: 'typing_text', text: 'the cat sat\non a mat\nand the dog ran' };
/** the rules of an activity's engine, as the server and the page hand them to the test's functions */
const rulesOf = (activity: Activity) => chapterRulesOf(activity.render_engine);

/** Keys of `text` (\n as Enter) `every` ms apart from `start`, with a wrong 'x' typed before each position in `slips`. */
function keysOf(text: string, every: number, slips: number[] = []): KeyLogEntry[] {
  const log: KeyLogEntry[] = [];
  let ms = 0;
  [...text].forEach((ch, i) => {
    if (slips.includes(i)) log.push([(ms += every), 'KeyX', 'x']);
    const key = ch === '\n' ? 'Enter' : ch;
    log.push([(ms += every), standardCodeOf(key), key]);
  });
  return log.map(([t, c, k]) => [t - every, c, k]);
}

/**
 * The page's side: the same keys sent live to the engine's actor between frames at `hz`
 * (clock ticks, as a host draws), the stats read after every key as the page logs it.
 */
function typedLive(activity: Activity, log: readonly KeyLogEntry[], hz: number, origin = 12_345.6) {
  const rules = chapterRules[activity.render_engine]!;
  const actor = createActor(rules.machine, { input: { activity } }).start();
  const frame = 1000 / hz;
  const steps: Array<[number, LiveStats]> = [];
  const logged: KeyLogEntry[] = [];
  let now = origin;
  for (const [ms, code, key] of log) {
    // frames until the key's moment; the key itself arrives with its own event time
    while (now + frame < origin + ms) actor.send({ type: 'clock.tick', dt: frame, timeStamp: (now += frame) } as EngineEvent);
    const event: EngineEvent = code === COMPOSITION_CODE ? { type: 'input.composition', text: key, timeStamp: origin + ms } : { type: 'input.key', key, code, timeStamp: origin + ms };
    actor.send(event);
    const entry = logEntryOf(event, origin)!;
    logged.push(entry);
    steps.push([entry[0], rules.stats(actor.getSnapshot())]);
  }
  return { logged, steps };
}

describe('a typing test replayed from its key log', () => {
  const log = keysOf('the cat sat\non a mat\nand the dog ran', 400, [4, 9, 20]);

  it('gives the same figures as the page typing live, at 30 and at 144 frames a second', () => {
    const replayed = testFigures(rulesOf(english), english, log, 60_000);
    for (const hz of [30, 144]) {
      const live = typedLive(english, log, hz);
      expect(live.logged).toEqual(log);
      expect(figuresFromSteps(rulesOf(english), english, live.logged, live.steps, 60_000)).toEqual(replayed);
    }
  });

  it('gives the same figures every time (same log, same figures)', () => {
    expect(testFigures(rulesOf(english), english, log, 60_000)).toEqual(testFigures(rulesOf(english), english, structuredClone(log), 60_000));
  });

  it('counts speed over the minute, WPM as five keys a word, the slips as corrected errors', () => {
    const f = testFigures(rulesOf(english), english, log, 60_000);
    const typed = 'the cat sat\non a mat\nand the dog ran'.length;
    expect(f).toMatchObject({ units: typed, cpm: typed, wpm: Math.round(typed / 5), correct: typed, wrong: 3, corrected: 3 });
    expect(f.accuracy).toBe(Math.round((typed / (typed + 3)) * 1000) / 10);
    expect(f.speedLine).toHaveLength(6);
    expect(f.speedLine.reduce((a, b) => a + b, 0) / 6).toBeCloseTo(typed, -1);
    // the keys typed after a slip waited two key-times: they top the list
    expect(f.slowKeys[0]!.ms).toBeGreaterThan(400);
  });

  it('judges no key after the test has ended', () => {
    const late = log.map(([ms, c, k]): KeyLogEntry => [ms + 5_000, c, k]);
    const f = testFigures(rulesOf(english), english, late, 10_000);
    const inTime = late.filter(([ms]) => ms <= 10_000);
    expect(f.correct + f.wrong).toBe(inTime.length);
    expect(f.cpm).toBe(Math.round((f.units * 60_000) / 10_000));
  });

  it('counts 汉字 typed through the IME, a wrong commit put right with Backspace as corrected', () => {
    const hanzi: Activity = { render_engine: 'logographic', text: '我爱读书。小鸟在唱歌。' };
    const ime: KeyLogEntry[] = [
      [0, COMPOSITION_CODE, '我爱'],
      [2_000, COMPOSITION_CODE, '毒'],
      [2_500, 'Backspace', 'Backspace'],
      [4_000, COMPOSITION_CODE, '读书。'],
    ];
    const f = testFigures(rulesOf(hanzi), hanzi, ime, 60_000);
    expect(f).toMatchObject({ units: 5, cpm: 5, wpm: null, correct: 5, wrong: 1, corrected: 1 });
    expect(f.slowKeys.map((k) => k.key)).toContain('读书。');
  });

  it('counts 汉字 for pinyin: letters are the keys, a word is its 汉字', () => {
    const pinyin: Activity = { render_engine: 'typing_pinyin', items: [{ hanzi: '春天', pinyin: 'chūn tiān' }, { hanzi: '花', pinyin: 'huā' }] };
    const letters = [...'chuntianhu'].map((k, i): KeyLogEntry => [i * 500, standardCodeOf(k), k]);
    const f = testFigures(rulesOf(pinyin), pinyin, letters, 60_000);
    expect(f).toMatchObject({ units: 2, cpm: 2, correct: 10, wrong: 0 });
  });
});

describe('the test kinds', () => {
  it('are kinds of TEXT_KINDS, their drawn text typed by the engine TEXT_KINDS names', async () => {
    const { TEXT_KINDS } = await import('../engineFacts');
    const { TEST_KINDS, TEST_KIND_LABELS } = await import('../../contract/typingTest');
    const { testActivity } = await import('../../levels/typingTests');
    for (const kind of TEST_KINDS) {
      expect(TEXT_KINDS[kind].label).toBe(TEST_KIND_LABELS[kind]);
      expect(testActivity(kind, 1, 1, 1).render_engine).toBe(TEXT_KINDS[kind].engine);
    }
  });
});

describe('the live speed of a test being sat', () => {
  it('counts what is typed over the test time so far, as the result counts it over the whole test', () => {
    const log = keysOf('the cat', 150);
    const f = testFigures(rulesOf(english), english, log, 60_000);
    let last: LiveStats | null = null;
    replayChapter(chapterRules.typing_text, english, log, { untilMs: 60_000, onStep: (_ms, stats) => void (last = stats) });
    expect(f.units).toBe(7);
    // 7 units after 20 s of test time: 21 a minute; at the minute, what the result says
    expect(liveTestSpeed(rulesOf(english), english, last!, 20_000)).toBe(21);
    expect(liveTestSpeed(rulesOf(english), english, last!, 60_000)).toBe(f.cpm);
    // the first key: a second at least, never a division by nothing
    expect(liveTestSpeed(rulesOf(english), english, last!, 0)).toBe(420);
  });
});
