import type { AnyActorRef } from 'xstate';
import type { Application, Container } from 'pixi.js';
import type { ChapterEngineDefinition, EngineScene } from '../../engines/core/types';
import type { CoreKit } from '../../engines/registry';

type Loop = InstanceType<CoreKit['FrameLoop']>;
type Panel = InstanceType<CoreKit['KeyboardPanel']>;

/**
 * What benchmarks and browser tests read back (window.__engineProbe, set by chapterPolicy.ts in test builds): the key
 * due, frames drawn, and where the picture must show the cursor for the engine's current state.
 * `current()` is the engine's current run (a restart makes a new one).
 */
export function engineProbe(app: Application, kit: CoreKit, loop: Loop, def: ChapterEngineDefinition, panel: Panel | null, current: () => { actor: AnyActorRef; scene: EngineScene }) {
  return {
    get rendered() {
      return loop.rendered;
    },
    get tier() {
      return loop.tier;
    },
    /** the ticker is stopped: the stage is at rest and no animation frame is pending */
    asleep: () => loop.isAsleep,
    /** share of the canvas the last drawn frame redrew (1: whole stage; docs/RENDERING.md, partial redraw) */
    lastDirtyShare: () => loop.partial?.lastShare ?? 1,
    /** the last partial frame's regions (device px) and its draw calls drawn / skipped as outside them */
    lastPasses: () => ({ passes: loop.partial?.lastPasses ?? [], drawn: loop.partial?.drawnBatches ?? 0, culled: loop.partial?.culledDraws ?? 0 }),
    /** tinted copies of textures painted at rest on Canvas 2D (engines/core/render/tintWarmer.ts) */
    tintsWarmed: () => loop.warmer?.tints?.made ?? 0,
    /** hidden cached layers (key caps' target and error faces, hands' faces) drawn at rest (engines/core/render/layerWarmer.ts) */
    layersWarmed: () => loop.warmer?.layers ?? 0,
    /** frames drawn whole and partially, and why the last whole one was whole (size, forced, tree, many, unseen, area…) */
    frames: () => ({ full: loop.partial?.fullFrames ?? loop.rendered, partial: loop.partial?.partialFrames ?? 0, why: loop.partial?.why ?? '' }),
    /** draw the whole stage in the next frame (tests compare it with the partial frames' picture) */
    redrawAll: () => loop.redrawAll(),
    /** hold the picture still (animations and countdowns stop; a change is still drawn once), or go on */
    freeze: (on: boolean) => (on ? loop.pause() : loop.resume()),
    /** …with every cached layer drawn again too (tests compare it with the layers drawn at rest) */
    redrawLayers: () => {
      const stack: Container[] = [app.stage];
      while (stack.length) {
        const c = stack.pop()!;
        if (kit.isCachedLayer(c)) c.updateCacheTexture();
        stack.push(...c.children);
      }
      loop.redrawAll();
    },
    /** a frame is still owed: the picture does not show the latest state yet */
    pending: () => loop.pending || kit.stageHasUndrawnChanges(app.stage),
    nextKey: () => def.nextKey(current().actor.getSnapshot())?.key ?? null,
    /**
     * Moves an engine with time of its own (the video's demonstration) on by `ms` in ticks of
     * `stepMs`, as that many frames would, and stops at a finished run (a done actor takes no
     * events). Browser tests step the timeline instead of waiting it out; the frames' own ticks go on.
     */
    tick: (ms: number, stepMs = 50): string => {
      const actor = current().actor;
      for (let t = 0; t < ms && actor.getSnapshot().status === 'active'; t += stepMs) actor.send({ type: 'clock.tick', dt: Math.min(stepMs, ms - t), timeStamp: performance.now() });
      return actor.getSnapshot().status;
    },
    cursor: () => current().scene.probe?.() ?? null,
    /** the smallest legend on the drawn keyboard, CSS px; null when none is shown */
    keyLegendPx: () => (panel?.visible ? panel.view.minLegendPx() : null),
    /** where the drawn keyboard is on the canvas (CSS px); null when none is shown */
    keyboardBox: () => {
      if (!panel?.visible) return null;
      const b = panel.view.getBounds();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    },
    /** the drawn hands under the keyboard are shown, and their band's height (CSS px) */
    hands: () => (panel?.visible && panel.pointer.visible ? { height: panel.pointer.getLocalBounds().height } : null),
  };
}
