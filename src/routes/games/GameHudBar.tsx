import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import type { GameDefinition, GameHud } from '../../../engines/core/game/types';
import type { GameProp } from '../../../engines/core/game/types';
import { comboHudText } from '../../../engines/keys';
import { useEngineValue, type EngineActor } from '../../host/useEngineState';
import { GamePropBar, type GamePropBarHandle } from './GamePropBar';
import styles from './GameStage.module.css';

/**
 * The host writes the numbers that change every frame or key (clock, prop bar, score, combo)
 * straight into the DOM through this handle: a frame or a key never re-renders React (a React
 * commit per key measured +0.3–0.6 ms key latency at the median, docs/ARCHITECTURE.md "React and
 * the engine"). Lives change a few times a round: the bar reads them from the actor (useSelector).
 */
export interface GameHudHandle {
  show(hud: GameHud): void;
}

const clockText = (ms: number) => {
  const sec = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
};

export interface GameHudBarProps {
  children?: ReactNode;
  /** props are VIP: a non-VIP sees them locked */
  vip: boolean;
  onProp(prop: GameProp): void;
  /** the round's actor; null before the canvas is ready */
  actor: EngineActor;
  hud: GameDefinition['hud'];
}

const livesText = (lives: number) => (lives > 5 ? `❤ ×${lives}` : '❤'.repeat(Math.max(0, lives)) || '0');

export const GameHudBar = forwardRef<GameHudHandle, GameHudBarProps>(function GameHudBar({ children, vip, onProp, actor, hud }, ref) {
  const props = useRef<GamePropBarHandle>(null);
  const score = useRef<HTMLElement>(null);
  const combo = useRef<HTMLElement>(null);
  const lives = useEngineValue(actor, (s) => hud(s).lives, null);
  const time = useRef<HTMLElement>(null);
  const last = useRef<GameHud | null>(null);
  useImperativeHandle(ref, () => ({
    show(h) {
      const before = last.current;
      last.current = h;
      props.current?.show(h.props);
      if (score.current && h.score !== before?.score) score.current.textContent = String(h.score);
      if (combo.current && h.combo !== before?.combo) {
        combo.current.textContent = comboHudText(h.combo);
        combo.current.parentElement!.dataset.hot = h.combo >= 5 ? '1' : '0';
      }
      if (time.current) {
        time.current.parentElement!.hidden = h.timeLeftMs === null;
        if (h.timeLeftMs !== null) {
          const text = clockText(h.timeLeftMs);
          if (time.current.textContent !== text) time.current.textContent = text;
        }
      }
    },
  }));
  return (
    <div className={styles.hud} aria-live="off">
      <div className={styles.figure}>
        <span>得分</span>
        <b ref={score} data-testid="game-score">0</b>
      </div>
      <div className={styles.figure}>
        <span>连击</span>
        <b ref={combo} data-testid="game-combo">—</b>
      </div>
      <div className={styles.figure} hidden={lives === null}>
        <span>生命</span>
        <b className={styles.lives} data-testid="game-lives" data-lives={lives ?? undefined}>
          {lives === null ? '' : livesText(lives)}
        </b>
      </div>
      <div className={styles.figure} hidden>
        <span>时间</span>
        <b ref={time} data-testid="game-time">0:00</b>
      </div>
      <GamePropBar ref={props} vip={vip} onProp={onProp} />
      <div className={styles.hudTools}>{children}</div>
    </div>
  );
});
