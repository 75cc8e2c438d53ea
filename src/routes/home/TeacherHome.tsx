import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { StudyGroup } from '../../../contract/account';
import { groupListApi } from '../../api/groups';
import { session } from '../../state/session';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { CreateGroupForm } from '../account/CreateGroupForm';
import styles from './TeacherHome.module.css';

const classHref = (g: StudyGroup) => `/group?class=${encodeURIComponent(g.id)}`;

/** The things a teacher does, in order, each ticked off once done. */
function NextSteps({ groups }: { groups: StudyGroup[] }) {
  const first = groups[0];
  const joined = groups.find((g) => g.memberCount > 0);
  const steps = [
    { done: groups.length > 0, title: '创建一个班级', text: '给班级起个名字，比如“三年级二班”。' },
    {
      done: !!joined,
      title: '把邀请链接发给同学们',
      text: '每个班级都有自己的邀请链接和二维码，同学们用学生角色打开就能加入。',
      link: first ? { to: classHref(first), label: '拿邀请链接' } : undefined,
    },
    {
      done: false,
      title: '看看同学们练得怎么样',
      text: '最近练习、本周章节、速度、正确率和连续签到，还有本周之星。',
      link: joined ? { to: classHref(joined), label: '看学习情况' } : undefined,
    },
    {
      done: false,
      title: '布置作业，看成绩册',
      text: '选章节或游戏、定截止日期；同学们做完，成绩册自己填好，可以打印或导出 Excel。',
      link: joined ? { to: `/group/${encodeURIComponent(joined.id)}/homework`, label: '布置作业' } : undefined,
    },
  ];
  return (
    <ol className={styles.steps} aria-label="接下来做什么">
      {steps.map((s, i) => (
        <li key={s.title} className={`${styles.step} ${s.done ? styles.done : ''}`}>
          <span className={styles.stepNo} aria-hidden="true">
            {s.done ? '✓' : i + 1}
          </span>
          <div className={styles.stepText}>
            <strong>
              {s.title}
              {s.done && <span className="sr-only">（已完成）</span>}
            </strong>
            <span>{s.text}</span>
          </div>
          {s.link && !s.done && (
            <Link to={s.link.to} className="btn btn-sky">
              {s.link.label}
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}

/** / for a teacher role: their classes and what to do next — no courses, points or games to play. */
export function TeacherHome() {
  const snap = useSnapshot(session);
  const [groups, setGroups] = useState<StudyGroup[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      groupListApi().then(
        (g) => {
          setGroups(g.filter((x) => x.owner));
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [],
  );
  useEffect(() => void load(), [load]);

  return (
    <div className={styles.page} data-testid="teacher-home">
      <header className={styles.hello}>
        <Avatar file={snap.role?.avatar ?? ''} name={snap.role?.roleName ?? ''} size={88} />
        <div>
          <h1 className={styles.title}>{snap.role?.roleName}，您好！</h1>
          <p className={styles.lead}>这里是老师的首页：建班级、发邀请、看同学们的进步。课程和游戏闯关是给学生角色用的。</p>
        </div>
      </header>

      <section className={`card ${styles.card}`} aria-labelledby="teacher-classes">
        <h2 id="teacher-classes" className={styles.h2}>
          <Icon name="group" size={32} /> 我的班级
        </h2>
        {failed ? (
          <p className={styles.muted}>
            班级列表没能打开。
            <button type="button" className="btn btn-ghost" onClick={() => void load()}>
              再试一次
            </button>
          </p>
        ) : !groups ? (
          <Spinner label="正在打开班级…" />
        ) : groups.length === 0 ? (
          <p className={styles.muted}>还没有班级。先在下面创建一个吧！</p>
        ) : (
          <ul className={styles.classes}>
            {groups.map((g) => (
              <li key={g.id}>
                <Link to={classHref(g)} className={styles.class} data-testid="teacher-class">
                  <strong className={styles.className}>{g.name}</strong>
                  <span className={styles.count}>{g.memberCount > 0 ? `${g.memberCount} 位同学` : '还没有同学加入'}</span>
                  <span className={styles.go}>进入班级 →</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h3 className={styles.h3}>新建班级</h3>
        <CreateGroupForm onCreated={() => void load()} />
      </section>

      {groups && groups.length > 0 && (
        <section className={`card ${styles.card}`} aria-labelledby="teacher-race">
          <h2 id="teacher-race" className={styles.h2}>
            🏁 班级比赛
          </h2>
          <p className={styles.muted}>投影出比赛码和二维码，同学们用自己的设备加入，一起倒数开赛，大屏幕上看谁先冲线。</p>
          <Link to="/race/new" className="btn btn-grass" data-testid="teacher-open-race">
            开一场班级比赛
          </Link>
        </section>
      )}

      {groups && (
        <section className={`card ${styles.card}`} aria-labelledby="teacher-next">
          <h2 id="teacher-next" className={styles.h2}>
            <Icon name="rocket" size={32} /> 接下来做什么
          </h2>
          <NextSteps groups={groups} />
        </section>
      )}
    </div>
  );
}
