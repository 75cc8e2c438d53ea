/**
 * The pages a chapter is measured beside (run.ts): a bare page, an empty Pixi canvas drawing every
 * frame, and a Pixi canvas drawing on demand (WebGL and Canvas 2D). Strings: they run in the page.
 */

/** The page size every run is measured at (chapters and baselines alike). */
export const WIDTH = 1280;
export const HEIGHT = 800;

const BARE = `<!doctype html><meta charset="utf-8"><body style="margin:0;font:48px sans-serif"><span id="t">.</span>
<script>let n=0;const t=document.getElementById('t').firstChild;addEventListener('keydown',e=>{t.data=e.key+(++n)});</script>`;

/** An empty Pixi stage of the chapter's size; its ticker renders every frame, as Pixi does by default. */
const PIXI = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<script type="module">
import { Application } from '/__pixi.mjs';
const app = new Application();
await app.init({ width: ${WIDTH}, height: ${HEIGHT}, background: '#fff8ef', preference: 'webgl' });
document.body.appendChild(app.canvas);
app.canvas.dataset.renderer = 'ready';
</script>`;

/**
 * The floor for a page whose key changes a canvas: a Pixi stage with one text (as the bare page's
 * span) that draws only when a key changed it — no ticker, and Pixi's system ticker (pointer hover
 * checks) stopped, so no animation frame is pending between keys. The chapters render this way: on
 * WebGL, or on Pixi's Canvas 2D renderer where WebGL is software (this machine).
 */
const pixiOnDemand = (preference: 'webgl' | 'canvas') => `<!doctype html><meta charset="utf-8"><body style="margin:0">
<script type="module">
import { Application, Text, Ticker } from '/__pixi.mjs';
const app = new Application();
await app.init({ width: ${WIDTH}, height: ${HEIGHT}, background: '#fff8ef', preference: '${preference}', autoStart: false });
app.ticker.stop();
Ticker.system.stop();
const t = new Text({ text: '.', style: { fontSize: 48, fill: 0x333333 } });
app.stage.addChild(t);
document.body.appendChild(app.canvas);
app.render();
let n = 0, owed = false;
addEventListener('keydown', (e) => {
  t.text = e.key + (++n);
  if (owed) return;
  owed = true;
  requestAnimationFrame(() => { owed = false; app.render(); });
});
app.canvas.dataset.renderer = 'ready';
</script>`;

/** The pages a chapter is measured beside, by the name the table shows. */
export const BASELINES = { 'bare page': BARE, 'empty Pixi canvas': PIXI, 'Pixi canvas on demand': pixiOnDemand('webgl'), 'Pixi Canvas 2D on demand': pixiOnDemand('canvas') };
export type Baseline = keyof typeof BASELINES;
