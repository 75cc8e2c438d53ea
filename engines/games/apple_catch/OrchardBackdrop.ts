import { Container, Graphics } from 'pixi.js';
import { cacheStatic } from '../../core/game/staticLayer';
import type { OrchardBox } from './orchardLayout';

/** a cloud's puffs reach this far above and below its centre; the three clouds are this far apart */
const PUFF_UP = 24;
const PUFF_DOWN = 26;
const CLOUD_GAP = 60;

/**
 * 接苹果's scenery, drawn in code for any field size: a morning sky with the sun and far hills,
 * the apple tree (trunk and branches, its leaves across the top, behind the hanging apples) and
 * the grass with little flowers where the entry box sits. Clouds drift on the ticker, in a band
 * under the branches and over the grass, behind the trunk.
 *
 * On software GL a frame costs the pixels its layers cover: the sky, tree, leaves and grass never
 * move, so they are still layers (the host paints them once in the page, behind the canvas). The
 * clouds pass behind the trunk only: over them GL draws again just the trunk's slice inside the
 * clouds' band (`trunkOverClouds`), a small quad instead of the tree's and leaves' full-width
 * pictures every frame.
 */
export class OrchardBackdrop extends Container {
  private readonly sky = new Graphics();
  private readonly tree = new Graphics();
  private readonly leaves = new Graphics();
  private readonly grass = new Graphics();
  private readonly clouds = new Container();
  /** the trunk again, cut to the clouds' band, drawn over them */
  private readonly trunkOverClouds = new Graphics();
  private time = 0;
  private fieldWidth = 800;
  private cloudsTop = 150;
  private grassStill = false;

  constructor() {
    super();
    for (let i = 0; i < 3; i++) {
      const cloud = new Graphics().ellipse(0, 0, 70, PUFF_UP).fill({ color: 0xffffff, alpha: 0.85 }).ellipse(-34, 8, 40, 18).fill({ color: 0xffffff, alpha: 0.85 }).ellipse(36, 6, 44, 20).fill({ color: 0xffffff, alpha: 0.85 });
      // one quad instead of three overlapping translucent puffs' triangles
      cloud.cacheAsTexture({ resolution: 2 });
      this.clouds.addChild(cloud);
    }
    this.addChild(this.sky, this.tree, this.leaves, this.grass, this.clouds, this.trunkOverClouds);
  }

