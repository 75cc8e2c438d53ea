import type { AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Container, Ticker } from 'pixi.js';
import type { PinyinStats } from './pinyinParts';
import type { GameDefinition } from './game/types';

/**
 * The engine contract (DESIGN.md "The engine contract").
 * A render engine is a pure XState machine plus a Pixi scene that projects its snapshot.
 *
 * Event names follow CONVENTIONS.md (`domain.verb`); DESIGN.md's KEY, COMPOSITION, TICK, PAUSE,
 * RESUME and RESTART are input.key, input.composition, clock.tick, session.pause,
 * session.resume and session.restart.
 */
export type EngineEvent =
  /** a keydown, normalised by engines/core/input.ts; key is the produced character or a named key (Enter, Backspace, Tab, Shift…) */
  | { type: 'input.key'; key: string; code: string; timeStamp: number }
  /** committed IME text (logographic, and games whose input is 'ime') */
  | { type: 'input.composition'; text: string; timeStamp: number }
  /** the IME composition in progress (logographic only); '' when cancelled or committed */
  | { type: 'input.compositionUpdate'; text: string; timeStamp: number }
  /** frame time, games only (timeStamp in game ms: engines/core/game/types.ts) */
  | { type: 'clock.tick'; dt: number; timeStamp: number }
  /** a game round begins (after its start screen): game time 0 */
  | { type: 'game.start'; timeStamp: number }
  /** a VIP prop used in a game round (slow, life, hint): logged and replayed like a key */
  | { type: 'game.prop'; prop: string; timeStamp: number }
  | { type: 'session.pause'; timeStamp: number }
  | { type: 'session.resume'; timeStamp: number }
  | { type: 'session.restart' };

/** Events an engine emits for one-off effects (sound, flash, shake); the host maps them to views and sound. */
export type EngineEmitted =
  | { type: 'key.correct'; code: string; key: string }
  | { type: 'key.wrong'; code: string; key: string; expected: string }
  | { type: 'item.completed'; index: number; text: string }
  | { type: 'item.started'; index: number; text: string }
  | { type: 'session.finished' };

/** Per-key counts, keyed by KeyboardEvent.code (e.g. KeyA, Digit1, Numpad5). */
export type KeyCounts = Record<string, { hit: number; miss: number }>;

/** Live numbers a HUD shows while typing. */
export interface LiveStats {
  /** characters per minute (字/分) */
  cpm: number;
  /** percent, 0..100 */
  accuracy: number;
  elapsedMs: number;
  correct: number;
  wrong: number;
  /** 0..1 */
  progress: number;
}

/** What a finished session carries (the final state's output). */
export interface EngineResult {
  durationMs: number;
  correct: number;
  wrong: number;
  cpm: number;
  accuracy: number;
  keyStats: KeyCounts;
  /** typing_pinyin only: hits and misses per 声母 and 韵母 (core/pinyinParts.ts) */
  pinyinStats?: PinyinStats;
  /** filled by the host from the chapter targets (contract/scoring.ts) */
  stars: number;
  score: number;
}

/** What the keyboard and finger pointer should show next: the character to type, or a named key. */
export interface NextKey {
  /** a printable character ('a', 'A', '!', ' ') or a key name ('Enter', 'Backspace', 'NumpadEnter') */
  key: string;
}

/** Options a scene is created with; the host changes them live through scene.setOptions. */
export interface SceneOptions {
  theme: ThemeName;
  /** pinyin line visible (typing_pinyin) */
  showPinyin: boolean;
  /** HiDPI resolution the scene should render text at */
  resolution: number;
  /**
   * The host's ticker (app.ticker): animations run on it, so the host's pause freezes them and
   * its frame loop (core/render/frameLoop.ts) draws them. Ticker.shared when absent (older hosts).
   */
  ticker?: Ticker;
  /**
   * The host draws the scene's backdrop (scene.backdrop()) as a page element behind the
   * transparent canvas, so the scene leaves it out: a large flat fill costs software GL more than
   * everything else in a frame (docs/RENDERING.md).
   */
  domBackdrop?: boolean;
  /**
   * Games: how much the scene draws beyond the play itself. The game host measures frame time
   * and sets 'low' (scene.setOptions) where frames are slow (engines/core/render/qualityGovernor.ts): fewer
   * particles per burst (ParticlePool.density) and a still background. Absent means 'high'.
   * Never changes what the game shows of its rules (targets, letters, lives).
   */
  quality?: RenderQuality;
  /**
   * Chapters: the stage is read from afar (全屏 on a classroom projector). A passage then shows
   * fewer rows at a larger size, so the back row can read it. The host sets it before a resize.
   */
  farView?: boolean;
}

