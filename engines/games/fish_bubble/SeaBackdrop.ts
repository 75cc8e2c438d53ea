import type { Graphics } from 'pixi.js';
import type { SeaBox } from './seaLayout';

/**
 * 小鱼吐泡泡's still picture, in two layers the host paints once outside GL (staticBackdrop): the
 * water — blue deepening downwards, the bright surface with its wave crests, slanting sun rays — and
 * the sea floor — sand with pebbles, swaying-looking seaweed, corals, a starfish and shells, left
 * clear where the fish swim. Everything is placed by index, so a resize draws the same sea.
 */
const WATER = [0x7fdbff, 0x62cff8, 0x4ac3f2, 0x35b4ea, 0x22a2df, 0x1590d2, 0x0b7fc4, 0x0671b6];

export function drawWater(g: Graphics, box: SeaBox): void {
  const { width, height } = box;
  g.clear();
  const band = height / WATER.length;
  WATER.forEach((c, i) => g.rect(0, i * band, width, band + 1).fill(c));
  // sun rays from the surface
  for (let i = 0; i < 5; i++) {
    const x = width * (0.08 + i * 0.22);
    g.poly([x, 0, x + width * 0.07, 0, x + width * 0.2, height * 0.85, x + width * 0.1, height * 0.85]).fill({ color: 0xffffff, alpha: 0.07 });
  }
  // the surface: a bright strip with wave crests
  const crest = Math.max(18, width / 40);
  g.rect(0, 0, width, height * 0.035).fill({ color: 0xe1f5fe, alpha: 0.7 });
  for (let x = 0; x < width + crest; x += crest) g.circle(x, height * 0.035, crest / 2).fill({ color: 0xe1f5fe, alpha: 0.7 });
}

export function drawFloor(g: Graphics, box: SeaBox, fishAt: readonly { x: number }[]): void {
  const { width, height, floorY, fishSize } = box;
  g.clear();
  // sand in two dunes
  g.rect(0, floorY + height * 0.03, width, height).fill(0xf6d58e);
  g.ellipse(width * 0.25, floorY + height * 0.05, width * 0.4, height * 0.06).fill(0xf6d58e);
  g.ellipse(width * 0.78, floorY + height * 0.045, width * 0.38, height * 0.055).fill(0xf3cc7a);
  for (let i = 0; i < Math.round(width / 26); i++) g.circle((i * 97.3) % width, floorY + height * 0.06 + ((i * 31) % Math.max(1, height * 0.08)), 2 + (i % 3)).fill(i % 2 ? 0xe0b86a : 0xfbe3a9);
  // seaweed, corals, a starfish and shells, away from the fish
  const clear = (x: number) => !fishAt.some((f) => Math.abs(f.x - x) < fishSize * 0.9);
  const h = Math.min(height * 0.3, 170);
  for (let i = 0; i < Math.max(3, Math.round(width / 150)); i++) {
    const x = ((i * 211.7 + 40) % (width - 40)) + 20;
    if (!clear(x)) continue;
    if (i % 3 === 2) coral(g, x, floorY + height * 0.04, h * 0.55, i % 2 ? 0xff6f91 : 0xff9e58);
    else seaweed(g, x, floorY + height * 0.05, h * (0.7 + (i % 2) * 0.3), i % 2 ? 0x2e9e4f : 0x43c45f);
  }
  starfish(g, width * 0.06, floorY + height * 0.09, Math.max(12, fishSize * 0.2));
  for (const k of [0.33, 0.91]) g.ellipse(width * k, floorY + height * 0.1, 10, 7).fill(0xffccbc).ellipse(width * k, floorY + height * 0.1 - 2, 6, 3).fill(0xffffff);
}

function seaweed(g: Graphics, x: number, y: number, h: number, colour: number): void {
  for (const dx of [-8, 0, 8]) {
    const top = h * (dx === 0 ? 1 : 0.75);
    g.moveTo(x + dx, y).bezierCurveTo(x + dx - 16, y - top * 0.3, x + dx + 16, y - top * 0.65, x + dx, y - top).stroke({ color: colour, width: 9, cap: 'round' });
  }
}

function coral(g: Graphics, x: number, y: number, h: number, colour: number): void {
  const branch = (bx: number, by: number, len: number, angle: number) => {
    const ex = bx + Math.sin(angle) * len;
    const ey = by - Math.cos(angle) * len;
    g.moveTo(bx, by).lineTo(ex, ey).stroke({ color: colour, width: 10, cap: 'round' });
    g.circle(ex, ey, 7).fill(colour);
  };
  branch(x, y, h, 0);
  branch(x, y - h * 0.35, h * 0.5, -0.7);
  branch(x, y - h * 0.5, h * 0.45, 0.75);
}

function starfish(g: Graphics, x: number, y: number, r: number): void {
  g.star(x, y, 5, r, r * 0.45).fill(0xff7043).circle(x, y, r * 0.18).fill(0xffab91);
}
