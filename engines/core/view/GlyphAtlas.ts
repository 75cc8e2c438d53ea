import { CanvasSource, CanvasTextGenerator, CanvasTextMetrics, Rectangle, Texture, type TextStyle } from 'pixi.js';

/** transparent pixels between two glyphs: linear sampling at a glyph's edge reads none of its neighbour */
const GUTTER = 2;
/** the atlas's widest row (device pixels) before it wraps */
const MAX_ROW = 2048;

/**
 * The characters of one text style drawn once into one texture, each a frame of it: sprites that
 * show them (AtlasGlyph) share one texture, so a passage of a hundred characters is one batch,
 * where one Pixi `Text` a character is one texture each and the batch breaks every few glyphs
 * (赛车's passage was a third of its draw calls on software GL, `tests/bench/gameLayers.ts`).
 *
 * Each glyph's pixels are Pixi's own text raster (`CanvasTextGenerator`, what a `Text` of that
 * character uploads), and its frame the size of that `Text`'s texture: a sprite anchored like the
 * `Text` covers the same quad and samples the same texels, so the picture does not change.
 */
export class GlyphAtlas {
  private readonly frames = new Map<string, Texture>();
  private source: CanvasSource | null = null;

  constructor(
    readonly style: TextStyle,
    readonly resolution: number,
    chars: Iterable<string>,
  ) {
    this.build([...new Set(chars)]);
  }

  /** the character's frame (the empty texture for one not in the atlas) */
  texture(ch: string): Texture {
    return this.frames.get(ch) ?? Texture.EMPTY;
  }

  /** the character's advance as a `Text` of it measures it (its `width`), for laying out */
  width(ch: string): number {
    return CanvasTextMetrics.measureText(ch || ' ', this.style).width;
  }

  destroy(): void {
    for (const t of this.frames.values()) t.destroy(false);
    this.frames.clear();
    this.source?.destroy();
    this.source = null;
  }

  private build(chars: string[]): void {
    const rasters = chars.map((ch) => {
      const { canvasAndContext, frame } = CanvasTextGenerator.getCanvasAndContext({ text: ch, style: this.style, resolution: this.resolution });
      // `frame` is one rectangle Pixi reuses for every call: its numbers are copied now
      return { canvasAndContext, frame: { x: frame.x, y: frame.y, width: frame.width, height: frame.height } };
    });
    // shelf packing: rows of glyphs left to right, each row as tall as its tallest glyph
    const places: { x: number; y: number; w: number; h: number }[] = [];
    let x = GUTTER;
    let y = GUTTER;
    let row = 0;
    let width = 0;
    for (const { frame } of rasters) {
      const w = frame.width;
      const h = frame.height;
      if (x > GUTTER && x + w + GUTTER > MAX_ROW) {
        x = GUTTER;
        y += row + GUTTER;
        row = 0;
      }
      places.push({ x, y, w, h });
      x += w + GUTTER;
      row = Math.max(row, h);
      width = Math.max(width, x);
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, width);
    canvas.height = Math.max(1, y + row + GUTTER);
    const g = canvas.getContext('2d')!;
    rasters.forEach(({ canvasAndContext, frame }, i) => {
      const p = places[i]!;
      g.drawImage(canvasAndContext.canvas as HTMLCanvasElement, frame.x, frame.y, p.w, p.h, p.x, p.y, p.w, p.h);
      CanvasTextGenerator.returnCanvasAndContext(canvasAndContext);
    });
    const r = this.resolution;
    // as a Text's texture is uploaded (getPo2TextureFromSource): premultiplied on upload, linear
    const source = (this.source = new CanvasSource({ resource: canvas, resolution: r, alphaMode: 'premultiply-alpha-on-upload' }));
    chars.forEach((ch, i) => {
      const p = places[i]!;
      this.frames.set(ch, new Texture({ source, frame: new Rectangle(p.x / r, p.y / r, p.w / r, p.h / r) }));
    });
  }
}
