import { forwardRef, useCallback, useImperativeHandle, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Application } from 'pixi.js';
import { subscribe, useSnapshot } from 'valtio';
import type { Activity } from '../../../contract/levels';
import type { ChapterRules } from '../../../contract/classSettings';
import type { ChapterEngineDefinition, EngineEmitted, EngineEvent, EngineResult, LiveStats } from '../../../engines/core/types';
import type { KeyLogEntry } from '../../../engines/core/keyLog';
import { factsOf, type CoreKit } from '../../../engines/registry';
import { PixiCanvas } from '../../host/PixiCanvas';
import { createStageHost } from '../../host/stageHost';
import { chapterPolicy } from '../../host/chapterPolicy';
import { useStagePause } from '../../host/useStagePause';
import { settings, type Settings } from '../../state/settings';
import { TouchKeyboard, type TouchKeyboardHandle } from '../../ui/TouchKeyboard';
import { useKeepInView } from '../../ui/useKeepInView';
import { RotateHint } from '../../ui/RotateHint';
import { ChapterHud, type HudHandle } from './ChapterHud';
import styles from './ChapterStage.module.css';

export interface StageHandle {
  restart(): void;
  focus(): void;
  /** shows the last live figures (none yet: zeros) again, through hudStats (a typing test's speed falls while the child waits, a race's clock runs) */
  refreshHud(): void;
}

export interface ChapterStageProps {
  definition: ChapterEngineDefinition;
  kit: CoreKit;
  activity: Activity;
  unit: string;
  onEmitted(e: EngineEmitted): void;
  onFinished(result: EngineResult): void;
  /** every key and IME text the engine was sent, timed from the run's first (a race or a typing test sends it to be replayed) */
  onLogged?(entry: KeyLogEntry, event: EngineEvent): void;
  /** the page's own view of the live figures in the HUD (a typing test counts speed over the test's time, as its result does) */
  hudStats?(stats: LiveStats): LiveStats;
  /** a page-level overlay (help, result card) is open: keys are not typing */
  blocked: boolean;
  /** video: the video has ended; this (the way on) takes the place of 暂停 in the bar, never over the hands */
  videoDone?: ReactNode;
  /** video: 重播 starts the video again through the page (which forgets the finished result) */
  onReplay?(): void;
  /** what the child's class asks: no 退格, no keyboard, no hands (ChapterDetail.rules) */
  rules?: ChapterRules;
  /** a chapter scored by the server's replay of its log: the log's times leave out pauses (chapterPolicy logTypingTime) */
  logTypingTime?: boolean;
}

/** the HUD's figures before any key */
const NO_KEYS: LiveStats = { cpm: 0, accuracy: 100, elapsedMs: 0, correct: 0, wrong: 0, progress: 0 };

/** What the host follows: with touch typing the on-screen keyboard replaces the canvas one (a video keeps it). */
const hostSettings = (s: Settings, def: ChapterEngineDefinition, rules?: ChapterRules) => ({
  ...s,
  // a class that hides the keyboard hides the drawn one (a phone's touch keys stay: they are how it types)
  showKeyboard: s.showKeyboard && rules?.showKeyboard !== false && !(s.isPhone && touchBoard(def)),
});
/** The stage draws a whole keyboard picture (the video's, or the typing keyboard with touch keys off): wide, larger seen sideways. */
export const drawsWideKeyboard = (def: ChapterEngineDefinition, s: Pick<Settings, 'isPhone' | 'showKeyboard'>) =>
  def.input === 'none' || (def.input === 'keys' && !s.isPhone && s.showKeyboard);
/**
 * The IME field's caret stands still: a blinking caret makes Chrome commit a frame at every blink and
 * right after every key, which kept the page on vsync so a third of the keys waited up to a frame for
 * their own (docs/RENDERING.md, "Frames on demand"). Inline, because CSS
 * Modules would rename `manual` as if it were a keyframes name. Browsers without caret-animation blink.
 */
const STEADY_CARET = { caretAnimation: 'manual' } as CSSProperties;

const touchBoard = (def: ChapterEngineDefinition) => (def.input === 'keys' ? 'keys' : def.input === 'numpad' ? 'numpad' : null);

/**
 * The typing area: HUD, the Pixi canvas with the engine scene, keyboard and hands, and for
 * the logographic engine the focused input that receives the system IME.
 * It renders once per chapter; keystrokes go to the engine host, never through React.
 */
