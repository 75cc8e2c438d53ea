import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import type { GameProp, PropHud } from '../../../engines/core/game/types';
import styles from './GameStage.module.css';
import { GAME_PROPS as PROPS } from './gameProps';
import { PropAskParent } from './PropAskParent';

/** The three props (VIP), each once a round; updated straight in the DOM like the rest of the HUD. */
export interface GamePropBarHandle {
  show(props: PropHud | undefined): void;
}


export const GamePropBar = forwardRef<GamePropBarHandle, { vip: boolean; onProp(prop: GameProp): void }>(function GamePropBar({ vip, onProp }, ref) {
  const bar = useRef<HTMLDivElement>(null);
  const hintBox = useRef<HTMLElement>(null);
  const hint = useRef<HTMLElement>(null);
  const last = useRef('');
  // a child who is not a member tapped a prop (or 开通会员): what it does, and "ask your parent" (issue 40)
  const [asking, setAsking] = useState<GameProp | 'all' | null>(null);
  useImperativeHandle(ref, () => ({
    show(p) {
      const el = bar.current;
      if (!el) return;
      el.hidden = !p;
      if (!p) return;
      // touch the DOM only when something the child sees changed (this runs every frame)
      const key = `${p.used.join()}|${p.canLife}|${p.slowing}|${p.hintKey ?? ''}`;
      if (key === last.current) return;
      last.current = key;
      for (const button of el.querySelectorAll<HTMLButtonElement>('button[data-prop]')) {
        const prop = button.dataset.prop as GameProp;
        const used = p.used.includes(prop);
        button.dataset.used = used ? '1' : '0';
        if (vip) button.disabled = used || (prop === 'life' && !p.canLife);
      }
      el.dataset.slowing = p.slowing ? '1' : '0';
      if (hintBox.current && hint.current) {
        hintBox.current.hidden = p.hintKey === null;
        hint.current.textContent = p.hintKey === null ? '' : p.hintKey === 'Enter' ? '回车' : p.hintKey.toUpperCase();
      }
    },
  }));
  return (
    <>
      <div ref={bar} className={styles.props} hidden data-testid="game-props">
        {PROPS.map(({ prop, icon, label, tip }) => (
          <button
            key={prop}
            type="button"
            className={styles.propBtn}
            data-prop={prop}
            data-locked={vip ? '0' : '1'}
            title={vip ? `${label}：${tip}（每局一次）` : `${label}：${tip}（会员道具）`}
            // a prop button never takes the keyboard focus away from the game
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => (vip ? onProp(prop) : setAsking(prop))}
            data-testid={`game-prop-${prop}`}
          >
            <span className={styles.propIcon} aria-hidden>
              {icon}
              {!vip && <span className={styles.propLock}>🔒</span>}
            </span>
            <span className={styles.propLabel}>{label}</span>
          </button>
        ))}
        {!vip && (
          <button type="button" className={styles.propVip} onMouseDown={(e) => e.preventDefault()} onClick={() => setAsking('all')} data-testid="game-props-vip">
            会员道具
          </button>
        )}
        <span ref={hintBox} className={styles.hintKey} hidden data-testid="game-hint">
          <i>按</i>
          <b ref={hint} />
        </span>
      </div>
      {asking && <PropAskParent prop={asking === 'all' ? null : asking} onClose={() => setAsking(null)} />}
    </>
  );
});
