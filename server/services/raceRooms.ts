import { dueRaces, endRace, raceRow, racersLeft, stateOf } from './races';
import { recordUnfinished } from './raceLaneStore';
import { FinishQueue } from './raceFinish';
import { Room, type RoomDeps, type RoomSignal } from './raceRoom';

/** how often any process looks for races past their time */
const SWEEP_MS = 5_000;

/**
 * The race rooms of this process (app.races). A room exists while a socket of its race is open
 * here; its racers' lanes replay their keys here; signals reach every process's room through the
 * PushHub relay (PostgreSQL LISTEN/NOTIFY across processes; direct in one process).
 */
export class RaceRooms {
  readonly rooms = new Map<string, Room>();
  /** signals this process published (bench: messages through the database) */
  published = 0;
  /** the finishes of this process's lanes, a few round trips at a time */
  readonly finishes: FinishQueue;
  private readonly sweeper: NodeJS.Timeout;
  private readonly unlisten: () => void;

  constructor(readonly deps: RoomDeps) {
    this.finishes = new FinishQueue(deps.db);
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
    this.unlisten = deps.push.onRelayBack(() => void this.resync());
  }

  /** This process's LISTEN is back after a blip: every room here reads back what it missed (raceResync.ts). */
  async resync(): Promise<void> {
    for (const room of [...this.rooms.values()]) {
      await room.resync().catch((err) => this.deps.log.warn({ err }, 'race: reading back a room after a LISTEN blip failed'));
    }
  }

  async enter(raceId: string): Promise<Room> {
    const found = this.rooms.get(raceId);
    if (found) return found;
    const race = await raceRow(this.deps.db, raceId);
    const again = this.rooms.get(raceId);
    if (again) return again;
    const room = new Room(this, race);
    this.rooms.set(raceId, room);
    return room;
  }

  /** Publishes a signal for a race whether or not a socket of it is open here. */
  signal(raceId: string, signal: RoomSignal): void {
    this.deps.publish(`race:${raceId}`, signal);
    this.published += 1;
  }

  /** After a race ended (by anyone): the unfinished racers' records, then every room hears it. */
  async ended(raceId: string): Promise<void> {
    await recordUnfinished(this.deps.db, raceId, this.deps.clock.now());
    this.signal(raceId, { k: 'ended' });
  }

  /** Ends a running race nobody is left to finish (the last racer removed). */
  async endIfDone(raceId: string): Promise<void> {
    if ((await racersLeft(this.deps.db, raceId)) > 0) return;
    if (await endRace(this.deps.db, raceId, 'finished', this.deps.clock.now())) await this.ended(raceId);
  }

  /** Ends races past their time (any process may: each race ends once). */
  async sweep(): Promise<void> {
    try {
      for (const r of await dueRaces(this.deps.db, this.deps.clock.now())) await this.ended(r.id);
    } catch (err) {
      this.deps.log.warn({ err }, 'race: the sweep failed; it runs again');
    }
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.unlisten();
  }

  /** The race's state now, as a view would say it. */
  stateOf(room: Room) {
    return stateOf(room.race, this.deps.clock.now());
  }
}
