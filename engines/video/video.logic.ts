import { keyForChar } from '../core/keyboard';
import type { EngineEmitted } from '../core/types';
import type { VideoContext, VideoInput, VideoPhase } from './video.types';

/** Timeline pace for children: long enough to watch the finger move and the key go down. */
export const CAPTION_MS = 1600;
export const KEY_MS = 900;
export const GAP_MS = 700;

export function initialContext(activity: VideoInput['activity']): VideoContext {
  return {
    activity,
    steps: activity.steps.map((s) => ({ caption: s.caption, keys: Array.from(s.keys) })),
    step: 0,
    key: 0,
    phase: 'caption',
    phaseMs: 0,
    elapsedMs: 0,
  };
}

/** How long a phase lasts. */
export function phaseLength(phase: VideoPhase): number {
  return phase === 'caption' ? CAPTION_MS : phase === 'key' ? KEY_MS : GAP_MS;
}

/** The whole demonstration's length. */
export function totalMs(ctx: VideoContext): number {
  return ctx.steps.reduce((t, s) => t + CAPTION_MS + s.keys.length * KEY_MS + GAP_MS, 0);
}

export function isOver(ctx: VideoContext): boolean {
  return ctx.step >= ctx.steps.length;
}

/** The key.correct a demonstrated key emits: the on-screen keyboard shows the press. */
function pressed(ch: string): EngineEmitted {
  // the same key names a real keydown carries (Enter, Tab), so the host treats both alike
  const key = ch === '\n' ? 'Enter' : ch === '\t' ? 'Tab' : ch;
  return { type: 'key.correct', code: keyForChar(ch)?.key.code ?? '', key };
}

export function stepStarted(ctx: VideoContext, index: number): EngineEmitted {
  return { type: 'item.started', index, text: ctx.steps[index]!.caption };
}

/**
 * Advance the timeline by dt ms. A long frame (a tab in the background) walks through every
 * phase it spans, so no key press or step event is skipped.
 */
export function advance(ctx: VideoContext, dt: number): { context: VideoContext; emitted: EngineEmitted[] } {
  const emitted: EngineEmitted[] = [];
  let { step, key, phase, phaseMs, elapsedMs } = ctx;
  let left = Math.max(0, dt);
  while (left > 0 && step < ctx.steps.length) {
    const rest = phaseLength(phase) - phaseMs;
    if (left < rest) {
      phaseMs += left;
      elapsedMs += left;
      break;
    }
    left -= rest;
    elapsedMs += rest;
    phaseMs = 0;
    const keys = ctx.steps[step]!.keys;
    if (phase === 'caption' || (phase === 'key' && key + 1 < keys.length)) {
      key = phase === 'caption' ? 0 : key + 1;
      phase = 'key';
      emitted.push(pressed(keys[key]!));
    } else if (phase === 'key') {
      phase = 'gap';
    } else {
      emitted.push({ type: 'item.completed', index: step, text: ctx.steps[step]!.caption });
      step++;
      key = 0;
      phase = 'caption';
      if (step < ctx.steps.length) emitted.push(stepStarted(ctx, step));
    }
  }
  return { context: { ...ctx, step, key, phase, phaseMs, elapsedMs }, emitted };
}
