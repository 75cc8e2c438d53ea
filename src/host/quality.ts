import { UPDATE_PRIORITY, type Application, type Ticker } from 'pixi.js';
import type { EngineScene } from '../../engines/core/types';
import { QualityGovernor, qualityLadder } from '../../engines/core/render/qualityGovernor';
import { capResolution } from './PixiCanvas';

/**
 * Applies the one frame-rate governor's step (engines/core/render/qualityGovernor.ts) to a stage:
 * the best step follows devicePixelRatio (a window moved to a 4K projector), the others cap the
 * canvas resolution; a scene drawn every frame is told its effects quality (SceneOptions.quality;
 * a chapter's views ask their frame loop instead). The canvas shows the step as data-quality /
 * data-resolution (the ?perf=1 overlay and tests/bench/games.ts read them).
 */
export function applyQualityStep(app: Application, governor: QualityGovernor, scene: Pick<EngineScene, 'setOptions'> | null): void {
  const step = governor.step;
  capResolution(app, governor.level === 0 ? null : step.resolution);
  scene?.setOptions({ quality: step.quality });
  app.canvas.dataset.quality = step.quality;
  app.canvas.dataset.resolution = String(app.renderer.resolution);
}

/**
 * A stage drawn every frame (games, the fingering lookup) feeds every tick's raw rAF-to-rAF time
 * to the governor with its game tuning, as a safety net on slow machines. Input is not touched.
 * Returns a function that stops adapting and lifts the resolution cap.
 */
export function adaptEveryFrame(app: Application, scene: () => Pick<EngineScene, 'setOptions'> | null): () => void {
  const governor = new QualityGovernor(qualityLadder(window.devicePixelRatio || 1));
  applyQualityStep(app, governor, scene());
  const onTick = (ticker: Ticker) => {
    if (governor.frame(ticker.elapsedMS)) applyQualityStep(app, governor, scene());
  };
  app.ticker.add(onTick, undefined, UPDATE_PRIORITY.LOW);
  return () => {
    app.ticker.remove(onTick);
    capResolution(app, null);
  };
}
