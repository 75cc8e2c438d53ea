import { useEffect, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import type { AttemptSummary } from '../../../contract/replay';
import { classAttemptsApi, replayHref } from '../../api/replay';
import { Spinner } from '../../ui/Spinner';
import { NotYourClass } from '../homework/NotYourClass';
import styles from './Replay.module.css';

const KIND_ICON: Record<AttemptSummary['kind'], string> = { chapter: '⌨️', race: '🏁', test: '⏱️' };

/**
 * /group/:groupId/replays?roleId=&chapterId= — the class's attempts the teacher can watch again:
 * one child's (from the gradebook's name), one chapter's (from a gradebook cell or the homework
 * list), each with ▶ 回放.
 */
export default function ReplaysPage() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const query = new URLSearchParams(useSearch());
  const roleId = query.get('roleId') ?? undefined;
  const chapterId = query.get('chapterId') ?? undefined;
  const [list, setList] = useState<AttemptSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => void classAttemptsApi(groupId, { roleId, chapterId }).then(setList, () => setFailed(true)), [groupId, roleId, chapterId]);
  if (failed) return <NotYourClass what="练习回放" />;
  if (!list) return <div className="page"><Spinner label="正在找练习记录…" /></div>;
  const who = roleId ? list[0]?.roleName : null;
  return (
    <div className="page">
      <header className={styles.head}>
        <h1 className={styles.title}>▶ 练习回放{who ? ` · ${who}` : ''}{chapterId && list[0] ? ` · ${list[0].title}` : ''}</h1>
        <Link to={`/group/${encodeURIComponent(groupId)}/gradebook`} className="btn btn-sky">📊 成绩册</Link>
      </header>
      {!list.length ? <p className={styles.muted}>还没有练习记录。</p> : (
        <ul className={styles.list} data-testid="attempt-list">
          {list.map((a) => (
            <li key={`${a.kind}:${a.id}:${a.roleId}`} className={styles.row} data-testid="attempt-row">
              <span aria-hidden="true">{KIND_ICON[a.kind]}</span>
              <strong>{a.roleName} · {a.title}</strong>
              <small>{a.at.slice(5, 16)} · {a.cpm} 字/分 · 正确率 {a.accuracy}%</small>
              {a.playable ? <Link to={replayHref(groupId, a)} className="btn btn-sky">▶ 回放</Link> : <small>没有按键记录</small>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
