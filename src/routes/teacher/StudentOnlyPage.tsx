import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { Icon } from '../../ui/Icon';
import { studentOnlyNotice } from './studentOnly';
import styles from './StudentOnlyPage.module.css';

/**
 * Shown in place of a student-only page when the active role is a teacher (the guard's
 * studentOnly): what the page is, why it is closed, and the ways on — the classes, the teacher's
 * home, or a student role (switch to one, or create one) that comes back here.
 */
export default function StudentOnlyPage() {
  const snap = useSnapshot(session);
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  const notice = studentOnlyNotice(here);
  const hasStudent = snap.roles.some((r) => r.roleType === 'STUDENT');
  return (
    <section className={styles.wrap} data-testid="student-only" aria-labelledby="student-only-title">
      <div className={styles.badge} aria-hidden="true">
        <Icon name={notice.icon} size={84} />
      </div>
      <p className={styles.eyebrow}>{notice.what}</p>
      <h1 id="student-only-title" className={styles.title}>
        这里是学生的地方
      </h1>
      <p className={styles.why}>
        你现在用的是老师角色「{snap.role?.roleName}」。{notice.why}
      </p>
      <div className={styles.actions}>
        <Link to={notice.instead.to} className="btn btn-big">
          {notice.instead.label}
        </Link>
        <Link to={`/character?redirect=${encodeURIComponent(here)}`} className="btn btn-big btn-ghost">
          {hasStudent ? '切换到学生角色' : '创建学生角色'}
        </Link>
        <Link to="/" className="btn btn-big btn-ghost">
          回老师首页
        </Link>
      </div>
    </section>
  );
}
