import { memo, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AttemptReplay } from '../../../contract/replay';
import type { ChapterEngineDefinition } from '../../../engines/core/types';
import type { AttemptTimeline, CoreKit } from '../../../engines/registry';
import { attemptsHref } from '../../api/replay';
import { Spinner } from '../../ui/Spinner';
import { SpeedLine } from '../typingTest/SpeedLine';
import { ReplayStage, type ReplayStageHandle } from './ReplayStage';
import { ReplayControls, clockText } from './ReplayControls';
import { useReplayPlayer } from './useReplayPlayer';
import styles from './Replay.module.css';

export interface Loaded {
  replay: AttemptReplay;
  timeline: AttemptTimeline;
  typedBefore: (times: readonly number[], ms: number) => number;
  definition: ChapterEngineDefinition;
  kit: CoreKit;
}

const Stage = memo(ReplayStage);
const UNIT = '字/分';
const NO_LOG: AttemptReplay['log'] = [];
const NOTHING_BEFORE = () => 0;

/**
 * The replay (its own chunk, with Pixi): the stage from the start — its application starts while the
 * attempt is fetched — then, with the attempt, the figures, the controls, the wrong keys and the
 * speed line (drawn once the stage's first frame is ready, so the chart does not hold it up).
 */
export default function ReplayPlayer({ loaded, groupId }: { loaded: Loaded | null; groupId: string }) {
  const stage = useRef<ReplayStageHandle>(null);
  const [ready, setReady] = useState(false);
  const setup = useMemo(() => (loaded ? { definition: loaded.definition, kit: loaded.kit, activity: loaded.replay.activity } : null), [loaded]);
  const player = useReplayPlayer(loaded?.replay.log ?? NO_LOG, loaded?.timeline.endMs ?? 0, loaded?.typedBefore ?? NOTHING_BEFORE, stage);
  const stageBox = (
    <div className={styles.stage} data-testid="replay-stage" data-ready={ready || undefined}>
      <Stage ref={stage} setup={setup} onReady={() => setReady(true)} />
    </div>
  );
  if (!loaded)
    return (
      <div className={styles.page}>
        <Spinner label="正在准备回放…" />
        {stageBox}
      </div>
    );
  const { replay, timeline } = loaded;
  const now = timeline.steps[Math.min(player.typed, timeline.steps.length) - 1]?.stats;
  const wrongSoFar = timeline.steps.slice(0, player.typed).filter((s) => s.judged === 'wrong').length;
  return (
    <div className={styles.page} data-testid="replay-page">
      <header className={styles.head}>
        <h1 className={styles.title}>▶ {replay.roleName} 的回放 <small>{replay.title} · {replay.at.slice(0, 16)}</small></h1>
        <div className={styles.figures} aria-live="off">
          <span>已打 <b data-testid="replay-typed">{player.typed}</b>/{replay.log.length} 键</span>
          <span className={styles.bad}>错键 <b data-testid="replay-wrong">{wrongSoFar}</b></span>
          <span>速度 <b>{Math.round(now?.cpm ?? 0)}</b> {UNIT}</span>
          <span>正确率 <b>{now ? Math.round(now.accuracy) : 100}</b>%</span>
        </div>
        <Link to={attemptsHref(groupId, { roleId: replay.roleId })} className="btn btn-ghost">← {replay.roleName}的练习</Link>
      </header>
      {stageBox}
      <ReplayControls player={player} timeline={timeline} />
      <div className={styles.below}>
        {!ready ? <span /> : timeline.speedLine ? <SpeedLine points={timeline.speedLine} stepMs={timeline.lineStepMs} unit={UNIT} /> : <p className={styles.muted}>这种练习没有速度曲线。</p>}
        <section className={styles.wrongs} aria-label="错键" data-testid="replay-wrongs">
          <h2>错键 {timeline.wrongCount} 次 <small className={styles.muted}>（点一下跳到那里）</small></h2>
          {timeline.wrongCount === 0 && <p className={styles.muted}>这次一个错键也没有！</p>}
          {timeline.steps.map((s, i) =>
            s.judged !== 'wrong' ? null : (
              <button key={i} type="button" className={styles.chip} data-passed={i < player.typed} onClick={() => player.seek(s.ms + 1)}>
                {clockText(s.ms, true)} 按了 {s.key === ' ' ? '空格' : s.key}
              </button>
            ),
          )}
        </section>
      </div>
    </div>
  );
}
