import { useCallback, useEffect, useRef } from 'react';
import type { Application } from 'pixi.js';
import type { RacerView } from '../../../contract/race';
import { loadRaceTrack, type TrackRacer } from '../../../engines/registry';
import { PixiCanvas } from '../../host/PixiCanvas';
import { TEST_BUILD } from '../../testBuild';

type Scene = Awaited<ReturnType<typeof loadRaceTrack>>['RaceTrackScene']['prototype'];

const statusOf = (r: RacerView, ended: boolean, away: boolean): TrackRacer['status'] =>
  r.status === 'finished' ? 'finished' : r.status === 'unfinished' || (ended && r.status !== 'removed') ? 'unfinished' : away ? 'away' : 'racing';

/** The racers as the track draws them, in lane order. */
export function trackRacers(racers: readonly RacerView[], ended: boolean): TrackRacer[] {
  return racers
    .filter((r) => r.status !== 'removed')
    .sort((a, b) => a.lane - b.lane)
    .map((r) => ({ id: r.roleId, name: r.roleName, progress: r.progress, place: r.place, status: statusOf(r, ended, false) }));
}

/**
 * The Pixi race track (engines/core/race via the registry): one lane per child, cars easing with
 * the live progress, place badges as they finish. React hands it the racers; the scene animates itself.
 */
export function RaceTrack({ racers, title, ended }: { racers: readonly RacerView[]; title: string; ended: boolean }) {
  const scene = useRef<Scene | null>(null);
  const latest = useRef({ racers, title, ended });
  latest.current = { racers, title, ended };

  const onReady = useCallback((app: Application) => {
    let live = true;
    let made: Scene | null = null;
    void loadRaceTrack().then(({ createRaceTrack }) => {
      if (!live) return;
      made = createRaceTrack(app, latest.current.title);
      made.setRacers(trackRacers(latest.current.racers, latest.current.ended));
      scene.current = made;
      if (TEST_BUILD) (window as unknown as { __raceTrack?: () => unknown }).__raceTrack = () => made?.view();
    });
    return () => {
      live = false;
      scene.current = null;
      made?.destroy();
    };
  }, []);

  useEffect(() => {
    scene.current?.setTitle(title);
    scene.current?.setRacers(trackRacers(racers, ended));
  }, [racers, title, ended]);

  return (
    <div data-testid="race-track" style={{ width: '100%', height: '100%' }}>
      <PixiCanvas onReady={onReady} background="#7cb342" />
    </div>
  );
}
