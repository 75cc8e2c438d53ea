import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { GroupMember, StudyGroup } from '../../../contract/account';
import { groupListApi, groupMembersApi, removeMemberApi } from '../../api/groups';
import { confirm } from '../../state/confirm';
import { toast } from '../../state/toasts';
import { Avatar } from '../../ui/Avatar';
import { CreateGroupForm } from './CreateGroupForm';
import { InviteCard } from './InviteCard';
import { WeekBoard } from './WeekBoard';
import { AddStudents } from '../school/AddStudents';
import { ClassSettingsPanel } from '../school/ClassSettingsPanel';
import { RaceList } from '../race/RaceList';
import { practiceText, weekCpm } from './MyWeek';
import styles from './GroupPage.module.css';

const trend = (now: number | null, before: number | null) => {
  if (now === null || before === null || before === 0) return '';
  return now > before ? ' ↑' : now < before ? ' ↓' : ' →';
};

function Members({ group, onChanged }: { group: StudyGroup; onChanged(): void }) {
  const [members, setMembers] = useState<GroupMember[] | null>(null);
  const load = useCallback(() => groupMembersApi(group.id).then(setMembers).catch(() => setMembers([])), [group.id]);
  useEffect(() => void load(), [load]);
  const remove = async (m: GroupMember) => {
    const yes = await confirm({ title: '移出班级', message: `确定把「${m.roleName}」移出「${group.name}」吗？`, okText: '移出', danger: true });
    if (!yes) return;
    await removeMemberApi(group.id, m.roleId);
    toast.success('已移出班级');
    load();
    onChanged();
  };
  if (!members) return <p className={styles.muted}>正在加载…</p>;
  if (!members.length) return <p className={styles.muted}>还没有同学加入，把邀请链接发给同学吧。</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="members">
        <thead>
          <tr>
            <th>同学</th>
            <th>最近练习</th>
            <th>本周练习</th>
            <th>速度（字/分）</th>
            <th>正确率</th>
            <th>连签</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.roleId}>
              <td>
                <span className={styles.who}>
                  <Avatar file={m.avatar} name={m.roleName} size={36} /> {m.roleName}
                </span>
              </td>
              <td>{m.lastPractice ? m.lastPractice.slice(5, 16) : '还没练过'}</td>
              <td>{practiceText(m)}</td>
              <td>
                {/* no practice this week: no speed to show (a dash, as accuracy shows), not a speed of 0 */}
                {weekCpm(m) === null ? '—' : <>{m.cpm}{trend(m.cpm, m.cpmLastWeek)}</>} <small>{m.daysLastWeek ? `上周 ${m.cpmLastWeek}` : '上周没练'}</small>
              </td>
              <td>
                {m.accuracy ?? '—'}
                {m.accuracy !== null && '%'}
                {trend(m.accuracy, m.accuracyLastWeek)}
              </td>
              <td>{m.streak} 天</td>
              <td>
                <button type="button" className={`btn btn-ghost ${styles.small}`} onClick={() => remove(m)}>
                  移出
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A teacher's classes: create one, share its invite, see members and the week board, remove members. ?class= picks one. */
export function TeacherGroups() {
  const [params] = useSearchParams();
  const [groups, setGroups] = useState<StudyGroup[] | null>(null);
  const [current, setCurrent] = useState<string | null>(params.get('class'));
  const [tick, setTick] = useState(0);
  const load = useCallback(() => groupListApi().then((g) => {
    setGroups(g);
    setCurrent((c) => (c && g.some((x) => x.id === c) ? c : (g[0]?.id ?? null)));
  }).catch(() => setGroups([])), []);
  useEffect(() => void load(), [load]);

  const group = groups?.find((g) => g.id === current) ?? null;
  return (
    <>
      <section className="card">
        <h2>创建班级</h2>
        <CreateGroupForm
          onCreated={(g) => {
            setCurrent(g.id);
            load();
          }}
        />
        {groups && groups.length > 0 && (
          <div className={styles.groupTabs} role="tablist" aria-label="我的班级">
            {groups.map((g) => (
              <button key={g.id} type="button" role="tab" aria-selected={g.id === current} className={g.id === current ? styles.groupTabOn : styles.groupTab} onClick={() => setCurrent(g.id)}>
                {g.name} <small>{g.memberCount}人</small>
              </button>
            ))}
          </div>
        )}
        {groups && groups.length === 0 && <p className={styles.muted}>还没有班级，先创建一个吧。</p>}
      </section>
      {group && (
        <>
          <section className="card">
            <h2 className={styles.groupTitle} data-testid="group-title">
              {group.name}
            </h2>
            <div className={styles.classLinks}>
              <Link to={`/group/${encodeURIComponent(group.id)}/homework`} className="btn btn-grass" data-testid="group-homework">📚 布置作业</Link>
              <Link to={`/group/${encodeURIComponent(group.id)}/gradebook`} className="btn btn-sky" data-testid="group-gradebook">📊 成绩册</Link>
              <Link to={`/race/new?class=${encodeURIComponent(group.id)}`} className="btn btn-grass" data-testid="open-race">🏁 开一场班级比赛</Link>
              <Link to={`/group/${encodeURIComponent(group.id)}/lessons`} className="btn btn-grass" data-testid="group-lessons">🍎 老师的课</Link>
              <Link to={`/group/${encodeURIComponent(group.id)}/cards`} className="btn btn-sky" data-testid="group-cards">🪪 登录卡</Link>
            </div>
            <InviteCard groupId={group.id} />
          </section>
          <section className="card">
            <h2>添加学生</h2>
            <AddStudents key={group.id} groupId={group.id} onMade={() => { setTick((n) => n + 1); load(); }} />
          </section>
          <section className="card">
            <h2>班级设置</h2>
            <ClassSettingsPanel key={group.id} groupId={group.id} />
          </section>
          <section className="card">
            <h2>同学们的学习情况</h2>
            <Members key={`${group.id}:${tick}`} group={group} onChanged={() => { setTick((n) => n + 1); load(); }} />
          </section>
          <section className="card">
            <h2>本周之星</h2>
            <WeekBoard groupId={group.id} refresh={tick} />
          </section>
          <section className="card" data-testid="class-races">
            <h2>🏁 班级比赛记录</h2>
            <RaceList groupId={group.id} teacher />
          </section>
        </>
      )}
    </>
  );
}
