import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyLogEntry } from '../../../engines/core/keyLog';
import { pageClock } from '../../host/pageClock';
import type { ReplayStageHandle } from './ReplayStage';

export const SPEEDS = [1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];
/** The play head runs this long past the last key, so the last key's picture stays a moment. */
export const TAIL_MS = 600;

/** How many of the log's entries come before `ms` (loaded with the timeline: engines/typingTest/attemptTimeline.ts typedBefore). */
type TypedBefore = (times: readonly number[], ms: number) => number;

/**
 * The play head of a replay: where it is (ms of the child's time), playing or paused, at 1×, 2× or
 * 4×, on the page's clock (the manual one in test builds with ?clock=manual: window.__replayClock).
 * Whenever it moves, the stage is brought to it: the entries before it that it has not typed yet
 * are fed; moved back, the stage starts a new run and types up to it again.
 */
export function useReplayPlayer(log: readonly KeyLogEntry[], endMs: number, typedBefore: TypedBefore, stage: React.RefObject<ReplayStageHandle | null>) {
  const clock = useMemo(() => pageClock('__replayClock', 16), []);
  const times = useMemo(() => log.map((e) => e[0]), [log]);
  const length = endMs + TAIL_MS;
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const [typed, setTyped] = useState(0);
  const state = useRef({ position: 0, playing: false, speed: 1 as Speed, typed: 0, last: clock.now() });

  const bring = useCallback(
    (ms: number) => {
      const s = state.current;
      s.position = Math.max(0, Math.min(length, ms));
      const due = typedBefore(times, s.position);
      if (due < s.typed) {
        stage.current?.reset();
        s.typed = 0;
      }
      if (due > s.typed) {
        stage.current?.feed(log.slice(s.typed, due));
        s.typed = due;
      }
      setPosition(s.position);
      setTyped(s.typed);
      if (s.position >= length && s.playing) {
        s.playing = false;
        setPlaying(false);
      }
    },
    [length, log, times, typedBefore, stage],
  );

  useEffect(
    () =>
      clock.onTick(() => {
        const s = state.current;
        const now = clock.now();
        const dt = now - s.last;
        s.last = now;
        if (s.playing) bring(s.position + dt * s.speed);
      }),
    [clock, bring],
  );

  return {
    position,
    length,
    playing,
    speed,
    /** entries typed so far */
    typed,
    play() {
      const s = state.current;
      if (s.position >= length) bring(0);
      s.last = clock.now();
      s.playing = true;
      setPlaying(true);
    },
    pause() {
      state.current.playing = false;
      setPlaying(false);
    },
    setSpeed(next: Speed) {
      state.current.speed = next;
      setSpeed(next);
    },
    seek: bring,
  };
}
