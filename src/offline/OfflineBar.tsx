import { useSnapshot } from 'valtio';
import { network } from './network';
import { outboxState } from './outbox';
import { applyUpdate, practice, pwa } from './pwa';
import styles from './OfflineBar.module.css';

/**
 * The calm notices of issue 12, bottom left over every page: no network, work waiting to sync
 * ('待同步'), and a new version — the last hidden while a child is typing.
 */
export default function OfflineBar() {
  const net = useSnapshot(network);
  const box = useSnapshot(outboxState);
  const app = useSnapshot(pwa);
  const { typing } = useSnapshot(practice);
  const showUpdate = app.updateReady && !typing;
  // the page's own offline note says it already (one offline message at a time)
  const showOffline = !net.online && net.pageNotes === 0;
  if (!showOffline && box.pending === 0 && !showUpdate) return null;
  return (
    <div className={styles.stack} aria-live="polite">
      {showOffline && (
        <div className={`${styles.note} ${styles.offline}`} role="status" data-testid="offline-notice">
          <span className={styles.icon} aria-hidden="true">☁️</span>
          <span>
            <b>网络断开了</b>
            <small>打开过的关卡可以继续练习，成绩会在联网后自动同步</small>
          </span>
        </div>
      )}
      {box.pending > 0 && (
        <div className={`${styles.note} ${styles.pending}`} role="status" data-testid="pending-sync" data-count={box.pending}>
          <span className={styles.icon} aria-hidden="true">{box.syncing ? '🔄' : '📦'}</span>
          <span>
            <b>待同步 {box.pending}</b>
            <small>{net.online ? '正在把成绩送到服务器…' : '联网后会自动送出'}</small>
          </span>
        </div>
      )}
      {showUpdate && (
        <div className={`${styles.note} ${styles.update}`} role="status" data-testid="update-ready">
          <span className={styles.icon} aria-hidden="true">🎉</span>
          <span>
            <b>发现新版本</b>
            <small>刷新一下就能用上新功能</small>
          </span>
          <button type="button" className="btn btn-grass" onClick={() => void applyUpdate()}>
            刷新
          </button>
        </div>
      )}
    </div>
  );
}
