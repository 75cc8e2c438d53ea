import type { Application } from 'pixi.js';
import { glOf } from './pixiInternals';

/**
 * Where WebGL runs in software (docs/RENDERING.md, "Software GL"): a school
 * PC whose GPU the browser blocklists, a VM or remote desktop, headless chromium. There the
 * browser composites in software too, and every frame of a WebGL canvas is read back whole from
 * the GL process before it can be shown — the main thread waits for it. A Canvas 2D canvas is
 * drawn on the CPU where it is shown, with no read-back: a key reaches the screen as fast as on a
 * bare page. One test of the renderer's name, for the probe and for a running application.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render|mesa offscreen/i;

type GL = WebGLRenderingContext | WebGL2RenderingContext;

function rendererName(gl: GL): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}

let probed: boolean | undefined;

/**
 * True when this browser's WebGL is software or missing: asked once per page, of a throwaway
 * context that is released right after (browsers keep only a few contexts alive).
 */
export function webglIsSoftware(): boolean {
  if (probed !== undefined) return probed;
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as GL | null;
    probed = !gl || SOFTWARE.test(rendererName(gl));
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probed = true;
  }
  return probed;
}

/**
 * True when the application draws on the CPU: WebGL in software, or the Canvas 2D renderer (only
 * ever chosen where WebGL is software or missing). Such a machine gets the low render tier.
 */
export function softwareGL(app: Application): boolean {
  if (app.renderer.name === 'canvas') return true;
  const gl = glOf(app);
  return !!gl && SOFTWARE.test(rendererName(gl));
}
