import type { FastifyBaseLogger } from 'fastify';
import { RACE_SEND_MS, type RaceEndReason, type RacerProgress, type RaceServerMessage, type RacerView, type RaceView } from '../../contract/race';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { PushHub, Socketish } from '../push';
import type { RaceLane } from './raceLane';
import { endRace, raceRow, raceView, type RaceRow, type ViewerAs } from './races';
import type { Publish } from './raceNotify';
import type { RaceRooms } from './raceRooms';
import { RoomSaves } from './raceSaves';
import { missedSignals } from './raceResync';
import { wallNow, type LaneStamp, type SignalTrace } from './raceTrace';

/** What crosses between processes about one race (through the PushHub relay, key `race:<id>`). Small: NOTIFY carries 8000 bytes. */
export type RoomSignal =
  | { k: 'joined'; racer: RacerView }
  | { k: 'removed'; roleId: string }
  | { k: 'start'; startsAt: number; endsAt: number }
  | { k: 'progress'; racers: RacerProgress[]; tr?: SignalTrace }
  | { k: 'finish'; racer: RacerProgress; tr?: SignalTrace }
  | { k: 'ended' }
  | { k: 'claimed'; roleId: string; epoch: number }
  /** places changed (the teacher confirmed a finish): every socket takes the whole view again */
  | { k: 'view' }
  /** a racer's socket (the lane of `epoch`) closed while racing: the car is marked 离线 until a newer socket claims the lane */
  | { k: 'left'; roleId: string; epoch: number }
  /** the teacher opened the next race (再来一场): this race's screens invite their racers */
  | { k: 'next'; next: { id: string; code: string } };

export interface Viewer {
  socket: Socketish;
  roleId: string;
  as: ViewerAs;
  lane: RaceLane | null;
}

/** progress entries a relayed message carries at most (≈110 bytes each, under NOTIFY's 8000) */
const PROGRESS_CHUNK = 40;
/** how often a racer's phone hears the others' progress */
export const RACER_VIEW_MS = 1_000;

export interface RoomDeps {
  db: Db;
  clock: Clock;
  push: PushHub;
  log: FastifyBaseLogger;
  /** publishes a room signal to every process (raceNotify.ts) */
  publish: Publish;
}

/** One race's sockets in this process, its racers' lanes, and the coalesced progress it publishes. */
export class Room {
  readonly viewers = new Set<Viewer>();
  private readonly pending = new Map<string, RacerProgress>();
  /** RACE_TRACE only: the pending racers' batch stamps */
  private readonly stamps = new Map<string, LaneStamp>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** progress heard for the racers' phones, sent every RACER_VIEW_MS */
  private readonly forRacers = new Map<string, RacerProgress>();
  private racerTimer: NodeJS.Timeout | null = null;
  private lastFlush = 0;
  private endTimer: NodeJS.Timeout | null = null;
  private readonly unsink: () => void;
  /** its lanes' saves, one statement for the room's lanes */
  readonly saves: RoomSaves;
  /** the finishes this room's sockets were told (racer → place), so a resync resends only the missed */
  readonly announced = new Map<string, number | null>();
  /** racers whose device left (a `left` not followed by a newer claim), and the newest lane epoch heard of each */
  private readonly away = new Set<string>();
  private readonly epochs = new Map<string, number>();

  constructor(
    readonly rooms: RaceRooms,
    public race: RaceRow,
  ) {
    const sink: Socketish = { readyState: 1, send: (data) => this.onRelay(data) };
    this.unsink = rooms.deps.push.add(`race:${race.id}`, sink);
    this.saves = new RoomSaves(rooms.deps.db, race.id, (err) => rooms.deps.log.warn({ err }, 'race: saving lanes failed'));
    this.armEnd();
  }

  get deps(): RoomDeps {
    return this.rooms.deps;
  }

  /** Sends a signal to this race's rooms in every process (this one included). */
  signal(signal: RoomSignal): void {
    this.rooms.signal(this.race.id, signal);
  }

  broadcast(message: RaceServerMessage, to?: (v: Viewer) => boolean): void {
    const data = JSON.stringify(message);
    for (const v of this.viewers) if (v.socket.readyState === 1 && (!to || to(v))) v.socket.send(data);
  }

