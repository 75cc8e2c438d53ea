import { useCallback, useRef, useState } from 'react';
import type { Application } from 'pixi.js';
import type { GameDefinition, GameOutcome } from '../../../engines/core/game/types';
import type { GameProp } from '../../../engines/core/game/types';
import type { GameMode } from '../../../contract/game';
import type { CoreKit } from '../../../engines/registry';
import { PixiCanvas } from '../../host/PixiCanvas';
import { createStageHost } from '../../host/stageHost';
import { gamePolicy, type GameRound } from '../../host/gamePolicy';
import { createRealClock, type GameClock } from '../../host/gameClock';
import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import { TouchKeyboard, type TouchKeyboardHandle } from '../../ui/TouchKeyboard';
import { useKeepInView } from '../../ui/useKeepInView';
import { GameHudBar, type GameHudHandle } from './GameHudBar';
import { useStagePause } from '../../host/useStagePause';
import { exposeNextKey, manualGameClock } from './gameTestHooks';
import styles from './GameStage.module.css';

export interface GameStageProps {
  definition: GameDefinition;
  kit: CoreKit;
  level: unknown;
  seed: number;
  /** the round's mode (经典模式: 'classic') */
  mode: GameMode;
  /** props are VIP */
  vip: boolean;
  onOver(outcome: GameOutcome): void;
}

/**
 * One round on screen: the HUD, the Pixi canvas with the game's scene, and the pause veil.
 * The round starts once the canvas is ready and its first frames are drawn (StageHost.warm);
 * hiding the tab pauses it.
 */
export function GameStage(p: GameStageProps) {
  const hud = useRef<GameHudHandle>(null);
  const round = useRef<GameRound | null>(null);
  const ime = useRef<HTMLInputElement>(null);
  const touchKeys = useRef<TouchKeyboardHandle>(null);
  const focus = useCallback(() => ime.current?.focus(), []);
  // any dialog over the round pauses it and its closing resumes it, unless the child had paused it
  // themselves; hiding the tab or Escape pauses it until the child goes on (src/host/stagePause.ts)
  const stagePause = useStagePause({ hiddenTab: 'stop', escapeToggles: true, onResumed: focus });
  /** the round's actor (the HUD and the pause veil read it through useSelector), paused as its engine is */
  const { actor, paused, control } = stagePause;
  /** paused because a dialog is up over the round (issue 24): it goes on by itself when the dialog closes */
  const covered = stagePause.held;
  /** the round began (after the stage warmed): until then the canvas shows the scene at rest */
  const [started, setStarted] = useState(false);
  // touch typing (isPhone): the on-screen keyboard's taps reach the host as the keys themselves
  const touch = useSnapshot(settings).isPhone && p.definition.input !== 'ime';
  const props = useRef(p);
  props.current = p;
  useKeepInView(ime, p.definition.input === 'ime');

  const onReady = useCallback((app: Application) => {
    let lastHint: string | null = null;
    const clock: GameClock =
      manualGameClock() ??
      createRealClock((fn) => {
        app.ticker.add(fn);
        return () => void app.ticker.remove(fn);
      });
    const inputEnabled = stagePause.control.inputEnabled;
    const game = gamePolicy({
      definition: props.current.definition,
      level: props.current.level,
      seed: props.current.seed,
      mode: props.current.mode,
      clock,
      inputEnabled,
      onHud: (s) => {
        hud.current?.show(s);
        // the 提示 prop lights its key on the on-screen keyboard too (showNext only touches the DOM)
        const hint = s.props?.hintKey ?? null;
        if (hint !== lastHint) touchKeys.current?.showNext((lastHint = hint));
      },
      onOver: (o) => props.current.onOver(o),
    });
    // a game's stage: no drawn keyboard, settings the host does not follow (the scene has its own look)
    const h = createStageHost({ app, kit: props.current.kit, settings: { ...settings, showKeyboard: false }, imeInput: ime.current, inputEnabled }, game.policy);
    round.current = game.round;
    const detach = stagePause.attach(h);
    let unexpose = () => {};
    let gone = false;
    // the round starts once the scene's first frames are drawn (shaders, textures, the still
    // layers): its clock and the quality governor begin on a warm stage (issue 38)
    void h.warm().then(() => {
      if (gone) return;
      unexpose = exposeNextKey(clock, game.round, props.current.definition);
      game.round.start();
      setStarted(true);
      ime.current?.focus();
      // a dialog already up when the round begins holds it, a hidden tab pauses it (before, the round refused)
      stagePause.control.follow();
    });
    return () => {
      gone = true;
      unexpose();
      detach();
      h.dispose();
      clock.stop();
      round.current = null;
    };
  }, []);

  const onProp = useCallback((prop: GameProp) => {
    round.current?.useProp(prop);
    ime.current?.focus();
  }, []);

  return (
    <div className={styles.stage} data-round={!started ? 'ready' : paused ? 'paused' : 'playing'}>
      <GameHudBar ref={hud} vip={p.vip} onProp={onProp} actor={actor} hud={p.definition.hud}>
        <button type="button" className={`btn btn-sky ${styles.pauseBtn}`} onClick={control.toggle} data-testid="game-pause">
          {paused ? '▶ 继续' : '⏸ 暂停'}
        </button>
      </GameHudBar>
      <div className={styles.canvasBox} onClick={() => ime.current?.focus()}>
        <div className={styles.canvasLayer}>
          <PixiCanvas onReady={onReady} />
        </div>
        {p.definition.input === 'ime' && (
          // the system IME writes here (汉字 games); the scene shows what is being composed
          <input
            ref={ime}
            className={styles.imeInput}
            aria-label="用输入法在这里打字"
            placeholder="用输入法在这里打字"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            data-testid="game-ime-input"
          />
        )}
        {paused && (
          // under a dialog the veil only says why time stands still: its button must not take the dialog's focus
          <div className={styles.veil} data-testid="game-paused" data-covered={covered ? '1' : undefined}>
            <div className={styles.veilBox}>
              <h2 className={styles.veilTitle}>休息一下</h2>
              <p className={styles.veilText}>游戏已暂停，时间也停住了。</p>
              {!covered && (
                <button type="button" className="btn btn-big btn-grass" onClick={control.resume} autoFocus>
                  ▶ 继续游戏
                </button>
              )}
            </div>
          </div>
        )}
      </div>
      {touch && <TouchKeyboard ref={touchKeys} board={p.definition.input === 'numpad' ? 'numpad' : 'keys'} />}
    </div>
  );
}
