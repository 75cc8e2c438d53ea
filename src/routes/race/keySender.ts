import { RACE_BATCH_MAX, RACE_SEND_MS, type RaceKeyEntry } from '../../../contract/race';

export interface KeyWire {
  /** false when the socket is not open: the batch waits for the reconnect */
  send(seq: number, from: number, log: RaceKeyEntry[]): boolean;
}

export interface SenderClock {
  now(): number;
  later(fn: () => void, ms: number): unknown;
  cancel(id: unknown): void;
}

/**
 * A racer's key log on its way to the server (docs/API-race.md, step 4): the first new key at once,
 * then what came since at most every RACE_SEND_MS; each batch says where it starts in the whole log
 * (`from`), so a resend after a refusal or a reconnect (from where the server says) is harmless.
 */
export class KeySender {
  readonly log: RaceKeyEntry[] = [];
  /** entries handed to the socket (optimistically) */
  private sent = 0;
  private seq = 0;
  private lastSend = -Infinity;
  private timer: unknown = null;

  constructor(private readonly wire: KeyWire, private readonly clock: SenderClock) {}

  /** a judged key, `ms` since the race's start (server time); never before an earlier one */
  add(entry: RaceKeyEntry): void {
    const prev = this.log[this.log.length - 1];
    const ms = Math.max(0, Math.round(entry[0]), prev ? prev[0] : 0);
    this.log.push([ms, entry[1], entry[2]]);
    this.schedule();
  }

  /** the server holds `stored` entries (after a reconnect, or an error's `expected`): send from there */
  resendFrom(stored: number): void {
    this.sent = Math.min(stored, this.log.length);
    this.schedule();
  }

  /** adopt the server's stored log as ours (a device that reloaded resumes with it) */
  adopt(stored: readonly RaceKeyEntry[]): void {
    if (this.log.length >= stored.length) return;
    this.log.splice(0, this.log.length, ...stored.map((e) => [...e] as RaceKeyEntry));
    this.sent = this.log.length;
  }

  get pending(): number {
    return this.log.length - this.sent;
  }

  private schedule(): void {
    if (this.timer !== null || this.pending <= 0) return;
    const wait = this.lastSend + RACE_SEND_MS - this.clock.now();
    if (wait <= 0) this.flush();
    else this.timer = this.clock.later(() => this.flush(), wait);
  }

  flush(): void {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
    if (this.pending <= 0) return;
    const batch = this.log.slice(this.sent, this.sent + RACE_BATCH_MAX);
    if (!this.wire.send(this.seq, this.sent, batch)) return;
    this.seq += 1;
    this.sent += batch.length;
    this.lastSend = this.clock.now();
    this.schedule();
  }

  dispose(): void {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
  }
}