  resize(box: OrchardBox): void {
    const { width, height, groundY, treeY, scale } = box;
    this.fieldWidth = width;
    const bands = [0x90caf9, 0x9fd3fa, 0xaedcfb, 0xbde4fc, 0xcdecfd, 0xdcf3fe];
    const band = groundY / bands.length;
    const sky = this.sky.clear();
    bands.forEach((c, i) => sky.rect(0, i * band, width, band + 1).fill(c));
    sky.circle(width - 70 * scale, treeY + 70 * scale, 34 * scale).fill(0xfff59d).circle(width - 70 * scale, treeY + 70 * scale, 46 * scale).fill({ color: 0xfff59d, alpha: 0.35 });
    sky.ellipse(width * 0.2, groundY + 10, width * 0.4, 70 * scale).fill(0xa5d6a7).ellipse(width * 0.78, groundY + 14, width * 0.45, 90 * scale).fill(0x81c784);

    const trunkW = 46 * scale;
    const cx = width / 2;
    // the clouds drift under the lowest branch (its base, half its stroke) and stop above the grass
    this.cloudsTop = treeY + 66 * scale + 2;
    const cloudsBottom = this.cloudsTop + PUFF_UP + 2 * CLOUD_GAP + PUFF_DOWN;
    // the trunk stops at the grass's top edge (the grass hid the rest, and its shadow): the grass
    // can then lie under the tree, a still layer painted in the page, with the same picture
    const foot = trunkW / 2 - (trunkW / 6) * (6 / (groundY + 6 - treeY));
    this.tree
      .clear()
      .moveTo(cx - foot, groundY).lineTo(cx - trunkW / 3, treeY).lineTo(cx + trunkW / 3, treeY).lineTo(cx + foot, groundY).closePath()
      .fill(0x8d6e63)
      .moveTo(cx - foot, groundY).lineTo(cx - trunkW / 3, treeY).lineTo(cx + trunkW / 3, treeY).lineTo(cx + foot, groundY)
      .stroke({ color: 0x5d4037, width: 3 })
      .moveTo(cx, treeY + 60 * scale).quadraticCurveTo(cx - 90 * scale, treeY + 20 * scale, cx - 200 * scale, treeY - 10 * scale).stroke({ color: 0x6d4c41, width: 12 * scale, cap: 'round' })
      .moveTo(cx, treeY + 40 * scale).quadraticCurveTo(cx + 90 * scale, treeY + 10 * scale, cx + 210 * scale, treeY - 14 * scale).stroke({ color: 0x6d4c41, width: 12 * scale, cap: 'round' });
    // the trunk's slice in the clouds' band, the same sides and stroke (a pixel more each way)
    const side = (y: number) => foot + ((trunkW / 3 - foot) * (groundY - y)) / (groundY - treeY);
    const [y0, y1] = [this.cloudsTop - 1, Math.min(groundY, cloudsBottom + 1)];
    const over = this.trunkOverClouds.clear();
    if (y1 > y0) {
      over.poly([cx - side(y0), y0, cx + side(y0), y0, cx + side(y1), y1, cx - side(y1), y1]).fill(0x8d6e63);
      over.moveTo(cx - side(y0), y0).lineTo(cx - side(y1), y1).moveTo(cx + side(y0), y0).lineTo(cx + side(y1), y1).stroke({ color: 0x5d4037, width: 3 });
    }

    // leaves: overlapping round clumps in three greens along the top, behind the hanging apples
    const leaves = this.leaves.clear();
    const r = Math.max(38, 62 * scale);
    const greens = [0x2e7d32, 0x388e3c, 0x43a047];
    for (let row = 0; row < 3; row++) {
      for (let x = -r / 2 + (row % 2) * r * 0.6; x < width + r; x += r * 1.15) {
        const wobble = Math.sin(x * 0.05 + row) * r * 0.18;
        leaves.circle(x, treeY - 30 * scale - row * r * 0.45 + wobble, r * (1 - row * 0.08)).fill(greens[row]!);
      }
    }
    for (let x = r * 0.4; x < width; x += r * 1.7) leaves.circle(x, treeY - 34 * scale + Math.sin(x) * 8, r * 0.18).fill({ color: 0x81c784, alpha: 0.8 });

    const grass = this.grass.clear().rect(0, groundY, width, height - groundY).fill(0x7cb342).rect(0, groundY, width, 8 * scale).fill(0x9ccc65);
    for (let x = 12; x < width; x += 38 * scale) {
      const y = groundY + 16 * scale + ((x * 7) % 23) * scale;
      if (y > height - 6) continue;
      if (Math.round(x) % 3 === 0) grass.circle(x, y, 4 * scale).fill(0xfff176).circle(x, y, 1.8 * scale).fill(0xff8f00);
      else grass.moveTo(x, y + 6 * scale).lineTo(x + 3 * scale, y - 4 * scale).lineTo(x + 6 * scale, y + 6 * scale).stroke({ color: 0x558b2f, width: 2 });
    }
    // drawn once per size (on Pixi's Canvas 2D renderer, where there is no page backdrop, as
    // shapes they were most of every frame); each its own texture: one for all would be a
    // full-field quad of mostly empty pixels
    for (const layer of [this.sky, this.tree, this.leaves, this.grass]) cacheStatic(layer);
    // the grass under the clouds where they never reach it (all but the shortest fields): then it
    // is a still layer; else in front of them
    this.grassStill = groundY >= cloudsBottom;
    this.addChildAt(this.grass, this.grassStill ? 3 : this.children.length - 1);
    this.placeClouds();
  }

  /**
   * What stays still until the next resize with nothing of the scene under it: the sky, the tree
   * and its leaves (the clouds drift below the leaves, and the trunk over them is drawn again
   * in GL), and the grass where the clouds never reach it.
   */
  get stillLayers(): Container[] {
    return this.grassStill ? [this.sky, this.tree, this.leaves, this.grass] : [this.sky, this.tree, this.leaves];
  }

  private placeClouds(): void {
    const span = this.fieldWidth + 300;
    this.clouds.children.forEach((c, i) => c.position.set((((i * span) / 3 + this.time * (0.01 + i * 0.004)) % span) - 150, this.cloudsTop + PUFF_UP + i * CLOUD_GAP));
  }

  step(dtMs: number): void {
    this.time += dtMs;
    this.placeClouds();
  }
}
