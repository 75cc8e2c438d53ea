import { useEffect, useRef, useState } from 'react';
import type { DayReport } from '../../../contract/account';
import { chartDays } from './chartDays';
import styles from './ReportPage.module.css';

/** Loads the parts of chart.js the trend needs, only when this page opens (its own chunk). */
async function loadChart() {
  const m = await import('chart.js');
  m.Chart.register(m.LineController, m.LineElement, m.PointElement, m.LinearScale, m.CategoryScale, m.Tooltip, m.Filler);
  return m.Chart;
}

const label = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;

/** Axis text a child can read (the product's floor is 12 px; charts get a little more). */
const TICKS = { font: { size: 15, weight: 600 }, color: '#4a4f6a' } as const;

/** The 90-day trend of speed and accuracy as two line charts (days without practice are gaps). */
export function TrendCharts({ rows }: { rows: readonly DayReport[] }) {
  const speed = useRef<HTMLCanvasElement>(null);
  const accuracy = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const practised = rows.filter((r) => r.minutes > 0).length;

  useEffect(() => {
    let live = true;
    const charts: { destroy(): void }[] = [];
    loadChart().then((Chart) => {
      if (!live || !speed.current || !accuracy.current) return;
      const days = chartDays(rows);
      const labels = days.map((r) => label(r.date));
      const make = (canvas: HTMLCanvasElement, data: (number | null)[], color: string, fill: string, max?: number) =>
        new Chart(canvas, {
          type: 'line',
          data: { labels, datasets: [{ data, borderColor: color, backgroundColor: fill, fill: true, spanGaps: true, tension: 0.3, pointRadius: 5, borderWidth: 3 }] },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            plugins: { tooltip: { enabled: true } },
            // offset: the newest day sits half a step in from the edge, not on it
            scales: { x: { offset: true, ticks: { ...TICKS, maxTicksLimit: 7, maxRotation: 0, autoSkipPadding: 14 } }, y: { beginAtZero: true, max, ticks: { ...TICKS, maxTicksLimit: 6 } } },
          },
        });
      charts.push(make(speed.current, days.map((r) => (r.minutes > 0 ? r.cpm : null)), '#2f9bff', 'rgba(47,155,255,0.15)'));
      charts.push(make(accuracy.current, days.map((r) => (r.minutes > 0 ? r.accuracy : null)), '#25b876', 'rgba(37,184,118,0.15)', 100));
      setDrawn(true);
    });
    return () => {
      live = false;
      charts.forEach((c) => c.destroy());
    };
  }, [rows]);

  return (
    <div className={styles.charts} data-drawn={drawn || undefined} data-testid="trend">
      {practised === 0 && <p className={styles.muted}>最近90天还没有练习记录，练一练就能看到曲线啦。</p>}
      {practised > 0 && practised < 3 && (
        <p className={styles.fewDays} data-testid="trend-few-days">
          🌱 才练了 {practised} 天。多练几天，这里会画出你的进步曲线！
        </p>
      )}
      <figure>
        <figcaption>速度（字/分）</figcaption>
        <div className={styles.chartBox}>
          <canvas ref={speed} role="img" aria-label="最近90天速度曲线" />
        </div>
      </figure>
      <figure>
        <figcaption>正确率（%）</figcaption>
        <div className={styles.chartBox}>
          <canvas ref={accuracy} role="img" aria-label="最近90天正确率曲线" />
        </div>
      </figure>
    </div>
  );
}
