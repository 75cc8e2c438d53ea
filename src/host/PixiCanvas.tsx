import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import type { Application, ApplicationOptions } from 'pixi.js';
import { Application as PixiApplication } from '@pixi/react';
// Pixi's static uniform/ubo upload functions instead of new Function: the page's CSP has no 'unsafe-eval'
import 'pixi.js/unsafe-eval';
// the render pipes of every kind of renderable the views draw, registered before any application is
// made: a renderer lacks the pipe of a kind whose module came later (engines/core/render/renderablePipes.ts)
import '../../engines/core/render/renderablePipes';
import { softwareGL, webglIsSoftware } from '../../engines/core/render/softwareGL';
import { oneTexturePerBatch } from '../../engines/core/render/pixiInternals';
import { TEST_BUILD } from '../testBuild';

export interface PixiCanvasProps {
  /**
   * Called once the application is initialised and sized to the parent; build the scene here.
   * The returned function runs on unmount, before the application is destroyed.
   * Listen to `app.renderer.on('resize', (w, h) => …)` to follow size changes (CSS pixels).
   */
  onReady: (app: Application) => (() => void) | void;
  className?: string;
  /** canvas background; transparent when omitted */
  background?: string | number;
  /**
   * Keep the drawing buffer between frames, so a frame may redraw only the regions that changed
   * (the chapter's frame loop does: engines/core/render/partialRedraw.ts). Off by default: a page that
   * draws the whole canvas every frame (games) would pay for the kept buffer for nothing.
   */
  preserveDrawingBuffer?: boolean;
  /**
   * Draw with Canvas 2D where WebGL would run in software (engines/core/render/softwareGL.ts): a scene
   * drawn on demand (the chapters) then shows a key without the GL read-back. Off for scenes that
   * draw every frame (games), whose many moving sprites WebGL still fills faster. `?renderer=webgl`
   * or `?renderer=canvas` in the page's address overrides the choice (tests, the bench).
   */
  canvasOnSoftwareGL?: boolean;
  /**
   * On Canvas 2D, the CSS custom property holding the colour behind the canvas (e.g. '--c-bg'): the
   * canvas paints it and is opaque. Software compositing blends a transparent canvas over the page
   * in every frame that changes it; an opaque one is copied (docs/RENDERING.md).
   */
  canvasPaints?: string;
}

/** The renderer to ask Pixi for: the address's override, else Canvas 2D where wanted and WebGL is software. */
function preferred(canvasOnSoftwareGL: boolean): 'webgl' | 'canvas' {
  const asked = new URLSearchParams(location.search).get('renderer');
  if (asked === 'webgl' || asked === 'canvas') return asked;
  return canvasOnSoftwareGL && webglIsSoftware() ? 'canvas' : 'webgl';
}

const resolutionCaps = new WeakMap<Application, number>();
const refitCanvas = new WeakMap<Application, () => void>();

/**
 * Cap the canvas resolution (null: follow devicePixelRatio). The frame-rate governor caps it at 1 where
 * WebGL runs in software or frames are slow: a 2× screen has four times the pixels to fill.
 */
export function capResolution(app: Application, cap: number | null): void {
  if (cap === null) resolutionCaps.delete(app);
  else resolutionCaps.set(app, cap);
  refitCanvas.get(app)?.();
}

const fill: CSSProperties = { position: 'relative', width: '100%', height: '100%', overflow: 'hidden' };

/**
 * A pixi.js v8 Application (WebGL, or Canvas 2D where asked on software GL; sharp at devicePixelRatio) filling its parent,
 * mounted through @pixi/react's <Application>: it owns the <canvas>, init and destroy (and survives
 * StrictMode's mount–unmount–mount). The scenes stay imperative (the stage host adds them), so no
 * Pixi children are rendered through React and nothing of React runs per key or per frame; the
 * render-on-demand loop takes the ticker's rendering over as before (engines/core/render/frameLoop.ts).
 * Pixi's own resizeTo follows only window resizes, so the box, devicePixelRatio and the resolution
 * cap are followed here. No MSAA: it multiplies fill cost, which school PCs with weak integrated GPUs
 * (and software GL) pay on every frame; Pixi's shapes stay smooth at the device resolution without it.
 */
