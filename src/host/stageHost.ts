import type { AnyActorRef } from 'xstate';
import type { Application } from 'pixi.js';
import { KEY_POINTER_MIN_WIDTH } from '../../contract/constants';
import type { EngineEvent, EngineScene, ThemeName } from '../../engines/core/types';
import type { CoreKit } from '../../engines/registry';
import { adaptEveryFrame, applyQualityStep } from './quality';
import { roomOf, stageLayout } from './stageLayout';
import { steppedDrawing } from './steppedDrawing';

/** The settings a stage follows live (a subset of src/state/settings). */
export interface HostSettings {
  keyboardTheme: ThemeName;
  showKeyboard: boolean;
  fingerHint: boolean;
  showPinyin: boolean;
  sound: boolean;
}

export type FrameLoop = InstanceType<CoreKit['FrameLoop']>;
export type KeyboardPanel = InstanceType<CoreKit['KeyboardPanel']>;

/** What a policy gets to build a run with: the stage's shared parts. */
export interface Stage {
  app: Application;
  kit: CoreKit;
  /** the drawn keyboard and hands, when the policy asked for a board */
  panel: KeyboardPanel | null;
  /** the render-on-demand loop (policy.drawing 'onDemand'), else null: the ticker draws every frame */
  loop: FrameLoop | null;
  settings(): HostSettings;
  /** something changed: draw the next frame (no-op when every frame is drawn anyway) */
  wake(): void;
}

/** One run of an engine on the stage: its actor and the scene projecting it. A restart makes a new one. */
export interface StageRun {
  actor: AnyActorRef | null;
  scene: EngineScene | null;
  stop(): void;
}

/**
 * Where a chapter, a game and the fingering lookup differ (chapterPolicy.ts, gamePolicy.ts,
 * lookupPolicy.ts). The stage host does the rest the same way for all of them.
 */
export interface StagePolicy {
  /** where input comes from: window keys, the number pad, the IME field, or nowhere */
  input: 'keys' | 'numpad' | 'ime' | 'none';
  /** the drawn keyboard panel, if any */
  board: 'standard' | 'numpad' | null;
  /**
   * 'onDemand': the frame loop draws only what changed (chapters); 'everyFrame': the ticker draws
   * every frame, the governor adapts quality (games); 'plain': the ticker draws every frame at full
   * quality (the fingering lookup: a still board, nothing to adapt); 'stepped': drawn once after
   * each step of a clock that moves in steps (a game on the test build's manual clock, `steps`)
   * and after a key, at full quality, the ticker's time being the clock's (steppedDrawing.ts)
   */
  drawing: 'onDemand' | 'everyFrame' | 'plain' | 'stepped';
  /** 'stepped' drawing: hooks `draw` to the clock's steps (draw(ms) after each); returns the unhook */
  onSteps?(draw: (ms: number) => void): () => void;
  /** the stage is the board alone, no run (the fingering lookup): the panel takes the whole canvas */
  boardOnly?: boolean;
  /** the scene takes the far view on a projector (the chapter scenes read it) */
  farView?: boolean;
  /** the hands are wanted by the settings (default: yes); the host hides them on narrow screens */
  handsWanted?(settings: HostSettings): boolean;
  /** build a run (actor and scene) on the stage; null for a stage without an engine */
  start(stage: Stage): StageRun | null;
  /** a normalised input event, already let through by inputEnabled */
  onInput(event: EngineEvent): void;
  /** asked before pausing: false refuses (a game already over); then the policy pauses its actor and clock */
  pause?(): boolean;
  /** asked before resuming: false refuses; `resumed` runs after the drawing started again */
  mayResume?(): boolean;
  resumed?(): void;
  settingsChanged?(before: HostSettings, next: HostSettings): void;
  /** after the last run stopped (the stage is going away) */
  dispose?(): void;
}

export interface StageHostOptions {
  app: Application;
  kit: CoreKit;
  settings: HostSettings;
  /** the focused input that receives the system IME (policy.input 'ime') */
  imeInput?: HTMLInputElement | null;
  /** a page element behind the transparent canvas where the scene's flat backdrop is painted (outside GL) */
  backdrop?: HTMLElement | null;
  /** false while a dialog covers the stage: its keys are not typing */
  inputEnabled?(): boolean;
}

export interface StageHost {
  readonly actor: AnyActorRef | null;
  readonly panel: KeyboardPanel | null;
  readonly loop: FrameLoop | null;
  restart(): void;
  /** resolves when the stage's first frames are drawn and calm (quality.ts Adapting.warm): start a round after it */
  warm(): Promise<void>;
  /** true when it paused (the policy took it: a game before its start or after its end refuses) */
  pause(): boolean;
  resume(): void;
  setSettings(settings: HostSettings): void;
  dispose(): void;
}

/**
 * The one place where a Pixi application and an engine actor meet (DESIGN.md host/), for chapters,
 * games and the fingering lookup alike: it creates the keyboard panel and the run (through the
 * policy), lays them out (stageLayout.ts), routes normalised input, drives the frame loop or the
 * every-frame governor, and pauses, restarts and disposes. React is not involved per key.
 */
