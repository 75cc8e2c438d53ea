import { UPDATE_PRIORITY, type Application, type Ticker } from 'pixi.js';
import type { EngineScene } from '../../engines/core/types';
import { QualityGovernor, qualityLadder } from '../../engines/core/render/qualityGovernor';
import { capResolution } from './PixiCanvas';
import { TEST_BUILD } from '../testBuild';
import { paintStaticBackdrop } from './staticBackdrop';
import { Warmup } from './warmup';

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
 * `governed: false` (a game drawn in steps of a manual clock, whose frames the display does not
 * time) keeps the best step without a governor. Returns Adapting: warm() before a round starts,
 * stop() to stop adapting and lift the resolution cap.
 */
export function adaptEveryFrame(app: Application, scene: () => Pick<EngineScene, 'setOptions' | 'staticBackdrop' | 'toGlobal'> | null, o: { governed: boolean } = { governed: true }): Adapting {
  // first, what a frame need not draw at all: the scene's still layers, painted once in the page
  const stopPainting = paintStaticBackdrop(app, scene);
  const freshGovernor = () => new QualityGovernor(qualityLadder(window.devicePixelRatio || 1));
  let governor = freshGovernor();
  applyQualityStep(app, governor, scene());
  if (!o.governed)
    return {
      warm: () => Promise.resolve(),
      stop() {
        stopPainting();
        capResolution(app, null);
      },
    };
  const pinned = pinnedQuality();
  let warming: { warmup: Warmup; done(): void } | null = null;
  const onTick = (ticker: Ticker) => {
    if (warming) {
      const w = warming;
      if (w.warmup.frame(ticker.elapsedMS, performance.now())) {
        warming = null;
        // the governor judges the round's frames, not the ones that built the scene
        governor = freshGovernor();
        w.done();
      }
      return;
    }
    if (!governor.frame(ticker.elapsedMS)) return;
    // pinned (benches, test builds only): stay on the best step, show where the governor would go
    if (pinned) app.canvas.dataset.wouldStep = `${governor.step.quality}@${governor.step.resolution}`;
    else applyQualityStep(app, governor, scene());
  };
  app.ticker.add(onTick, undefined, UPDATE_PRIORITY.LOW);
  return {
    warm: () =>
      new Promise<void>((done) => {
        warming?.done();
        warming = { warmup: new Warmup(performance.now()), done };
      }),
    stop() {
      warming?.done();
      warming = null;
      app.ticker.remove(onTick);
      stopPainting();
      capResolution(app, null);
    },
  };
}

/** A stage drawn every frame: stop adapting, or warm it before the round starts. */
export interface Adapting {
  /**
   * Resolves once the scene's first frames are drawn and the frames have calmed (warmup.ts). Then
   * the governor starts afresh, so it judges the round, not its building:
   * a round started after warm() is drawn at the best step from its first frame (issue 38). At
   * once for a stage drawn in steps.
   */
  warm(): Promise<void>;
  stop(): void;
}

/**
 * `?quality=high` in a test build (tests/bench/games.ts BENCH_PIN=1): the game stays at its best
 * step so frames at full quality can be measured on a loaded machine; the governor still runs and
 * the canvas's data-would-step shows each step it would have taken. Never in production builds.
 */
function pinnedQuality(): boolean {
  return TEST_BUILD && typeof location !== 'undefined' && new URLSearchParams(location.search).get('quality') === 'high';
}
