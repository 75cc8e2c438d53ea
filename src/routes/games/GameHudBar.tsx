import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import type { GameHud } from '../../../engines/core/game/types';
import type { GameProp } from '../../../engines/core/game/props';
import { comboHudText } from '../../../engines/core/game/comboWords';
import { GamePropBar, type GamePropBarHandle } from './GamePropBar';
import styles from './GameStage.module.css';

/** Writes the game's live numbers straight into the DOM: a frame or a key never re-renders React. */
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
}

export const GameHudBar = forwardRef<GameHudHandle, GameHudBarProps>(function GameHudBar({ children, vip, onProp }, ref) {
  const props = useRef<GamePropBarHandle>(null);
  const score = useRef<HTMLElement>(null);
  const combo = useRef<HTMLElement>(null);
  const lives = useRef<HTMLElement>(null);
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
      if (lives.current) {
        lives.current.parentElement!.hidden = h.lives === null;
        if (h.lives !== null && h.lives !== before?.lives) {
          lives.current.textContent = h.lives > 5 ? `❤ ×${h.lives}` : '❤'.repeat(Math.max(0, h.lives)) || '0';
          lives.current.dataset.lives = String(h.lives);
        }
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
      <div className={styles.figure} hidden>
        <span>生命</span>
        <b ref={lives} className={styles.lives} data-testid="game-lives" />
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
