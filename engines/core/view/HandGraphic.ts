import { Container, Graphics, Point } from 'pixi.js';
import type { Finger, Hand } from '../keyboard';
import { fingerColor, mix } from './themes';

const SKIN = 0xffdcbc;
const SKIN_LINE = 0xc9875a;
const SLEEVE: Record<Hand, number> = { left: 0x2f9bff, right: 0xff7a2f };
const ORDER: Finger[] = ['pinky', 'ring', 'middle', 'index', 'thumb'];

/** Finger bases and lengths for a left hand in a unit box (x, y of the base; length; angle). Right hands are mirrored. */
const SHAPE: Record<Finger, { x: number; y: number; len: number; angle: number }> = {
  pinky: { x: 0.2, y: 0.62, len: 0.32, angle: -0.12 },
  ring: { x: 0.345, y: 0.58, len: 0.45, angle: -0.04 },
  middle: { x: 0.49, y: 0.57, len: 0.5, angle: 0 },
  index: { x: 0.635, y: 0.58, len: 0.44, angle: 0.06 },
  thumb: { x: 0.72, y: 0.8, len: 0.36, angle: 0.95 },
};
/** Hand box width / height. */
export const HAND_ASPECT = 1.05;

/**
 * One pose of a hand (which fingers are lit), its fingers and palm drawn once into a texture.
 * A hand keeps one face per set of lit fingers and shows the one the next key wants, as key caps
 * keep one face per state (CapFace): a key that moves the target to the other hand swaps two cached
 * pictures instead of re-rendering both hands' textures, which on software GL was most of its frame.
 */
class HandFace extends Container {
  readonly fingers = new Map<Finger, Graphics>();
  readonly lengths = new Map<Finger, number>();
  private readonly palm = new Graphics();

  constructor(
    private readonly hand: Hand,
    private readonly lit: ReadonlySet<Finger>,
  ) {
    super();
    for (const f of ORDER) {
      const g = new Graphics();
      this.fingers.set(f, g);
      this.addChild(g);
    }
    this.addChild(this.palm);
    this.cacheAsTexture(true);
  }

  paint(w: number, h: number): void {
    const line = Math.max(1.5, h * 0.022);
    const fw = w * 0.125;
    for (const [f, g] of this.fingers) {
      const s = SHAPE[f];
      const len = s.len * h;
      const width = f === 'thumb' ? fw * 1.12 : f === 'pinky' ? fw * 0.88 : fw;
      this.lengths.set(f, len);
      const colour = fingerColor(this.hand, f);
      const on = this.lit.has(f);
      g.clear();
      g.position.set(s.x * w, s.y * h);
      g.rotation = s.angle;
      if (on) g.roundRect(-width / 2 - line * 2, -len - line * 2, width + line * 4, len + line * 2, width / 2 + line * 2).fill({ color: 0xffffff, alpha: 0.9 });
      g.roundRect(-width / 2, -len, width, len + width * 0.6, width / 2).fill(on ? colour : SKIN).stroke({ color: on ? mix(colour, 0, 0.35) : SKIN_LINE, width: line });
      // The nail in the finger's zone colour ties each finger to its keys.
      g.roundRect(-width * 0.3, -len + width * 0.16, width * 0.6, width * 0.62, width * 0.28).fill(on ? 0xffffff : colour);
    }
    this.palm.clear();
    const px = w * 0.12;
    const pw = w * 0.64;
    this.palm.roundRect(px, h * 0.5, pw, h * 0.44, h * 0.18).fill(SKIN).stroke({ color: SKIN_LINE, width: line });
    // Knuckle creases and a sleeve cuff make it read as a hand at a glance.
    for (const f of ['ring', 'middle', 'index'] as Finger[]) {
      this.palm.moveTo(SHAPE[f].x * w - fw * 0.2, h * 0.6).lineTo(SHAPE[f].x * w + fw * 0.2, h * 0.6).stroke({ color: SKIN_LINE, width: line * 0.7, alpha: 0.5 });
    }
    this.palm.roundRect(px - w * 0.02, h * 0.88, pw + w * 0.04, h * 0.12, h * 0.05).fill(SLEEVE[this.hand]).stroke({ color: mix(SLEEVE[this.hand], 0, 0.3), width: line });
    this.updateCacheTexture();
  }

