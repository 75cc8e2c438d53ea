import { useCallback, useEffect, useRef } from 'react';
import type { Application } from 'pixi.js';
import type { RacerView } from '../../../contract/race';
import { loadCoreKit, loadRaceTrack, type TrackRacer } from '../../../engines/registry';
import { PixiCanvas } from '../../host/PixiCanvas';
import { createStageHost } from '../../host/stageHost';
import { raceTrackPolicy } from '../../host/raceTrackPolicy';
import { useLoaded } from '../../host/useLoaded';
import { settings } from '../../state/settings';
import { TEST_BUILD } from '../../testBuild';

type Scene = InstanceType<Awaited<ReturnType<typeof loadRaceTrack>>['RaceTrackScene']>;
/** the track's scene and the kit the stage host composes, loaded before the canvas mounts */
const loadTrack = () => Promise.all([loadRaceTrack(), loadCoreKit()]).then(([track, kit]) => ({ Track: track.RaceTrackScene, kit }));

const statusOf = (r: RacerView, ended: boolean): TrackRacer['status'] =>
  r.status === 'finished' ? 'finished' : r.status === 'unfinished' || ended ? 'unfinished' : r.away ? 'away' : 'racing';

/** The racers as the track draws them, in lane order. */
export function trackRacers(racers: readonly RacerView[], ended: boolean): TrackRacer[] {
  return racers
    .filter((r) => r.status !== 'removed')
    .sort((a, b) => a.lane - b.lane)
    .map((r) => ({ id: r.roleId, name: r.roleName, progress: r.progress, place: r.place, status: statusOf(r, ended), cpm: r.keys > 0 ? r.cpm : 0 }));
}

const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩';

/** The track's headline: the finishing order as it happens. */
export function finishLine(racers: readonly RacerView[]): string {
  const done = racers.filter((r) => r.place !== null).sort((a, b) => a.place! - b.place!);
  if (done.length === 0) return '比赛进行中，加油！';
  return `冲线：${done.map((r) => `${CIRCLED[r.place! - 1] ?? `${r.place}.`} ${r.roleName}`).join('  ')}`;
}

/**
 * The Pixi race track (engines/core/race via the registry): one lane per child, cars easing with
 * the live progress, place badges as they finish. It runs on the stage host like every scene
 * (src/host/raceTrackPolicy.ts); React hands it the racers, the scene animates itself. The scene's
 * module and the kit load before the canvas mounts, so `onReady` can build the stage at once.
 */
export function RaceTrack({ racers, ended }: { racers: readonly RacerView[]; ended: boolean }) {
  const title = finishLine(racers);
  const { value: loaded } = useLoaded('track', loadTrack);
  const scene = useRef<Scene | null>(null);
  const latest = useRef({ racers, title, ended });
  latest.current = { racers, title, ended };

  const onReady = useCallback(
    (app: Application) => {
      if (!loaded) return;
      const policy = raceTrackPolicy(loaded.Track, latest.current.title, (made) => {
        scene.current = made;
        made?.setRacers(trackRacers(latest.current.racers, latest.current.ended));
        if (TEST_BUILD && made) (window as unknown as { __raceTrack?: () => unknown }).__raceTrack = () => made.view();
      });
      // the projector's settings are no keyboard: the track has its own look
      const host = createStageHost({ app, kit: loaded.kit, settings: { ...settings, showKeyboard: false } }, policy);
      return () => host.dispose();
    },
    [loaded],
  );

  useEffect(() => {
    scene.current?.setTitle(title);
    scene.current?.setRacers(trackRacers(racers, ended));
  }, [racers, title, ended]);

  return (
    <div data-testid="race-track" style={{ position: 'absolute', inset: 0 }}>
      {loaded && <PixiCanvas onReady={onReady} background="#7cb342" canvasOnSoftwareGL />}
    </div>
  );
}