  /**
   * Progress to this process's sockets: the projector and watchers get every message; a racer's phone,
   * which shows its own place (its own figures come with each ack), gets the others' at most every
   * RACER_VIEW_MS — not 10 messages a second of up to 40 racers (~44 KB/s at 40 racers).
   */
  private progressOut(racers: RacerProgress[], serverNow: number, tr: SignalTrace | undefined): void {
    this.broadcast({ type: 'progress', racers, serverNow, ...traced(tr) }, (v) => v.as !== 'racer');
    for (const r of racers) this.forRacers.set(r.roleId, r);
    this.racerTimer ??= setTimeout(() => {
      this.racerTimer = null;
      const all = [...this.forRacers.values()];
      this.forRacers.clear();
      if (all.length) this.broadcast({ type: 'progress', racers: all, serverNow: this.deps.clock.now().getTime() }, (v) => v.as === 'racer');
    }, RACER_VIEW_MS);
  }

  /** A racer's new figures: published with the others' at most every RACE_SEND_MS. */
  queue(progress: RacerProgress, stamp?: LaneStamp): void {
    this.pending.set(progress.roleId, progress);
    if (stamp) this.stamps.set(progress.roleId, stamp);
    if (this.flushTimer) return;
    const wait = Math.max(0, this.lastFlush + RACE_SEND_MS - Date.now());
    this.flushTimer = setTimeout(() => this.flush(), wait);
  }

  /** The racer's progress waiting for the next flush is dropped (their finish says more). */
  unqueue(roleId: string): void {
    this.pending.delete(roleId);
  }

  private flush(): void {
    this.flushTimer = null;
    this.lastFlush = Date.now();
    const all = [...this.pending.values()];
    this.pending.clear();
    for (let i = 0; i < all.length; i += PROGRESS_CHUNK) {
      const racers = all.slice(i, i + PROGRESS_CHUNK);
      this.signal({ k: 'progress', racers, ...(this.stamps.size ? { tr: this.traceOf(racers) } : {}) });
    }
    this.stamps.clear();
  }

  private traceOf(racers: RacerProgress[]): SignalTrace {
    const flush = wallNow();
    const lanes: Record<string, LaneStamp> = {};
    for (const r of racers) {
      const s = this.stamps.get(r.roleId);
      // ms before the flush, to 0.1 ms: 40 racers' stamps stay well under NOTIFY's 8000 bytes
      if (s) lanes[r.roleId] = [Math.round((flush - s[0]) * 10) / 10, Math.round((flush - s[1]) * 10) / 10];
    }
    return { lanes, flush };
  }

  /** The race's end timer (its endsAt, on the server's clock) and the lobby's expiry. */
  private armEnd(): void {
    if (this.endTimer) clearTimeout(this.endTimer);
    this.endTimer = null;
    if (this.race.state === 'ended') return;
    const at = this.race.state === 'lobby' ? this.race.expiresAt : this.race.endsAt;
    if (!at) return;
    const wait = Math.min(2 ** 31 - 1, Math.max(0, at.getTime() - this.deps.clock.now().getTime()));
    this.endTimer = setTimeout(() => void this.rooms.sweep(), wait + 50);
    this.endTimer.unref();
  }

  private onRelay(data: string): void {
    let signal: RoomSignal;
    try {
      signal = (JSON.parse(data) as { signal: RoomSignal }).signal;
    } catch {
      return;
    }
    if ('tr' in signal && signal.tr) signal.tr.listen = wallNow();
    void this.onSignal(signal).catch((err) => this.deps.log.warn({ err }, 'race: a room signal failed'));
  }

