import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { StudyGroup } from '../../../contract/account';
import { RACE_TEXT_MAX, raceKinds, type RaceKind, type RaceSource } from '../../../contract/race';
import { TEXT_KINDS } from '../../../engines/registry';
import { groupListApi } from '../../api/groups';
import { ApiError } from '../../api/http';
import { raceCreateApi, raceSourcesApi } from '../../api/race';
import { isTeacher } from '../../state/session';
import { Spinner } from '../../ui/Spinner';
import { KIND_HINTS } from './kinds';
import { RaceLessonPick } from '../lessons/RaceLessonPick';
import styles from './RaceSetup.module.css';

const LIMITS = [60, 120, 180, 300, 600];

/** /race/new?class={id}: the teacher picks the class, the kind of text and a passage (or pastes one), then opens the lobby. */
export default function RaceSetupPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const [groups, setGroups] = useState<StudyGroup[] | null>(null);
  const [groupId, setGroupId] = useState(search.get('class') ?? '');
  const [kind, setKind] = useState<RaceKind>('english');
  const [lessonId, setLessonId] = useState<string | null>(search.get('lesson'));
  const [from, setFrom] = useState<'course' | 'paste' | 'lesson'>(lessonId ? 'lesson' : 'course');
  const [sources, setSources] = useState<RaceSource[] | null>(null);
  const [chapterId, setChapterId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(180);
  const [error, setError] = useState<string | null>(null);
  const [openRace, setOpenRace] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    groupListApi()
      .then((g) => {
        const mine = g.filter((x) => x.owner);
        setGroups(mine);
        setGroupId((id) => (mine.some((x) => x.id === id) ? id : (mine[0]?.id ?? '')));
      })
      .catch(() => setGroups([]));
  }, []);
  useEffect(() => {
    let live = true;
    setSources(null);
    setChapterId(null);
    raceSourcesApi(kind)
      .then((s) => live && setSources(s))
      .catch(() => live && setSources([]));
    return () => {
      live = false;
    };
  }, [kind]);

  const create = () => {
    setError(null);
    setOpenRace(null);
    if (!groupId) return setError('请先选择一个班级');
    if (from === 'course' && !chapterId) return setError('请选择一篇课文，或者粘贴一段文字');
    if (from === 'lesson' && !lessonId) return setError('请选择一课老师的课');
    if (from === 'paste' && !text.trim()) return setError('请粘贴要比赛的文字');
    if (from === 'paste' && [...text.trim()].length > RACE_TEXT_MAX) return setError(`文字太长了，最多${RACE_TEXT_MAX}个字`);
    setBusy(true);
    raceCreateApi({ groupId, kind, limitSeconds: limit, ...(from === 'course' ? { chapterId: chapterId! } : from === 'lesson' ? { lessonId: lessonId! } : { text: text.trim() }) })
      .then((race) => navigate(`/race/screen/${race.id}`))
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : '比赛没能创建，请再试一次');
        const data = e instanceof ApiError ? (e.data as { raceId?: string } | null) : null;
        if (data?.raceId) setOpenRace(data.raceId);
      })
      .finally(() => setBusy(false));
  };

  if (!isTeacher())
    return (
      <div className="card">
        <h1>开比赛是老师的事</h1>
        <p>老师开好比赛后，大屏幕上会有比赛码，输进来就能一起比赛！</p>
        <Link className="btn btn-grass" href="/race/join">
          加入比赛
        </Link>
      </div>
    );
  if (!groups) return <Spinner label="正在打开班级…" />;
  if (groups.length === 0)
    return (
      <div className="card">
        <h1>🏁 开一场班级比赛</h1>
        <p>先建一个班级，同学们加入后就能比赛了。</p>
        <Link className="btn" href="/group">
          去建班级
        </Link>
      </div>
    );
  return (
    <div className={`card ${styles.page}`} data-testid="race-setup">
      <h1>🏁 开一场班级比赛</h1>
      <div className={styles.field}>
        <span className={styles.label}>哪个班级</span>
        <div className={styles.choices}>
          {groups.map((g) => (
            <button key={g.id} type="button" className={g.id === groupId ? styles.choiceOn : styles.choice} aria-pressed={g.id === groupId} onClick={() => setGroupId(g.id)}>
              {g.name}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.label}>比什么</span>
        <div className={styles.choices}>
          {raceKinds.map((k) => (
            <button key={k} type="button" className={k === kind ? styles.choiceOn : styles.choice} aria-pressed={k === kind} onClick={() => setKind(k)} data-testid={`race-kind-${k}`}>
              {TEXT_KINDS[k].label}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.label}>打哪段文字</span>
        <div className={styles.choices}>
          <button type="button" className={from === 'course' ? styles.choiceOn : styles.choice} aria-pressed={from === 'course'} onClick={() => setFrom('course')}>
            课程里的课文
          </button>
          <button type="button" className={from === 'paste' ? styles.choiceOn : styles.choice} aria-pressed={from === 'paste'} onClick={() => setFrom('paste')} data-testid="race-paste-tab">
            粘贴一段文字
          </button>
          <button type="button" className={from === 'lesson' ? styles.choiceOn : styles.choice} aria-pressed={from === 'lesson'} onClick={() => setFrom('lesson')} data-testid="race-lesson-tab">
            老师的课
          </button>
        </div>
        {from === 'lesson' && <RaceLessonPick groupId={groupId} kind={kind} lessonId={lessonId} onPick={setLessonId} onKind={setKind} />}
        {from === 'course' &&
          (!sources ? (
            <Spinner label="正在找课文…" />
          ) : sources.length === 0 ? (
            <p className={styles.muted}>这种文字还没有课文，可以粘贴一段。</p>
          ) : (
            <ul className={styles.sources}>
              {sources.map((s) => (
                <li key={s.chapterId}>
                  <button type="button" className={s.chapterId === chapterId ? styles.sourceOn : styles.source} aria-pressed={s.chapterId === chapterId} onClick={() => setChapterId(s.chapterId)} data-testid="race-source">
                    <strong>
                      {s.courseName} · {s.name}
                    </strong>
                    <small>
                      {s.preview}… （{s.length} 个）
                    </small>
                  </button>
                </li>
              ))}
            </ul>
          ))}
        {from === 'paste' && (
          <>
            <textarea className={styles.paste} value={text} onChange={(e) => setText(e.target.value)} placeholder={KIND_HINTS[kind]} aria-label="比赛的文字" data-testid="race-paste" />
            <small className={styles.muted}>
              {[...text.trim()].length} / {RACE_TEXT_MAX} 字 · {KIND_HINTS[kind]}
            </small>
          </>
        )}
      </div>
      <div className={styles.field}>
        <span className={styles.label}>比赛时长</span>
        <div className={styles.choices}>
          {LIMITS.map((s) => (
            <button key={s} type="button" className={s === limit ? styles.choiceOn : styles.choice} aria-pressed={s === limit} onClick={() => setLimit(s)}>
              {s / 60} 分钟
            </button>
          ))}
        </div>
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid="race-setup-error">
          {error} {openRace && <Link href={`/race/screen/${openRace}`}>打开那场比赛</Link>}
        </p>
      )}
      <button type="button" className="btn btn-big btn-grass" disabled={busy} onClick={create} data-testid="race-create">
        {busy ? '正在开赛道…' : '打开比赛大屏'}
      </button>
    </div>
  );
}
