import { Link } from 'wouter';
import styles from './LoginHint.module.css';

/** For a signed-out visitor: the courses are open to look at; signing in keeps the stars. */
export function LoginHint({ redirect }: { redirect: string }) {
  return (
    <div className={styles.hint}>
      <span className={styles.icon} aria-hidden="true">🌟</span>
      <p className={styles.text}>
        <b>登录后保存进度</b>
        <span>每完成一章都能得到星星和学习积分哦！</span>
      </p>
      <Link to={`/login?redirect=${encodeURIComponent(redirect)}`} className="btn btn-sky">
        去登录
      </Link>
    </div>
  );
}
