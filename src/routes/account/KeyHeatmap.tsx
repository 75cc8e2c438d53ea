import { useEffect, useRef } from 'react';
import type { KeyStats } from '../../../contract/student';
import { STANDARD_KEYS, keyLabel, layoutKeys } from '../../../engines/keys';
import styles from './ReportPage.module.css';

const W = 900;
const H = 300;
const layout = layoutKeys(STANDARD_KEYS, W, H);

/** Red (weak) through yellow to green (sure) for an accuracy in percent. */
export function heatColour(accuracy: number): string {
  const t = Math.max(0, Math.min(1, (accuracy - 70) / 30));
  const hue = Math.round(t * 130);
  return `hsl(${hue} 80% ${62 - t * 12}%)`;
}

/** The same scale, pale enough for dark text on it (AA): the weak-key and finger chips. */
export function heatTint(accuracy: number): string {
  const t = Math.max(0, Math.min(1, (accuracy - 70) / 30));
  return `hsl(${Math.round(t * 130)} 85% 84%)`;
}

/**
 * The keyboard of engines/core drawn as SVG, each key coloured by the child's accuracy on it, in a
 * strip that scrolls sideways where the screen is narrower than the keyboard (a phone); the strip
 * opens with the weakest key (weak[0]) in the middle, so the red frame is never off screen.
 */
export function KeyHeatmap({ stats, weak }: { stats: KeyStats; weak: readonly string[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const weakest = weak[0];
  useEffect(() => {
    const box = strip.current;
    const key = weakest ? box?.querySelector(`[data-code="${weakest}"]`) : null;
    if (!box || !key || box.scrollWidth <= box.clientWidth) return;
    const k = key.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    box.scrollLeft += k.left + k.width / 2 - (b.left + box.clientWidth / 2);
  }, [weakest]);
  return (
    <div ref={strip} className={styles.heatScroll} role="region" aria-label="按键正确率热力图，可左右滑动" tabIndex={0}>
      <Keys stats={stats} weak={weak} />
    </div>
  );
}

function Keys({ stats, weak }: { stats: KeyStats; weak: readonly string[] }) {
  return (
    <svg className={styles.heatmap} viewBox={`0 0 ${W} ${H}`} role="img" aria-label="按键正确率热力图" data-testid="heatmap">
      <rect {...layout.board} rx={18} fill="#eef2f8" />
      {STANDARD_KEYS.map((k) => {
        const r = layout.keys.get(k.key_id)!;
        const s = stats[k.code];
        const total = s ? s.hit + s.miss : 0;
        const acc = total ? (s!.hit / total) * 100 : null;
        const isWeak = weak.includes(k.code);
        const text = k.code === 'Space' ? '空格' : keyLabel(k);
        return (
          <g key={k.key_id} data-code={k.code}>
            <title>{acc === null ? `${text}：还没有练过` : `${text}：正确率 ${acc.toFixed(1)}%（${total}次）`}</title>
            <rect x={r.x} y={r.y} width={r.width} height={r.height} rx={8} fill={acc === null ? '#ffffff' : heatColour(acc)} stroke={isWeak ? '#e5175e' : '#c9d2e3'} strokeWidth={isWeak ? 4 : 1.5} />
            <text x={r.x + r.width / 2} y={r.y + r.height / 2 + 7} textAnchor="middle" fontSize={text.length > 2 ? 15 : 22} fontWeight={800} fill="#2a2d43">
              {text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
