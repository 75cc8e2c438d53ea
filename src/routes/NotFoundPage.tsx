import { Link } from 'wouter';
import styles from './NotFoundPage.module.css';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return (
    <section className={styles.wrap}>
      <div className={styles.keys} aria-hidden="true">
        <span>4</span>
        <span className={styles.zero}>0</span>
        <span>4</span>
      </div>
      <h1 className={styles.title}>哎呀，这一页走丢了！</h1>
      <p className={styles.text}>可能是地址打错了一个字母，也可能这页已经搬家啦。</p>
      <div className={styles.actions}>
        <Link to="/" className="btn btn-big">
          回到首页
        </Link>
        <Link to="/course" className="btn btn-big btn-sky">
          去上打字课
        </Link>
      </div>
    </section>
  );
}
