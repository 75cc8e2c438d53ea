import { Link } from 'wouter';
import styles from './ComingSoon.module.css';
import { Icon, type IconName } from './Icon';

interface ComingSoonProps {
  /** what this page will be, e.g. 打卡签到 */
  name: string;
  /** one friendly line about what will be here */
  promise: string;
  icon: IconName;
  back?: { to: string; label: string };
}

/** A page that is still being built: says so kindly and offers a way back. */
export function ComingSoon({ name, promise, icon, back = { to: '/', label: '回到首页' } }: ComingSoonProps) {
  return (
    <section className={styles.wrap}>
      <div className={styles.badge} aria-hidden="true">
        <Icon name={icon} size={84} />
        <span className={styles.crane}>
          <Icon name="cone" size={48} />
        </span>
      </div>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.lead}>这里正在建设中，敬请期待！</p>
      <p className={styles.promise}>{promise}</p>
      <div className={styles.actions}>
        <Link to={back.to} className="btn btn-big">
          {back.label}
        </Link>
        <Link to="/fingering" className="btn btn-big btn-ghost">
          先去练练指法
        </Link>
      </div>
    </section>
  );
}
