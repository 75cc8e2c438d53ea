import { useSnapshot } from 'valtio';
import { isStudent, session } from '../state/session';
import { StudentGroups } from './account/StudentGroups';
import { TeacherGroups } from './account/TeacherGroups';
import styles from './account/GroupPage.module.css';

/** 群组: a teacher runs classes; a student sees the classes joined. */
export default function GroupPage() {
  const snap = useSnapshot(session);
  return <div className={`page ${styles.page}`}>{isStudent(snap) ? <StudentGroups /> : <TeacherGroups />}</div>;
}
