import { describe, expect, it } from 'vitest';
import { chapterRulesOf } from '../../engines/chapterRules';
import { openLiveReplay } from '../../engines/core/session/liveReplay';
import { replayChapter } from '../../engines/core/session/replayChapter';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import type { Activity } from '../../contract/levels';
import { feedSliced, FEED_SLICE, LANE_REPLAY_BURST_MS, LaneBudget } from './laneBudget';

const activity = { render_engine: 'logographic', text: '我爱读书。'.repeat(40) } as Activity;
const rules = chapterRulesOf('logographic')!;
/** wrong commits of 16 characters, then the text's first characters */
const log: KeyLogEntry[] = [...Array.from({ length: 90 }, (_, i): KeyLogEntry => [i * 100, 'Composition', '错'.repeat(16)]), [9_500, 'Composition', '我爱']];

describe("a race lane's replay (issue 39)", () => {
  it('feeds a batch in slices, letting the event loop turn between them, with the figures one feed gives', async () => {
    // counts the event loop's turns while the batch is fed
    let turns = 0;
    let feeding = true;
    const turn = () => feeding && (turns++, setImmediate(turn));
    setImmediate(turn);
    const sliced = await feedSliced(openLiveReplay(rules, activity), log, new LaneBudget(), () => false);
    feeding = false;
    expect(turns).toBeGreaterThanOrEqual(Math.floor(log.length / FEED_SLICE) - 1);
    const whole = replayChapter(rules, activity, log);
    expect(sliced).toMatchObject({ stats: whole.stats, keys: log.length, finishedAt: null });
  });

  it('stops between slices once the lane is gone', async () => {
    let gone = false;
    const fed = feedSliced(openLiveReplay(rules, activity), log, new LaneBudget(), () => gone);
    gone = true;
    expect(await fed).toBeNull();
  });

  it('spends the replay time on the budget: a lane past it has none until it refills', () => {
    const budget = new LaneBudget();
    expect(budget.has()).toBe(true);
    budget.spend(LANE_REPLAY_BURST_MS + 100);
    expect(budget.has()).toBe(false);
  });
});
