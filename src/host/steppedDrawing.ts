import type { Application } from 'pixi.js';

/** What a stage drawn in steps does (stageHost.ts, policy.drawing 'stepped'). */
export interface SteppedDrawing {
  /** draw once in the next animation frame, the ticker's time moved on by `ms` (coalesced: many steps, one frame) */
  request(ms?: number): void;
  dispose(): void;
}

/**
 * Drawing for a stage whose time moves only in steps: a game on the test build's manual clock
 * (src/routes/games/gameTestHooks.ts). The ticker never runs on the display's frames; after a step it
 * is updated once, in the next animation frame, with the step's game ms as its time, so the scene's
 * tweens, particles and step(dt) follow game time as the rules do, and the picture after a step
 * is drawn once however many steps a test took in one go. A key, a resize or a pause draws too,
 * without moving the animations on. Between steps nothing is drawn: a browser test's game page
 * costs nothing while the test does something else, where it used to draw at the display's rate.
 */
export function steppedDrawing(app: Application): SteppedDrawing {
  const ticker = app.ticker;
  ticker.stop();
  let time = Math.max(ticker.lastTime, performance.now());
  let owed = 0;
  let frame = 0;
  const draw = () => {
    frame = 0;
    // the ticker runs its listeners only when its time moves: a draw without game time moves it a hair
    time += Math.max(owed, 0.01);
    owed = 0;
    ticker.update(time);
  };
  return {
    request(ms = 0) {
      owed += ms;
      if (!frame) frame = requestAnimationFrame(draw);
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
