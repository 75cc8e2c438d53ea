import { createActor, type AnyActorRef } from 'xstate';
import type { EngineEvent, SceneOptions } from '../../engines/core/types';
import type { GameDefinition, GameHud, GameOutcome } from '../../engines/core/game/types';
import type { GameProp } from '../../engines/core/game/types';
import type { GameMode } from '../../contract/game';
import type { GameClock } from './gameClock';
import type { StagePolicy } from './stageHost';

export interface GamePolicyOptions {
  definition: GameDefinition;
  /** the level's data as GET game/levelDetail returns it */
  level: unknown;
  /** the round's seed from POST game/round/start */
  seed: number;
  /** the round's mode (经典模式: 'classic'), as POST game/round/start was told */
  mode?: GameMode;
  clock: GameClock;
  /** the HUD numbers, on every change — written to the DOM directly, never through React state */
  onHud(hud: GameHud): void;
  /** once, when the machine reaches `over` */
  onOver(outcome: GameOutcome): void;
  /** the game's one-off events (sound, effects) for whoever wants them */
  onEmitted?(event: { type: string }): void;
  /** false while a dialog covers the game: a prop is not used then (keys are gated by the host) */
  inputEnabled?(): boolean;
}

/** A round's controls beside the stage host's: the start and the props. */
export interface GameRound {
  readonly actor: AnyActorRef | null;
  /** game.start at game time 0; the clock starts with it */
  start(): void;
  /** uses a prop now (game.prop at the game time): ignored while paused, over or covered by a dialog */
  useProp(prop: GameProp): void;
  readonly paused: boolean;
}

/**
 * What a game adds to the stage host: one round's actor, the game clock's link to it — every frame
 * a `clock.tick` with game time, every key an `input.key` stamped with game time — so the machine
 * sees the same time the key log records and the server replays; the HUD and the outcome; props;
 * IME compositions. Pausing stops the clock: paused time is not game time. A game has no restart
 * (a new round is a new page state) and is drawn every frame (on the manual clock: after each step).
 */
export function gamePolicy(o: GamePolicyOptions): { policy: StagePolicy; round: GameRound } {
  const { definition: def, clock } = o;
  let actor: AnyActorRef | null = null;
  let over = false;
  let paused = false;
  const send = (event: EngineEvent) => actor?.send(event);

  const policy: StagePolicy = {
    input: def.input === 'ime' ? 'ime' : def.input === 'numpad' ? 'numpad' : 'keys',
    board: null,
    // a clock that moves in steps (the test build's manual clock) has its frames drawn after each step
    drawing: clock.onStep ? 'stepped' : 'everyFrame',
    onSteps: clock.onStep ? (draw) => clock.onStep!(draw) : undefined,
    start({ app }) {
      const a = createActor(def.machine, { input: { level: o.level, seed: o.seed, mode: o.mode ?? 'level' } });
      actor = a;
      // the host's ticker goes to the scene as an extra option: scenes animate on it and stop with it
      const sceneOptions: SceneOptions & { ticker: typeof app.ticker } = { theme: 'cartoon', showPinyin: false, resolution: app.renderer.resolution, ticker: app.ticker };
      const scene = def.createScene(a, sceneOptions);
      app.stage.addChildAt(scene, 0);
      const sub = a.subscribe((snapshot) => {
        o.onHud(def.hud(snapshot));
        const outcome = def.outcome(snapshot);
        if (outcome && !over) {
          over = true;
          clock.pause();
          o.onOver(outcome);
        }
      });
      const offEmitted = a.on('*', (event: { type: string }) => o.onEmitted?.(event));
      a.start();
      const offFrame = clock.onFrame((now, dt) => {
        if (!over) a.send({ type: 'clock.tick', dt, timeStamp: now } satisfies EngineEvent);
      });
      return {
        actor: a,
        scene,
        stop() {
          offFrame();
          sub.unsubscribe();
          offEmitted.unsubscribe();
          a.stop();
          app.stage.removeChild(scene);
          scene.destroy({ children: true });
        },
      };
    },
    // Keys (and, for 'ime' games, committed compositions) are play, stamped with game time; a
    // composition still being typed is shown by the scene but never logged or judged.
    onInput(event) {
      if (over || !clock.running) return;
      if (event.type !== 'input.key' && event.type !== 'input.composition' && event.type !== 'input.compositionUpdate') return;
      send({ ...event, timeStamp: clock.now() });
    },
    pause() {
      if (over || paused || !clock.running) return false;
      paused = true;
      const t = clock.now();
      clock.pause();
      send({ type: 'session.pause', timeStamp: t } satisfies EngineEvent);
      return true;
    },
    mayResume: () => !over && paused,
    resumed() {
      paused = false;
      clock.resume();
      send({ type: 'session.resume', timeStamp: clock.now() } satisfies EngineEvent);
    },
  };

  const round: GameRound = {
    get actor() {
      return actor;
    },
    start() {
      clock.start();
      send({ type: 'game.start', timeStamp: 0 } satisfies EngineEvent);
    },
    useProp(prop) {
      if (over || paused || !clock.running || (o.inputEnabled && !o.inputEnabled())) return;
      send({ type: 'game.prop', prop, timeStamp: clock.now() } satisfies EngineEvent);
    },
    get paused() {
      return paused;
    },
  };
  return { policy, round };
}
