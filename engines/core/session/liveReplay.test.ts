import { describe, expect, it } from 'vitest';
import { chapterRules } from '../../chapterRules';
import type { KeyLogEntry } from '../keyLog';
import { openLiveReplay } from './liveReplay';
import { replayChapter } from './replayChapter';

const text = 'ab cd\nef';
const activity = { render_engine: 'typing_text' as const, text };
const codeOf = (ch: string) => (ch === ' ' ? 'Space' : ch === '\n' ? 'Enter' : `Key${ch.toUpperCase()}`);
const keyOf = (ch: string) => (ch === '\n' ? 'Enter' : ch);

/** The text typed at 200 ms a key, with a wrong key after the third. */
function log(): KeyLogEntry[] {
  const out: KeyLogEntry[] = [];
  let ms = 500;
  [...text].forEach((ch, i) => {
    if (i === 3) out.push([(ms += 150), 'KeyX', 'x']);
    out.push([(ms += 200), codeOf(ch), keyOf(ch)]);
  });
  return out;
}

describe('openLiveReplay', () => {
  it('gives, fed in batches, the figures one replay of the whole log gives', () => {
    const rules = chapterRules.typing_text!;
    const whole = replayChapter(rules, activity, log());
    expect(whole.finished).toBe(true);
    for (const size of [1, 2, 5, 100]) {
      const live = openLiveReplay(rules, activity);
      const entries = log();
      let last;
      for (let i = 0; i < entries.length; i += size) last = live.feed(entries.slice(i, i + size));
      expect(last).toMatchObject({ stats: whole.stats, result: whole.result, finished: true, keys: whole.keys, finishedAt: entries.at(-1)![0] });
      live.stop();
    }
  });

  it('does not judge keys after the finish', () => {
    const live = openLiveReplay(chapterRules.typing_text!, activity);
    const entries = log();
    const end = entries.at(-1)![0];
    const got = live.feed([...entries, [end + 100, 'KeyZ', 'z']]);
    expect(got.keys).toBe(entries.length);
    expect(got.finishedAt).toBe(end);
  });

  it('answers progress before the end', () => {
    const live = openLiveReplay(chapterRules.typing_text!, activity);
    const got = live.feed(log().slice(0, 3));
    expect(got.finished).toBe(false);
    expect(got.finishedAt).toBeNull();
    expect(got.stats.progress).toBeGreaterThan(0);
    expect(got.stats.progress).toBeLessThan(1);
  });
});