  /** The lit fingers bounce (ambient motion); the cached picture is rendered again only when one moved. */
  animate(t: number, w: number, h: number): void {
    let moved = false;
    for (const [f, g] of this.fingers) {
      const s = SHAPE[f];
      const bounce = this.lit.has(f) ? Math.abs(Math.sin(t / 170)) * h * 0.07 : 0;
      const x = s.x * w + Math.sin(s.angle) * bounce;
      const y = s.y * h - Math.cos(s.angle) * bounce;
      if (g.x === x && g.y === y) continue;
      g.position.set(x, y);
      moved = true;
    }
    if (moved) this.updateCacheTexture();
  }
}

const litKey = (lit: ReadonlySet<Finger>) => ORDER.filter((f) => lit.has(f)).join(',');
/** The looks made ahead at each size: at rest, and each finger alone. */
const AHEAD: ReadonlySet<Finger>[] = [new Set(), ...ORDER.map((f) => new Set([f]))];

/**
 * One friendly cartoon hand seen from above, fingers up, drawn with vectors at its current size.
 * Each finger wears its zone colour on the nail; the highlighted finger is coloured all over and bounces.
 * Each set of lit fingers is a cached face (HandFace); the common ones are made with each size.
 */
export class HandGraphic extends Container {
  readonly hand: Hand;
  private readonly art = new Container();
  private readonly faces = new Map<string, HandFace>();
  private face: HandFace | null = null;
  private lit: ReadonlySet<Finger> = new Set();
  private w = 0;
  private h = 0;

  constructor(hand: Hand) {
    super();
    this.hand = hand;
    this.addChild(this.art);
  }

  /** Draw the hand to fill a box of this height (width = height × HAND_ASPECT), origin at the box's top left. */
  draw(height: number): void {
    this.h = height;
    this.w = height * HAND_ASPECT;
    // Mirror the art for the right hand so its thumb points left, toward the space bar.
    this.art.scale.x = this.hand === 'right' ? -1 : 1;
    this.art.x = this.hand === 'right' ? this.w : 0;
    // a new size: every face is drawn again
    for (const f of this.faces.values()) f.destroy({ children: true });
    this.faces.clear();
    this.face = null;
    if (this.h <= 0) return;
    // The faces a key can want are made now, hidden, not in the key that first wants one: the
    // hand at rest and each finger alone (a shifted key lights the other hand's pinky, the space
    // bar one thumb on each hand). Frames prepare hidden faces and the layer warmer draws them at
    // rest (engines/core/render/layerWarmer.ts). Two fingers of one hand are rare and made when wanted.
    for (const lit of AHEAD) this.faceFor(lit);
    this.show();
  }

  /** Colour and bounce these fingers (none: all calm). */
  highlight(fingers: readonly Finger[]): void {
    // the same fingers again (the next key on the same finger, the other hand's key): nothing changes
    if (fingers.length === this.lit.size && fingers.every((f) => this.lit.has(f))) return;
    this.lit = new Set(fingers);
    this.show();
  }

  /** The tip of a finger in the coordinates of another container (for the pointer's dotted trail). */
  tipIn(finger: Finger, into: Container): Point {
    const face = this.face;
    if (!face) return into.toLocal(new Point(0, 0), this);
    return into.toLocal(new Point(0, -(face.lengths.get(finger) ?? 0)), face.fingers.get(finger)!);
  }

  animate(t: number): void {
    this.face?.animate(t, this.w, this.h);
  }

  private show(): void {
    if (this.h <= 0) return;
    const face = this.faceFor(this.lit);
    if (face === this.face) return;
    if (this.face) this.face.visible = false;
    face.visible = true;
    this.face = face;
  }

  /** The face for these lit fingers at the current size, made (hidden) the first time. */
  private faceFor(lit: ReadonlySet<Finger>): HandFace {
    const key = litKey(lit);
    let face = this.faces.get(key);
    if (!face) {
      face = new HandFace(this.hand, new Set(lit));
      face.paint(this.w, this.h);
      face.visible = false;
      this.faces.set(key, face);
      this.art.addChild(face);
    }
    return face;
  }

  /** Faces made so far at this size (tests). */
  get faceCount(): number {
    return this.faces.size;
  }

  /** Box size of the drawn hand. */
  get box(): { width: number; height: number } {
    return { width: this.w, height: this.h };
  }
}
