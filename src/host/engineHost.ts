import { createActor, type AnyActorRef } from 'xstate';
import type { Application, Ticker } from 'pixi.js';
import { capResolution } from './PixiCanvas';
import { engineProbe } from './engineProbe';
import type { Activity } from '../../contract/levels';
import { KEY_POINTER_MIN_WIDTH } from '../../contract/constants';
import type { ChapterEngineDefinition, EngineEmitted, EngineEvent, EngineResult, LiveStats, NextKey, ThemeName } from '../../engines/core/types';
import type { CoreKit } from '../../engines/registry';
import { TEST_BUILD } from '../testBuild';

/** The settings the host follows live (a subset of src/state/settings). */
export interface HostSettings {
  keyboardTheme: ThemeName;
  showKeyboard: boolean;
  fingerHint: boolean;
  showPinyin: boolean;
  sound: boolean;
}

export interface EngineHostOptions {
  app: Application;
  kit: CoreKit;
  definition: ChapterEngineDefinition;
  activity: Activity;
  settings: HostSettings;
  /** the focused input that receives the system IME (logographic) */
  imeInput: HTMLInputElement | null;
  /** a page element behind the transparent canvas where the host draws the scene's backdrop (outside GL) */
  backdrop?: HTMLElement | null;
  /** false while a dialog covers the chapter: its keys are not typing */
  inputEnabled?(): boolean;
  /** live numbers for the HUD — written to the DOM directly, never through React state */
  onStats(stats: LiveStats): void;
  onEmitted(event: EngineEmitted): void;
  onFinished(result: EngineResult): void;
  /** the key due next, on every change (an on-screen touch keyboard lights it) */
  onNextKey?(next: NextKey | null): void;
}

export interface EngineHost {
  actor: AnyActorRef;
  send(event: EngineEvent): void;
  restart(): void;
  pause(): void;
  resume(): void;
  setSettings(settings: HostSettings): void;
  dispose(): void;
}

/**
 * Share of the canvas height the keyboard takes when it is shown: the larger part, so its legends
 * stay legible (≥ 12 px at 1366×768); the text above needs only a few lines.
 */
const KEYBOARD_SHARE = 0.6;
const GAP = 12;
/**
 * Full screen (全屏, a classroom projector): the keyboard takes more of the canvas and the hands
 * band under it shrinks, so the legends are read from the back of the room (≥ 20 px at 1920×1080);
 * the passage keeps its rows at no less than its own minimum size.
 */
const PROJECTOR_KEYBOARD_SHARE = 0.72;
const PROJECTOR_HANDS_SCALE = 0.55;
/** …and a number pad stands beside the invoice form, taking this share of the width */
const PROJECTOR_NUMPAD_SHARE = 0.4;
const projector = () => document.fullscreenElement !== null;
/** A phone held sideways (≤ 500 px tall): the drawn keyboard gets the projector's share, or it would be smaller than upright */
const sideways = () => window.innerHeight <= 500 && window.innerWidth > window.innerHeight;

/**
 * The one place where a Pixi application and an engine actor meet (DESIGN.md host/).
 * Creates the actor, the engine's scene and the keyboard panel, routes normalised input to the
 * actor, and projects every snapshot onto the keyboard and hands. React is not involved per key.
 */
