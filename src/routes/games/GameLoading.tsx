import styles from './GameScreens.module.css';

const TIPS = ['手指放在基准键上：左手 A S D F，右手 J K L ;', '眼睛看屏幕，不看键盘，你会越打越快！', '按错了不要急，下一个键打准就好。'];

/** The friendly loading screen while a game's engine, art and sound arrive. */
export function GameLoading({ progress }: { progress: number }) {
  const pct = Math.round(Math.max(0, Math.min(1, progress)) * 100);
  const tip = TIPS[Math.floor(Date.now() / 10_000) % TIPS.length];
  return (
    <section className={styles.screen} role="status" data-testid="game-loading">
      <div className={styles.card}>
        <div className={styles.loadingIcon} aria-hidden>
          🎮
        </div>
        <h1 className={styles.title}>游戏马上开始…</h1>
        <div className={styles.loadBar} aria-label={`已加载 ${pct}%`}>
          <div className={styles.loadFill} style={{ transform: `scaleX(${Math.max(0.05, pct / 100)})` }} />
        </div>
        <p className={styles.tip}>小提示：{tip}</p>
      </div>
    </section>
  );
}
