import { Status } from '../../contract/envelope';
import type { Activity } from '../../contract/levels';
import { RaceClose, RaceMessages, type RaceClientMessage, type RaceKeyEntry, type RacerProgress, type RacerStatus, type RaceServerMessage } from '../../contract/race';
import { chapterRulesOf } from '../../engines/chapterRules';
import { openLiveReplay, type LiveReplay } from '../../engines/core/session/liveReplay';
import type { ChapterReplay } from '../../engines/core/session/replayChapter';
import { recordResult, saveLane, type LaneFigures, type LaneSave } from './raceLaneStore';
import { LANE_SAVE_MS, type Saver } from './raceSaves';
import { takeBatch } from './raceKeys';
import { perMinute } from '../../engines/core/stats';
import type { Room, Viewer } from './raceRoom';
import { finishTrace, tracing, wallNow, type DbMarks, type LaneStamp } from './raceTrace';
import { feedSliced, LANE_OVER_BUDGET, LaneBudget } from './laneBudget';

type KeysMessage = Extract<RaceClientMessage, { type: 'keys' }>;
/** a finish to store: the finishing key's time and when it reached the server (ms since the start) */
type Finish = { finishMs: number; arrivedMs: number };

/**
 * A racer's lane in the process holding the racer's socket: the log so far and its replay kept open
 * (openLiveReplay: the engine's own machine fed each batch), so a batch costs its own keys, not the
 * whole log. The figures are the replay's, never the device's; the finish is the replay reaching
 * the end of the text. Batches are handled one after another, each fed in slices under the lane's
 * replay budget (laneBudget.ts): one racer's keys cannot hold the event loop.
 */
export class RaceLane implements Saver {
  private replay: LiveReplay;
  private figures: LaneFigures = { keys: 0, progress: 0, cpm: 0, accuracy: 100, correct: 0, wrong: 0 };
  private status: RacerStatus;
  private finishMs: number | null = null;
  /** the replay finished but storing the finish failed: tried again with the next save */
  private finishDue: Finish | null = null;
  private place: number | null = null;
  private review = false;
  private saved: number;
  /** a finish to store again (finishDue) */
  private retryTimer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private gone = false;
  /** RACE_TRACE: the newest batch's arrival and replay (raceTrace.ts) */
  private stamp: LaneStamp | undefined;
  private readonly budget = new LaneBudget();

  constructor(
    private readonly room: Room,
    private readonly viewer: Viewer,
    readonly epoch: number,
    private readonly log: RaceKeyEntry[],
    status: string,
    /** the late-key shift (raceKeys.ts takeBatch), as stored with the log */
    private shiftMs = 0,
  ) {
    this.status = status as RacerStatus;
    this.saved = log.length;
    this.replay = this.open();
    // the held log (a reconnect) is replayed before the lane's first batch
    if (log.length) this.chain = this.refeed().catch((err) => this.room.deps.log.warn({ err }, 'race: replaying a held log failed'));
  }

  private get activity(): Activity {
    return this.room.race.activity as Activity;
  }

  private open(): LiveReplay {
    return openLiveReplay(chapterRulesOf(this.activity.render_engine)!, this.activity);
  }

  /** Feeds the held log to the (fresh) replay, in slices: after a reconnect, or after the machine refused a batch. */
  private async refeed(): Promise<void> {
    const r = await feedSliced(this.replay, this.log, this.budget, () => this.gone);
    if (r && this.log.length) this.take(r, this.log.at(-1)![0]);
  }

  private take(r: ChapterReplay, lastMs: number): void {
    const { stats } = r;
    this.figures = { keys: this.log.length, progress: stats.progress, accuracy: stats.accuracy, correct: stats.correct, wrong: stats.wrong, cpm: perMinute(stats.correct, lastMs) };
  }

  /** still to finish (waiting or racing) */
  get racing(): boolean {
    return this.status === 'waiting' || this.status === 'racing';
  }

