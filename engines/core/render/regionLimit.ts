import type { PxRect } from './pxRects';

/**
 * How the partial redraw (engines/core/render/partialRedraw.ts) limits a pass to its regions of the
 * canvas: the GL scissor (one rectangle a pass), or a clip path on a 2D context (every region in
 * one pass, for Pixi's Canvas 2D renderer: engines/core/render/softwareGL.ts).
 */
export interface RegionLimit {
  /** one pass can be limited to several rectangles at once */
  oneClip: boolean;
  /** limit the canvas's next pass to rs (device px, top-left origin); ctx: the canvas's 2D context, if any */
  on(rs: readonly PxRect[], ctx?: CanvasRenderingContext2D): void;
  /** lift the limit (another target is drawn, or the frame is done) */
  off(): void;
}

export function glScissor(gl: WebGL2RenderingContext | WebGLRenderingContext): RegionLimit {
  return {
    oneClip: false,
    on([r]) {
      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(r.x, gl.drawingBufferHeight - r.y - r.h, r.w, r.h);
    },
    off: () => gl.disable(gl.SCISSOR_TEST),
  };
}

/** A clip on the 2D context, in device pixels, of every region at once; Pixi's canvas renderer sets its own transforms inside it and clears with clearRect, which the clip limits too. */
export function canvasClip(): RegionLimit {
  const saved: CanvasRenderingContext2D[] = [];
  const off = () => {
    for (let ctx = saved.pop(); ctx; ctx = saved.pop()) ctx.restore();
  };
  return {
    oneClip: true,
    on(rs, ctx) {
      off();
      if (!ctx) return;
      ctx.save();
      saved.push(ctx);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.beginPath();
      for (const r of rs) ctx.rect(r.x, r.y, r.w, r.h);
      ctx.clip();
    },
    off,
  };
}
