import { createActor } from 'xstate';
import type { Ticker } from 'pixi.js';
import type { Activity } from '../../contract/levels';
import type { ChapterEngineDefinition, EngineEmitted, EngineEvent, EngineResult, LiveStats, NextKey } from '../../engines/core/types';
import { engineProbe } from './engineProbe';
import type { Stage, StagePolicy, StageRun } from './stageHost';
import { TEST_BUILD } from '../testBuild';
import { chapterKeyLog, type KeyLogEntry } from '../../engines/core/keyLog';
import type { ChapterRules } from '../../contract/classSettings';

export interface ChapterPolicyOptions {
  definition: ChapterEngineDefinition;
  activity: Activity;
  /** the scene's backdrop is painted by a page element behind the canvas (StageHostOptions.backdrop) */
  domBackdrop: boolean;
  /** live numbers for the HUD — written to the DOM directly, never through React state */
  onStats(stats: LiveStats): void;
  onEmitted(event: EngineEmitted): void;
  /** the result, once per run, a frame after the last key's picture (the page shows its result card) */
  onFinished(result: EngineResult): void;
  /** the key due next, on every change (an on-screen touch keyboard lights it) */
  onNextKey?(next: NextKey | null): void;
  /**
   * Every key and committed IME text sent to the engine, as a timed log entry (`ms` since the run's
   * first one; a restart begins a new log) and the event itself — what a class race or a typing
   * test sends the server to replay (engines/core/session/replayChapter.ts).
   */
  onLogged?(entry: KeyLogEntry, event: EngineEvent): void;
  /** what the child's class asks (contract/classSettings.ts); absent: nothing */
  rules?: ChapterRules;
  /**
   * The log's times leave out the time the run was paused, as the machine's typing time does
   * (engines/core/clock.ts): a chapter, scored by the server's replay of its log, which has no
   * pauses. Absent: the page's own clock (a race, a timed test, whose time runs on through a pause).
   */
  logTypingTime?: boolean;
}


/**
 * What a chapter adds to the stage host: its actor per run (a restart makes a new one), the key
 * due shown on the keyboard and hands (the finger hints), the HUD's stats, the result handed to
 * the result card, the click/miss/finish sounds, the engine's clock ticks, and the test probe.
 */
export function chapterPolicy(o: ChapterPolicyOptions): StagePolicy {
  const def = o.definition;
  let current: ReturnType<typeof startRun> | null = null;
  let sound: ReturnType<Stage['kit']['createSound']> | null = null;
  const send = (event: EngineEvent) => current?.actor?.send(event);
  /** the run's key log (engines/core/keyLog.ts), timed from its first logged event; a new one per run */
  let log: ((event: EngineEvent) => void) | null = null;
  const noBackspace = o.rules?.allowBackspace === false;
  /** keys while the session is paused are not handled by the machine, so not logged: a replay (which has no pauses) would judge them */
  const paused = () => (current?.actor?.getSnapshot() as { matches?(state: string): boolean } | undefined)?.matches?.('paused') === true;
  /** with logTypingTime: the run's time paused so far, and when the pause under way began */
  let pausedMs = 0;
  let pausedAt: number | null = null;
  const input = (event: EngineEvent) => {
    // a class that allows no 退格: the key never reaches the engine (nor a log the server replays)
    if (noBackspace && event.type === 'input.key' && event.key === 'Backspace') return;
    const logged = !paused();
    send(event);
    if (logged) log?.(pausedMs && 'timeStamp' in event ? { ...event, timeStamp: event.timeStamp - pausedMs } : event);
  };

  /** One run of the engine: an actor and the scene projecting it. A finished actor ignores events, so a restart makes a new run. */
  function startRun(s: Stage) {
    const { app, panel, wake } = s;
    const settings = s.settings();
    const actor = createActor(def.machine, { input: { activity: o.activity, ...(noBackspace ? { allowBackspace: false } : {}) } });
    const scene = def.createScene(actor, { theme: settings.keyboardTheme, showPinyin: settings.showPinyin, resolution: app.renderer.resolution, ticker: app.ticker, domBackdrop: o.domBackdrop });
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
        if (def.input !== 'none') sound?.click();
      } else if (event.type === 'key.wrong') {
        if (event.code) panel?.view.flashError(event.code);
        sound?.miss();
      } else if (event.type === 'session.finished') {
        if (def.input !== 'none') sound?.finish();
      }
      o.onEmitted(event);
    });
    actor.start();
    // engines with time of their own (the video's demonstration) step on the stage's ticker
    const tick = (ticker: Ticker) => {
      actor.send({ type: 'clock.tick', dt: ticker.deltaMS, timeStamp: performance.now() });
      wake();
    };
    if (def.ticks) app.ticker.add(tick);
    return {
      actor,
      scene,
      stop() {
        handOver();
        if (def.ticks) app.ticker.remove(tick);
        sub.unsubscribe();
        offEmitted.unsubscribe();
        actor.stop();
        app.stage.removeChild(scene);
        scene.destroy({ children: true });
      },
    };
  }

  return {
    input: def.input,
    board: def.input === 'numpad' ? 'numpad' : def.input === 'ime' ? null : 'standard',
    drawing: 'onDemand',
    farView: true,
    handsWanted: (s) => o.rules?.showHands !== false && (def.fingerHintSwitch ? s.fingerHint : true),
    start(s): StageRun {
      if (!sound) {
        sound = s.kit.createSound({ enabled: s.settings().sound });
        // what benchmarks and browser tests read back (engineProbe.ts): test builds only
        if (TEST_BUILD) (window as unknown as { __engineProbe?: unknown }).__engineProbe = engineProbe(s.app, s.kit, s.loop!, def, s.panel, () => current!);
      }
      log = o.onLogged ? chapterKeyLog(o.onLogged) : null;
      pausedMs = 0;
      pausedAt = null;
      return (current = startRun(s));
    },
    onInput: input,
    pause() {
      const now = performance.now();
      if (o.logTypingTime) pausedAt ??= now;
      send({ type: 'session.pause', timeStamp: now });
      return true;
    },
    resumed() {
      const now = performance.now();
      if (pausedAt !== null) pausedMs += Math.max(0, now - pausedAt);
      pausedAt = null;
      send({ type: 'session.resume', timeStamp: now });
    },
    settingsChanged(before, next) {
      if (next.keyboardTheme !== before.keyboardTheme || next.showPinyin !== before.showPinyin)
        current?.scene?.setOptions({ theme: next.keyboardTheme, showPinyin: next.showPinyin });
      if (next.sound !== before.sound) sound?.setEnabled(next.sound);
    },
    dispose() {
      sound?.unload();
    },
  };
}