export function createEngineHost(o: EngineHostOptions): EngineHost {
  const { app, kit, definition: def } = o;
  let settings = o.settings;
  const board = def.input === 'numpad' ? 'numpad' : def.input === 'ime' ? null : 'standard';
  const panel = board ? new kit.KeyboardPanel({ board, theme: settings.keyboardTheme, ticker: app.ticker }) : null;
  const sound = kit.createSound({ enabled: settings.sound });
  if (panel) app.stage.addChild(panel);

  // Render on demand, tracked explicitly (engines/core/render/frameLoop.ts, docs/RENDERING.md): the
  // stage is drawn only in frames where something changed or animates, the ticker stops while the
  // stage is at rest, and on software GL or slow frames effects are cut and resolution capped at 1.
  const loop = new kit.FrameLoop(app, { onTier: (tier) => capResolution(app, tier === 'low' ? 1 : null) });
  if (loop.tier === 'low') capResolution(app, 1);
  const wake = () => loop.invalidate();
  // What benchmarks and browser tests read back (engineProbe.ts); `run` is assigned below, read only later
  const probe = engineProbe(app, kit, loop, def, panel, () => run);
  if (TEST_BUILD) (window as unknown as { __engineProbe?: unknown }).__engineProbe = probe;

  const handsWanted = () => (def.fingerHintSwitch ? settings.fingerHint : true) && window.innerWidth > KEY_POINTER_MIN_WIDTH;

  /** One run of the engine: an actor and the scene projecting it. A finished actor ignores events, so a restart makes a new run. */
  function startRun() {
    const actor = createActor(def.machine, { input: { activity: o.activity } });
    const scene = def.createScene(actor, { theme: settings.keyboardTheme, showPinyin: settings.showPinyin, resolution: app.renderer.resolution, ticker: app.ticker, domBackdrop: !!o.backdrop });
    app.stage.addChildAt(scene, 0);
    let finished = false;
    /**
     * The finished result goes to the page (its result card: a React render of ~10 ms) after the
     * last key's picture is on screen — the next frame, then a task — so that key lands as fast as
     * any other and the card follows a frame later. A run stopped before then hands it over at once.
     */
    let owed: (() => void) | null = null;
    const handOver = () => {
      const give = owed;
      owed = null;
      give?.();
    };
    const sub = actor.subscribe((snapshot) => {
      wake();
      const next = def.nextKey(snapshot);
      panel?.showNext(next);
      o.onNextKey?.(next);
      o.onStats(def.stats(snapshot));
      const result = def.result(snapshot);
      if (result && !finished) {
        finished = true;
        owed = () => o.onFinished(result);
        requestAnimationFrame(() => setTimeout(handOver, 0));
      }
    });
    // Registered before start(): engines emit item.started for the first item on entering ready.
    const offEmitted = actor.on('*', (event: EngineEmitted) => {
      wake();
      if (event.type === 'key.correct') {
        if (event.code) panel?.view.pressed(event.code);
        if (def.input !== 'none') sound.click();
      } else if (event.type === 'key.wrong') {
        if (event.code) panel?.view.flashError(event.code);
        sound.miss();
      } else if (event.type === 'session.finished') {
        if (def.input !== 'none') sound.finish();
      }
      o.onEmitted(event);
    });
    actor.start();
    return {
      actor,
      scene,
      stop() {
        handOver();
        sub.unsubscribe();
        offEmitted.unsubscribe();
        actor.stop();
        app.stage.removeChild(scene);
        scene.destroy({ children: true });
      },
    };
  }

  let run = startRun();

  /** The scene's flat background as a page element: painted once by the browser, not per frame in GL. */
  function placeBackdrop(width: number, height: number) {
    const el = o.backdrop;
    if (!el) return;
    const b = run.scene.backdrop?.() ?? null;
    el.style.display = b ? 'block' : 'none';
    if (!b) return;
    const css = (c: number) => `#${c.toString(16).padStart(6, '0')}`;
    Object.assign(el.style, {
      left: '0px',
      top: '0px',
      width: `${width}px`,
      height: `${height}px`,
      background: css(b.fill),
      border: `${b.edgeWidth}px solid ${css(b.edge)}`,
      borderRadius: `${b.radius}px`,
    });
  }

  function layout() {
    wake();
    const { width, height } = app.screen;
    const showPanel = panel !== null && settings.showKeyboard;
    const big = projector();
    run.scene.setOptions({ farView: big });
    if (panel) {
      panel.visible = showPanel;
      panel.setHandsScale(big || sideways() ? PROJECTOR_HANDS_SCALE : 1);
      panel.setPointerVisible(handsWanted());
    }
    run.scene.position.set(0, 0);
    if (!showPanel) {
      run.scene.resize(width, height);
      placeBackdrop(width, height);
      return;
    }
    if (big && board === 'numpad') {
      // a number pad is tall and narrow: on a projector it stands beside the form, the whole height
      const panelW = Math.round(width * PROJECTOR_NUMPAD_SHARE);
      run.scene.resize(width - panelW - GAP, height);
      placeBackdrop(width - panelW - GAP, height);
      panel!.position.set(width - panelW, GAP);
      panel!.resize(panelW - GAP, height - GAP * 2);
      return;
    }
    const panelH = Math.round(height * (big || sideways() ? PROJECTOR_KEYBOARD_SHARE : KEYBOARD_SHARE));
    run.scene.resize(width, height - panelH - GAP);
    placeBackdrop(width, height - panelH - GAP);
    panel!.position.set(GAP, height - panelH);
    panel!.resize(width - GAP * 2, panelH - GAP);
  }

  const send = (event: EngineEvent) => run.actor.send(event);
  const sendInput = (event: EngineEvent) => {
    if (o.inputEnabled && !o.inputEnabled()) return;
    send(event);
  };
  const detachInput =
    def.input === 'keys' || def.input === 'numpad'
      ? kit.attachInput(window, def.input, sendInput)
      : def.input === 'ime' && o.imeInput
        ? kit.attachInput(o.imeInput, 'ime', sendInput)
        : () => {};
  const tick = (ticker: Ticker) => {
    run.actor.send({ type: 'clock.tick', dt: ticker.deltaMS, timeStamp: performance.now() });
    wake();
  };
  if (def.ticks) app.ticker.add(tick);
  const onResize = () => layout();
  app.renderer.on('resize', onResize);
  window.addEventListener('resize', onResize);
  // entering or leaving 全屏 changes the shares even where the canvas keeps its size
  document.addEventListener('fullscreenchange', onResize);
  layout();

  return {
    get actor() {
      return run.actor;
    },
    send,
    restart() {
      run.stop();
      run = startRun();
      layout();
    },
    pause: () => {
      send({ type: 'session.pause', timeStamp: performance.now() });
      loop.pause();
    },
    resume: () => {
      loop.resume();
      send({ type: 'session.resume', timeStamp: performance.now() });
    },
    setSettings(next) {
      wake();
      const before = settings;
      settings = next;
      if (next.keyboardTheme !== before.keyboardTheme) panel?.setTheme(next.keyboardTheme);
      if (next.keyboardTheme !== before.keyboardTheme || next.showPinyin !== before.showPinyin)
        run.scene.setOptions({ theme: next.keyboardTheme, showPinyin: next.showPinyin });
      if (next.keyboardTheme !== before.keyboardTheme) layout();
      if (next.sound !== before.sound) sound.setEnabled(next.sound);
      if (next.showKeyboard !== before.showKeyboard || next.fingerHint !== before.fingerHint) layout();
    },
    dispose() {
      loop.dispose();
      detachInput();
      if (def.ticks) app.ticker.remove(tick);
      app.renderer.off('resize', onResize);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('fullscreenchange', onResize);
      run.stop();
      sound.unload();
      if (panel) {
        app.stage.removeChild(panel);
        panel.destroy({ children: true });
      }
    },
  };
}
