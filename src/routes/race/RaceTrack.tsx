import { useCallback, useEffect, useRef, useState } from 'react';
import type { Application } from 'pixi.js';
import type { RacerView } from '../../../contract/race';
import { loadRaceTrack, type TrackRacer } from '../../../engines/registry';
import { PixiCanvas } from '../../host/PixiCanvas';
import { TEST_BUILD } from '../../testBuild';

type TrackModule = Awaited<ReturnType<typeof loadRaceTrack>>;
type Scene = InstanceType<TrackModule['RaceTrackScene']>;

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
 * the live progress, place badges as they finish. React hands it the racers; the scene animates itself.
 * The scene's module loads before the canvas mounts, so `onReady` can build the scene at once.
 */
export function RaceTrack({ racers, ended }: { racers: readonly RacerView[]; ended: boolean }) {
  const title = finishLine(racers);
  const [mod, setMod] = useState<TrackModule | null>(null);
  const scene = useRef<Scene | null>(null);
  const latest = useRef({ racers, title, ended });
  latest.current = { racers, title, ended };

  useEffect(() => {
    let live = true;
    void loadRaceTrack().then((m) => live && setMod(m));
    return () => {
      live = false;
    };
  }, []);

  const onReady = useCallback(
    (app: Application) => {
      if (!mod) return;
      const made = mod.createRaceTrack(app, latest.current.title);
      made.setRacers(trackRacers(latest.current.racers, latest.current.ended));
      scene.current = made;
      if (TEST_BUILD) (window as unknown as { __raceTrack?: () => unknown }).__raceTrack = () => made.view();
      return () => {
        scene.current = null;
        made.destroy();
      };
    },
    [mod],
  );

  useEffect(() => {
    scene.current?.setTitle(title);
    scene.current?.setRacers(trackRacers(racers, ended));
  }, [racers, title, ended]);

  return (
    <div data-testid="race-track" style={{ position: 'absolute', inset: 0 }}>
      {mod && <PixiCanvas onReady={onReady} background="#7cb342" canvasOnSoftwareGL />}
    </div>
  );
}