  private async onSignal(s: RoomSignal): Promise<void> {
    const serverNow = this.deps.clock.now().getTime();
    switch (s.k) {
      case 'progress':
        return this.progressOut(s.racers, serverNow, s.tr);
      case 'finish':
        // a progress held for the phones would come after the finish and undo it there
        this.forRacers.delete(s.racer.roleId);
        // heard twice (directly and through LISTEN around a blip, or read back): told once
        if (this.announced.has(s.racer.roleId) && this.announced.get(s.racer.roleId) === s.racer.place) return;
        this.announced.set(s.racer.roleId, s.racer.place);
        return this.broadcast({ type: 'finish', racer: s.racer, serverNow, ...traced(s.tr) });
      case 'joined':
        return this.broadcast({ type: 'joined', racer: s.racer, serverNow });
      case 'claimed':
        for (const v of this.viewers) if (v.lane && v.roleId === s.roleId && v.lane.epoch < s.epoch) v.lane.replaced();
        this.epochs.set(s.roleId, Math.max(s.epoch, this.epochs.get(s.roleId) ?? 0));
        if (this.away.delete(s.roleId)) this.broadcast({ type: 'presence', roleId: s.roleId, away: false, serverNow });
        return;
      case 'left':
        // a socket that closed after a newer one took the lane (a reload's old page) says nothing
        if ((this.epochs.get(s.roleId) ?? 0) > s.epoch || this.race.state === 'ended') return;
        this.away.add(s.roleId);
        return this.broadcast({ type: 'presence', roleId: s.roleId, away: true, serverNow });
      case 'next':
        return this.broadcast({ type: 'next', next: s.next, serverNow });
      case 'removed':
        this.broadcast({ type: 'removed', roleId: s.roleId, serverNow });
        for (const v of this.viewers) if (v.roleId === s.roleId) v.lane?.removed();
        return;
      case 'start':
        // the times come with the signal: no database read between the teacher's start and the devices' 3-2-1
        this.race = { ...this.race, state: 'running', startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) };
        this.armEnd();
        for (const v of this.viewers) v.lane?.started();
        return this.broadcast({ type: 'start', startsAt: this.race.startsAt!.getTime(), endsAt: this.race.endsAt!.getTime(), serverNow });
      case 'ended':
        return this.onEnded();
      case 'view':
        return this.resendView();
    }
  }

  /**
   * After this process's LISTEN was down (raceRooms.ts resync): what the room missed meanwhile, read
   * from the database, heard as the signals would have been (missedSignals: the start, the
   * finishes, the end).
   */
  async resync(): Promise<void> {
    for (const s of await missedSignals(this.deps.db, this.race, this.announced)) await this.onSignal(s);
  }

  /** A view with the racers whose device left marked `away` (known to this room from the signals). */
  present(view: RaceView): RaceView {
    if (!this.away.size || view.state === 'ended') return view;
    return { ...view, racers: view.racers.map((r) => (this.away.has(r.roleId) ? { ...r, away: true } : r)) };
  }

  /** The whole view to every socket here, and each lane its racer's stored place. */
  private async resendView(): Promise<void> {
    this.race = await raceRow(this.deps.db, this.race.id);
    const base = this.present(await raceView(this.deps.db, this.race, { roleId: '', as: 'watcher' }, this.deps.clock.now()));
    for (const r of base.racers) if (r.status === 'finished') this.announced.set(r.roleId, r.place);
    for (const v of this.viewers) {
      const mine = base.racers.find((r) => r.roleId === v.roleId);
      if (mine) v.lane?.placed(mine.place, mine.review);
      if (v.socket.readyState === 1) v.socket.send(JSON.stringify({ type: 'race', race: { ...base, me: { roleId: v.roleId, as: v.as } } }));
    }
  }

  private async onEnded(): Promise<void> {
    const { db, clock } = this.deps;
    // the final view says it all: no held progress after it
    if (this.racerTimer) clearTimeout(this.racerTimer);
    this.racerTimer = null;
    this.forRacers.clear();
    this.race = await raceRow(db, this.race.id);
    this.armEnd();
    // the lanes here store their last keys first, so the final view has them
    const lanes = [...this.viewers].map((v) => v.lane).filter((l): l is RaceLane => l !== null);
    await Promise.all(lanes.map((l) => l.close(true)));
    const base = await raceView(db, this.race, { roleId: '', as: 'watcher' }, clock.now());
    for (const v of this.viewers) if (v.socket.readyState === 1) v.socket.send(JSON.stringify({ type: 'ended', race: { ...base, me: { roleId: v.roleId, as: v.as } } }));
  }

  /** Ends the race once (whichever process gets there first tells every room). */
  async end(reason: RaceEndReason): Promise<void> {
    if (await endRace(this.deps.db, this.race.id, reason, this.deps.clock.now())) await this.rooms.ended(this.race.id);
  }

  leave(v: Viewer): void {
    this.viewers.delete(v);
    if (this.viewers.size > 0) return;
    if (this.flushTimer) this.flush();
    if (this.endTimer) clearTimeout(this.endTimer);
    if (this.racerTimer) clearTimeout(this.racerTimer);
    this.saves.stop();
    this.unsink();
    this.rooms.rooms.delete(this.race.id);
  }
}

/** RACE_TRACE: the stages so far and the send, on the message (the bench reads `trace`) */
const traced = (tr: SignalTrace | undefined) => (tr ? { trace: { ...tr, send: wallNow() } } : {});
