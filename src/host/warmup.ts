/**
 * When a stage drawn every frame is warm (issue 38): its first frames compile shaders, upload
 * textures and paint the still layers into the page — hundreds of milliseconds on a weak PC's
 * software GL, then a burst of slow frames. A round started on a cold stage spent its first
 * seconds there, and the quality governor, judging them, stepped the game down for the round's
 * start. Pure: frame times in, "warm" out (warmup.test.ts); src/host/quality.ts feeds it.
 */
export const WARM = {
  /** at least this many frames drawn (the first builds, the second shows the still layers) */
  minFrames: 3,
  /** and this many in a row within calmFrameMs */
  calmFrames: 3,
  /** a frame and a bit at 60 Hz */
  calmFrameMs: 20,
  /** or this long since warming began, whatever the frames (a machine that is simply slow) */
  maxMs: 1500,
};

export class Warmup {
  private frames = 0;
  private calm = 0;

  constructor(private readonly since: number) {}

  /** One drawn frame of `ms`, at `now` (ms, the same clock as `since`): true once the stage is warm. */
  frame(ms: number, now: number): boolean {
    this.frames++;
    this.calm = ms <= WARM.calmFrameMs ? this.calm + 1 : 0;
    return (this.frames >= WARM.minFrames && this.calm >= WARM.calmFrames) || now - this.since >= WARM.maxMs;
  }
}
