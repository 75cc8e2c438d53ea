import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loadChapterEngine } from '../../engines/registry';
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
