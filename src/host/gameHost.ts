import { createActor, type AnyActorRef } from 'xstate';
import type { Application } from 'pixi.js';
import type { EngineEvent, SceneOptions } from '../../engines/core/types';
import type { GameDefinition, GameHud, GameOutcome } from '../../engines/core/game/types';
import type { GameProp } from '../../engines/core/game/props';
import type { GameMode } from '../../contract/game';
import type { CoreKit } from '../../engines/registry';
import type { GameClock } from './gameClock';
import { adaptGameQuality } from './gameQuality';

export interface GameHostOptions {
  app: Application;
  kit: CoreKit;
  definition: GameDefinition;
  /** the level's data as GET game/levelDetail returns it */
  level: unknown;
  /** the round's seed from POST game/round/start */
  seed: number;
  /** the round's mode (经典模式: 'classic'), as POST game/round/start was told */
  mode?: GameMode;
  clock: GameClock;
  /** the focused text field the system IME writes into, for games whose input is 'ime' */
  imeInput?: HTMLInputElement | null;
  /** false while a dialog covers the game: its keys are not play */
  inputEnabled?(): boolean;
  /** the HUD numbers, on every change — written to the DOM directly, never through React state */
  onHud(hud: GameHud): void;
  /** once, when the machine reaches `over` */
  onOver(outcome: GameOutcome): void;
  /** the game's one-off events (sound, effects) for whoever wants them */
  onEmitted?(event: { type: string }): void;
}

export interface GameHost {
  actor: AnyActorRef;
  /** game.start at game time 0; the clock starts with it */
  start(): void;
  pause(): void;
  resume(): void;
  /** uses a prop now (game.prop at the game time): ignored while paused, over or covered by a dialog */
  useProp(prop: GameProp): void;
  readonly paused: boolean;
  dispose(): void;
}

/**
 * The game host (beside engineHost.ts, which runs chapters): one round of a game on a Pixi
 * application. It owns the game clock's link to the machine — every frame a `clock.tick` with
 * game time, every key an `input.key` stamped with game time — so the machine sees the same
 * time the key log records and the server replays. Pausing stops the clock: paused time is not
 * game time. React is never involved per frame or per key.
 */
export function createGameHost(o: GameHostOptions): GameHost {
  const { app, definition: def, clock } = o;
  const actor = createActor(def.machine, { input: { level: o.level, seed: o.seed, mode: o.mode ?? 'level' } });
  // the host's ticker goes to the scene as an extra option: scenes animate on it and stop with it
  const sceneOptions: SceneOptions & { ticker: typeof app.ticker } = {
    theme: 'cartoon',
    showPinyin: false,
    resolution: app.renderer.resolution,
    ticker: app.ticker,
  };
  const scene = def.createScene(actor, sceneOptions);
  app.stage.addChildAt(scene, 0);

  let over = false;
  let paused = false;
  const sub = actor.subscribe((snapshot) => {
    o.onHud(def.hud(snapshot));
    const outcome = def.outcome(snapshot);
    if (outcome && !over) {
      over = true;
      clock.pause();
      o.onOver(outcome);
    }
  });
  const offEmitted = actor.on('*', (event: { type: string }) => o.onEmitted?.(event));
  actor.start();

  const offFrame = clock.onFrame((now, dt) => {
    if (!over) actor.send({ type: 'clock.tick', dt, timeStamp: now } satisfies EngineEvent);
  });
  // Keys (and, for 'ime' games, committed compositions) are play, stamped with game time; a
  // composition still being typed is shown by the scene but never logged or judged.
  const sendInput = (event: EngineEvent) => {
    if (over || !clock.running) return;
    if (event.type !== 'input.key' && event.type !== 'input.composition' && event.type !== 'input.compositionUpdate') return;
    if (o.inputEnabled && !o.inputEnabled()) return;
    actor.send({ ...event, timeStamp: clock.now() });
  };
  const kind = def.input;
  const detachInput =
    kind === 'ime'
      ? o.imeInput
        ? o.kit.attachInput(o.imeInput, 'ime', sendInput)
        : () => {}
      : o.kit.attachInput(window, kind === 'numpad' ? 'numpad' : 'keys', sendInput);

  const layout = () => scene.resize(app.screen.width, app.screen.height);
  app.renderer.on('resize', layout);
  layout();
  // resolution and effects follow measured frame time; input above is untouched by it
  const stopAdapting = adaptGameQuality(app, scene);

  return {
    actor,
    start() {
      clock.start();
      actor.send({ type: 'game.start', timeStamp: 0 } satisfies EngineEvent);
    },
    pause() {
      if (over || paused || !clock.running) return;
      paused = true;
      const t = clock.now();
      clock.pause();
      actor.send({ type: 'session.pause', timeStamp: t } satisfies EngineEvent);
      app.ticker.stop();
      app.render();
    },
    resume() {
      if (over || !paused) return;
      paused = false;
      app.ticker.start();
      clock.resume();
      actor.send({ type: 'session.resume', timeStamp: clock.now() } satisfies EngineEvent);
    },
    useProp(prop) {
      if (over || paused || !clock.running || (o.inputEnabled && !o.inputEnabled())) return;
      actor.send({ type: 'game.prop', prop, timeStamp: clock.now() } satisfies EngineEvent);
    },
    get paused() {
      return paused;
    },
    dispose() {
      offFrame();
      stopAdapting();
      detachInput();
      app.renderer.off('resize', layout);
      sub.unsubscribe();
      offEmitted.unsubscribe();
      actor.stop();
      if (!app.ticker.started) app.ticker.start();
      app.stage.removeChild(scene);
      scene.destroy({ children: true });
    },
  };
}