export function createStageHost(o: StageHostOptions, policy: StagePolicy): StageHost {
  const { app, kit } = o;
  let settings = o.settings;
  const panel = policy.board ? new kit.KeyboardPanel({ board: policy.board, theme: settings.keyboardTheme, ticker: app.ticker }) : null;
  if (panel) app.stage.addChild(panel);

  // Chapters: render on demand, tracked explicitly (engines/core/render/frameLoop.ts): drawn only in
  // frames where something changed, the ticker stopped at rest; its governor's low tier cuts effects
  // and caps resolution. Games draw every frame, and the same governor (game tuning) adapts quality.
  let run: StageRun | null = null;
  const loop = policy.drawing === 'onDemand' ? new kit.FrameLoop(app, { onTier: () => applyQualityStep(app, loop!.governor, null) }) : null;
  if (loop) applyQualityStep(app, loop.governor, null);
  const stepped = policy.drawing === 'stepped' ? steppedDrawing(app) : null;
  const wake = () => (stepped ? stepped.request() : loop?.invalidate());
  const stage: Stage = { app, kit, panel, loop, settings: () => settings, wake };

  run = policy.start(stage);
  // a stepped stage's frames are not timed by the display: its still layers go in the page, its quality stays the best
  const everyFrame = policy.drawing === 'everyFrame' || stepped !== null;
  const adapting = everyFrame ? adaptEveryFrame(app, () => run?.scene ?? null, { governed: !stepped }) : null;
  const offSteps = (stepped && policy.onSteps?.((ms) => stepped.request(ms))) || (() => {});

  /** The scene's flat background as a page element: painted once by the browser, not per frame in GL. */
  function placeBackdrop(width: number, height: number) {
    const el = o.backdrop;
    if (!el) return;
    const b = run?.scene?.backdrop?.() ?? null;
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
    const room = roomOf();
    const l = stageLayout({ width, height, board: policy.board, showKeyboard: settings.showKeyboard, boardOnly: policy.boardOnly, ...room });
    const scene = run?.scene;
    if (scene && l.scene) {
      if (policy.farView) scene.setOptions({ farView: l.farView });
      scene.position.set(l.scene.x, l.scene.y);
      scene.resize(l.scene.width, l.scene.height);
      placeBackdrop(l.scene.width, l.scene.height);
    }
    if (panel) {
      panel.visible = l.panel !== null;
      panel.setHandsScale(l.handsScale);
      // SPEC §2 hides the hands on narrow screens, where the keys are typed: a video lesson is there to
      // show them ("看小手怎么按键"), so it keeps them on a phone held upright too (issue 40)
      const roomForHands = policy.input === 'none' || window.innerWidth > KEY_POINTER_MIN_WIDTH;
      panel.setPointerVisible((policy.handsWanted?.(settings) ?? true) && roomForHands);
      if (l.panel) {
        panel.position.set(l.panel.x, l.panel.y);
        panel.resize(l.panel.width, l.panel.height);
      }
    }
  }

  const routeInput = (event: EngineEvent) => {
    if (o.inputEnabled && !o.inputEnabled()) return;
    policy.onInput(event);
    stepped?.request();
  };
  const detachInput =
    policy.input === 'keys' || policy.input === 'numpad'
      ? kit.attachInput(window, policy.input, routeInput)
      : policy.input === 'ime' && o.imeInput
        ? kit.attachInput(o.imeInput, 'ime', routeInput)
        : () => {};
  const onResize = () => layout();
  app.renderer.on('resize', onResize);
  window.addEventListener('resize', onResize);
  // entering or leaving 全屏 changes the shares even where the canvas keeps its size
  document.addEventListener('fullscreenchange', onResize);
  layout();

  return {
    get actor() {
      return run?.actor ?? null;
    },
    panel,
    loop,
    restart() {
      run?.stop();
      run = policy.start(stage);
      layout();
    },
    warm: () => adapting?.warm() ?? Promise.resolve(),
    pause() {
      if (policy.pause && !policy.pause()) return false;
      if (loop) loop.pause();
      else if (stepped) stepped.request();
      else {
        app.ticker.stop();
        app.render();
      }
      return true;
    },
    resume() {
      if (policy.mayResume && !policy.mayResume()) return;
      if (loop) loop.resume();
      else if (stepped) stepped.request();
      else app.ticker.start();
      policy.resumed?.();
    },
    setSettings(next) {
      wake();
      const before = settings;
      settings = next;
      if (next.keyboardTheme !== before.keyboardTheme) panel?.setTheme(next.keyboardTheme);
      policy.settingsChanged?.(before, next);
      if (next.keyboardTheme !== before.keyboardTheme || next.showKeyboard !== before.showKeyboard || next.fingerHint !== before.fingerHint) layout();
    },
    dispose() {
      loop?.dispose();
      offSteps();
      stepped?.dispose();
      adapting?.stop();
      detachInput();
      app.renderer.off('resize', onResize);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('fullscreenchange', onResize);
      run?.stop();
      run = null;
      policy.dispose?.();
      if (!loop && !app.ticker.started) app.ticker.start();
      if (panel) {
        app.stage.removeChild(panel);
        panel.destroy({ children: true });
      }
    },
  };
}
