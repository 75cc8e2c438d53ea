import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SIGN_IN_REWARDS, type Calendar } from '../../contract/account';
import { calendarApi, signInApi } from '../api/account';
import { ApiError } from '../api/http';
import { points } from '../state/points';
import { toast } from '../state/toasts';
import { Icon } from '../ui/Icon';
import { useModal } from '../ui/Dialog';
import { MonthCalendar } from './account/MonthCalendar';
import styles from './account/SignInPage.module.css';

const shiftMonth = (month: string, n: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

/** 打卡签到: the month calendar, today's check-in with a little celebration, the streak and its rewards. */
export default function SignInPage() {
  const [month, setMonth] = useState<string | null>(null);
  const [cal, setCal] = useState<Calendar | null>(null);
  const [busy, setBusy] = useState(false);
  const [party, setParty] = useState<number | null>(null);

  const load = useCallback((m: string | null) => {
    calendarApi(m ?? undefined)
      .then((c) => {
        setCal(c);
        if (!m) setMonth(c.today.slice(0, 7));
      })
      .catch(() => {});
  }, []);
  useEffect(() => load(month), [month, load]);

  const check = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const r = await signInApi();
      points.point = r.point;
      setParty(r.pointsEarned);
      load(month);
    } catch (e) {
      toast.info(e instanceof ApiError ? e.message : '签到没有成功，请稍后再试');
      load(month);
    } finally {
      setBusy(false);
    }
  };

  if (!cal || !month) return <div className="page">正在打开日历…</div>;
  const thisMonth = cal.today.slice(0, 7);
  return (
    <div className={`page ${styles.page}`}>
      <section className={`card ${styles.hero}`}>
        <div className={styles.streak} data-testid="streak">
          <Icon name="calendar" size={56} />
          <div>
            <span className={styles.streakLabel}>已连续签到</span>
            <strong className={styles.streakNum}>{cal.streak}</strong>
            <span className={styles.streakLabel}>天</span>
          </div>
        </div>
        {/* aria-disabled, not disabled: the button keeps the focus through 签到, so the celebration can give it back */}
        {cal.signedToday ? (
          <button type="button" className={`btn btn-big ${styles.done}`} aria-disabled="true" data-testid="sign-in-button">
            今天已签到 ✓
          </button>
        ) : (
          <button type="button" className={`btn btn-big btn-grass ${styles.go}`} onClick={check} aria-disabled={busy} data-testid="sign-in-button">
            签到 +{cal.todayReward} 积分
          </button>
        )}
        <p className={styles.tip}>{cal.signedToday ? '明天记得再来哦，连续签到积分更多！' : '每天来打个卡，连续签到积分越来越多！'}</p>
      </section>

      <div className={styles.grid}>
        <section className={`card ${styles.calCard}`}>
          <div className={styles.monthBar}>
            <button type="button" className="btn btn-ghost" onClick={() => setMonth(shiftMonth(month, -1))} aria-label="上个月">
              ‹
            </button>
            <h2 className={styles.monthTitle}>
              {Number(month.slice(0, 4))}年{Number(month.slice(5, 7))}月
            </h2>
            <button type="button" className="btn btn-ghost" onClick={() => setMonth(shiftMonth(month, 1))} disabled={month >= thisMonth} aria-label="下个月">
              ›
            </button>
          </div>
          <MonthCalendar month={month} signedDays={cal.signedDays} today={cal.today} />
        </section>

        <section className={`card ${styles.rewards}`}>
          <h2>连续签到奖励</h2>
          <ul>
            {SIGN_IN_REWARDS.map((r) => (
              <li key={r.from} className={cal.todayReward === r.points && !cal.signedToday ? styles.next : undefined}>
                <span>{r.label}</span>
                <strong>
                  <Icon name="coin" size={22} /> 每天 {r.points} 积分
                </strong>
              </li>
            ))}
          </ul>
          <p className={styles.small}>断签一天，连续天数会重新开始计算。日期按北京时间计算。</p>
        </section>
      </div>

      {party !== null && <Party points={party} streak={cal.streak} onClose={() => setParty(null)} />}
    </div>
  );
}

/**
 * 签到成功！: confetti over a small card, a dialog through the shared useModal — named by its
 * title, focus on 太棒了 and kept in the card, Escape, 太棒了 or a tap outside close it, and the
 * focus goes back to the 签到 button (now 今天已签到).
 */
function Party({ points, streak, onClose }: { points: number; streak: number; onClose(): void }) {
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  useModal(card, onClose);
  return (
    <div className={styles.party} onClick={(e) => e.target === e.currentTarget && onClose()} data-testid="sign-in-party">
      <div className={styles.confetti} aria-hidden="true">
        {Array.from({ length: 18 }, (_, i) => (
          <i key={i} style={{ left: `${(i * 53) % 100}%`, animationDelay: `${(i % 6) * 0.12}s` }} />
        ))}
      </div>
      <div ref={card} className={`card ${styles.partyCard}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Icon name="star" size={72} />
        <h2 id={titleId}>签到成功！</h2>
        <p>
          获得 <strong>{points}</strong> 学习积分，已连续签到 <strong>{streak}</strong> 天
        </p>
        <button type="button" className="btn btn-big btn-grass" onClick={onClose} autoFocus>
          太棒了
        </button>
      </div>
    </div>
  );
}
