import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loadChapterEngine } from '../../engines/registry';
import { hudFigures, HUD_START } from '../routes/chapter/hudFigures';
import { isPausedSnapshot } from './useEngineState';

// pixi.js reads navigator on import (the engines' scenes come with their definitions)
globalThis.navigator ??= { userAgent: 'node' } as Navigator;

describe('isPausedSnapshot', () => {
  it('follows session.pause and session.resume of a real chapter actor, and is false once it is finished', async () => {
    const def = await loadChapterEngine('typing_text');
    const actor = createActor(def.machine, { input: { activity: { text: 'ab' } } });
    actor.start();
    expect(isPausedSnapshot(undefined)).toBe(false);
    expect(isPausedSnapshot(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'input.key', key: 'a', code: 'KeyA', timeStamp: 0 });
    actor.send({ type: 'session.pause', timeStamp: 10 });
    expect(isPausedSnapshot(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.resume', timeStamp: 20 });
    expect(isPausedSnapshot(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'input.key', key: 'b', code: 'KeyB', timeStamp: 30 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(isPausedSnapshot(actor.getSnapshot())).toBe(false);
  });
});

describe('hudFigures', () => {
  it('shows what the HUD showed before any key', () => {
    expect(hudFigures({ cpm: 0, accuracy: 100, elapsedMs: 0, correct: 0, wrong: 0, progress: 0 })).toEqual(HUD_START);
  });

  it('rounds speed, keeps one decimal below 100 %, counts whole seconds and clamps progress', () => {
    expect(hudFigures({ cpm: 41.6, accuracy: 97.5, elapsedMs: 61_999, correct: 39, wrong: 1, progress: 1.2 })).toEqual({ cpm: '42', accuracy: '97.5', time: '1:01', progress: 1 });
  });

  it('is equal, field by field, for snapshots that show the same (so useSelector does not re-render)', () => {
    const a = hudFigures({ cpm: 30.1, accuracy: 100, elapsedMs: 2_100, correct: 1, wrong: 0, progress: 0.5 });
    const b = hudFigures({ cpm: 29.9, accuracy: 100, elapsedMs: 2_900, correct: 1, wrong: 0, progress: 0.5 });
    expect(a).toEqual(b);
  });
});
