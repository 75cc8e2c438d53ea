import type { Tweens } from '../../core/game/tween';
import type { SoundSprite } from '../../core/game/soundSprite';
import type { FrogView } from './FrogView';
import type { LilyPadField } from './LilyPadField';

/** where the frog is: on the near bank, on a pad of a word, or (for a moment) on the far bank */
export type Seat = { at: 'bank' } | { at: 'pad'; word: number; pad: number } | { at: 'far' };

/** one jump the frog still has to make (jumps queue up when the child types faster than the frog hops) */
interface Jump {
  to: Seat;
  /** the word the jump belongs to */
  word: number;
  onLand?: () => void;
}

/** The river's edges and the frog's size, as the scene last laid them out. */
export interface RiverBox {
  width: number;
  height: number;
  farEdge: number;
  nearEdge: number;
  frogScale: number;
}

const JUMP_MS = 300;

/**
 * The frog's moves: where it sits (the near bank, a pad, the far bank), its queue of jumps (each
 * an arc aimed at the drifting pad, one after another), riding a pad with the current, and a
 * new frog growing in on the near bank after a crossing or a fall.
 */
export class FrogJumps {
  private seat: Seat = { at: 'bank' };
  private readonly jumps: Jump[] = [];
  private jumping = false;
  /** the word of the jump in the air */
  private jumpWord = -1;
  /** where across the far bank the frog lands (fixed when it jumps, the bank does not drift) */
  private farX = 0;

  constructor(
    private readonly frog: FrogView,
    private readonly pads: LilyPadField,
    private readonly tweens: Tweens,
    private readonly sfx: SoundSprite | null,
    private readonly box: () => RiverBox,
  ) {}

  /** a jump to `to` for word `word`, after the ones queued; `onLand` once it lands */
  jump(to: Seat, word: number, onLand?: () => void): void {
    this.jumps.push({ to, word, onLand });
    this.next();
  }

  /** where a seat is on screen now (a pad's drifts) */
  seatPoint(seat: Seat): { x: number; y: number } {
    const box = this.box();
    if (seat.at === 'bank') return { x: box.width / 2, y: box.nearEdge + (box.height - box.nearEdge) * 0.62 };
    if (seat.at === 'far') return { x: this.farX, y: box.farEdge * 0.72 };
    const view = this.pads.padOf(seat.word, seat.pad);
    return view ? { x: view.x, y: view.y + view.seatY } : { x: this.frog.x, y: this.frog.y };
  }

  /** the frog put where it sits */
  place(): void {
    const at = this.seatPoint(this.seat);
    this.frog.position.set(at.x, at.y);
  }

  /** a new frog waits on the near bank: it grows in (after `delay` ms) */
  newFrog(duration: number, delay = 0): void {
    this.seat = { at: 'bank' };
    this.place();
    this.frog.scale.set(0.1);
    this.tweens.add({ key: 'newfrog', duration, delay, ease: 'backOut', onUpdate: (p) => this.frog.scale.set(this.box().frogScale * (0.1 + 0.9 * p)) });
  }

  /**
   * Word `id` drifted away: its jumps are dropped; true when the frog was on it (in the air to
   * it or sitting on it) and is now in the water.
   */
  fellWith(id: number): boolean {
    const mine = this.jumps.filter((j) => j.word === id);
    for (const j of mine) this.jumps.splice(this.jumps.indexOf(j), 1);
    const onIt = this.jumping ? this.jumpWord === id : this.seat.at === 'pad' && this.seat.word === id;
    if (!onIt) return false;
    this.tweens.cancelKey('jump');
    this.jumping = false;
    return true;
  }

  /** the next queued jump, once the frog is not in the air (after a fall: the new frog's first) */
  next(): void {
    if (this.jumping) return;
    const jump = this.jumps.shift();
    if (!jump) return;
    this.jumping = true;
    this.jumpWord = jump.word;
    this.sfx?.play('jump', { volume: 0.45, rate: 0.95 + Math.random() * 0.1 });
    const from = { x: this.frog.x, y: this.frog.y };
    if (jump.to.at === 'far') this.farX = from.x;
    const height = 70 * this.box().frogScale + Math.abs(from.y - this.seatPoint(jump.to).y) * 0.25;
    this.seat = { at: 'bank' };
    this.tweens.add({
      key: 'jump',
      duration: JUMP_MS,
      ease: 'linear',
      onUpdate: (p) => {
        // aim at where the seat is now: pads keep drifting while the frog is in the air
        const to = this.seatPoint(jump.to);
        this.frog.position.set(from.x + (to.x - from.x) * p, from.y + (to.y - from.y) * p - Math.sin(Math.PI * p) * height);
        this.frog.hop(p);
      },
      onComplete: () => {
        this.seat = jump.to;
        this.jumping = false;
        jump.onLand?.();
        this.next();
      },
    });
  }

  /** each frame: a frog sitting on a pad rides the current with it */
  ride(): void {
    if (!this.jumping && this.seat.at === 'pad') this.place();
  }
}
