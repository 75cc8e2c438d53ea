import { Container, Graphics, Rectangle, Text, TextStyle } from 'pixi.js';
import type { KeyDef } from '../keyboard';
import type { Rect } from './keyLayout';
import { fingerColor, mix, type KeyboardTheme } from './themes';

export const KEY_FONT = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Arial Rounded MT Bold", sans-serif';

/** What a cap shows; the grid view decides it, the cap only draws it. */
export interface CapState {
  target: boolean;
  error: boolean;
  tip: boolean;
}

const PRESS_MS = 140;

/** No legend is drawn smaller than this (CSS px) while the cap is tall enough to hold it: children read these. */
export const MIN_LEGEND_PX = 12;

/** Relative luminance 0..1 of a 0xRRGGBB colour (sRGB weights, no gamma: enough to pick a legend colour). */
const luminance = (c: number): number => (0.2126 * ((c >> 16) & 0xff) + 0.7152 * ((c >> 8) & 0xff) + 0.0722 * (c & 0xff)) / 255;

/**
 * One key cap: a shadow, a body (cap, gloss, legends) and a glow ring for the target. The glow is
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
  private readonly cap = new Graphics();
  private readonly main: Text;
  private readonly top: Text;
  private readonly sub: Text;
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
    // white legends coloured by tint: a state change recolours them without rasterising the text
    // again and uploading a new texture (a key's frame changes two caps' states)
    const style = () => new TextStyle({ fontFamily: KEY_FONT, fontWeight: 'bold', fill: 0xffffff, align: 'center' });
    this.main = new Text({ text: '', style: style(), anchor: 0.5 });
    this.top = new Text({ text: '', style: style(), anchor: 0.5 });
    this.sub = new Text({ text: '', style: style(), anchor: 0.5 });
    this.body.addChild(this.cap, this.main, this.top, this.sub);
    this.addChild(this.shadow, this.body);
    this.glow.eventMode = 'none';
    this.glow.visible = false;
    this.eventMode = 'static';
    this.cursor = 'pointer';
    // The cap and its legends are drawn once into a texture and reused every frame until the
    // state, theme or size changes (press and pulse move or scale the cached picture as a whole).
    this.body.cacheAsTexture(true);
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
    this.drawLegends();
    this.redraw();
  }

  setState(state: CapState): void {
    if (state.target === this.state.target && state.error === this.state.error && state.tip === this.state.tip) return;
    this.state = state;
    if (this.theme) this.redraw();
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

  private colours(): { fill: number; alpha: number; text: number; textTop: number; stroke: number; strokeWidth: number } {
    const { key, zones, text, textTop, zoneText, target, error } = this.theme;
    const sw = key.strokeWidth * this.unit;
    if (this.state.error) return { fill: error.fill, alpha: 1, text: error.text, textTop: error.text, stroke: mix(error.fill, 0, 0.35), strokeWidth: Math.max(sw, this.unit * 0.04) };
    if (this.state.target) return { fill: target.fill, alpha: 1, text: target.text, textTop: target.text, stroke: target.stroke, strokeWidth: Math.max(sw, this.unit * 0.05) };
    const base = this.named ? key.modFill : key.fill;
    const fill = zones > 0 ? mix(base, fingerColor(this.def.hand, this.def.finger), zones) : base;
    // On full finger colours, light caps (the yellow index zone) need dark legends to stay legible.
    const light = zones >= 1 && luminance(fill) > 0.68;
    const onZone = zones >= 1 && !light;
    return { fill, alpha: key.alpha, text: onZone ? zoneText : text, textTop: onZone ? zoneText : light ? text : textTop, stroke: key.stroke, strokeWidth: sw };
  }

  private redraw(): void {
    const { key, tip } = this.theme;
    const { w, h, unit } = this;
    const r = Math.min(key.radius * unit, h / 2, w / 2);
    const c = this.colours();
    const x = -w / 2;
    const y = -h / 2;

    this.shadow.clear();
    if (key.depth > 0) {
      const shade = key.depthColor === 0 ? mix(c.fill, 0x000000, 0.3) : key.depthColor;
      this.shadow.roundRect(x, y + key.depth * unit, w, h, r).fill({ color: this.state.error || this.state.target ? mix(c.fill, 0, 0.35) : shade });
    }

    this.glow.clear();
    const g = unit * 0.12;
    // a ring around the cap (the cap covers the rest): the layer lies above every cap
    this.glow.roundRect(x - g / 2, y - g / 2, w + g, h + g, r + g / 2).stroke({ color: this.theme.target.fill, alpha: 0.55, width: g });

    this.cap.clear();
    this.cap.roundRect(x, y, w, h, r).fill({ color: c.fill, alpha: c.alpha });
    if (key.gloss > 0) {
      const inset = unit * 0.06;
      this.cap.roundRect(x + inset, y + inset, w - 2 * inset, h * 0.42, Math.max(0, r - inset)).fill({ color: 0xffffff, alpha: key.gloss });
    }
    if (c.strokeWidth > 0) this.cap.roundRect(x, y, w, h, r).stroke({ color: c.stroke, width: c.strokeWidth, alignment: 1 });
    if (this.state.tip && !this.state.target && !this.state.error) {
      // A soft dashed-looking ring and a bump bar, like the ridges on F and J.
      this.cap.roundRect(x + unit * 0.05, y + unit * 0.05, w - unit * 0.1, h - unit * 0.1, Math.max(0, r - unit * 0.05)).stroke({ color: tip, width: unit * 0.035, alpha: 0.55 });
      this.cap.roundRect(-unit * 0.15, h / 2 - unit * 0.17, unit * 0.3, unit * 0.07, unit * 0.035).fill({ color: tip, alpha: 0.9 });
    }

    this.main.tint = c.text;
    this.sub.tint = c.text;
    this.top.tint = c.textTop;
    this.body.updateCacheTexture();
  }

  /** The smallest legend on the cap, CSS px (null: none shown); what tests check for legibility. */
  legendPx(): number | null {
    const sizes = [this.main, this.top, this.sub].filter((t) => t.visible && t.text !== '').map((t) => Number(t.style.fontSize));
    return sizes.length ? Math.min(...sizes) : null;
  }

  private drawLegends(): void {
    const { def, unit, w, h } = this;
    const weight = this.theme.fontWeight;
    // at least MIN_LEGEND_PX, but never taller than the cap can hold (tiny previews)
    const set = (t: Text, text: string, size: number, x: number, y: number) => {
      t.text = text;
      t.style.fontSize = Math.max(1, Math.min(Math.max(MIN_LEGEND_PX, size), h * 0.42));
      // a long name (数字锁定 on a one-unit cap) is narrowed to stay on its cap
      const room = w * 0.94;
      if (text !== '' && t.width > room) t.style.fontSize = Number(t.style.fontSize) * (room / t.width);
      t.style.fontWeight = weight;
      t.position.set(x, y);
      t.visible = text !== '';
    };
    const letter = /^[a-z]$/.test(def.qchar);
    if (def.code === 'Space') {
      set(this.main, def.zh, unit * 0.3, 0, 0);
      set(this.top, '', 0, 0, 0);
      set(this.sub, '', 0, 0, 0);
    } else if (this.named) {
      const narrow = w < unit * 1.6;
      set(this.main, def.qchar, unit * (narrow ? 0.26 : 0.3), 0, -h * 0.19);
      set(this.sub, def.zh, unit * (narrow ? 0.24 : 0.27), 0, h * 0.22);
      set(this.top, '', 0, 0, 0);
    } else if (letter) {
      // The capital is what a real cap shows; the small letter is what it types.
      set(this.main, def.qchartop, unit * 0.5, -w * 0.06, -h * 0.06);
      set(this.sub, def.qchar, unit * 0.3, w * 0.26, h * 0.22);
      set(this.top, '', 0, 0, 0);
    } else if (def.qchartop) {
      set(this.top, def.qchartop, unit * 0.34, 0, -h * 0.22);
      set(this.main, def.qchar, unit * 0.38, 0, h * 0.2);
      set(this.sub, '', 0, 0, 0);
    } else {
      set(this.main, def.qchar, unit * 0.5, 0, 0);
      set(this.top, '', 0, 0, 0);
      set(this.sub, '', 0, 0, 0);
    }
  }
}
