import { BELOW_FLOOR, EVENT_TIMING_FLOOR, pushCapped } from './stats';

/** One key press as measured in this page. */
export interface KeySample {
  key: string;
  /** the keydown's timeStamp (performance.now() clock) */
  at: number;
  /** which part of a page the key was measured for (the 按键延迟测试 page has two) */
  tag: string;
  /** keydown → the next animation frame, ms; NaN until that frame */
  frame: number;
  /** keydown → paint (Event Timing duration), ms; NaN until known; BELOW_FLOOR when under 16 ms */
  paint: number;
}

export interface KeyProbe {
  /** every sample so far (newest last, at most `cap`) */
  readonly samples: KeySample[];
  /** animation-frame timestamps of the last few seconds, for the frame rate */
  readonly frames: number[];
  /** the tag given to the next keys */
  tag: string;
  /** forget all samples */
  clear(): void;
  stop(): void;
}

/** Event Timing entries are only delivered for events this long; a key without one after this wait was faster. */
const PAINT_WAIT_MS = 1000;

/**
 * Measures every keydown of `win` from the capture phase, before any page handler: to the next
 * animation frame (requestAnimationFrame after the event), and to paint (the Event Timing API's
 * keydown duration). Also keeps a requestAnimationFrame loop for the frame rate. `onChange` is
 * called when a figure lands; keep it cheap (the page decides when to redraw).
 */
export function startKeyProbe(onChange: () => void, opts: { cap?: number; tag?: string; win?: Window } = {}): KeyProbe {
  const win = opts.win ?? window;
  const cap = opts.cap ?? 5000;
  const samples: KeySample[] = [];
  const frames: number[] = [];
  const pending = new Map<number, KeySample>();
  let stopped = false;

  const probe: KeyProbe = {
    samples,
    frames,
    tag: opts.tag ?? 'page',
    clear() {
      samples.length = 0;
      pending.clear();
      onChange();
    },
    stop() {
      stopped = true;
      win.removeEventListener('keydown', onKey, { capture: true });
      observer?.disconnect();
    },
  };

  function onKey(e: KeyboardEvent) {
    if (e.repeat) return;
    const sample: KeySample = { key: e.key, at: e.timeStamp, tag: probe.tag, frame: NaN, paint: NaN };
    pushCapped(samples, sample, cap);
    pending.set(e.timeStamp, sample);
    win.requestAnimationFrame(() => {
      sample.frame = win.performance.now() - sample.at;
      onChange();
    });
    win.setTimeout(() => {
      if (!pending.delete(sample.at)) return;
      // no entry: the key painted under Event Timing's 16 ms floor (or the API is missing)
      if (Number.isNaN(sample.paint) && observer) sample.paint = BELOW_FLOOR;
      onChange();
    }, PAINT_WAIT_MS);
  }

  let observer: PerformanceObserver | null = null;
  const PO = (win as Window & typeof globalThis).PerformanceObserver;
  if (PO && PO.supportedEntryTypes?.includes('event')) {
    observer = new PO((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== 'keydown') continue;
        // an entry's startTime is its event's timeStamp (allow for clock rounding)
        const at = [...pending.keys()].find((t) => Math.abs(t - entry.startTime) < 1);
        const sample = at === undefined ? undefined : pending.get(at);
        if (at === undefined || !sample) continue;
        pending.delete(at);
        sample.paint = entry.duration;
        onChange();
      }
    });
    observer.observe({ type: 'event', durationThreshold: EVENT_TIMING_FLOOR } as PerformanceObserverInit);
  }

  const loop = (ts: number) => {
    if (stopped) return;
    frames.push(ts);
    if (frames.length > 240) frames.splice(0, frames.length - 240);
    win.requestAnimationFrame(loop);
  };
  win.requestAnimationFrame(loop);
  win.addEventListener('keydown', onKey, { capture: true });
  return probe;
}
