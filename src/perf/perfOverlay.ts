import { startKeyProbe } from './keyProbe';
import { EVENT_TIMING_FLOOR, formatMs, frameRate, summarize } from './stats';

const REFRESH_MS = 500;

/**
 * A game's render quality as its host shows it on the canvas (src/host/quality.ts):
 * e.g. "高 · 分辨率 1×"; empty on pages without a game.
 */
function gameQuality(doc: Document): string {
  const canvas = doc.querySelector<HTMLCanvasElement>('canvas[data-quality]');
  if (!canvas) return '';
  return `${canvas.dataset.quality === 'low' ? '低（少特效）' : '高'} · 分辨率 ${canvas.dataset.resolution ?? '?'}×`;
}

/**
 * The ?perf=1 overlay: a small box in the bottom-right corner with the same figures as the
 * 按键延迟测试 page (key → next frame and key → paint p50/p95/p99, frame rate) for the page it is
 * on. Plain DOM, redrawn twice a second, never in the frame of a key; it takes no pointer events.
 * Returns a function that removes it.
 */
export function mountPerfOverlay(doc: Document = document): () => void {
  const box = doc.createElement('div');
  box.setAttribute('data-testid', 'perf-overlay');
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'fixed',
    right: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    pointerEvents: 'none',
    font: '600 13px/1.45 ui-monospace, Menlo, Consolas, monospace',
    color: '#fff',
    background: 'rgba(30, 32, 48, 0.82)',
    padding: '8px 10px',
    borderRadius: '10px',
    whiteSpace: 'pre',
    fontVariantNumeric: 'tabular-nums',
  } satisfies Partial<CSSStyleDeclaration>);
  box.textContent = '按键延迟：按任意键开始';
  doc.body.appendChild(box);

  let dirty = true;
  const probe = startKeyProbe(() => (dirty = true), { cap: 2000 });
  const triple = (s: ReturnType<typeof summarize>, floor = 0) =>
    [s.p50, s.p95, s.p99].map((v) => formatMs(v, floor).padStart(5)).join(' /');
  const draw = () => {
    const fps = Math.round(frameRate(probe.frames, performance.now()));
    const quality = gameQuality(doc);
    if (!dirty && box.dataset.fps === String(fps) && (box.dataset.quality ?? '') === quality) return;
    dirty = false;
    box.dataset.fps = String(fps);
    if (quality) box.dataset.quality = quality;
    const frame = summarize(probe.samples.map((s) => s.frame));
    const paint = summarize(probe.samples.map((s) => s.paint));
    box.dataset.keys = String(frame.n);
    box.textContent = [
      `按键 ${frame.n}   帧率 ${fps} 帧/秒`,
      `         p50 /  p95 /  p99 毫秒`,
      `下一帧 ${triple(frame)}`,
      `画面   ${triple(paint, EVENT_TIMING_FLOOR)}`,
      ...(quality ? [`画质   ${quality}`] : []),
    ].join('\n');
  };
  const timer = setInterval(draw, REFRESH_MS);
  return () => {
    clearInterval(timer);
    probe.stop();
    box.remove();
  };
}