export const ChapterStage = forwardRef<StageHandle, ChapterStageProps>(function ChapterStage(p, ref) {
  const hud = useRef<HudHandle>(null);
  const lastStats = useRef<LiveStats | null>(null);
  const showStats = useCallback((s: LiveStats) => hud.current?.show(props.current.hudStats?.(s) ?? s), []);
  const ime = useRef<HTMLInputElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const step = useRef<HTMLSpanElement>(null);
  const steps = factsOf(p.activity).steps(p.activity);
  const props = useRef(p);
  props.current = p;
  // a dialog over the chapter (help, a question, the VIP dialog, the fingering lookup) or a hidden tab
  // holds its clock, and their going lets it go on (issue 24): time under a dialog is not typing time.
  // A video the child paused stays paused. Keys are typing only with nothing over the play.
  const stagePause = useStagePause({ hiddenTab: 'cover', blocked: () => props.current.blocked });
  const paused = stagePause.paused;
  const touchKeys = useRef<TouchKeyboardHandle>(null);
  const nextKey = useRef<string | null>(null);
  const shown = useSnapshot(settings);
  const touch = shown.isPhone;
  // logographic on a phone: the device's own IME opens over the page, the field stays above it
  useKeepInView(ime, p.definition.input === 'ime');

  useImperativeHandle(ref, () => ({
    restart() {
      stagePause.restart();
      ime.current?.focus();
    },
    focus() {
      ime.current?.focus();
    },
    refreshHud() {
      // before the first key too: a race's clock runs from its start, not from this page's first key
      showStats(lastStats.current ?? NO_KEYS);
    },
  }));

  const onReady = useCallback((app: Application) => {
    // on Canvas 2D the opaque canvas paints the page colour, and the scene its own backdrop
    const domBackdrop = app.renderer.name === 'canvas' ? null : backdrop.current;
    const policy = chapterPolicy({
      definition: props.current.definition,
      activity: props.current.activity,
      domBackdrop: !!domBackdrop,
      onStats: (s) => {
        lastStats.current = s;
        showStats(s);
      },
      onEmitted: (e) => {
        // the video's step counter is written straight into the DOM, like the HUD
        if (e.type === 'item.started' && step.current) {
          step.current.textContent = `第 ${e.index + 1} / ${steps} 步`;
          step.current.dataset.step = String(e.index + 1);
        }
        props.current.onEmitted(e);
      },
      onFinished: (r) => props.current.onFinished(r),
      onLogged: (entry, event) => props.current.onLogged?.(entry, event),
      rules: props.current.rules,
      logTypingTime: props.current.logTypingTime,
      onNextKey: (n) => {
        nextKey.current = n?.key ?? null;
        touchKeys.current?.showNext(nextKey.current);
      },
    });
    const h = createStageHost(
      {
        app,
        kit: props.current.kit,
        settings: hostSettings(settings, props.current.definition, props.current.rules),
        imeInput: ime.current,
        backdrop: domBackdrop,
        inputEnabled: stagePause.control.inputEnabled,
      },
      policy,
    );
    const detach = stagePause.attach(h);
    const unsubscribe = subscribe(settings, () => h.setSettings(hostSettings(settings, props.current.definition, props.current.rules)));
    ime.current?.focus();
    return () => {
      unsubscribe();
      detach();
      h.dispose();
    };
  }, [steps]);

  const kind = p.definition.input;
  const board = touchBoard(p.definition);
  // the keyboard mounts after the host: it asks for the key due as it appears
  const attachTouchKeys = useCallback((k: TouchKeyboardHandle | null) => {
    touchKeys.current = k;
    k?.showNext(nextKey.current);
  }, []);
  return (
    <div className={`${styles.stage} ${touch && board ? styles.touch : ''}`}>
      {kind !== 'none' && <ChapterHud ref={hud} unit={p.unit} />}
      {kind === 'none' && (
        <div className={`${styles.hud} ${styles.videoBar}`}>
          <span className={styles.videoLabel}>看小手怎么按键，再跟着练</span>
          <span ref={step} className={styles.videoStep} data-testid="video-step" data-step="0" />
          {p.videoDone ?? (
            <button
              type="button"
              className="btn btn-sky"
              onClick={stagePause.control.toggle}
              data-testid="video-toggle"
            >
              {paused ? '▶ 播放' : '⏸ 暂停'}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              if (p.onReplay) p.onReplay();
              else stagePause.restart();
            }}
          >
            ↺ 重播
          </button>
        </div>
      )}
      {/* the drawn keyboard (the video's, or the typing keyboard with touch keys off) is wide: sideways shows it larger */}
      <RotateHint wanted={drawsWideKeyboard(p.definition, shown)} text="键盘和小手会画得更大，看得更清楚" />
      <div className={styles.canvasBox} onClick={() => ime.current?.focus()}>
        <div ref={backdrop} className={styles.backdrop} aria-hidden="true" />
        <div className={styles.canvasLayer}>
          {/* a key's frame redraws only what it changed (docs/RENDERING.md, partial redraw) */}
          <PixiCanvas onReady={onReady} preserveDrawingBuffer canvasOnSoftwareGL canvasPaints="--c-bg" />
        </div>
        {kind === 'ime' && (
          <>
            <p className={styles.imeHint}>用输入法在这里打字（拼音输入法）</p>
            <input
              ref={ime}
              className={styles.imeInput}
              style={STEADY_CARET}
              aria-label="用输入法输入汉字"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              data-testid="ime-input"
            />
          </>
        )}
      </div>
      {touch && board && <TouchKeyboard ref={attachTouchKeys} board={board} />}
    </div>
  );
});
