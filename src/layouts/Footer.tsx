import { Link } from 'wouter';
import styles from './Footer.module.css';

/** The main layout's footer. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <strong>小键盘侠</strong> · 玩着学打字
          <p>每天练一练，十根手指都是小英雄。</p>
        </div>
        <nav className={styles.links} aria-label="页脚">
          <Link to="/help">使用帮助</Link>
          <Link to="/fingering">键盘指法</Link>
          <Link to="/latency">按键延迟测试</Link>
          <Link to="/certificate">查验奖状</Link>
          <a href="/agreement" target="_blank" rel="noopener">会员服务协议</a>
        </nav>
      </div>
      <div className={styles.copy}>© {new Date().getFullYear()} 小键盘侠</div>
    </footer>
  );
}
