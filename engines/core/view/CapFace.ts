import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { KeyDef } from '../keyboard';

export const KEY_FONT = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Arial Rounded MT Bold", sans-serif';

/** No legend is drawn smaller than this (CSS px) while the cap is tall enough to hold it: children read these. */
export const MIN_LEGEND_PX = 12;
/**
 * Below this key unit (CSS px: a board under ~450 px wide, a phone held upright) a cap shows one
 * legend, centred and as large as the cap allows — the capital, the digit, the Chinese name without
 * 键 — instead of two or three that each came out 7 px and unreadable (issue 40, the video lesson).
 */
export const COMPACT_UNIT_PX = 30;

/** How a face is painted: its fill, rim and legend colours, and the tip marks (home-row bumps). */
export interface FacePaint {
  fill: number;
  alpha: number;
  text: number;
  textTop: number;
  stroke: number;
  strokeWidth: number;
  gloss: number;
  radius: number;
  /** tip marks in this colour, or null */
  tip: number | null;
}

/**
 * One face of a key cap (normal, target or error): the cap shape, its gloss and its legends,
 * drawn once into a texture. A cap keeps one face per state and shows the one its state wants, so
 * a key becoming the target (every keystroke moves the target) swaps which cached picture shows
 * instead of rendering a texture again — on software GL a texture re-render is most of a key's frame.
 */
export class CapFace extends Container {
  private readonly cap = new Graphics();
  private readonly main: Text;
  private readonly top: Text;
  private readonly sub: Text;

  constructor() {
    super();
    // white legends coloured by tint: one rasterised text serves every face
    const style = () => new TextStyle({ fontFamily: KEY_FONT, fontWeight: 'bold', fill: 0xffffff, align: 'center' });
    this.main = new Text({ text: '', style: style(), anchor: 0.5 });
    this.top = new Text({ text: '', style: style(), anchor: 0.5 });
    this.sub = new Text({ text: '', style: style(), anchor: 0.5 });
    this.addChild(this.cap, this.main, this.top, this.sub);
    this.cacheAsTexture(true);
  }

  /** Draw the face for a cap of w × h (centred on the origin) at this unit size. */
  paint(p: FacePaint, w: number, h: number, unit: number): void {
    const r = Math.min(p.radius, h / 2, w / 2);
    const x = -w / 2;
    const y = -h / 2;
    this.cap.clear();
    this.cap.roundRect(x, y, w, h, r).fill({ color: p.fill, alpha: p.alpha });
    if (p.gloss > 0) {
      const inset = unit * 0.06;
      this.cap.roundRect(x + inset, y + inset, w - 2 * inset, h * 0.42, Math.max(0, r - inset)).fill({ color: 0xffffff, alpha: p.gloss });
    }
    if (p.strokeWidth > 0) this.cap.roundRect(x, y, w, h, r).stroke({ color: p.stroke, width: p.strokeWidth, alignment: 1 });
    if (p.tip !== null) {
      // A soft dashed-looking ring and a bump bar, like the ridges on F and J.
      this.cap.roundRect(x + unit * 0.05, y + unit * 0.05, w - unit * 0.1, h - unit * 0.1, Math.max(0, r - unit * 0.05)).stroke({ color: p.tip, width: unit * 0.035, alpha: 0.55 });
      this.cap.roundRect(-unit * 0.15, h / 2 - unit * 0.17, unit * 0.3, unit * 0.07, unit * 0.035).fill({ color: p.tip, alpha: 0.9 });
    }
    this.main.tint = p.text;
    this.sub.tint = p.text;
    this.top.tint = p.textTop;
    this.updateCacheTexture();
  }

  /** The smallest legend, CSS px (null: none shown); what tests check for legibility. */
  legendPx(): number | null {
    const sizes = [this.main, this.top, this.sub].filter((t) => t.visible && t.text !== '').map((t) => Number(t.style.fontSize));
    return sizes.length ? Math.min(...sizes) : null;
  }

  /** Lay out the legends of this key for a cap of w × h at this unit size. */
  setLegends(def: KeyDef, w: number, h: number, unit: number, weight: TextStyle['fontWeight']): void {
    // at least MIN_LEGEND_PX, but never taller than the cap can hold (tiny previews); a legend
    // alone on its cap may take more of its height than one of two
    const set = (t: Text, text: string, size: number, x: number, y: number, ofHeight = 0.42) => {
      t.text = text;
      t.style.fontSize = Math.max(1, Math.min(Math.max(MIN_LEGEND_PX, size), h * ofHeight));
      // a label wider than its cap (Backspace 退格键 on a small board) is narrowed to stay on it
      const room = w * 0.94;
      if (text !== '' && t.width > room) t.style.fontSize = Number(t.style.fontSize) * (room / t.width);
      t.style.fontWeight = weight;
      t.position.set(x, y);
      t.visible = text !== '';
    };
    const letter = /^[a-z]$/.test(def.qchar);
    if (unit < COMPACT_UNIT_PX) {
      // 退格键 → 退格, 大写锁定 → 大写: two characters read at this size, four on two lines did not
      const zh = def.zh.replace(/键$/, '').slice(0, 2);
      set(this.main, zh || (letter ? def.qchartop : def.qchar), unit * 0.6, 0, 0, 0.6);
      set(this.top, '', 0, 0, 0);
      set(this.sub, '', 0, 0, 0);
    } else if (def.code === 'Space') {
      set(this.main, def.zh, unit * 0.3, 0, 0);
      set(this.top, '', 0, 0, 0);
      set(this.sub, '', 0, 0, 0);
    } else if (def.zh !== '') {
      const narrow = w < unit * 1.6;
      if (narrow && def.zh.length >= 4) {
        // a long name on a one-unit cap (数字锁定) would shrink below MIN_LEGEND_PX beside its
        // English one: the Chinese name alone, on two lines, is what a child reads
        const half = Math.ceil(def.zh.length / 2);
        set(this.main, `${def.zh.slice(0, half)}\n${def.zh.slice(half)}`, unit * 0.26, 0, 0);
        set(this.sub, '', 0, 0, 0);
      } else {
        set(this.main, def.qchar, unit * (narrow ? 0.26 : 0.3), 0, -h * 0.19);
        set(this.sub, def.zh, unit * (narrow ? 0.24 : 0.27), 0, h * 0.22);
      }
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
