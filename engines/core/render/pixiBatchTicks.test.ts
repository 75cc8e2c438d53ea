import { describe, expect, it, vi } from 'vitest';

/**
 * fixBatchBreakTicks (pixiInternals.ts) against the installed pixi.js's real Batcher: the bug it
 * corrects is there, and the patch makes runs of one texture one draw with one texture a batch.
 */

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const P = await import('pixi.js');
const I = await import('./pixiInternals');

describe("Pixi's batcher with one texture a batch", () => {
  it('batches runs of one texture into one draw with one texture a batch (fixBatchBreakTicks)', () => {
    const gl = { getShaderPrecisionFormat: () => ({ precision: 23 }), FRAGMENT_SHADER: 1, HIGH_FLOAT: 1 };
    const canvas = vi.spyOn(P.DOMAdapter.get(), 'createCanvas').mockImplementation(() => ({ getContext: () => gl }) as never);
    const batcher = new P.DefaultBatcher({ maxTextures: 1 });
    canvas.mockRestore();
    const [a, b] = [new P.TextureSource({ width: 4, height: 4 }), new P.TextureSource({ width: 4, height: 4 })].map((source) => new P.Texture({ source }));
    /** the batches Pixi makes of sprites with these textures, in order: how many textures each and elements */
    const batches = () => {
      batcher.begin();
      for (const texture of [a, a, b, b, b, a, a, a]) {
        const sprite = new P.Sprite(texture);
        sprite.updateLocalTransform();
        const element = new P.BatchableSprite();
        element.renderable = sprite;
        element.transform = sprite.localTransform;
        element.texture = texture;
        element.bounds = sprite.bounds;
        batcher.add(element);
      }
      const set = new P.InstructionSet();
      batcher.break(set);
      return set.instructions.slice(0, set.instructionSize).map((x) => (x as unknown as { elements: unknown[] }).elements.length);
    };
    // Pixi as installed: the texture that starts a batch keeps the finished batch's tick
    expect(batches()).toEqual([2, 1, 1, 1, 1, 1, 1]);
    I.fixBatchBreakTicks();
    expect(batches()).toEqual([2, 3, 3]);
  });
});
