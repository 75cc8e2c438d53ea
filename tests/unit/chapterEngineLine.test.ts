import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Activity } from '../../contract/levels';
import { recordKeys } from '../../engines/core/sequence/recordKeys';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { openLiveReplay } from '../../engines/core/session/liveReplay';
import { replayChapter } from '../../engines/core/session/replayChapter';
import { chapterRulesOf } from '../../engines/chapterRules';
import { figuresFromSteps, liveTestSpeed, testable } from '../../engines/typingTest/typingTest';
import { ReplayPool } from '../../server/services/replay/pool';

// the registry's loader imports the engine's scene: pixi.js reads navigator when imported, which node lacks
vi.stubGlobal('navigator', { userAgent: 'node' });
const { ENGINE_FACTS, engineFacts, engineLoaders, loadChapterEngine, loadChapterRules } = await import('../../engines/registry');

/**
 * A chapter engine is one folder and one line (issue 41): the tests' own, key_line
 * (tests/fixtures/chapters/key_line/), is registered by its line in tests/fixtures/testEngines.ts
 * alone, as a real one is by its line in engines/chapterEngines.ts. From that line it has its facts,
 * its loader, the rules the server replays a race or a test with, and the units a test counts.
 */
const activity = { render_engine: 'key_line', letters: 'abcdef' } as unknown as Activity;
const log: KeyLogEntry[] = [[0, 'KeyA', 'a'], [400, 'KeyB', 'b'], [700, 'KeyX', 'x'], [900, 'KeyC', 'c'], [1_500, 'KeyD', 'd'], [2_000, 'KeyE', 'e'], [3_000, 'KeyF', 'f']];

describe('a chapter engine registered by its line alone', () => {
  it('has its facts, and its loader gives the definition a chapter page plays', async () => {
    expect(engineFacts('key_line')).toMatchObject({ label: '字母行', speedCeiling: 600, watched: false });
    expect(ENGINE_FACTS).toHaveProperty('key_line');
    expect(engineFacts('key_line')!.length(activity)).toBe(6);
    expect(engineLoaders).toHaveProperty('key_line');
    const def = await loadChapterEngine('key_line');
    expect(def).toMatchObject({ kind: 'chapter', name: 'key_line', input: 'keys' });
    // played as the chapter host plays it: keys in, the next key lit, the result once done
    const actor = createActor(def.machine, { input: { activity } }).start();
    expect(def.nextKey(actor.getSnapshot())).toEqual({ key: 'a' });
    recordKeys('abcdef', { start: 0, every: 500 }).forEach((e) => actor.send(e));
    expect(def.result(actor.getSnapshot())).toMatchObject({ correct: 6, wrong: 0, durationMs: 2_500 });
  });

  it('is raced: the server replays its log, whole or batch by batch as a live race feeds it', () => {
    const rules = chapterRulesOf('key_line')!;
    expect(rules).not.toBeNull();
    const whole = replayChapter(rules, activity, log);
    expect(whole).toMatchObject({ finished: true, keys: 7, result: { correct: 6, wrong: 1 } });
    const live = openLiveReplay(rules, activity);
    live.feed(log.slice(0, 3));
    expect(live.feed(log.slice(3))).toMatchObject({ finished: true, finishedAt: 3_000, result: whole.result });
    live.stop();
  });

  it('is tested: a typing test can be sat on it and its figures come from its replay', async () => {
    const rules = chapterRulesOf('key_line')!;
    // the page loads the same rules through the registry
    expect((await loadChapterRules('key_line'))?.machine).toBe(rules.machine);
    expect(testable(rules)).toBe(true);
    const steps: Array<[number, ReturnType<typeof replayChapter>['stats']]> = [];
    replayChapter(rules, activity, log, { untilMs: 60_000, onStep: (ms, stats) => void steps.push([ms, stats]) });
    const figures = figuresFromSteps(rules, activity, log, steps, 60_000);
    expect(figures).toMatchObject({ accuracy: expect.any(Number), cpm: 6 });
    expect(liveTestSpeed(rules, activity, { progress: 0.5 }, 30_000)).toBe(6);
  });

  describe("in the server's replay threads, which load the rules apart (tsx)", () => {
    const pool = new ReplayPool({ threads: 1, budgetMs: 5_000 });
    afterAll(() => pool.close());
    it('replays its log to the same figures', async () => {
      const out = await pool.runChapter({ engine: 'key_line', activity, log, untilMs: 60_000, steps: true });
      expect(out).toMatchObject({ finished: true, result: replayChapter(chapterRulesOf('key_line')!, activity, log).result });
    });
  });
});
