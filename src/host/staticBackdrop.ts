import { Point, Rectangle, UPDATE_PRIORITY, type Application, type Container } from 'pixi.js';
import type { EngineScene } from '../../engines/core/types';
import { TEST_BUILD } from '../testBuild';

declare global {
  interface Window {
    /** test builds: paint the scene's still layers in the page (true, the default) or in GL (false) — the pixel test compares both */
    __staticBackdrop?: (inPage: boolean) => void;
  }
}

/**
 * A game scene's still bottom layers (EngineScene.staticBackdrop: a sky, a lawn, a track's
 * scenery) painted once into a 2D canvas behind the transparent Pixi canvas, and left out of
 * GL (`renderable = false`): the browser shows that picture without a draw call, and software GL
 * (a school PC without a GPU driver) no longer fills the field with those quads every frame —
 * tests/bench/games.ts measured them as most of a frame. Painted again when the scene's box,
 * the device's pixel ratio change, or when the scene is replaced (a new round); a move is only a
 * restyle, and a size change of at most STRETCH_PX (a HUD line a fraction of a pixel taller: the
 * box's height rounds to one pixel less) stretches the picture instead — a repaint reads the GL
 * back synchronously, a few hundred milliseconds on a weak PC's software GL, which mid-round was a
 * burst of dropped frames (issue 38). Not on
 * Pixi's Canvas 2D renderer (its canvas is opaque). Returns a function that puts the layers back
 * in GL and removes the element.
 */
/** A picture painted for a box up to this many pixels wider or taller (or narrower) is stretched, not painted again. */
export const STRETCH_PX = 2;

/** What a painted picture depends on, bar its size: the pixel ratio, the scene's version and layers. */
const contentKey = (b: { version?: number; layers: readonly { uid: number }[] }) => `${window.devicePixelRatio}v${b.version ?? 0}#${b.layers.map((l) => l.uid).join(',')}`;

export function paintStaticBackdrop(app: Application, scene: () => Pick<EngineScene, 'staticBackdrop' | 'toGlobal'> | null): () => void {
  const host = app.canvas.parentElement;
  if (!host || (app.renderer as { name?: string }).name === 'canvas') return () => {};
  const el = document.createElement('canvas');
  el.setAttribute('aria-hidden', 'true');
  el.dataset.testid = 'static-backdrop';
  Object.assign(el.style, { position: 'absolute', pointerEvents: 'none', display: 'none' });
  host.insertBefore(el, app.canvas);
  /** what the picture shows (contentKey), the size it was painted at, and where it is placed */
  let painted = { key: '', width: 0, height: 0 };
  let placed = '';
  let hidden: Container[] = [];
  let inPage = true;
  /** how many times the picture was painted (read back from GL): the canvas's data-backdrop-paints, for tests and benches */
  let paints = 0;

  const restore = () => {
    for (const l of hidden) if (!l.destroyed) l.renderable = true;
    hidden = [];
    el.style.display = 'none';
    painted = { key: '', width: 0, height: 0 };
    placed = '';
  };

  const place = (at: Point, width: number, height: number) => {
    const where = `${at.x},${at.y} ${width}x${height}`;
    if (where === placed) return;
    placed = where;
    Object.assign(el.style, { left: `${at.x}px`, top: `${at.y}px`, width: `${width}px`, height: `${height}px` });
  };

  const paint = (s: Pick<EngineScene, 'staticBackdrop' | 'toGlobal'>) => {
    restore();
    const b = s.staticBackdrop?.();
    if (!b) return;
    painted = { key: contentKey(b), width: b.width, height: b.height };
    if (!b.layers.length || b.width < 1 || b.height < 1) return;
    const dpr = window.devicePixelRatio || 1;
    const at = s.toGlobal(new Point(0, 0));
    el.width = Math.round(b.width * dpr);
    el.height = Math.round(b.height * dpr);
    place(at, b.width, b.height);
    el.style.display = 'block';
    app.canvas.dataset.backdropPaints = String(++paints);
    const g = el.getContext('2d')!;
    g.clearRect(0, 0, el.width, el.height);
    for (const layer of b.layers) {
      if (!layer.visible) continue;
      // the scene's box in the layer's own coordinates
      const o = layer.toLocal(at);
      const frame = new Rectangle(o.x, o.y, b.width, b.height);
      const picture = app.renderer.extract.canvas({ target: layer, frame, resolution: dpr }) as HTMLCanvasElement;
      g.drawImage(picture, 0, 0, el.width, el.height);
      layer.renderable = false;
      hidden.push(layer);
    }
  };

  const onTick = () => {
    const s = scene();
    if (!s?.staticBackdrop || !inPage) return;
    const b = s.staticBackdrop();
    if (!b) {
      if (painted.key) restore();
      return;
    }
    const near = Math.abs(b.width - painted.width) <= STRETCH_PX && Math.abs(b.height - painted.height) <= STRETCH_PX;
    if (contentKey(b) !== painted.key || !near) paint(s);
    else if (hidden.length) place(s.toGlobal(new Point(0, 0)), b.width, b.height);
  };
  // before the frame is rendered (Pixi renders at UPDATE_PRIORITY.LOW), after the host's layout
  app.ticker.add(onTick, undefined, UPDATE_PRIORITY.LOW + 1);
  if (TEST_BUILD)
    window.__staticBackdrop = (on: boolean) => {
      inPage = on;
      restore();
      if (on) onTick();
      app.canvas.dataset.staticBackdrop = on ? 'page' : 'gl';
    };
  return () => {
    app.ticker.remove(onTick);
    restore();
    el.remove();
    if (TEST_BUILD) delete window.__staticBackdrop;
  };
}
