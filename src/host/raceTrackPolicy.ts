import type { RaceTrackScene } from '../../engines/core/race/RaceTrackScene';
import type { StagePolicy } from './stageHost';

/** The scene's class, as engines/registry.ts `loadRaceTrack()` hands it over. */
export type RaceTrackClass = typeof RaceTrackScene;

/**
 * The projector's race track on the stage host (src/routes/race/RaceTrack.tsx), like every other
 * scene: no engine and no input, no keyboard, the scene over the whole canvas (the host lays it out
 * and follows the canvas's size), drawn by the ticker at full quality as its cars ease. `onScene`
 * gets the scene the page hands the racers to.
 */
export function raceTrackPolicy(Track: RaceTrackClass, title: string, onScene: (scene: RaceTrackScene | null) => void): StagePolicy {
  return {
    input: 'none',
    board: null,
    drawing: 'plain',
    start({ app }) {
      const scene = new Track(title, { resolution: app.renderer.resolution, ticker: app.ticker });
      app.stage.addChildAt(scene, 0);
      onScene(scene);
      return {
        actor: null,
        scene,
        stop() {
          onScene(null);
          app.stage.removeChild(scene);
          scene.destroy();
        },
      };
    },
    onInput() {},
  };
}
