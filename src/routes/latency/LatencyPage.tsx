import { useEffect, useRef, useState } from 'react';
import { startKeyProbe, type KeyProbe, type KeySample } from '../../perf/keyProbe';
import { EVENT_TIMING_FLOOR, formatMs, frameRate, histogram, summarize } from '../../perf/stats';
import styles from './LatencyPage.module.css';

type Target = 'keyboard' | 'bare';
const TARGETS: { id: Target; name: string; about: string }[] = [
  { id: 'keyboard', name: '彩色键盘', about: '按下的键会在键盘上亮起来' },
  { id: 'bare', name: '空白对照', about: '只有一行字，什么都不画：这是浏览器最快能做到的' },
];

const ROWS: [string, string][][] = [
  '1234567890'.split('').map((d) => [`Digit${d}`, d]),
  'QWERTYUIOP'.split('').map((c) => [`Key${c}`, c]),
  'ASDFGHJKL'.split('').map((c) => [`Key${c}`, c]),
  'ZXCVBNM'.split('').map((c) => [`Key${c}`, c]),
  [['Space', '空格']],
];
/** keys whose browser default (scrolling, going back, quick find) would disturb the test */
const SWALLOW = new Set([' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', 'Backspace', '/', "'"]);
const REFRESH_MS = 250;

const shown = (key: string) => (key === ' ' ? '空格' : key.length === 1 ? key.toUpperCase() : key);

function Figures({ title, samples }: { title: string; samples: KeySample[] }) {
  const frame = summarize(samples.map((s) => s.frame));
  const paint = summarize(samples.map((s) => s.paint));
  const cell = (v: number, floor = 0) => (
    <td>
      {formatMs(v, floor)}
      {Number.isFinite(v) && <small> 毫秒</small>}
    </td>
  );
  return (
    <>
      <tr>
        <th scope="row" rowSpan={2}>
          {title}
        </th>
        <td className={styles.what}>按下 → 下一帧</td>
        <td>{frame.n}</td>
        {cell(frame.p50)}
        {cell(frame.p95)}
        {cell(frame.p99)}
      </tr>
      <tr>
        <td className={styles.what}>按下 → 画面显示</td>
        <td>{paint.n}</td>
        {cell(paint.p50, EVENT_TIMING_FLOOR)}
        {cell(paint.p95, EVENT_TIMING_FLOOR)}
        {cell(paint.p99, EVENT_TIMING_FLOOR)}
      </tr>
    </>
  );
}

