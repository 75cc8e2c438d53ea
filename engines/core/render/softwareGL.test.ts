import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { softwareGL } = await import('./softwareGL');

/** An application as softwareGL reads it: the renderer's name and, for WebGL, its context. */
const app = (name: string, gpu?: string) =>
  ({
    renderer: {
      name,
      gl: gpu === undefined ? undefined : { RENDERER: 1, getExtension: () => ({ UNMASKED_RENDERER_WEBGL: 2 }), getParameter: (p: number) => (p === 2 ? gpu : 'WebKit WebGL') },
    },
  }) as never;

describe('softwareGL: does this application draw on the CPU?', () => {
  it('reads the GL renderer: SwiftShader, llvmpipe and the like are software, a real GPU is not', () => {
    expect(softwareGL(app('webgl', 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'))).toBe(true);
    expect(softwareGL(app('webgl', 'llvmpipe (LLVM 15.0.6, 256 bits)'))).toBe(true);
    expect(softwareGL(app('webgl', 'Microsoft Basic Render Driver'))).toBe(true);
    expect(softwareGL(app('webgl', 'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0)'))).toBe(false);
  });

  it('counts the Canvas 2D renderer as software: it is chosen only where WebGL is software or missing', () => {
    expect(softwareGL(app('canvas'))).toBe(true);
  });
});
