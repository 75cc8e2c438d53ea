import type { RaceEndReason, RacerView } from './race';


/** How a racer stands: by their finish, a finish waiting for the teacher, by how far they got, or not at all (no key typed). */
export type StandingBy = 'place' | 'review' | 'progress' | 'none';

export interface Standing {
  racer: RacerView;
  /** 1-based rank in the race (every one who typed has one; a finish waiting for review keeps its number's room); null: typed nothing */
  rank: number | null;
  by: StandingBy;
}

const byOf = (r: RacerView): StandingBy => (r.place !== null ? 'place' : r.review ? 'review' : r.keys > 0 ? 'progress' : 'none');
const ORDER: Record<StandingBy, number> = { place: 0, review: 1, progress: 2, none: 3 };

/**
 * The race's standings, one order for every screen (the projector's track and table, each child's
 * phone, the race list): the placed finishers by place, then finishes waiting for the teacher (by
 * their finishing time), then the rest by how far they got — progress, then accuracy, then lane —
 * and last those who typed nothing (no rank). So a race that times out with nobody at the finish
 * still has a 1st, 2nd and 3rd, and the leader's phone says what the table says.
 */
export function raceStandings(racers: readonly RacerView[]): Standing[] {
  const sorted = racers
    .filter((r) => r.status !== 'removed')
    .map((r) => ({ racer: r, by: byOf(r) }))
    .sort(
      (a, b) =>
        ORDER[a.by] - ORDER[b.by] ||
        (a.racer.place ?? 0) - (b.racer.place ?? 0) ||
        (a.racer.finishMs ?? 0) - (b.racer.finishMs ?? 0) ||
        b.racer.progress - a.racer.progress ||
        b.racer.accuracy - a.racer.accuracy ||
        a.racer.lane - b.racer.lane,
    );
  return sorted.map((s, i) => ({ ...s, rank: s.by === 'none' ? null : i + 1 }));
}

/** The headline of a race's end: why it ended. */
export const END_TEXT: Record<RaceEndReason, string> = {
  timeout: '⏰ 时间到！',
  finished: '🏁 全部冲线！',
  teacher: '老师结束了比赛',
  expired: '比赛没有开始就过期了',
};
