// Pixi 8 registers the render pipe of a kind of renderable as a side effect of that kind's module
// (scene/text/Text.mjs imports './init.mjs', which adds the text pipe), and a renderer takes the
// pipes registered when it is initialised, for good. A Text whose module the bundle evaluates after
// the application was made (a lazy chunk: the fingering lookup's kit arriving after its canvas) has
// no pipe in that renderer: building instructions skips it silently (its legends are never drawn),
// and the first frame that validates it without a structure change throws "Cannot read properties
// of undefined (reading 'validateRenderable')". src/host/PixiCanvas.tsx imports this module, so
// every kind our views draw has its pipe before any application exists, whatever loads when.
import 'pixi.js/graphics';
import 'pixi.js/text';
import 'pixi.js/text-bitmap';

/** The render pipes of the kinds of renderable the engines draw (Sprite's is in every renderer). */
export const RENDERABLE_PIPES = ['sprite', 'graphics', 'text', 'bitmapText'] as const;
