import type { Db } from '../db/client';
import { saveLanes, type LaneSave } from './raceLaneStore';

/** how often a lane's log is stored while keys come (and on close and the end) */
export const LANE_SAVE_MS = 3_000;

/** A lane as its room's saves see it (raceLane.ts RaceLane). */
export interface Saver {
  /** what to store now, or null (nothing new, finished, closed) */
  toSave(): LaneSave | null;
  /** stored up to `keys` keys */
  savedTo(keys: number): void;
}

/**
 * A room's lane saves: every lane with keys not yet stored is saved LANE_SAVE_MS after the first of
 * them, all in one statement (saveLanes), one batch after another. One statement a room every few
 * seconds instead of one a racer: at 25 races of 40 racers, 330 saves a second held the pool's 10
 * connections, each through a turn of the loaded event loop, and every finish waited behind them for
 * a connection (RACE_TRACE: "pool" p50 1.9 s at load 15; docs/SCALING.md "Class races").
 */
export class RoomSaves {
  private readonly due = new Set<Saver>();
  private timer: NodeJS.Timeout | null = null;
  /** the batches, one after another: a lane's own last save (on close) waits for the one in flight */
  running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly raceId: string,
    private readonly warn: (err: unknown) => void,
  ) {}

  /** The lane has keys to store: saved with the room's next batch. */
  later(lane: Saver): void {
    this.due.add(lane);
    this.timer ??= setTimeout(() => this.flush(), LANE_SAVE_MS);
  }

  /** The lane saves itself from now (closed). */
  forget(lane: Saver): void {
    this.due.delete(lane);
  }

  private flush(): void {
    this.timer = null;
    const lanes = [...this.due];
    this.due.clear();
    this.running = this.running.then(() => this.save(lanes)).catch(this.warn);
  }

  private async save(lanes: Saver[]): Promise<void> {
    const batch = lanes.map((lane) => ({ lane, save: lane.toSave() })).filter((b): b is { lane: Saver; save: LaneSave } => b.save !== null);
    const saved = new Set(await saveLanes(this.db, this.raceId, batch.map((b) => b.save)));
    for (const b of batch) if (saved.has(b.save.roleId)) b.lane.savedTo(b.save.keys);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
