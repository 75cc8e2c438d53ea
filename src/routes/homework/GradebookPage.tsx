import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { Gradebook } from '../../../contract/homework';
import { downloadGradebookCsv, gradebookApi } from '../../api/homework';
import { attemptsHref } from '../../api/replay';
import { Avatar } from '../../ui/Avatar';
import { keepKeys } from '../../ui/keepKeys';
import { Spinner } from '../../ui/Spinner';
import { chineseDay } from './dueText';
import { ResultCell, TestGradesCell, Trend } from './GradebookCells';
import { NotYourClass } from './NotYourClass';
import { RaceList } from '../race/RaceList';
import { nextSort, sortRows, type Sort, type SortKey } from '../../../contract/gradebookSort';
import styles from './Gradebook.module.css';

function Th({ sort, k, onSort, children }: { sort: Sort; k: SortKey; onSort(k: SortKey): void; children: React.ReactNode }) {
  const on = sort.key === k;
  return (
    <th aria-sort={on ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={styles.sortBtn} onClick={() => onSort(k)}>
        {children}
        <span className={styles.arrow} aria-hidden="true">{on ? (sort.dir === 1 ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

/** /group/:groupId/gradebook — the class teacher's gradebook: sortable, printable, exportable as CSV. */
export default function GradebookPage() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const [book, setBook] = useState<Gradebook | null>(null);
  const [failed, setFailed] = useState(false);
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 1 });
  const [exporting, setExporting] = useState(false);
  useEffect(() => void gradebookApi(groupId).then(setBook, () => setFailed(true)), [groupId]);
  const exportCsv = async () => {
    setExporting(true);
    await downloadGradebookCsv(groupId, sort).catch(() => {});
    setExporting(false);
  };
  if (failed) return <NotYourClass what="成绩册" />;
  if (!book) return <div className="page"><Spinner label="正在打开成绩册…" /></div>;
  const onSort = (k: SortKey) => setSort((s) => nextSort(s, k));
  const rows = sortRows(book, sort);
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.h1}>📊 {book.groupName} · 成绩册</h1>
        <div className={styles.actions}>
          <button type="button" className="btn btn-sky" onClick={() => window.print()}>🖨️ 打印</button>
          <button type="button" className="btn btn-grass" onClick={exportCsv} disabled={exporting} data-testid="gradebook-csv">⬇️ 导出 Excel (CSV)</button>
          <Link to={`/group/${encodeURIComponent(groupId)}/homework`} className="btn btn-ghost">📚 布置作业</Link>
        </div>
      </div>
      <p className={styles.lead}>
        {book.rows.length} 位同学 · {book.assignments.length} 项作业 · 学期从 {chineseDay(book.weeks[0] ?? '')} 那周算起。<span className={styles.hint}>点表头可以排序。</span>
      </p>
      {!book.rows.length ? <p>还没有同学加入这个班级。</p> : (
        <div className={styles.wrap}>
          <table className={styles.table} data-testid="gradebook">
            <thead>
              <tr>
                <Th sort={sort} k="name" onSort={onSort}>学生</Th>
                <Th sort={sort} k="done" onSort={onSort}>完成</Th>
                <Th sort={sort} k="stars" onSort={onSort}>平均星</Th>
                {book.assignments.map((a) => (
                  <Th key={a.id} sort={sort} k={`a:${a.id}`} onSort={onSort}>
                    <span className={styles.aHead}>{a.kind === 'game' ? '🎮' : '⌨️'} {keepKeys(a.title)}<small>{chineseDay(a.dueDay)}截止</small></span>
                  </Th>
                ))}
                <Th sort={sort} k="trend" onSort={onSort}>学期趋势（速度）</Th>
                <Th sort={sort} k="test" onSort={onSort}>打字测试</Th>
                {book.racesAvailable && <Th sort={sort} k="races" onSort={onSort}>比赛</Th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.roleId} data-testid="gradebook-row">
                  <th scope="row" className={styles.who}><span className={styles.whoIn}><Avatar file={r.avatar} name={r.roleName} size={32} /> {r.roleName}</span> <Link to={attemptsHref(groupId, { roleId: r.roleId })} className={styles.replay}>▶ 回放</Link></th>
                  <td className={styles.num}>{r.doneCount}/{book.assignments.length}</td>
                  <td className={styles.num}>{r.meanStars}</td>
                  {book.assignments.map((a) => <td key={a.id}><ResultCell r={r.results[a.id]!} replay={a.kind !== 'game' ? attemptsHref(groupId, { roleId: r.roleId, chapterId: a.itemKey }) : undefined} /></td>)}
                  <td><Trend weeks={r.trend} /></td>
                  <td><TestGradesCell grades={r.tests} /></td>
                  {book.racesAvailable && <td className={styles.num}>{r.races ? `${r.races.races} 场 · 胜 ${r.races.wins}` : '—'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {book.racesAvailable && (
        <section className="card" data-testid="gradebook-races">
          <h2>🏁 班级比赛记录</h2>
          <RaceList groupId={groupId} teacher />
        </section>
      )}
    </div>
  );
}