function Histogram({ title, values, floor = 0 }: { title: string; values: number[]; floor?: number }) {
  const buckets = histogram(values).filter((b) => !floor || b.to > floor || b.from === 0);
  // below the Event Timing floor every key is the same "< 16": one bar for them
  if (floor) {
    const under = histogram(values).filter((b) => b.to <= floor).reduce((n, b) => n + b.count, 0);
    buckets[0] = { from: 0, to: floor, count: under, label: `< ${floor}` };
  }
  const top = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <figure className={styles.histogram}>
      <figcaption>{title}</figcaption>
      <ol aria-label={`${title}的分布`}>
        {buckets.map((b) => (
          <li key={b.label} title={`${b.label} 毫秒：${b.count} 次`}>
            <span className={styles.count}>{b.count || ''}</span>
            <span className={styles.bar} style={{ height: `${(b.count / top) * 100}%` }} />
            {/* an axis tick at the bar's left edge: one short number per edge, so labels never meet */}
            <span className={styles.edge} aria-hidden="true">
              {b.from}
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.unit}>毫秒（最后一格：{buckets[buckets.length - 1]!.label}）</p>
    </figure>
  );
}

/** /latency — 按键延迟测试: live key → frame and key → paint latency, for a colourful keyboard and a bare element. */
export default function LatencyPage() {
  const [target, setTarget] = useState<Target>('keyboard');
  const [, setVersion] = useState(0);
  const probe = useRef<KeyProbe | null>(null);
  const bigKey = useRef<HTMLSpanElement>(null);
  const bareText = useRef<HTMLSpanElement>(null);
  const keyboard = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let dirty = true;
    const p = startKeyProbe(() => (dirty = true), { tag: 'keyboard' });
    probe.current = p;
    // figures are redrawn a few times a second, never in the frame a key is measured for
    const timer = window.setInterval(() => {
      if (!dirty) return;
      dirty = false;
      setVersion((v) => v + 1);
    }, REFRESH_MS);
    let lit: Element | null = null;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (SWALLOW.has(e.key)) e.preventDefault();
      // the measured change: direct DOM writes, nothing else in this frame
      if (p.tag === 'bare') {
        if (bareText.current) bareText.current.textContent = shown(e.key);
        return;
      }
      if (bigKey.current) bigKey.current.textContent = shown(e.key);
      lit?.classList.remove(styles.lit);
      lit = keyboard.current?.querySelector(`[data-code="${e.code}"]`) ?? null;
      lit?.classList.add(styles.lit);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.clearInterval(timer);
      p.stop();
    };
  }, []);

  const choose = (t: Target, button: HTMLButtonElement) => {
    setTarget(t);
    if (probe.current) probe.current.tag = t;
    // a focused button would take Space and Enter as clicks
    button.blur();
  };

  const p = probe.current;
  const samples = p?.samples ?? [];
  const mine = samples.filter((s) => s.tag === target);
  const last = samples[samples.length - 1];
  const fps = p ? frameRate(p.frames, performance.now()) : 0;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>按键延迟测试</h1>
        <p>按下键盘上任意一个键，看看从按下到屏幕画出来用了多少毫秒。数字越小，键盘和电脑反应越快。</p>
      </header>

      <div className={styles.targets} role="group" aria-label="测量对象">
        {TARGETS.map((t) => (
          <button key={t.id} type="button" aria-pressed={target === t.id} className={styles.target} onClick={(e) => choose(t.id, e.currentTarget)}>
            <b>{t.name}</b>
            <span>{t.about}</span>
          </button>
        ))}
      </div>

      <section className={styles.stage} aria-label="按键区">
        <div hidden={target !== 'keyboard'} className={styles.keyboardStage}>
          <span ref={bigKey} className={styles.bigKey} data-testid="latency-key">
            ?
          </span>
          <div ref={keyboard} className={styles.keyboard} aria-hidden="true">
            {ROWS.map((row, i) => (
              <div key={i} className={styles.row}>
                {row.map(([code, label]) => (
                  <span key={code} data-code={code} className={code === 'Space' ? `${styles.cap} ${styles.space}` : styles.cap}>
                    {label}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </div>
        <div hidden={target !== 'bare'} className={styles.bareStage}>
          <span ref={bareText} data-testid="latency-bare">
            按任意键
          </span>
        </div>
      </section>

      <section className={styles.live} aria-live="off" data-testid="latency-live">
        <div>
          <span className={styles.label}>刚才按的键</span>
          <b>{last ? shown(last.key) : '—'}</b>
        </div>
        <div>
          <span className={styles.label}>按下 → 下一帧</span>
          <b>
            {formatMs(last?.frame ?? NaN)} <small>毫秒</small>
          </b>
        </div>
        <div>
          <span className={styles.label}>按下 → 画面显示</span>
          <b>
            {formatMs(last?.paint ?? NaN, EVENT_TIMING_FLOOR)} <small>毫秒</small>
          </b>
        </div>
        <div>
          <span className={styles.label}>帧率</span>
          <b data-testid="latency-fps">
            {Math.round(fps)} <small>帧/秒</small>
          </b>
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h2>统计</h2>
          <button type="button" className={styles.reset} onClick={(e) => (probe.current?.clear(), e.currentTarget.blur())}>
            清空重测
          </button>
        </div>
        <p className={styles.explain}>
          <b>中位数</b>：一半的按键比它快。<b>95% 的按键</b>：100 次里有 95 次不比它慢（99% 同理）。数字越小越快。
        </p>
        {/* on a phone the table keeps its columns and scrolls sideways, also by keyboard */}
        <div className={styles.tableScroll} role="region" aria-label="统计表，可左右滑动" tabIndex={0}>
          <table className={styles.table} data-testid="latency-table">
            <thead>
              <tr>
                <th scope="col">测量对象</th>
                <th scope="col">测量项</th>
                <th scope="col">次数</th>
                <th scope="col">
                  中位数 <small>(p50)</small>
                </th>
                <th scope="col">
                  95% 的按键 <small>(p95)</small>
                </th>
                <th scope="col">
                  99% 的按键 <small>(p99)</small>
                </th>
              </tr>
            </thead>
          <tbody>
            {TARGETS.map((t) => (
              <Figures key={t.id} title={t.name} samples={samples.filter((s) => s.tag === t.id)} />
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.swipeHint} aria-hidden="true">
          👆 左右滑动，看全部数字
        </p>
        <div className={styles.histograms}>
          <Histogram title={`${TARGETS.find((t) => t.id === target)?.name}：按下 → 下一帧`} values={mine.map((s) => s.frame)} />
          <Histogram title={`${TARGETS.find((t) => t.id === target)?.name}：按下 → 画面显示`} values={mine.map((s) => s.paint)} floor={EVENT_TIMING_FLOOR} />
        </div>
      </section>

      <section className={styles.about}>
        <h2>这些数字是怎么来的</h2>
        <ul>
          <li>
            <b>按下 → 下一帧</b>：从浏览器收到按键，到它开始画下一帧画面的时间。电脑忙的时候，这个数字会变大。
          </li>
          <li>
            <b>按下 → 画面显示</b>：从按键到新画面画好的时间，由浏览器自己记下来（叫“事件计时”，英文 Event Timing）。浏览器只记录 16 毫秒以上的按键，更快的显示为“&lt; 16”。
          </li>
          <li>
            <b>空白对照</b>：同一台电脑、同一个浏览器里最简单的画面。彩色键盘和它越接近越好。
          </li>
          <li>不包括键盘本身和显示器的延迟：那一段要用高速摄像机才能量出来。</li>
          <li>
            给测键盘的大人：在练习和游戏页面的地址后面加上 <code>?perf=1</code>（性能开关），右下角会显示同样的数字：中位数 / 95% / 99% 的按键（p50 / p95 / p99）。
          </li>
        </ul>
      </section>
    </div>
  );
}
