import { useEffect, useRef, useState } from 'react';
import styles from './TypingTest.module.css';

/** Loads the parts of chart.js the line needs, only with the result (its own chunk). */
async function loadChart() {
  const m = await import('chart.js');
  m.Chart.register(m.LineController, m.LineElement, m.PointElement, m.LinearScale, m.CategoryScale, m.Tooltip, m.Filler);
  return m.Chart;
}

const TICKS = { font: { size: 15, weight: 600 }, color: '#4a4f6a' } as const;

/** When a part of the test ends, as a child reads it: 10秒, 1分30秒, 2分. */
const at = (ms: number) => {
  const s = Math.round(ms / 1000);
  const m = Math.floor(s / 60);
  return m === 0 ? `${s}秒` : s % 60 === 0 ? `${m}分` : `${m}分${s % 60}秒`;
};

/** The speed in each part of the test (字/分) as a line: where the child sped up or slowed down. */
export function SpeedLine({ points, stepMs, unit }: { points: readonly number[]; stepMs: number; unit: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let live = true;
    let chart: { destroy(): void } | null = null;
    loadChart().then((Chart) => {
      if (!live || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'line',
        data: {
          labels: points.map((_, i) => at((i + 1) * stepMs)),
          datasets: [{ data: [...points], borderColor: '#6a4cf2', backgroundColor: 'rgba(106,76,242,0.15)', fill: true, tension: 0.3, pointRadius: 6, borderWidth: 4 }],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { tooltip: { enabled: true } },
          scales: { x: { ticks: { ...TICKS, maxRotation: 0 } }, y: { beginAtZero: true, ticks: { ...TICKS, maxTicksLimit: 5 } } },
        },
      });
      setDrawn(true);
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [points, stepMs]);
  return (
    <figure className={styles.speedLine} data-drawn={drawn || undefined} data-testid="speed-line">
      <figcaption>每{at(stepMs)}的速度（{unit}）</figcaption>
      <div className={styles.chartBox}>
        <canvas ref={canvas} role="img" aria-label={`速度曲线：${points.join('、')}`} />
      </div>
    </figure>
  );
}
