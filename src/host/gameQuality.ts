import { UPDATE_PRIORITY, type Application, type Ticker } from 'pixi.js';
import type { EngineScene } from '../../engines/core/types';
import { QualityGovernor, qualityLadder, type QualityStep } from './adaptiveQuality';
import { capResolution } from './PixiCanvas';

/**
 * Adaptive quality for a game round (the game host's one piece for every game): every frame's
 * duration (the ticker's raw rAF-to-rAF elapsedMS) goes to a QualityGovernor; the step it answers
 * caps the canvas resolution and tells the scene its effects quality (SceneOptions.quality). The
 * canvas shows the step as data-quality / data-resolution (the ?perf=1 overlay and
 * tests/bench/games.ts read them). Input is not touched: keys go to the machine as before.
 * Returns a function that stops adapting and lifts the resolution cap.
 */
export function adaptGameQuality(app: Application, scene: Pick<EngineScene, 'setOptions'>): () => void {
  const governor = new QualityGovernor(qualityLadder(window.devicePixelRatio || 1));
  const apply = (step: QualityStep) => {
    // the best step follows devicePixelRatio (a window moved to a 4K projector); the others cap it
    capResolution(app, governor.level === 0 ? null : step.resolution);
    scene.setOptions({ quality: step.quality });
    app.canvas.dataset.quality = step.quality;
    app.canvas.dataset.resolution = String(app.renderer.resolution);
  };
  apply(governor.step);
  const onTick = (ticker: Ticker) => {
    const step = governor.frame(ticker.elapsedMS);
    if (step) apply(step);
  };
  app.ticker.add(onTick, undefined, UPDATE_PRIORITY.LOW);
  return () => {
    app.ticker.remove(onTick);
    capResolution(app, null);
  };
}
