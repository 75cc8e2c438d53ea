import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import type { ReplayKind } from '../../../contract/replay';
import { loadAttemptTimeline, loadChapterEngine, loadChapterRules, loadCoreKit } from '../../../engines/registry';
import { attemptReplayApi } from '../../api/replay';
import { Spinner } from '../../ui/Spinner';
import { useLoaded } from '../../host/useLoaded';
import type { Loaded } from './ReplayPlayer';

const loadPlayer = () => import('./ReplayPlayer');
const ReplayPlayer = lazy(loadPlayer);

/** /group/:groupId/replay/:roleId/:kind/:id — the class teacher watches how a child typed one attempt, on the chapter's own scene. */
export default function ReplayPage() {
  const p = useParams<{ groupId: string; roleId: string; kind: string; id: string }>();
  // everything at once: the attempt, the player (Pixi), the kit and the timeline; the engine as soon as the attempt names it
  const load = async (): Promise<Loaded> => {
    const kit = loadCoreKit();
    const timeline = loadAttemptTimeline();
    void loadPlayer();
    performance.mark('replay:asked');
    const replay = await attemptReplayApi(p.groupId, p.roleId, p.kind as ReplayKind, p.id);
    performance.mark('replay:answered');
    const engine = replay.activity.render_engine;
    const [definition, k, tl, rules] = await Promise.all([loadChapterEngine(engine), kit, timeline, loadChapterRules(engine)]);
    performance.mark('replay:loaded');
    return { replay, definition, kit: k, timeline: tl.attemptTimeline(rules, replay.activity, replay.log), typedBefore: tl.typedBefore };
  };
  const { value: loaded, failure } = useLoaded(`${p.groupId}/${p.roleId}/${p.kind}/${p.id}`, load);
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
  // the player (and its stage's application) mounts at once: Pixi starts while the attempt is fetched
  return (
    <Suspense fallback={<div className="page"><Spinner label="正在准备回放…" /></div>}>
      <ReplayPlayer loaded={loaded} groupId={p.groupId} />
    </Suspense>
  );
}
