import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * Stage timestamps of the race's live path, for `npm run bench:race` only (RACE_TRACE=1; off, it
 * costs one boolean test per batch): a key batch's arrival and the end of its replay (per racer),
 * the room's coalescing flush, the NOTIFY statement leaving, the LISTEN delivery here and the
 * projector socket send ride along a progress or finish message as `trace`, in wall-clock ms
 * (sub-millisecond: performance.timeOrigin + now()), comparable across processes of one machine.
 * Every 5 s the process also writes its event-loop delay and GC pauses to stderr.
 */
export const tracing = process.env.RACE_TRACE === '1';

export const wallNow = (): number => performance.timeOrigin + performance.now();

/** [batch arrived, batch replayed] of the racer's newest batch: wall clock in the lane, ms before `flush` in a signal */
export type LaneStamp = [number, number];

export interface SignalTrace {
  /** per racer of the signal: ms from its newest batch's arrival, and from its replay, to `flush` */
  lanes: Record<string, LaneStamp>;
  /** the room published it (the coalescing timer fired; for a finish: its transaction committed) */
  flush: number;
  /** the NOTIFY statement carrying it was sent */
  notify?: number;
  /** this process's room heard it (LISTEN, or the local hub) */
  listen?: number;
  /** sent to the room's sockets */
  send?: number;
  /** a finish only: ms of each step of storing it (FinishQueue's `marks`), by step */
  db?: Record<string, number>;
}

/** A finish's trace: its batch's stamps, `flush` once its transaction committed, and the steps of storing it (wall-clock marks, named). */
export function finishTrace(roleId: string, stamp: LaneStamp, marks?: DbMarks): SignalTrace {
  const flush = wallNow();
  const db: Record<string, number> = {};
  if (marks) for (let i = 1; i < marks.length; i++) db[marks[i]![0]] = Math.round((marks[i]![1] - marks[i - 1]![1]) * 10) / 10;
  return { lanes: { [roleId]: [flush - stamp[0], flush - stamp[1]] }, flush, ...(marks ? { db } : {}) };
}

/** RACE_TRACE: [step, wall clock at its end] of storing a finish, the first the call */
export type DbMarks = Array<[string, number]>;

if (tracing) {
  const eld = monitorEventLoopDelay({ resolution: 5 });
  eld.enable();
  let gcMs = 0;
  let gcMax = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcMs += e.duration;
      gcMax = Math.max(gcMax, e.duration);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  setInterval(() => {
    process.stderr.write(
      `race-trace ${process.pid} loop delay p50 ${ms(eld.percentile(50))} p99 ${ms(eld.percentile(99))} max ${ms(eld.max)} ms; gc ${Math.round(gcMs)} ms in 5 s, longest ${Math.round(gcMax)} ms\n`,
    );
    eld.reset();
    gcMs = 0;
    gcMax = 0;
  }, 5_000).unref();
}
