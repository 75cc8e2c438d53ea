import { memo, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { AttemptReplay, ReplayKind } from '../../../contract/replay';
import type { ChapterEngineDefinition } from '../../../engines/core/types';
import { loadAttemptTimeline, loadChapterEngine, loadCoreKit, type AttemptTimeline, type CoreKit } from '../../../engines/registry';
import { attemptReplayApi, attemptsHref } from '../../api/replay';
import { Spinner } from '../../ui/Spinner';
import { SpeedLine } from '../typingTest/SpeedLine';
import { ReplayStage, type ReplayStageHandle } from './ReplayStage';
import { ReplayControls, clockText } from './ReplayControls';
import { useReplayPlayer } from './useReplayPlayer';
import styles from './Replay.module.css';

interface Loaded {
  replay: AttemptReplay;
  timeline: AttemptTimeline;
  typedBefore: (times: readonly number[], ms: number) => number;
  definition: ChapterEngineDefinition;
  kit: CoreKit;
}

const Stage = memo(ReplayStage);

/** The replay once everything is loaded: the stage, the controls, the wrong keys and the speed line. */
function Player({ loaded, groupId }: { loaded: Loaded; groupId: string }) {
  const { replay, timeline } = loaded;
  const stage = useRef<ReplayStageHandle>(null);
  const [ready, setReady] = useState(false);
  const player = useReplayPlayer(replay.log, timeline.endMs, loaded.typedBefore, stage);
  const now = timeline.steps[Math.min(player.typed, timeline.steps.length) - 1]?.stats;
  const wrongSoFar = timeline.steps.slice(0, player.typed).filter((s) => s.judged === 'wrong').length;
  const unit = '字/分';
  return (
    <div className={styles.page} data-testid="replay-page">
      <header className={styles.head}>
        <h1 className={styles.title}>▶ {replay.roleName} 的回放 <small>{replay.title} · {replay.at.slice(0, 16)}</small></h1>
        <div className={styles.figures} aria-live="off">
          <span>已打 <b data-testid="replay-typed">{player.typed}</b>/{replay.log.length} 键</span>
          <span className={styles.bad}>错键 <b data-testid="replay-wrong">{wrongSoFar}</b></span>
          <span>速度 <b>{Math.round(now?.cpm ?? 0)}</b> {unit}</span>
          <span>正确率 <b>{now ? Math.round(now.accuracy) : 100}</b>%</span>
        </div>
        <Link to={attemptsHref(groupId, { roleId: replay.roleId })} className="btn btn-ghost">← {replay.roleName}的练习</Link>
      </header>
      <div className={styles.stage} data-testid="replay-stage" data-ready={ready || undefined}>
        <Stage ref={stage} definition={loaded.definition} kit={loaded.kit} activity={replay.activity} onReady={() => setReady(true)} />
      </div>
      <ReplayControls player={player} timeline={timeline} />
      <div className={styles.below}>
        {timeline.speedLine ? <SpeedLine points={timeline.speedLine} stepMs={timeline.lineStepMs} unit={unit} /> : <p className={styles.muted}>这种练习没有速度曲线。</p>}
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

/** /group/:groupId/replay/:roleId/:kind/:id — the class teacher watches how a child typed one attempt, on the chapter's own scene. */
export default function ReplayPage() {
  const p = useParams<{ groupId: string; roleId: string; kind: string; id: string }>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setLoaded(null);
    setFailure(null);
    (async () => {
      const replay = await attemptReplayApi(p.groupId, p.roleId, p.kind as ReplayKind, p.id);
      const [definition, kit, timeline] = await Promise.all([loadChapterEngine(replay.activity.render_engine), loadCoreKit(), loadAttemptTimeline()]);
      if (live) setLoaded({ replay, definition, kit, timeline: timeline.attemptTimeline(replay.activity, replay.log), typedBefore: timeline.typedBefore });
    })().catch((e: unknown) => live && setFailure(e instanceof Error ? e.message : '回放打不开'));
    return () => {
      live = false;
    };
  }, [p.groupId, p.roleId, p.kind, p.id]);
  if (failure)
    return (
      <div className="page">
        <div className="card" data-testid="replay-failure">
          <h2>这次练习不能回放</h2>
          <p>{failure}</p>
          <Link className="btn" to={`/group/${encodeURIComponent(p.groupId)}/gradebook`}>回到成绩册</Link>
        </div>
      </div>
    );
  if (!loaded) return <div className="page"><Spinner label="正在准备回放…" /></div>;
  return <Player loaded={loaded} groupId={p.groupId} />;
}
