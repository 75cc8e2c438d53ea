import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { DayReport } from '../../contract/account';
import { POINT_CATEGORIES } from '../../contract/economy';
import type { KeyStats } from '../../contract/student';
import type { WeakKeys } from '../../contract/weakKeys';
import { dailyReportApi } from '../api/account';
import { createWeakPracticeApi, keyStatsApi, quarterlyReportApi, weakKeysApi } from '../api/report';
import { KeyHeatmap, heatTint } from './account/KeyHeatmap';
import { PinyinCoach } from './account/PinyinCoach';
import { addDays, chineseDate } from './account/chineseDate';
import { DatePicker } from './account/DatePicker';
import { TrendCharts } from './account/TrendCharts';
import { TestHistory } from './typingTest/TestHistory';
import styles from './account/ReportPage.module.css';

function Figures({ day }: { day: DayReport }) {
  const items: [string, string | number, string][] = [
    ['练习时长', day.minutes, '分钟'],
    ['完成章节', day.chapters, '个'],
    ['游戏局数', day.games, '局'],
    ...(day.races ? [['班级比赛', day.races, '场'] as [string, number, string]] : []),
    ['打对字数', day.characters, '个'],
    ['速度', day.cpm, '字/分'],
    ['正确率', day.accuracy === null ? '—' : day.accuracy, day.accuracy === null ? '' : '%'],
    ['获得积分', day.points, '分'],
  ];
  return (
    <>
      <dl className={styles.figures} data-testid="day-figures">
        {items.map(([k, v, unit]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <strong>{v}</strong> {unit}
            </dd>
          </div>
        ))}
      </dl>
      <PointsBy day={day} />
    </>
  );
}

/** The day's ledger by category (docs/POINTS.md): 获得积分 is practice + check-in; the free draw and games are shown apart. */
function PointsBy({ day }: { day: DayReport }) {
  const shown = POINT_CATEGORIES.filter((c) => c.key !== 'other' || day.pointsBy.other !== 0);
  return (
    <p className={styles.pointsBy} data-testid="points-by">
      积分明细：
      {shown.map((c) => (
        <span key={c.key} data-category={c.key}>
          {c.label} <b>{c.key === 'game' ? Math.abs(day.pointsBy.game) : day.pointsBy[c.key]}</b>
        </span>
      ))}
    </p>
  );
}

/** 成绩报告: the day's figures with a date picker, the 90-day trend, the key heatmap and 练习薄弱键. */
export default function ReportPage() {
  const [, navigate] = useLocation();
  const [quarter, setQuarter] = useState<DayReport[] | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [day, setDay] = useState<DayReport | null>(null);
  const [stats, setStats] = useState<KeyStats | null>(null);
  const [weak, setWeak] = useState<WeakKeys | null>(null);
  const [making, setMaking] = useState(false);

  useEffect(() => {
    quarterlyReportApi()
      .then((q) => {
        setQuarter(q);
        setDate(q[q.length - 1]!.date);
      })
      .catch(() => {});
    keyStatsApi().then(setStats).catch(() => {});
    weakKeysApi().then(setWeak).catch(() => {});
  }, []);
  useEffect(() => {
    if (date) dailyReportApi(date).then(setDay).catch(() => {});
  }, [date]);

  const practise = async () => {
    setMaking(true);
    try {
      const p = await createWeakPracticeApi();
      navigate(`/report/practice/${p.id}`);
    } catch {
      setMaking(false);
    }
  };

  const today = quarter?.[quarter.length - 1]?.date;
  return (
    <div className={`page ${styles.page}`}>
      <section className="card">
        <div className={styles.head}>
          <h2>每日报告</h2>
          {today && date && (
            // the day is written in Chinese; the browser's date field (US format in some) stays out of sight
            <div className={styles.picker}>
              <button type="button" className="btn btn-ghost" onClick={() => setDate(addDays(date, -1))} disabled={date <= quarter![0]!.date}>
                前一天
              </button>
              <strong className={styles.chineseDate} data-testid="report-date" aria-live="polite">
                {chineseDate(date)}
              </strong>
              <button type="button" className="btn btn-ghost" onClick={() => setDate(addDays(date, 1))} disabled={date >= today}>
                后一天
              </button>
              <DatePicker value={date} min={quarter![0]!.date} max={today} onChange={setDate} />
            </div>
          )}
        </div>
        {day ? <Figures day={day} /> : <p className={styles.muted}>正在加载…</p>}
      </section>

      <section className="card">
        <h2>最近90天的进步</h2>
        {quarter ? <TrendCharts rows={quarter} /> : <p className={styles.muted}>正在加载…</p>}
      </section>

      <section className="card">
        <h2>按键热力图</h2>
        <p className={styles.muted}>颜色越绿按得越准，越红越容易按错；红框是最需要练习的键。</p>
        {/* on a phone the keyboard is wider than the screen: the strip scrolls, also by keyboard */}
        {stats && <KeyHeatmap stats={stats} weak={weak?.keys.map((k) => k.code) ?? []} />}
        {stats && (
          <p className={styles.swipeHint} aria-hidden="true">
            👆 左右滑动，看整个键盘
          </p>
        )}
        <div className={styles.weakGrid}>
          <div>
            <h3>最薄弱的键</h3>
            {weak && weak.keys.length ? (
              <ul className={styles.chips} data-testid="weak-keys">
                {weak.keys.map((k) => (
                  <li key={k.code} style={{ background: heatTint(k.accuracy) }}>
                    <b>{k.label}</b> {k.accuracy}%
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>还没有发现薄弱的键，继续保持！</p>
            )}
          </div>
          <div>
            <h3>最需要加油的手指</h3>
            {weak && weak.fingers.length ? (
              <ul className={styles.chips}>
                {weak.fingers.map((f) => (
                  <li key={f.name} style={{ background: heatTint(f.accuracy) }}>
                    <b>{f.name}</b> {f.accuracy}%
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>每根手指都很棒！</p>
            )}
          </div>
        </div>
        <div className={styles.coach}>
          <p>用你最容易按错的键专门编一关练习，完成后和普通关卡一样得星星和积分。</p>
          <button type="button" className="btn btn-big btn-grass" onClick={practise} disabled={making || !weak?.keys.length}>
            练习薄弱键
          </button>
        </div>
      </section>

      <PinyinCoach />

      <TestHistory />
    </div>
  );
}
