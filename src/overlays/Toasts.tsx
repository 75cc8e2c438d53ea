import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { dismissToast, toasts } from '../state/toasts';
import { findRoute } from '../guard';
import styles from './Toasts.module.css';

const icons = { success: '✔', error: '!', info: 'i' } as const;

/**
 * The toasts of src/state/toasts.ts, above every dialog. At the foot of the screen on the pages
 * with a nav (issue 40: at the top they covered a phone's 首页 / 打字课程 / 打字游戏 / 我的 and the
 * account tabs); at the top in a game, whose foot is the on-screen keyboard.
 */
export default function Toasts() {
  const { list } = useSnapshot(toasts);
  const [location] = useLocation();
  const inGame = findRoute(location)?.layout === 'game';
  return (
    <div className={`${styles.stack} ${inGame ? styles.top : styles.bottom}`} aria-live="polite" data-testid="toasts">
      {list.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className={styles.icon} aria-hidden="true">
            {icons[t.kind]}
          </span>
          <span className={styles.text}>{t.text}</span>
          {t.action && (
            <button
              type="button"
              className={`btn ${styles.action}`}
              onClick={() => {
                dismissToast(t.id);
                t.action!.run();
              }}
            >
              {t.action.label}
            </button>
          )}
          <button type="button" className={styles.close} onClick={() => dismissToast(t.id)} aria-label="关闭提示">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
