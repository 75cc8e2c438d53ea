import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { cacheStatic } from '../../core/game/staticLayer';
import { CJK_FONT } from '../../core/view/fonts';

export interface TrackBox {
  width: number;
  /** top of the sky */
  top: number;
  /** bottom of the grass */
  bottom: number;
  /** the least distance from the left edge to the start line: a car waiting there, with its name
   * tag, is then fully on screen */
  startRoom?: number;
}

/** kept free at the stage's sides on a narrow stage, so nothing touches the edge */
const SIDE_MARGIN = 8;
/** the finish flag's cloth: 4 chequers of 8 px right of the pole */
const FLAG_WIDTH = 34;

export interface TrackLayout {
  /** where a car's nose is at the start and at the finish */
  startX: number;
  finishX: number;
  /** the road contact line of lane 0 (the child's), 1 and 2 */
  lanes: [number, number, number];
  laneHeight: number;
}

/** one lane's height for a track box: the scene sizes its cars by it before the track is laid out */
export function laneHeightOf(top: number, bottom: number): number {
  return Math.max(46, Math.min(86, (bottom - top) * 0.2));
}

/** the clouds, each drawn once (per size) and moved as it drifts */
const CLOUDS = 4;

/**
 * The race track, drawn in code: sky with drifting clouds, hills, a three-lane road seen from the
 * side (the child's lane nearest), the start line and the chequered finish with its flag.
 * Everything but the clouds is drawn once per size into one texture (`scenery`): as shapes, the
 * sky, hills, road, lane dashes and chequers were most of every frame on software GL. The finish
 * flag and its 终点 are drawn once per size into a second texture (`finish`) in front of the
 * clouds: on a short sky (1366×768) the clouds drift at the flag's height and used to hide it.
 */
export class RaceTrack extends Container {
  private readonly scenery = new Container();
  private readonly back = new Graphics();
  private readonly clouds: Graphics[] = Array.from({ length: CLOUDS }, () => new Graphics());
  private readonly road = new Graphics();
  private readonly finish = new Container();
  private readonly flag = new Graphics();
  private readonly finishText: Text;
  private cloudShift = 0;
  private box: TrackBox = { width: 800, top: 0, bottom: 400 };
  layout: TrackLayout = { startX: 80, finishX: 700, lanes: [0, 0, 0], laneHeight: 60 };

  constructor(resolution: number) {
    super();
    this.finishText = new Text({
      text: '终点',
      style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 20, fontWeight: '900', fill: 0xffffff, stroke: { color: 0xd81b60, width: 5 } }),
      resolution,
      anchor: { x: 0.5, y: 1 },
    });
    this.scenery.addChild(this.back, this.road);
    this.finish.addChild(this.flag, this.finishText);
    // the clouds drift in the sky above the road: drawn over the cached scenery, behind the flag
    this.addChild(this.scenery, ...this.clouds, this.finish);
  }

  resize(box: TrackBox): TrackLayout {
    this.box = box;
    const { width, top, bottom } = box;
    const h = bottom - top;
    const laneHeight = laneHeightOf(top, bottom);
    const roadBottom = bottom - Math.max(10, h * 0.05);
    const roadTop = roadBottom - 3 * laneHeight;
    const horizon = Math.max(top + 20, roadTop - Math.max(24, h * 0.16));
    const startX = Math.max(70, width * 0.1, box.startRoom ?? 0);
    const sq = Math.max(6, laneHeight / 6);
    // the flag and the 终点 over the pole stay inside the stage
    const finishRoom = sq + Math.max(FLAG_WIDTH, this.finishText.width / 2) + SIDE_MARGIN;
    const finishX = width - Math.max(30, width * 0.06, finishRoom);
    this.layout = { startX, finishX, lanes: [roadBottom - 10, roadBottom - laneHeight - 10, roadBottom - 2 * laneHeight - 10], laneHeight };

    const b = this.back.clear();
    b.rect(0, top, width, horizon - top).fill(0x8fd3ff);
    b.rect(0, top + (horizon - top) * 0.55, width, (horizon - top) * 0.45).fill({ color: 0xbfe6ff, alpha: 0.8 });
    b.circle(width * 0.86, top + (horizon - top) * 0.35, Math.min(34, (horizon - top) * 0.3)).fill(0xfff176);
    // hills
    for (let i = 0; i < 6; i++) {
      const cx = (i + 0.3) * (width / 5);
      const r = width / 5;
      b.ellipse(cx, horizon + 8, r * 0.7, Math.min(60, (horizon - top) * 0.5)).fill(i % 2 ? 0x81c784 : 0x66bb6a);
    }
    b.rect(0, horizon, width, bottom - horizon).fill(0x7cc464);

    const r = this.road.clear();
    r.rect(0, roadTop - 6, width, 6).fill(0xeeeeee);
    r.rect(0, roadTop, width, 3 * laneHeight).fill(0x5c6370);
    r.rect(0, roadBottom, width, 6).fill(0xeeeeee);
    // dashed lane lines
    for (const y of [roadTop + laneHeight, roadTop + 2 * laneHeight]) {
      for (let x = 0; x < width; x += 48) r.rect(x, y - 2, 26, 4).fill({ color: 0xffffff, alpha: 0.7 });
    }
    // the start line, and the chequered finish
    r.rect(startX - 4, roadTop, 6, 3 * laneHeight).fill(0xffffff);
    for (let row = 0; row * sq < 3 * laneHeight; row++) {
      for (let col = 0; col < 2; col++) r.rect(finishX + col * sq, roadTop + row * sq, sq, Math.min(sq, 3 * laneHeight - row * sq)).fill((row + col) % 2 ? 0x212121 : 0xffffff);
    }
    // the finish flag on its pole
    const poleTop = Math.max(top + 8, roadTop - laneHeight * 1.1);
    const f = this.flag.clear();
    f.rect(finishX + sq - 2, poleTop, 4, roadTop - poleTop).fill(0x455a64);
    for (let row = 0; row < 3; row++) for (let col = 0; col < 4; col++) f.rect(finishX + sq + 2 + col * 8, poleTop + row * 8, 8, 8).fill((row + col) % 2 ? 0x212121 : 0xffffff);
    this.finishText.position.set(finishX + sq, poleTop - 2);
    for (const layer of [this.scenery, this.finish]) cacheStatic(layer);
    this.clouds.forEach((c, i) => {
      c.clear().circle(0, 0, 16).circle(18, -8, 20).circle(38, 0, 15).rect(0, 0, 38, 14).fill({ color: 0xffffff, alpha: 0.9 });
      c.y = top + 18 + (i % 2) * 26;
    });
    this.placeClouds();
    return this.layout;
  }

  /** what stays still until the next resize, under everything else: the scenery (the host may paint it outside GL) */
  get stillLayers(): Container[] {
    return [this.scenery];
  }

  private placeClouds(): void {
    const { width } = this.box;
    this.clouds.forEach((c, i) => (c.x = (((i * width) / 3.3 + this.cloudShift) % (width + 160)) - 80));
  }

  step(dtMs: number): void {
    this.cloudShift += dtMs * 0.012;
    this.placeClouds();
  }
}
