import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { GameCourseDetail, GameGroup } from '../../../contract/game';
import { gameCoursesApi, gameGroupsApi } from '../../api/game';
import { isStudent, session } from '../../state/session';
import { Spinner } from '../../ui/Spinner';
import { Stars } from '../../ui/Stars';
import { network, offlineMessage, usePageOfflineNote } from '../../offline/network';
import { TestEntryCard } from '../typingTest/TestEntryCard';
import styles from './GamesPage.module.css';

type Loaded = { groups: GameGroup[]; courses: Record<string, GameCourseDetail> };

/** /games: the game groups with their games, covers and the role's best stars per level. */
export default function GamesPage() {
  const snap = useSnapshot(session);
  const student = isStudent(snap);
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const { online } = useSnapshot(network);
  const [attempt, setAttempt] = useState(0);

  // opened without a network and never seen before: try again by itself once the network is back
  useEffect(() => {
    if (online && failed) {
      setFailed(false);
      setAttempt((n) => n + 1);
    }
  }, [online, failed]);

  useEffect(() => {
    let alive = true;
    (async () => {
      const groups = await gameGroupsApi();
      const details = student ? await Promise.all(groups.map((g) => gameCoursesApi(g.id).catch(() => [] as GameCourseDetail[]))) : [];
      const courses = Object.fromEntries(details.flat().map((c) => [c.id, c]));
      if (alive) setData({ groups, courses });
    })().catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [student, snap.role?.id, attempt]);

  usePageOfflineNote(failed && !online);
  if (failed)
    return (
      <p className={styles.empty} role="status" data-testid="games-offline">
        {online ? '游戏列表没能打开，请刷新再试。' : `☁️ ${offlineMessage('打开游戏列表')}`}
      </p>
    );
  if (!data) return <Spinner label="正在摆好游戏机…" />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>打字游戏</h1>
        <p className={styles.lead}>每局 50 学习积分。打得越准越快，星星越多！</p>
        {!student && (
          <p className={styles.lead} role="note" data-testid="games-teacher-note">
            老师可以先看看有哪些游戏。闯关要花学生的学习积分，请
            <Link to="/character?redirect=%2Fgames">切换到学生角色</Link>
            再来玩。
          </p>
        )}
      </header>
      {student && <TestEntryCard />}
      {data.groups.length === 0 && <p className={styles.empty}>游戏正在路上，很快就来。</p>}
      {/* one grid of every game (a category has one or two), the category a tag on each card */}
      <ul className={styles.grid}>
        {data.groups.flatMap((g, gi) =>
          g.courses.map((c) => {
            const detail = data.courses[c.id];
            const levels = detail?.levels ?? [];
            const stars = levels.reduce((n, l) => n + l.stars, 0);
            const first = levels.find((l) => l.stars < 3) ?? levels[0];
            const cover = <img className={styles.cover} src={c.cover} alt="" width={320} height={200} />;
            return (
              <li key={c.id} className={styles.game} data-testid={`game-card-${c.id}`}>
                {student ? (
                  <Link to={first ? `/games/${c.id}-${first.id}` : `/games`} className={styles.coverLink} aria-label={`玩${c.name}`}>
                    {cover}
                  </Link>
                ) : (
                  // a teacher looks, a student plays: no link that would only say the levels are for students
                  <div className={styles.coverLink}>{cover}</div>
                )}
                <div className={styles.body}>
                  {/* the cover already shows the name in big letters: here only for screen readers */}
                  <h2 className="sr-only">{c.name}</h2>
                  <p className={styles.meta}>
                    <span className={`${styles.tag} ${styles[`tag${gi % 5}`]}`}>{g.name}</span>
                    {levels.length > 0 && (
                      <span className={styles.total}>
                        ★ {stars} / {levels.length * 3}
                      </span>
                    )}
                  </p>
                  <ol className={styles.levels}>
                    {levels.map((l, i) => (
                      <li key={l.id}>
                        <Link to={`/games/${c.id}-${l.id}`} className={styles.level}>
                          <span className={styles.levelName}>
                            {/* level names already say 第N关 · …; only a bare name gets the number */}
                            {l.name.startsWith('第') ? l.name : `第${i + 1}关 · ${l.name}`}
                          </span>
                          <Stars value={l.stars} size="s" />
                        </Link>
                      </li>
                    ))}
                  </ol>
                  {!student && <p className={styles.note}>选一个学生角色就能开始玩。</p>}
                </div>
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