  progress(): RacerProgress {
    const { keys, progress, cpm, accuracy } = this.figures;
    return { roleId: this.viewer.roleId, status: this.status, progress, cpm, accuracy, keys, finishMs: this.finishMs, place: this.place, review: this.review };
  }

  private send(message: RaceServerMessage): void {
    if (this.viewer.socket.readyState === 1) this.viewer.socket.send(JSON.stringify(message));
  }

  keys(message: KeysMessage): void {
    const arrived = tracing ? wallNow() : 0;
    // when the batch reached the server: a finishing key's place (not its claimed time, raceFinish.ts)
    const receivedAt = this.room.deps.clock.now().getTime();
    this.chain = this.chain.then(() => this.handle(message, arrived, receivedAt)).catch((err) => {
      this.room.deps.log.warn({ err }, 'race: a key batch failed');
      this.send({ type: 'error', status: Status.serverError, message: RaceMessages.unreadable, seq: message.seq, expected: this.log.length });
    });
  }

  private async handle(m: KeysMessage, arrived: number, receivedAt: number): Promise<void> {
    if (this.gone) return;
    const race = this.room.race;
    const refuse = (message: string, status: number = Status.invalid) => this.send({ type: 'error', status, message, seq: m.seq, expected: this.log.length });
    if (race.state === 'ended') return refuse(RaceMessages.ended, Status.conflict);
    if (race.state !== 'running' || !race.startsAt) return refuse(RaceMessages.notStarted, Status.conflict);
    // taken in the lobby just as the teacher started: racing from the start
    if (this.status === 'waiting') this.status = 'racing';
    if (this.status !== 'racing') return this.send({ type: 'ack', seq: m.seq, accepted: this.log.length, racer: this.progress() });
    const raceMs = this.room.deps.clock.now().getTime() - race.startsAt.getTime();
    const taken = takeBatch(this.log, m.from, m.log, raceMs, race.limitSeconds * 1000, this.shiftMs);
    if (!('keys' in taken)) return refuse(taken.message);
    const fresh = taken.keys;
    if (fresh.length) {
      if (!this.budget.has()) return refuse(LANE_OVER_BUDGET, Status.tooMany);
      const before = this.log.length;
      let r;
      try {
        r = await feedSliced(this.replay, fresh, this.budget, () => this.gone);
      } catch {
        this.replay.stop();
        this.replay = this.open();
        await this.refeed();
        return refuse(RaceMessages.unreadable);
      }
      if (!r) return;
      // keys after the finishing one are not judged, nor kept
      this.log.push(...fresh.slice(0, r.keys - before));
      this.shiftMs = taken.shiftMs;
      this.take(r, r.finishedAt ?? this.log.at(-1)![0]);
      if (tracing) this.stamp = [arrived, wallNow()];
      // the projector sees the keys now, the finishing ones too: the place follows once the finish is stored
      this.room.queue(this.progress(), this.stamp);
      if (r.finishedAt !== null) await this.tryFinish({ finishMs: r.finishedAt, arrivedMs: receivedAt - race.startsAt.getTime() });
      else this.scheduleSave();
    }
    this.send({ type: 'ack', seq: m.seq, accepted: this.log.length, racer: this.progress() });
  }

  private async tryFinish(due: Finish): Promise<void> {
    try {
      this.finishDue = null;
      await this.finish(due);
    } catch (err) {
      this.room.deps.log.warn({ err }, 'race: storing a finish failed; trying again');
      this.finishDue = due;
      this.scheduleSave();
    }
  }

