import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import type { GameDefinition, GameHud } from '../../../engines/core/game/types';
import type { GameProp } from '../../../engines/core/game/props';
import { comboHudText } from '../../../engines/core/game/comboWords';
import { useEngineValue, type EngineActor } from '../../host/useEngineState';
import { GamePropBar, type GamePropBarHandle } from './GamePropBar';
import styles from './GameStage.module.css';

/**
 * The game's clock and prop bar change every frame: the host writes them straight into the DOM
 * through this handle, so a frame never re-renders React. Score, combo and lives change at most
 * once a key: the bar reads them from the actor through useSelector.
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

/** What React shows of the HUD: re-rendered only when one of these changes. */
const FIGURES_START = { score: 0, combo: 0, lives: null as number | null };
const figuresOf = (h: GameHud) => ({ score: h.score, combo: h.combo, lives: h.lives });

const livesText = (lives: number) => (lives > 5 ? `❤ ×${lives}` : '❤'.repeat(Math.max(0, lives)) || '0');

export const GameHudBar = forwardRef<GameHudHandle, GameHudBarProps>(function GameHudBar({ children, vip, onProp, actor, hud }, ref) {
  const props = useRef<GamePropBarHandle>(null);
  const time = useRef<HTMLElement>(null);
  const f = useEngineValue(actor, (s) => figuresOf(hud(s)), FIGURES_START);
  useImperativeHandle(ref, () => ({
    show(h) {
      props.current?.show(h.props);
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
        <b data-testid="game-score">{f.score}</b>
      </div>
      <div className={styles.figure} data-hot={f.combo >= 5 ? '1' : '0'}>
        <span>连击</span>
        <b data-testid="game-combo">{comboHudText(f.combo)}</b>
      </div>
      <div className={styles.figure} hidden={f.lives === null}>
        <span>生命</span>
        <b className={styles.lives} data-testid="game-lives" data-lives={f.lives ?? undefined}>
          {f.lives === null ? '' : livesText(f.lives)}
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