/** A game scene's effects quality: 'low' cuts particles and background animation. */
export type RenderQuality = 'high' | 'low';

/** A scene's flat background, for the host to draw outside GL. */
export interface SceneBackdrop {
  /** 0xRRGGBB */
  fill: number;
  edge: number;
  edgeWidth: number;
  radius: number;
}

/** Where the picture must show the cursor box for the engine's current state (stage CSS pixels). */
export interface CursorProbe {
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0xRRGGBB the box is filled with */
  color: number;
  /** the drawn size of the character at the cursor (CSS px), where the scene reports it */
  glyphPx?: number;
  /** the drawn size of the label naming the cursor's field (an invoice's 金额), where there is one */
  labelPx?: number;
}

/** A Pixi scene: a container that subscribes to the actor and draws snapshots. No rules. */
export interface EngineScene extends Container {
  /** lay the scene out in a box of this size (CSS pixels) */
  resize(width: number, height: number): void;
  setOptions(options: Partial<SceneOptions>): void;
  /** for browser tests: the cursor box the picture must show now (null: none, or not supported) */
  probe?(): CursorProbe | null;
  /** the flat background the host may draw outside GL (with options.domBackdrop) */
  backdrop?(): SceneBackdrop | null;
  /**
   * Games: the scene's bottom layers that stay still until its next resize (a sky, a lawn, a track's
   * scenery; nothing of the scene is drawn under them). A host drawing every frame paints them once
   * into a page element behind the transparent canvas and leaves them out of GL
   * (src/host/staticBackdrop.ts): on software GL their full-field quads were most of a frame.
   */
  staticBackdrop?(): StaticBackdrop | null;
}

/** What EngineScene.staticBackdrop answers: the layers (scene coordinates, drawing order) and the scene's box. */
export interface StaticBackdrop {
  layers: Container[];
  width: number;
  height: number;
  /** bumped when the scene draws those layers anew within the same box (a new passage's card) */
  version?: number;
}

export type EngineInputKind = 'keys' | 'ime' | 'numpad' | 'none';

/** What every engine has, chapter or game: a machine, its input kind, a scene, and the next key to light. */
export interface EngineBase<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  /** how the page feeds input: keydown events, IME composition, the number pad, or none (video) */
  input: EngineInputKind;
  /** the host sends clock.tick every frame (video lessons, games) */
  ticks?: boolean;
  createScene(actor: AnyActorRef, options: SceneOptions): EngineScene;
  /** the key the child should press next, or null */
  nextKey(snapshot: SnapshotFrom<TMachine>): NextKey | null;
}

/**
 * A chapter engine (engines/<name>/index.ts): a session of one chapter's activity, input
 * `{ activity }`, states ready → typing ⇄ paused → finished (engines/README.md). Games are the
 * other kind (core/game/types.ts GameDefinition): `EngineDefinition` is the union of both.
 */
export interface ChapterEngineDefinition<TMachine extends AnyStateMachine = AnyStateMachine> extends EngineBase<TMachine> {
  kind: 'chapter';
  /** finger hints make sense for this engine (off for logographic, text and invoice per SPEC.md §2 header rules) */
  fingerHintSwitch: boolean;
  /** pinyin switches (拼音, 跟读) in the chapter header */
  pinyinSwitches: boolean;
  stats(snapshot: SnapshotFrom<TMachine>): LiveStats;
  /** the result once the session is finished, else null */
  result(snapshot: SnapshotFrom<TMachine>): EngineResult | null;
}

/** Either kind of engine, told apart by `kind` ('chapter' | 'game'). */
export type EngineDefinition = ChapterEngineDefinition | GameDefinition;

export const THEMES = ['standard', 'cartoon', 'classic', 'colorful', 'glass', 'wobbly'] as const;
export type ThemeName = (typeof THEMES)[number];
export const THEME_LABELS: Record<ThemeName, string> = {
  standard: '标准',
  cartoon: '卡通',
  classic: '经典',
  colorful: '彩色',
  glass: '玻璃',
  wobbly: '摇摆',
};