  private async finish({ finishMs, arrivedMs }: Finish): Promise<void> {
    const marks: DbMarks | undefined = tracing ? [] : undefined;
    const { race, deps } = this.room;
    const request = { raceId: race.id, roleId: this.viewer.roleId, epoch: this.epoch, log: this.log, shiftMs: this.shiftMs, figures: this.figures, finishMs, arrivedMs, now: deps.clock.now() };
    const done = await this.room.rooms.finishes.finish(request, marks);
    if (!done) return this.scheduleSave();
    this.saved = this.log.length;
    this.status = 'finished';
    this.finishMs = finishMs;
    this.place = done.place;
    this.review = done.review;
    // a progress of this racer not yet published would come after the finish and undo it on the screens
    this.room.unqueue(this.viewer.roleId);
    this.room.signal({ k: 'finish', racer: this.progress(), ...(this.stamp ? { tr: finishTrace(this.viewer.roleId, this.stamp, marks) } : {}) });
    if (done.left === 0) await this.room.end('finished');
  }

  /**
   * The log so far is stored with the room's next saves (raceSaves.ts: the room's lanes in one
   * statement), beside the batches, not in their chain: with the pool busy a batch waited for the
   * save before it, and the projector for the batch. A save that lands after the finish changes
   * nothing (saveLanes takes only a racing or unfinished lane).
   */
  private scheduleSave(): void {
    if (this.gone) return;
    if (this.finishDue === null) return this.room.saves.later(this);
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // a finish that could not be stored is tried again in the batches' order (it changes the status)
      this.chain = this.chain.then(() => (this.finishDue !== null && !this.gone ? this.tryFinish(this.finishDue) : undefined));
    }, LANE_SAVE_MS);
  }

  toSave(): LaneSave | null {
    if (this.gone || this.log.length === this.saved || this.status === 'finished') return null;
    return { roleId: this.viewer.roleId, epoch: this.epoch, log: this.log.slice(), shiftMs: this.shiftMs, ...this.figures };
  }

  savedTo(keys: number): void {
    this.saved = Math.max(this.saved, keys);
  }

  /** Stores the log so far now (the socket closed, the race ended), after the room's saves in flight. */
  private async save(): Promise<void> {
    await this.room.saves.running;
    if (this.log.length === this.saved || this.status === 'finished') return;
    const length = this.log.length;
    if (await saveLane(this.room.deps.db, this.room.race.id, this.viewer.roleId, this.epoch, this.log.slice(), this.shiftMs, { ...this.figures })) this.savedTo(length);
  }

  /** The racer's place as stored now (the teacher confirmed a finish, places moved). */
  placed(place: number | null, review: boolean): void {
    if (this.status !== 'finished') return;
    this.place = place;
    this.review = review;
  }

  started(): void {
    if (this.status === 'waiting') this.status = 'racing';
  }

  /** A newer socket of the same racer took the lane (another tab or device): this one closes. */
  replaced(): void {
    this.drop();
    this.send({ type: 'error', status: Status.conflict, message: RaceMessages.replaced });
    this.viewer.socket.close?.(RaceClose.replaced, 'replaced');
  }

  /** The teacher removed the racer. */
  removed(): void {
    this.drop();
    this.send({ type: 'error', status: Status.forbidden, message: RaceMessages.removed });
    this.viewer.socket.close?.(RaceClose.removed, 'removed');
  }

  private drop(): void {
    this.gone = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.room.saves.forget(this);
    this.viewer.lane = null;
    this.replay.stop();
  }

  /** The socket closed, or the race ended (`final`): the last keys are stored; at the end an unfinished racer's figures go to its record. */
  close(final: boolean): Promise<void> {
    if (this.gone) return this.chain;
    this.chain = this.chain.then(async () => {
      if (this.gone) return;
      this.drop();
      await this.save();
      if (final && this.status === 'racing') {
        this.status = 'unfinished';
        const { db, clock } = this.room.deps;
        await recordResult(db, this.room.race.id, this.viewer.roleId, this.figures, this.log.at(-1)?.[0] ?? 0, clock.now());
        this.room.queue(this.progress());
      }
    }).catch((err) => this.room.deps.log.warn({ err }, 'race: closing a lane failed'));
    return this.chain;
  }
}
