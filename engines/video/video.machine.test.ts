import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { EngineEmitted } from '../core/types';
import { CAPTION_MS, GAP_MS, KEY_MS } from './video.logic';
import { videoMachine } from './video.machine';
import { nextKeyOf, stageOf, statsOf } from './video.selectors';

const STEPS = [
  { caption: '左手食指放在 F 上', keys: 'fg' },
  { caption: '大拇指按空格', keys: ' ' },
];
const TOTAL = 2 * CAPTION_MS + 3 * KEY_MS + 2 * GAP_MS;

function start(steps = STEPS) {
  const actor = createActor(videoMachine, { input: { activity: { steps } } });
  const events: EngineEmitted[] = [];
  actor.on('*', (e) => events.push(e));
  actor.start();
  let t = 0;
  /** send ticks of `dt` until `ms` of frames have passed */
  const play = (ms: number, dt = 16) => {
    for (let done = 0; done < ms; done += dt) actor.send({ type: 'clock.tick', dt: Math.min(dt, ms - done), timeStamp: (t += dt) });
  };
  return Object.assign(actor, { events, play });
}

describe('video', () => {
  it('starts playing on the first caption, with no key yet', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('playing');
    expect(a.events).toEqual([{ type: 'item.started', index: 0, text: '左手食指放在 F 上' }]);
    expect(nextKeyOf(a.getSnapshot())).toBeNull();
    expect(stageOf(a.getSnapshot().context)).toMatchObject({ step: 0, steps: 2, key: -1, phase: 'caption' });
  });

  it('demonstrates each key in turn after the caption', () => {
    const a = start();
    a.play(CAPTION_MS);
    expect(nextKeyOf(a.getSnapshot())).toEqual({ key: 'f' });
    expect(a.events.at(-1)).toEqual({ type: 'key.correct', code: 'KeyF', key: 'f' });
    a.play(KEY_MS);
    expect(nextKeyOf(a.getSnapshot())).toEqual({ key: 'g' });
    a.play(KEY_MS + GAP_MS);
    expect(a.getSnapshot().context).toMatchObject({ step: 1, phase: 'caption' });
    a.play(CAPTION_MS);
    expect(nextKeyOf(a.getSnapshot())).toEqual({ key: ' ' });
    expect(a.events.at(-1)).toEqual({ type: 'key.correct', code: 'Space', key: ' ' });
  });

  it('finishes after the last step with the duration and zeros', () => {
    const a = start();
    a.play(TOTAL);
    const snap = a.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output).toEqual({ durationMs: TOTAL, correct: 0, wrong: 0, cpm: 0, accuracy: 0, keyStats: {}, stars: 0, score: 0 });
    expect(a.events.map((e) => e.type)).toEqual([
      'item.started', 'key.correct', 'key.correct', 'item.completed',
      'item.started', 'key.correct', 'item.completed', 'session.finished',
    ]);
  });

  it('walks through every phase a long frame spans without skipping events', () => {
    const a = start();
    a.send({ type: 'clock.tick', dt: TOTAL + 5_000, timeStamp: 1 });
    expect(a.getSnapshot().output!.durationMs).toBe(TOTAL);
    expect(a.events.filter((e) => e.type === 'key.correct')).toHaveLength(3);
  });

  describe('when paused', () => {
    it('stops time until resumed, and resuming does not announce the step again', () => {
      const a = start();
      a.play(1_000);
      a.send({ type: 'session.pause', timeStamp: 0 });
      a.play(10_000);
      expect(a.getSnapshot().value).toBe('paused');
      expect(statsOf(a.getSnapshot().context).elapsedMs).toBe(1_000);
      a.send({ type: 'session.resume', timeStamp: 0 });
      a.play(CAPTION_MS - 1_000);
      expect(nextKeyOf(a.getSnapshot())).toEqual({ key: 'f' });
      expect(a.events.filter((e) => e.type === 'item.started')).toHaveLength(1);
    });
  });

  it('replays from the start on restart', () => {
    const a = start();
    a.play(CAPTION_MS + KEY_MS);
    a.send({ type: 'session.pause', timeStamp: 0 });
    a.send({ type: 'session.restart' });
    const snap = a.getSnapshot();
    expect(snap.value).toBe('playing');
    expect(snap.context).toMatchObject({ step: 0, key: 0, phase: 'caption', phaseMs: 0, elapsedMs: 0 });
    expect(a.events.filter((e) => e.type === 'item.started')).toHaveLength(2);
    a.play(TOTAL);
    expect(a.getSnapshot().output!.durationMs).toBe(TOTAL);
  });

  it('names Enter for a demonstrated newline', () => {
    const a = start([{ caption: '小拇指按回车', keys: '\n' }]);
    a.play(CAPTION_MS);
    expect(nextKeyOf(a.getSnapshot())).toEqual({ key: 'Enter' });
    expect(a.events.at(-1)).toEqual({ type: 'key.correct', code: 'Enter', key: 'Enter' });
  });

  it('ignores ticks and restarts after finished', () => {
    // xstate warns of each event sent after the end (development build): expected here, not printed
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = start();
    a.play(TOTAL);
    const count = a.events.length;
    a.play(5_000);
    a.send({ type: 'session.restart' });
    expect(a.events).toHaveLength(count);
    expect(a.getSnapshot().output!.durationMs).toBe(TOTAL);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stopped actor'));
    warn.mockRestore();
  });
});
