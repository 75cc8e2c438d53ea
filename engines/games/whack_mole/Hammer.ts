import { Graphics } from 'pixi.js';

/** A cartoon mallet, drawn once at unit size with its pivot at the handle's end (the scene swings it). */
export function drawHammer(): Graphics {
  const g = new Graphics()
    .roundRect(-7, -110, 14, 110, 6)
    .fill(0xc58b4c)
    .stroke({ color: 0x7a4e22, width: 3 })
    .roundRect(-42, -150, 84, 48, 16)
    .fill(0xe53935)
    .stroke({ color: 0x8e1b1b, width: 4 })
    .roundRect(-42, -150, 16, 48, 8)
    .fill(0xffcdd2)
    .roundRect(26, -150, 16, 48, 8)
    .fill(0xffcdd2);
  g.visible = false;
  return g;
}
