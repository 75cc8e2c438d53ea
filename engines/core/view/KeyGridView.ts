import { Container, FillGradient, Graphics, Ticker } from 'pixi.js';
import { ambientOn, effectsOn, keepTicking } from '../render/frameLoop';
import { WRONG_KEY_MS } from '../../../contract/constants';
import { strokeFor, type KeyDef } from '../keyboard';
import type { NextKey, ThemeName } from '../types';
import { FlashTimers } from './flashTimers';
import { KeyCap } from './KeyCap';
import { layoutKeys, type KeyLayout, type Rect } from './keyLayout';
import { KEYBOARD_THEMES } from './themes';

export interface KeyGridOptions {
  theme?: ThemeName;
  /** the ticker that drives animations and the error timer (default: Ticker.shared) */
  ticker?: Ticker;
}

/**
 * A board of key caps with the display states every engine needs: target (+ its Shift), error
 * for WRONG_KEY_MS, tips, presses, six themes. A projection: it is told what to show, never decides.
 * Emits 'keytap' (key_id) when a cap is clicked or tapped.
 * KeyboardView and NumpadView are this grid with their key sets.
 */
export class KeyGridView extends Container {
  readonly keys: readonly KeyDef[];
  readonly board: 'standard' | 'numpad';
  private readonly plate = new Graphics();
  /** every cap's target ring, above all caps (KeyCap.glow) */
  private readonly glows = new Container();
  private readonly caps = new Map<string, KeyCap>();
  private readonly ticker: Ticker;
  private themeName: ThemeName;
  private lay: KeyLayout;
  private targets = new Set<string>();
  private tips = new Set<string>();
  /** keys shown red, counted down on the ticker */
  private readonly errors = new FlashTimers(WRONG_KEY_MS);
  private time = 0;
  private size = { width: 0, height: 0 };

  constructor(keys: readonly KeyDef[], board: 'standard' | 'numpad', options: KeyGridOptions = {}) {
    super();
    this.keys = keys;
    this.board = board;
    this.themeName = options.theme ?? 'standard';
    this.ticker = options.ticker ?? Ticker.shared;
    this.lay = layoutKeys(keys, 0, 0);
    this.addChild(this.plate);
    // the board plate (gradient, shadow, rim) is drawn once and reused until a resize or theme change
    this.plate.cacheAsTexture(true);
    keys.forEach((def, i) => {
      const cap = new KeyCap(def, i);
      cap.on('pointertap', () => this.emit('keytap', def.key_id));
      this.caps.set(def.key_id, cap);
      this.addChild(cap);
      this.glows.addChild(cap.glow);
    });
    this.glows.eventMode = 'none';
    this.addChild(this.glows);
    this.ticker.add(this.tick, this);
  }

  get theme(): ThemeName {
    return this.themeName;
  }

  /** Where the caps are, in this view's coordinates. */
  get layout(): KeyLayout {
    return this.lay;
  }

  /** The rectangle of a key in this view's coordinates, or null. */
  keyRect(key_id: string): Rect | null {
    return this.lay.keys.get(key_id) ?? null;
  }

  /** Lay the board out in width × height CSS pixels, keeping its aspect; everything is redrawn, not scaled. */
  resize(width: number, height: number): void {
    this.size = { width, height };
    this.lay = layoutKeys(this.keys, width, height);
    this.redraw();
  }

  setTheme(name: ThemeName): void {
    if (name === this.themeName) return;
    this.themeName = name;
    this.redraw();
  }

  /** Highlight the next key (null: none); shiftKeyId also lights the Shift to hold. */
  setTarget(key_id: string | null, shiftKeyId: string | null = null): void {
    this.targets = new Set([key_id, shiftKeyId].filter((k): k is string => !!k && this.caps.has(k)));
    this.refreshStates();
  }

  /** Highlight what the engine says comes next: the key for a character or key name, and its Shift. */
  showNext(next: NextKey | null): void {
    const stroke = next ? strokeFor(next.key, this.board) : null;
    this.setTarget(stroke?.key.key_id ?? null, stroke?.shiftKey?.key_id ?? null);
  }

  /** Turn a key red for WRONG_KEY_MS (ticker time, so it pauses with the ticker). */
  flashError(key_id: string): void {
    if (!this.caps.has(key_id)) return;
    this.errors.flash(key_id);
    this.refreshStates();
  }

  /** Soft marks on these keys (home-row bumps, the keys of the lesson). */
  setTip(key_ids: readonly string[]): void {
    this.tips = new Set(key_ids);
    this.refreshStates();
  }

  /** A short press animation on a key. */
  pressed(key_id: string): void {
    this.caps.get(key_id)?.press();
  }

  /** The smallest legend on the board, CSS px (for tests: children must be able to read every cap). */
  minLegendPx(): number | null {
    const sizes = [...this.caps.values()].map((c) => c.legendPx()).filter((n): n is number => n !== null);
    return sizes.length ? Math.min(...sizes) : null;
  }

  /** True while the key shows the error colour (for tests and the host). */
  isError(key_id: string): boolean {
    return this.errors.has(key_id);
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    try {
      this.ticker.remove(this.tick, this);
    } catch {
      // The application destroys its ticker before its stage: nothing left to unhook.
    }
    super.destroy(options ?? { children: true });
  }

  private tick(ticker: Ticker): void {
    const dt = ticker.deltaMS;
    this.time += dt;
    if (this.errors.size > 0 && this.errors.advance(dt)) this.refreshStates();
    // a key stays red with nothing moving: the loop must not sleep before it turns back
    if (this.errors.size > 0) keepTicking(this.ticker);
    const effects = effectsOn(this.ticker);
    const ambient = ambientOn(this.ticker);
    for (const cap of this.caps.values()) cap.animate(dt, this.time, effects, ambient);
  }

  private refreshStates(): void {
    for (const [id, cap] of this.caps) {
      cap.setState({ target: this.targets.has(id), error: this.errors.has(id), tip: this.tips.has(id) });
    }
  }

  private redraw(): void {
    const theme = KEYBOARD_THEMES[this.themeName];
    const { board, unit } = this.lay;
    const b = theme.board;
    this.plate.clear();
    if (unit <= 0) return;
    const gradient = new FillGradient({
      type: 'linear', start: { x: 0, y: 0 }, end: { x: 0.3, y: 1 }, textureSpace: 'local',
      colorStops: [{ offset: 0, color: b.fill }, { offset: 1, color: b.fill2 }],
    });
    const r = b.radius * unit;
    // A soft drop shadow under the board so it sits on the page like an object.
    this.plate.roundRect(board.x, board.y + unit * 0.12, board.width, board.height, r).fill({ color: 0x000000, alpha: 0.12 });
    this.plate.roundRect(board.x, board.y, board.width, board.height, r).fill(gradient);
    this.plate.roundRect(board.x, board.y, board.width, board.height, r).stroke({ color: b.stroke, width: b.strokeWidth * unit, alignment: 1 });
    this.plate.updateCacheTexture();
    for (const [id, cap] of this.caps) cap.layout(this.lay.keys.get(id)!, unit, theme);
    this.refreshStates();
  }

  /** The size last given to resize. */
  get box(): { width: number; height: number } {
    return this.size;
  }
}
