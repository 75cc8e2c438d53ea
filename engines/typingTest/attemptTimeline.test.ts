import { describe, expect, it } from 'vitest';
import type { Activity } from '../../contract/levels';
import { chapterRulesOf } from '../chapterRules';
import type { KeyLogEntry } from '../core/keyLog';
import { attemptTimeline, replayLineStep, typedBefore } from './attemptTimeline';

const activity: Activity = { render_engine: 'typing_text', text: 'asdf jkl' };
/** 'asdf jkl' a key every 300 ms, a wrong q before the d and before the j, a Shift the machine does not judge. */
const log: KeyLogEntry[] = [
  [0, 'KeyA', 'a'], [300, 'KeyS', 's'], [600, 'KeyQ', 'q'], [900, 'KeyD', 'd'], [1200, 'ShiftLeft', 'Shift'], [1500, 'KeyF', 'f'],
  [1800, 'Space', ' '], [2100, 'KeyQ', 'q'], [2400, 'KeyJ', 'j'], [2700, 'KeyK', 'k'], [3000, 'KeyL', 'l'],
];

describe('an attempt replayed for the teacher', () => {
  it('judges every key as the machine did: the wrong ones, the ones not judged, the figures after each', () => {
    const t = attemptTimeline(chapterRulesOf('typing_text'), activity, log);
    expect(t.steps.map((s) => s.judged)).toEqual(['right', 'right', 'wrong', 'right', 'none', 'right', 'right', 'wrong', 'right', 'right', 'right']);
    expect(t.wrongCount).toBe(2);
    expect(t.endMs).toBe(3000);
    expect(t.steps.at(-1)!.stats).toMatchObject({ correct: 8, wrong: 2, progress: 1 });
  });

  it('draws a speed line of about a dozen points whatever the length', () => {
    const t = attemptTimeline(chapterRulesOf('typing_text'), activity, log);
    expect(t.lineStepMs).toBe(1000);
    expect(t.speedLine).toHaveLength(3);
    expect(t.speedLine!.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(replayLineStep(6_000)).toBe(1000);
    expect(replayLineStep(60_000)).toBe(5000);
    expect(replayLineStep(5 * 60_000)).toBe(30_000);
    expect(replayLineStep(4 * 3600_000)).toBe(300_000);
  });

  it('finds the keys a play head has typed: those strictly before it', () => {
    const times = log.map((e) => e[0]);
    expect(typedBefore(times, 0)).toBe(0);
    expect(typedBefore(times, 1)).toBe(1);
    expect(typedBefore(times, 600)).toBe(2);
    expect(typedBefore(times, 601)).toBe(3);
    expect(typedBefore(times, 99_999)).toBe(log.length);
  });
});
