import type { GameProp } from '../../../engines/core/game/types';
import { Dialog } from '../../ui/Dialog';
import { GAME_PROPS } from './gameProps';
import styles from './PropAskParent.module.css';

/**
 * A child (not a member) taps a locked prop mid-game: what the prop does and "ask your parent",
 * never a price sheet (issue 40: a full sheet of ¥19.90–¥399 opened over the game, 立即开通 cut off
 * on a phone). The price sheet is the parent's, on 孩子们的一周 and the header's 开通会员.
 * A Dialog covers the play: the round stays paused until 知道了.
 */
export function PropAskParent({ prop, onClose }: { prop: GameProp | null; onClose(): void }) {
  const asked = GAME_PROPS.find((p) => p.prop === prop);
  return (
    <Dialog
      title={asked ? `${asked.icon} ${asked.label}` : '游戏道具'}
      size="small"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-big" onClick={onClose} autoFocus data-testid="prop-ask-ok">
          知道了，接着玩
        </button>
      }
    >
      <div data-testid="prop-ask-parent">
        <ul className={styles.props}>
          {GAME_PROPS.filter((p) => !asked || p === asked).map((p) => (
            <li key={p.prop} className={styles.prop}>
              <span className={styles.icon} aria-hidden>
                {p.icon}
              </span>
              <span>
                {!asked && <b>{p.label}</b>}
                <span className={styles.does}>{p.does}每局能用一次。</span>
              </span>
            </li>
          ))}
        </ul>
        <section className={styles.parent}>
          <h3>
            <span aria-hidden>👨‍👩‍👧 </span>请爸爸妈妈帮你开通
          </h3>
          <p>道具是会员才能用的。把这个告诉爸爸妈妈吧！</p>
          <p className={styles.forParent}>给家长：在「我的」菜单里打开「孩子们的一周」，就能看会员价格并开通。</p>
        </section>
      </div>
    </Dialog>
  );
}
