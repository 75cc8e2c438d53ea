import { describe, expect, it } from 'vitest';
import { chapterKeyLog, COMPOSITION_CODE, entryAt, gameLogEvent, logEntryOf, logEvent, PROP_CODE, type KeyLogEntry } from './keyLog';
import type { EngineEvent } from './types';

describe('the key log', () => {
  it('logs a chapter run timed from its first key or commit, and nothing else', () => {
    const logged: KeyLogEntry[] = [];
    const log = chapterKeyLog((entry) => void logged.push(entry));
    const events: EngineEvent[] = [
      { type: 'session.pause', timeStamp: 900 },
      { type: 'input.key', key: 'a', code: 'KeyA', timeStamp: 1000.4 },
      { type: 'input.compositionUpdate', text: 'n', timeStamp: 1100 },
      { type: 'input.composition', text: '你好', timeStamp: 1250.6 },
      { type: 'clock.tick', dt: 16, timeStamp: 1300 },
      { type: 'input.key', key: 'Enter', code: 'Enter', timeStamp: 2000 },
    ];
    events.forEach(log);
    expect(logged).toEqual([[0, 'KeyA', 'a'], [250, COMPOSITION_CODE, '你好'], [1000, 'Enter', 'Enter']]);
  });

  it('turns entries back into the events they stand for, the same both ways', () => {
    const key: EngineEvent = { type: 'input.key', key: 'b', code: 'KeyB', timeStamp: 40 };
    const ime: EngineEvent = { type: 'input.composition', text: '字', timeStamp: 80 };
    for (const event of [key, ime]) expect(logEvent(entryAt(event as never, event.timeStamp))).toEqual(event);
    expect(logEntryOf({ type: 'session.resume', timeStamp: 5 }, 0)).toBeNull();
    expect(logEntryOf(key, 50)).toEqual([0, 'KeyB', 'b']);
    // a game's log also carries props
    expect(gameLogEvent([300, PROP_CODE, 'slow'])).toEqual({ type: 'game.prop', prop: 'slow', timeStamp: 300 });
    expect(gameLogEvent([300, 'KeyC', 'c'])).toEqual({ type: 'input.key', key: 'c', code: 'KeyC', timeStamp: 300 });
  });
});
