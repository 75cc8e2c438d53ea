import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { newClock, pauseClock, resumeClock, stampClock, typingTime, type SessionClock } from '../clock';
import type { EngineEmitted } from '../types';
import { createChapterSessionMachine } from './chapterSession.machine';

/**
 * A toy chapter: type the letters of `word`. Letters are judged; 'Backspace' is handled only once
 * the session has begun (it counts `backs`); a composition that is not '' begins the session
 * without judging anything; every other key is not handled.
 */
interface Toy extends SessionClock {
  word: string;
  at: number;
  wrong: number;
  backs: number;
  notes: string[];
}

const toy = createChapterSessionMachine<Toy, { word: string }>({
  id: 'toy',
  context: ({ word }) => ({ word, at: 0, wrong: 0, backs: 0, notes: [], ...newClock() }),
  reset: (c) => ({ word: c.word, at: 0, wrong: 0, backs: 0, notes: [], ...newClock() }),
  announce: (c) => (c.word === '' ? null : { type: 'item.started', index: 0, text: c.word }),
  on: {
    'input.key': {
      takes: (_, e) => e.key.length === 1 || e.key === 'Backspace',
      begins: (_, e) => e.key !== 'Backspace',
      apply: (c, e) => {
        if (e.key === 'Backspace') return { context: { ...c, backs: c.backs + 1 }, emitted: [] };
        const expected = c.word[c.at]!;
        if (e.key !== expected) return { context: { ...stampClock(c, e.timeStamp), wrong: c.wrong + 1 }, emitted: [{ type: 'key.wrong', code: e.code, key: e.key, expected }] };
        return { context: { ...stampClock(c, e.timeStamp), at: c.at + 1 }, emitted: [{ type: 'key.correct', code: e.code, key: e.key }] };
      },
    },
    'input.compositionUpdate': { begins: (_, e) => e.text !== '', apply: (c, e) => ({ context: { ...c, notes: [...c.notes, e.text] }, emitted: [] }) },
  },
  start: (c, at) => ({ ...c, notes: [...c.notes, `start@${at}`] }),
  done: (c) => c.at >= c.word.length,
  pause: pauseClock,
  resume: resumeClock,
  output: (c) => ({ durationMs: typingTime(c), correct: c.at, wrong: c.wrong, cpm: 0, accuracy: 100, keyStats: {}, stars: 0, score: 0 }),
});

function run(word: string) {
  const actor = createActor(toy, { input: { word } });
  const events: EngineEmitted[] = [];
  actor.on('*', (e) => events.push(e));
  actor.start();
  const key = (k: string, timeStamp: number) => actor.send({ type: 'input.key', key: k, code: `Key${k.toUpperCase()}`, timeStamp });
  return Object.assign(actor, { events, key, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value });
}

describe('createChapterSessionMachine', () => {
  it('announces on entering ready and waits there for an event that begins the session', () => {
    const a = run('ab');
    expect(a.state()).toBe('ready');
    expect(a.events).toEqual([{ type: 'item.started', index: 0, text: 'ab' }]);
    const before = a.getSnapshot();
    a.key('Shift', 10); // not taken
    a.key('Backspace', 20); // taken, but never begins
    a.send({ type: 'input.compositionUpdate', text: '', timeStamp: 30 }); // does not begin
    a.send({ type: 'input.composition', text: 'ab', timeStamp: 40 }); // not a kind this chapter handles
    a.send({ type: 'session.pause', timeStamp: 50 }); // nothing to pause yet
    expect(a.state()).toBe('ready');
    expect(a.ctx()).toEqual(before.context);
  });

  it('starts the clock at the event that begins, then applies that event', () => {
    const a = run('ab');
    a.key('x', 1_000);
    expect(a.state()).toBe('typing');
    expect(a.ctx()).toMatchObject({ notes: ['start@1000'], wrong: 1, startedAt: 1_000 });
    a.send({ type: 'input.compositionUpdate', text: '', timeStamp: 1_100 }); // handled while typing
    a.key('Backspace', 1_200);
    expect(a.ctx()).toMatchObject({ notes: ['start@1000', ''], backs: 1 });
  });

  it('lets a begins-predicate event start the session', () => {
    const a = run('ab');
    a.send({ type: 'input.compositionUpdate', text: 'n', timeStamp: 500 });
    expect(a.state()).toBe('typing');
    expect(a.ctx().notes).toEqual(['start@500', 'n']);
  });

  it('finishes when done with the output, emits session.finished once and then ignores everything', () => {
    const a = run('ab');
    a.key('a', 1_000);
    a.key('b', 3_000);
    const snap = a.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.value).toBe('finished');
    expect(snap.output).toMatchObject({ durationMs: 2_000, correct: 2, wrong: 0 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // xstate warns about events to a done actor
    a.key('a', 4_000);
    a.send({ type: 'session.restart' });
    warn.mockRestore();
    expect(a.getSnapshot().context).toBe(snap.context);
    expect(a.events.map((e) => e.type)).toEqual(['item.started', 'key.correct', 'key.correct', 'session.finished']);
  });

  it('is finished at once when there is nothing to type', () => {
    const a = run('');
    expect(a.getSnapshot().status).toBe('done');
    expect(a.events).toEqual([{ type: 'session.finished' }]);
  });

  it('handles no input while paused and leaves paused time out', () => {
    const a = run('abc');
    a.key('a', 0);
    a.send({ type: 'session.pause', timeStamp: 100 });
    expect(a.state()).toBe('paused');
    a.key('b', 200);
    a.key('Backspace', 300);
    expect(a.ctx()).toMatchObject({ at: 1, backs: 0 });
    a.send({ type: 'session.resume', timeStamp: 10_100 });
    expect(a.state()).toBe('typing');
    a.key('b', 10_200);
    a.key('c', 10_300);
    expect(a.getSnapshot().output!.durationMs).toBe(300);
  });

  it('restarts from typing or paused back to ready with the reset context, announcing again', () => {
    for (const pause of [false, true]) {
      const a = run('ab');
      a.key('a', 0);
      if (pause) a.send({ type: 'session.pause', timeStamp: 50 });
      a.send({ type: 'session.restart' });
      expect(a.state()).toBe('ready');
      expect(a.ctx()).toEqual({ word: 'ab', at: 0, wrong: 0, backs: 0, notes: [], ...newClock() });
      expect(a.events.filter((e) => e.type === 'item.started')).toHaveLength(2);
    }
  });
});
