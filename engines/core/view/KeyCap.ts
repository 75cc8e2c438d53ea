import { Container, Graphics, Rectangle } from 'pixi.js';
import type { KeyDef } from '../keyboard';
import { CapFace, type FacePaint } from './CapFace';
import type { Rect } from './keyLayout';
import { fingerColor, mix, type KeyboardTheme } from './themes';

export { KEY_FONT, MIN_LEGEND_PX } from './CapFace';

/** What a cap shows; the grid view decides it, the cap only draws it. */
export interface CapState {
  target: boolean;
  error: boolean;
  tip: boolean;
}

const PRESS_MS = 140;

/** Which face a cap shows (its state, as drawn): one cached CapFace each. */
type FaceName = 'normal' | 'target' | 'error';
const FACE_NAMES: readonly FaceName[] = ['normal', 'target', 'error'];

/** Relative luminance 0..1 of a 0xRRGGBB colour (sRGB weights, no gamma: enough to pick a legend colour). */
const luminance = (c: number): number => (0.2126 * ((c >> 16) & 0xff) + 0.7152 * ((c >> 8) & 0xff) + 0.0722 * (c & 0xff)) / 255;

/**
 * One key cap: a shadow, a body (one cached face per state shown: normal, target, error — only the one
 * the state wants is shown, so a state change draws no new texture) and a glow ring for the target. The glow is
 * not the cap's child: the grid puts every glow in one layer above all caps (`glow`, kept in
 * step with the cap here), so a target's ring shows over its neighbours without reordering the
 * caps — a reorder changes the stage's tree, and a changed tree is drawn whole (partialRedraw.ts).
 * Drawn as vectors at the current size, so it stays crisp at any resolution.
 */
export class KeyCap extends Container {
  readonly def: KeyDef;
  private readonly shadow = new Graphics();
  /** the target's ring, placed by the grid in its glow layer */
  readonly glow = new Graphics();
  private readonly body = new Container();
  private readonly faces: Record<FaceName, CapFace> = { normal: new CapFace(), target: new CapFace(), error: new CapFace() };
  private readonly phase: number;
  private state: CapState = { target: false, error: false, tip: false };
  private theme!: KeyboardTheme;
  private unit = 0;
  private w = 0;
  private h = 0;
  private pressLeft = 0;

  constructor(def: KeyDef, index: number) {
    super();
    this.def = def;
    // Neighbouring keys rock out of step, like jelly.
    this.phase = index * 1.7;
    for (const face of FACE_NAMES) {
      this.faces[face].visible = face === 'normal';
      this.body.addChild(this.faces[face]);
    }
    this.addChild(this.shadow, this.body);
    this.glow.eventMode = 'none';
    this.glow.visible = false;
    this.eventMode = 'static';
    this.cursor = 'pointer';
    // Each face is drawn once into a texture (CapFace) and reused until the theme or size changes;
    // press and pulse move or scale the body, so the shown face moves as a whole.
  }

  /** Place the cap in rect (pixels) and draw it for this theme and unit size. */
  layout(rect: Rect, unit: number, theme: KeyboardTheme): void {
    this.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
    this.glow.position.copyFrom(this.position);
    this.w = rect.width;
    this.h = rect.height;
    this.unit = unit;
    this.theme = theme;
    this.hitArea = new Rectangle(-this.w / 2, -this.h / 2, this.w, this.h);
    this.rotation = 0;
    for (const face of FACE_NAMES) this.faces[face].setLegends(this.def, this.w, this.h, unit, theme.fontWeight);
    this.redraw();
  }

  setState(state: CapState): void {
    if (state.target === this.state.target && state.error === this.state.error && state.tip === this.state.tip) return;
    const tipChanged = state.tip !== this.state.tip;
    this.state = state;
    if (!this.theme) return;
    // only the normal face shows the tip marks: the others stand as drawn
    if (tipChanged) this.paintFace('normal');
    this.showFace();
  }

  /** Start the short press animation. */
  press(): void {
    this.pressLeft = PRESS_MS;
  }

