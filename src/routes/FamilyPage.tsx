import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { DayReport, FamilyWeek } from '../../contract/account';
import type { OwnCertificate } from '../../contract/certificates';
import { familyWeekApi } from '../api/account';
import { familyCertificatesApi } from '../api/certificates';
import { CertificateList } from './certificates/CertificateList';
import { Avatar } from '../ui/Avatar';
import { useSnapshot } from 'valtio';
import { isVip, session } from '../state/session';
import { openDialog } from '../state/dialogs';
import { GAME_PROPS } from './games/gameProps';
import styles from './account/FamilyPage.module.css';

const md = (d: string) => `${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;

function Row({ label, now, before, unit }: { label: string; now: number | null; before: number | null; unit: string }) {
  const up = now !== null && before !== null && now > before;
  const down = now !== null && before !== null && now < before;
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <strong>{now ?? '—'}</strong> {now !== null && unit}
        {(up || down) && <span className={up ? styles.up : styles.down}>{up ? '↑' : '↓'}</span>}
        <small>上周 {before ?? '—'}</small>
      </dd>
    </div>
  );
}

/** A child's certificates on the parent's page: each opens its page to save or print. */
function ChildCertificates({ list }: { list: OwnCertificate[] }) {
  if (!list.length) return null;
  return (
    <div className={styles.certs}>
      <h3>奖状 {list.length} 张</h3>
      <CertificateList list={list} compact />
    </div>
  );
}

/**
 * The membership and its prices, for the parent (issue 40): a child who taps a locked prop in a game
 * is told to ask a parent (games/PropAskParent.tsx) and sent here, never shown the price sheet.
 */
function ParentVip() {
  const snap = useSnapshot(session);
  if (snap.userInfo?.isVipForever) return null;
  const member = isVip(snap);
  return (
    <section className={`card ${styles.vip}`} data-testid="family-vip">
      <h2>👑 会员</h2>
      <p>
        {member ? '会员到期前续费，孩子的课程和道具不会中断。' : '开通会员后，孩子能学全部课程、玩经典游戏模式，游戏里的道具也能用：'}
        {!member && GAME_PROPS.map((p) => ` ${p.icon} ${p.label}`).join('、')}
      </p>
      <button type="button" className="btn btn-vip" onClick={() => openDialog('vip')}>
        {member ? '会员续费' : '查看会员价格并开通'}
      </button>
    </section>
  );
}

/** 孩子们的一周: every child role of the account this week side by side (from the account menu). */
export default function FamilyPage() {
  const [week, setWeek] = useState<FamilyWeek | null>(null);
  const [certs, setCerts] = useState<OwnCertificate[]>([]);
  useEffect(() => {
    familyWeekApi().then(setWeek).catch(() => {});
    familyCertificatesApi().then(setCerts).catch(() => {});
  }, []);
  if (!week) return <div className="page">正在加载…</div>;
  const figures = (c: DayReport, b: DayReport) => [
    { label: '练习时长', now: c.minutes, before: b.minutes, unit: '分钟' },
    { label: '完成章节', now: c.chapters, before: b.chapters, unit: '个' },
    { label: '速度', now: c.cpm, before: b.cpm, unit: '字/分' },
    { label: '正确率', now: c.accuracy, before: b.accuracy, unit: '%' },
  ];
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>孩子们的一周</h1>
      <p className={styles.muted}>
        本周（{md(week.from)} – {md(week.to)}），和上周比一比。
      </p>
      <ParentVip />
      {week.children.length === 0 ? (
        <section className="card">
          <p>这个账号还没有学生角色。</p>
          <Link to="/character" className="btn">
            去创建角色
          </Link>
        </section>
      ) : (
        <div className={styles.grid}>
          {week.children.map((c) => (
            <section key={c.roleId} className={`card ${styles.child}`} data-testid="child-week">
              <header>
                <Avatar file={c.avatar} name={c.roleName} size={56} />
                <div>
                  <h2>{c.roleName}</h2>
                  <span className={styles.muted}>本周练了 {c.days} 天</span>
                </div>
              </header>
              <dl>
                {figures(c, c.lastWeek).map((f) => (
                  <Row key={f.label} {...f} />
                ))}
              </dl>
              <ChildCertificates list={certs.filter((x) => x.roleId === c.roleId)} />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
