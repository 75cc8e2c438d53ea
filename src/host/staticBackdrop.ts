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
 * place or the device's pixel ratio change, or when the scene is replaced (a new round). Not on
 * Pixi's Canvas 2D renderer (its canvas is opaque). Returns a function that puts the layers back
 * in GL and removes the element.
 */
export function paintStaticBackdrop(app: Application, scene: () => Pick<EngineScene, 'staticBackdrop' | 'toGlobal'> | null): () => void {
  const host = app.canvas.parentElement;
  if (!host || (app.renderer as { name?: string }).name === 'canvas') return () => {};
  const el = document.createElement('canvas');
  el.setAttribute('aria-hidden', 'true');
  el.dataset.testid = 'static-backdrop';
  Object.assign(el.style, { position: 'absolute', pointerEvents: 'none', display: 'none' });
  host.insertBefore(el, app.canvas);
  let painted = '';
  let hidden: Container[] = [];
  let inPage = true;

  const restore = () => {
    for (const l of hidden) if (!l.destroyed) l.renderable = true;
    hidden = [];
    el.style.display = 'none';
    painted = '';
  };

  const paint = (s: Pick<EngineScene, 'staticBackdrop' | 'toGlobal'>, key: string) => {
    restore();
    const b = s.staticBackdrop?.();
    painted = key;
    if (!b || !b.layers.length || b.width < 1 || b.height < 1) return;
    const dpr = window.devicePixelRatio || 1;
    const at = s.toGlobal(new Point(0, 0));
    el.width = Math.round(b.width * dpr);
    el.height = Math.round(b.height * dpr);
    Object.assign(el.style, { left: `${at.x}px`, top: `${at.y}px`, width: `${b.width}px`, height: `${b.height}px`, display: 'block' });
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
    const at = s.toGlobal(new Point(0, 0));
    const key = b ? `${b.width}x${b.height}@${at.x},${at.y}*${window.devicePixelRatio}v${b.version ?? 0}#${b.layers.map((l) => l.uid).join(',')}` : '';
    if (key !== painted) paint(s, key);
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