  /**
   * Advance animations by dt ms; t is the running time in ms. `effects` off: the press shows no
   * motion; `ambient` off: no pulse, glow breathing or wobble (the target glows steadily).
   * Property setters only record real changes, so a cap at rest costs no frame.
   */
  animate(dt: number, t: number, effects = true, ambient = true): void {
    if (!this.theme) return;
    const depth = this.theme.key.depth * this.unit;
    this.pressLeft = effects ? Math.max(0, this.pressLeft - dt) : 0;
    const p = this.pressLeft > 0 ? Math.sin((this.pressLeft / PRESS_MS) * Math.PI) : 0;
    this.body.y = p * Math.max(depth, this.unit * 0.05);
    const pulse = ambient && this.state.target && !this.state.error ? 1 + 0.05 * Math.sin(t / 160) : 1;
    this.body.scale.set(pulse * (1 - 0.06 * p));
    this.glow.alpha = this.state.target ? (ambient ? 0.45 + 0.35 * Math.sin(t / 160) : 0.7) : 0;
    // an invisible glow is not drawn at all (alpha 0 would still be filled)
    this.glow.visible = this.state.target;
    this.rotation = ambient && this.theme.wobble ? 0.04 * Math.sin(t / 420 + this.phase) * (this.def.width > 2 ? 0.4 : 1) : 0;
    this.glow.rotation = this.rotation;
  }

  private get named(): boolean {
    return this.def.zh !== '';
  }

  private get shownFace(): FaceName {
    return this.state.error ? 'error' : this.state.target ? 'target' : 'normal';
  }

  private colours(face: FaceName): { fill: number; alpha: number; text: number; textTop: number; stroke: number; strokeWidth: number } {
    const { key, zones, text, textTop, zoneText, target, error } = this.theme;
    const sw = key.strokeWidth * this.unit;
    if (face === 'error') return { fill: error.fill, alpha: 1, text: error.text, textTop: error.text, stroke: mix(error.fill, 0, 0.35), strokeWidth: Math.max(sw, this.unit * 0.04) };
    if (face === 'target') return { fill: target.fill, alpha: 1, text: target.text, textTop: target.text, stroke: target.stroke, strokeWidth: Math.max(sw, this.unit * 0.05) };
    const base = this.named ? key.modFill : key.fill;
    const fill = zones > 0 ? mix(base, fingerColor(this.def.hand, this.def.finger), zones) : base;
    // On full finger colours, light caps (the yellow index zone) need dark legends to stay legible.
    const light = zones >= 1 && luminance(fill) > 0.68;
    const onZone = zones >= 1 && !light;
    return { fill, alpha: key.alpha, text: onZone ? zoneText : text, textTop: onZone ? zoneText : light ? text : textTop, stroke: key.stroke, strokeWidth: sw };
  }

  /** Draw every face, the ring and the shadow for the current theme and size. */
  private redraw(): void {
    const { key } = this.theme;
    const { w, h, unit } = this;
    const r = Math.min(key.radius * unit, h / 2, w / 2);
    this.glow.clear();
    const g = unit * 0.12;
    // a ring around the cap (the cap covers the rest): the layer lies above every cap
    this.glow.roundRect(-w / 2 - g / 2, -h / 2 - g / 2, w + g, h + g, r + g / 2).stroke({ color: this.theme.target.fill, alpha: 0.55, width: g });
    for (const face of FACE_NAMES) this.paintFace(face);
    this.showFace();
  }

  private paintFace(face: FaceName): void {
    const { key, tip } = this.theme;
    const c = this.colours(face);
    const paint: FacePaint = { ...c, gloss: key.gloss, radius: key.radius * this.unit, tip: face === 'normal' && this.state.tip ? tip : null };
    this.faces[face].paint(paint, this.w, this.h, this.unit);
  }

  /** Show the face the state wants, and the shadow that goes with it. */
  private showFace(): void {
    const face = this.shownFace;
    for (const name of FACE_NAMES) this.faces[name].visible = name === face;
    const { key } = this.theme;
    const { w, h, unit } = this;
    this.shadow.clear();
    if (key.depth > 0) {
      const c = this.colours(face);
      const r = Math.min(key.radius * unit, h / 2, w / 2);
      const shade = key.depthColor === 0 ? mix(c.fill, 0x000000, 0.3) : key.depthColor;
      this.shadow.roundRect(-w / 2, -h / 2 + key.depth * unit, w, h, r).fill({ color: face === 'normal' ? shade : mix(c.fill, 0, 0.35) });
    }
  }

  /** The smallest legend on the cap, CSS px (null: none shown); what tests check for legibility. */
  legendPx(): number | null {
    return this.faces.normal.legendPx();
  }
}
