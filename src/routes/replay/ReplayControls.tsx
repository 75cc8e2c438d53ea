import type { AttemptTimeline } from '../../../engines/registry';
import { SPEEDS, type useReplayPlayer } from './useReplayPlayer';
import styles from './Replay.module.css';

/** m:ss of a replay's time (m:ss.s with `tenths`: where a wrong key fell). */
export const clockText = (ms: number, tenths = false) => {
  const d = Math.floor(Math.max(0, ms) / 100);
  const s = Math.floor(d / 10);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}${tenths ? `.${d % 10}` : ''}`;
};

/** 播放/暂停, 1×/2×/4×, the time, and the scrubber with a red mark where each wrong key falls. */
export function ReplayControls({ player, timeline }: { player: ReturnType<typeof useReplayPlayer>; timeline: AttemptTimeline }) {
  const at = (ms: number) => `${((ms / player.length) * 100).toFixed(2)}%`;
  return (
    <div className={styles.controls}>
      <button type="button" className="btn btn-grass btn-big" onClick={() => (player.playing ? player.pause() : player.play())} data-testid="replay-toggle">
        {player.playing ? '⏸ 暂停' : '▶ 播放'}
      </button>
      <span className={styles.speed} role="group" aria-label="回放速度">
        {SPEEDS.map((s) => (
          <button key={s} type="button" className="btn btn-ghost" aria-pressed={player.speed === s} onClick={() => player.setSpeed(s)} data-testid={`replay-speed-${s}`}>
            {s}×
          </button>
        ))}
      </span>
      <span className={styles.time} data-testid="replay-time">{clockText(player.position)} / {clockText(player.length)}</span>
      <div className={styles.track}>
        {timeline.steps.map((s, i) => (s.judged === 'wrong' ? <span key={i} className={styles.mark} style={{ left: at(s.ms) }} data-testid="replay-mark" /> : null))}
        <input
          type="range"
          min={0}
          max={player.length}
          step={50}
          value={Math.round(player.position)}
          onChange={(e) => player.seek(Number(e.target.value))}
          aria-label="回放进度"
          data-testid="replay-scrub"
        />
      </div>
    </div>
  );
}