export function PixiCanvas({ onReady, className, background, preserveDrawingBuffer = false, canvasOnSoftwareGL = false, canvasPaints }: PixiCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  /** the init options, once the parent's box is known (the first layout effect) */
  const [options, setOptions] = useState<Partial<ApplicationOptions> | null>(null);
  const mounted = useRef<{ alive: boolean; dispose?: () => void }>({ alive: false });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const preference = preferred(canvasOnSoftwareGL);
    const behind = preference === 'canvas' && canvasPaints ? getComputedStyle(host).getPropertyValue(canvasPaints).trim() || undefined : undefined;
    const fillWith = background ?? behind;
    setOptions({
      preference,
      antialias: false,
      autoDensity: true,
      resolution: window.devicePixelRatio || 1,
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      backgroundAlpha: fillWith === undefined ? 0 : 1,
      background: fillWith,
      preserveDrawingBuffer,
    });
    // The application is created once per mount; a new background needs a remount (key).
  }, []);

  useEffect(() => {
    const m = { alive: true } as { alive: boolean; dispose?: () => void };
    mounted.current = m;
    return () => {
      m.alive = false;
      m.dispose?.();
    };
  }, []);

  const onInit = useCallback((app: Application) => {
    const host = hostRef.current;
    const m = mounted.current;
    // an application whose page went away while it initialised: <Application> destroys it, nothing is built on it
    if (!host || !m.alive) return;
    const canvas = app.canvas;
    canvas.dataset.renderer = app.renderer.name;
    if (softwareGL(app)) {
      canvas.dataset.gl = 'software';
      // Pixi batches up to 16 textures per draw call with a shader that picks the texture per
      // pixel; software GL pays that choice on every pixel (docs/RENDERING.md): one texture per batch
      if (app.renderer.name === 'webgl') oneTexturePerBatch(app);
    }
    Object.assign(canvas.style, { position: 'absolute', inset: '0', display: 'block', touchAction: 'manipulation' });

    const fit = () => {
      const width = Math.max(1, host.clientWidth);
      const height = Math.max(1, host.clientHeight);
      // Follows devicePixelRatio too, so moving the window to a 4K projector re-renders sharp.
      const resolution = Math.min(window.devicePixelRatio || 1, resolutionCaps.get(app) ?? Infinity);
      const r = app.renderer;
      if (r.width !== width || r.height !== height || r.resolution !== resolution) r.resize(width, height, resolution);
    };
    // A window dragged to another screen (laptop → 4K projector) changes devicePixelRatio without
    // changing the box, so ResizeObserver stays quiet: a resolution media query notices instead.
    let density: MediaQueryList | undefined;
    const onDensity = () => {
      fit();
      watchDensity();
    };
    const watchDensity = () => {
      density?.removeEventListener('change', onDensity);
      density = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      density.addEventListener('change', onDensity);
    };
    refitCanvas.set(app, fit);
    // the hook PixiJS devtools (and tests/bench/trace.ts's layer costs) look for
    if (TEST_BUILD || import.meta.env.DEV) (globalThis as unknown as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
    const observer = new ResizeObserver(fit);
    observer.observe(host);
    watchDensity();
    const built = readyRef.current(app);
    m.dispose = () => {
      // <Application> destroys the application only once its own reconciler has committed the
      // unmount, a task or more later: no frame in between draws the stage torn down below. The
      // ticker's render (TickerPlugin: ticker.add(app.render, app)) goes with it.
      app.ticker?.remove(app.render, app);
      app.ticker?.stop();
      observer.disconnect();
      density?.removeEventListener('change', onDensity);
      refitCanvas.delete(app);
      if (built) built();
      // the stage host removed what it added; <Application> destroys the application itself
      app.stage.removeChildren().forEach((c) => c.destroy({ children: true }));
    };
  }, []);

  // one element for the mount: <Application> re-applies its props on every render it gets
  // (its types predate Pixi's 'canvas' preference, which it passes on to init unchanged)
  const stage = useMemo(() => (options ? <PixiApplication {...(options as ComponentProps<typeof PixiApplication>)} onInit={onInit} /> : null), [options, onInit]);
  return (
    <div ref={hostRef} className={className} style={fill}>
      {stage}
    </div>
  );
}

export default PixiCanvas;
