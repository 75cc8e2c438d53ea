import { Container, Graphics, Text, TextStyle, type Ticker } from 'pixi.js';
import { approach, trackLayout, type TrackLayout } from './raceLayout';
import { CJK_FONT } from '../view/fonts';
import type { EngineScene } from '../types';

/** One racer as the page hands it in (from the server's race state). */
export interface TrackRacer {
  id: string;
  name: string;
  /** 0..1 of the passage typed */
  progress: number;
  /** finishing place (1 = first), once finished */
  place: number | null;
  /** racing; finished; did not finish (the race ended first); away (dropped, may come back) */
  status: 'racing' | 'finished' | 'unfinished' | 'away';
  /** 字/分 so far (the server's), shown beside the car once the racer typed */
  cpm?: number;
}

/** What tests read back: each lane's drawn progress and badge. */
export interface TrackView {
  id: string;
  shown: number;
  place: number | null;
  status: TrackRacer['status'];
  /** the tag beside the car: '86 字/分', '离线' or '' */
  tag: string;
}

/** car paints by lane (a racer keeps their lane, so a child finds their car again) */
const PAINTS = [0xff5252, 0x42a5f5, 0xffca28, 0x66bb6a, 0xab47bc, 0xff9800, 0x26c6da, 0xec407a, 0x8d6e63, 0x5c6bc0];
const MEDALS = [0xffd54f, 0xcfd8dc, 0xffab91];


class Lane extends Container {
  readonly car = new Container();
  private readonly ground = new Graphics();
  private readonly carBody = new Graphics();
  private readonly nameText: Text;
  private readonly badge = new Container();
  private readonly badgeDisc = new Graphics();
  private readonly badgeText: Text;
  /** beside the car: the speed (Nitro Type's), or 离线 when the device left */
  private readonly tag = new Container();
  private readonly tagDisc = new Graphics();
  private readonly tagText: Text;
  private cpm = 0;
  shown = 0;
  target = 0;
  place: number | null = null;
  status: TrackRacer['status'] = 'racing';
  private bob = 0;

  constructor(readonly id: string, label: string, resolution: number) {
    super();
    this.nameText = new Text({ text: label, style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 24, fontWeight: '900', fill: 0x263238 }), resolution, anchor: { x: 0, y: 0.5 } });
    this.badgeText = new Text({ text: '', style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 24, fontWeight: '900', fill: 0x3e2723 }), resolution, anchor: 0.5 });
    this.badge.addChild(this.badgeDisc, this.badgeText);
    this.badge.visible = false;
    this.tagText = new Text({ text: '', style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 20, fontWeight: '900', fill: 0x263238 }), resolution, anchor: { x: 0, y: 0.5 } });
    this.tag.addChild(this.tagDisc, this.tagText);
    this.car.addChild(this.carBody);
    this.addChild(this.ground, this.nameText, this.car, this.tag, this.badge);
  }

  get tagLabel(): string {
    return this.tag.visible ? this.tagText.text : '';
  }

  /** the tag's words and pill (white for the speed, red for 离线); hidden before the first key and after the end */
  private paintTag() {
    const away = this.status === 'away';
    const text = away ? '离线' : this.status !== 'unfinished' && this.cpm > 0 ? `${Math.round(this.cpm)} 字/分` : '';
    this.tag.visible = text !== '';
    if (this.tagText.text !== text) this.tagText.text = text;
    this.tagText.style.fill = away ? 0xffffff : 0x263238;
    const h = this.tagText.height + 6;
    this.tagDisc.clear().roundRect(-8, -h / 2, this.tagText.width + 16, h, h / 2).fill(away ? 0xc62828 : 0xffffff);
  }

  setLabel(label: string) {
    if (this.nameText.text !== label) this.nameText.text = label;
  }

  layout(l: TrackLayout, index: number) {
    const h = l.laneHeight;
    const w = l.columnWidth;
    const stripe = index % 2 === 0 ? 0x607d8b : 0x546e7a;
    this.ground.clear();
    this.ground.roundRect(0, 2, l.nameWidth, h - 4, Math.min(12, h / 4)).fill(0xffffff);
    this.ground.rect(l.startX - 6, 0, w - l.startX + 6, h).fill(stripe);
    // dashed lane divider
    for (let x = l.startX; x < l.finishX; x += 40) this.ground.rect(x, h - 2, 22, 2).fill({ color: 0xffffff, alpha: 0.6 });
    // start line and chequered finish line
    this.ground.rect(l.startX - 6, 0, 4, h).fill(0xffffff);
    const sq = Math.max(4, Math.round(h / 8));
    for (let y = 0, r = 0; y < h; y += sq, r++) {
      this.ground.rect(l.finishX, y, sq, Math.min(sq, h - y)).fill(r % 2 ? 0x000000 : 0xffffff);
      this.ground.rect(l.finishX + sq, y, sq, Math.min(sq, h - y)).fill(r % 2 ? 0xffffff : 0x000000);
    }
    this.nameText.style.fontSize = l.fontSize;
    this.nameText.position.set(10, h / 2);
    const maxName = l.nameWidth - 16;
    this.nameText.scale.set(this.nameText.width > maxName ? maxName / (this.nameText.width / this.nameText.scale.x) : 1);
    this.drawCar(l.carHeight, index);
    this.tagText.style.fontSize = Math.max(12, Math.round(l.fontSize * 0.75));
    this.paintTag();
    this.badgeDisc.clear();
    const r = Math.max(10, h * 0.4);
    this.badgeText.style.fontSize = Math.round(r * 1.1);
    this.badgeDisc.circle(0, 0, r).fill(0xffffff).stroke({ color: 0x3e2723, width: Math.max(2, r / 8) });
    this.badge.position.set(l.finishX + sq * 2 + (w - l.finishX - sq * 2) / 2, h / 2);
    this.paintBadge();
  }

  private drawCar(ch: number, index: number) {
    const paint = PAINTS[index % PAINTS.length]!;
    const cw = ch * 1.9;
    const g = this.carBody;
    g.clear();
    g.ellipse(0, ch * 0.46, cw * 0.48, ch * 0.08).fill({ color: 0x000000, alpha: 0.25 });
    g.roundRect(-cw / 2, -ch * 0.12, cw, ch * 0.42, ch * 0.16).fill(paint);
    g.roundRect(-cw * 0.2, -ch * 0.42, cw * 0.42, ch * 0.36, ch * 0.14).fill(paint);
    g.roundRect(-cw * 0.12, -ch * 0.36, cw * 0.28, ch * 0.24, ch * 0.08).fill(0xbfe9ff);
    g.rect(-cw * 0.42, 0, cw * 0.8, ch * 0.06).fill({ color: 0xffffff, alpha: 0.8 });
    g.ellipse(cw * 0.46, 0.02 * ch, ch * 0.06, ch * 0.05).fill(0xfff59d);
    for (const x of [-cw * 0.28, cw * 0.28]) g.circle(x, ch * 0.3, ch * 0.16).fill(0x263238).circle(x, ch * 0.3, ch * 0.07).fill(0xcfd8dc);
    (this.car as Container & { carWidth?: number }).carWidth = cw;
  }

  private paintBadge() {
    const done = this.status === 'finished' && this.place !== null;
    const unfinished = this.status === 'unfinished';
    this.badge.visible = done || unfinished;
    this.badgeText.text = done ? String(this.place) : unfinished ? '—' : '';
    this.badgeDisc.tint = done ? (MEDALS[this.place! - 1] ?? 0xffffff) : 0xeeeeee;
    this.car.alpha = this.status === 'away' ? 0.45 : 1;
    this.paintTag();
  }

  set(r: TrackRacer) {
    this.target = Math.max(0, Math.min(1, r.progress));
    if (r.status === 'finished') this.target = 1;
    const cpm = r.cpm ?? 0;
    if (this.place !== r.place || this.status !== r.status || this.cpm !== cpm) {
      this.place = r.place;
      this.status = r.status;
      this.cpm = cpm;
      this.paintBadge();
    }
  }

  tick(dt: number, l: TrackLayout) {
    this.shown = approach(this.shown, this.target, dt);
    const cw = (this.car as Container & { carWidth?: number }).carWidth ?? 40;
    const from = l.startX + cw / 2;
    const to = l.finishX - cw / 2 + cw * 0.55;
    const moving = this.shown < this.target || (this.status === 'racing' && this.shown > 0 && this.shown < 1);
    this.bob = moving ? this.bob + dt / 90 : 0;
    this.car.position.set(from + (to - from) * this.shown, l.laneHeight * 0.5 + Math.sin(this.bob) * l.laneHeight * 0.02);
    // ahead of the car in the first half of the lane, behind it in the second (clear of the finish and the badge)
    const w = this.tagText.width + 16;
    this.tag.position.set(this.shown < 0.5 ? this.car.x + cw / 2 + 14 : this.car.x - cw / 2 - w - 6, l.laneHeight * 0.5);
  }
}

/** What the track is made with on the stage: the canvas's resolution and the ticker its cars ease on. */
export interface RaceTrackOptions {
  resolution: number;
  ticker: Ticker;
}

/**
 * The live race track of 班级比赛 on the projector: one lane per racer (name plate, car in their
 * colour, start line, chequered finish, a place badge as each one finishes). Cars ease between the
 * coalesced progress updates on the stage's ticker; lanes adapt to 40 racers (trackLayout). A scene
 * like an engine's: the stage host (src/host/raceTrackPolicy.ts) places it and hands it its size.
 */
export class RaceTrackScene extends Container implements EngineScene {
  private lanes = new Map<string, Lane>();
  private order: string[] = [];
  private size = { width: 800, height: 600 };
  private layoutNow: TrackLayout = trackLayout(1, 800, 600);
  private readonly sky = new Graphics();
  private readonly title: Text;
  private readonly tick = (t: Ticker) => this.frame(t.deltaMS);

  constructor(title: string, private readonly options: RaceTrackOptions) {
    super();
    this.title = new Text({ text: title, style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 40, fontWeight: '900', fill: 0xffffff, stroke: { color: 0x1b5e20, width: 8 } }), resolution: options.resolution, anchor: { x: 0, y: 0.5 } });
    this.addChild(this.sky, this.title);
    options.ticker.add(this.tick);
    this.relayout();
  }

  /** the stage's box for the track (CSS pixels): the whole canvas */
  resize(width: number, height: number) {
    this.size = { width, height };
    this.relayout();
  }

  /** the track has no options of its own (no theme, no pinyin) */
  setOptions() {}

  setTitle(text: string) {
    if (this.title.text === text) return;
    this.title.text = text;
    this.fitTitle();
  }

  /** a long finishing order shrinks to the screen's width */
  private fitTitle() {
    this.title.scale.set(1);
    const room = this.size.width - 48;
    if (this.title.width > room) this.title.scale.set(room / this.title.width);
  }

  /** the racers now (in lane order); lanes come and go with the list */
  setRacers(racers: readonly TrackRacer[]) {
    const ids = racers.map((r) => r.id);
    let changed = ids.length !== this.order.length || ids.some((id, i) => id !== this.order[i]);
    for (const r of racers) {
      let lane = this.lanes.get(r.id);
      if (!lane) {
        lane = new Lane(r.id, r.name, this.options.resolution);
        this.lanes.set(r.id, lane);
        this.addChild(lane);
        changed = true;
      }
      lane.setLabel(r.name);
      lane.set(r);
    }
    for (const [id, lane] of this.lanes)
      if (!ids.includes(id)) {
        lane.destroy({ children: true });
        this.lanes.delete(id);
      }
    this.order = ids;
    if (changed) this.relayout();
  }

  view(): TrackView[] {
    return this.order.map((id) => {
      const l = this.lanes.get(id)!;
      return { id, shown: l.shown, place: l.place, status: l.status, tag: l.tagLabel };
    });
  }

  private relayout() {
    const { width, height } = this.size;
    const l = trackLayout(this.order.length, width, height);
    this.layoutNow = l;
    this.sky.clear().rect(0, 0, width, height).fill(0x7cb342);
    this.sky.rect(0, 0, width, l.headerHeight).fill(0x558b2f);
    this.title.style.fontSize = Math.round(l.headerHeight * 0.5);
    this.title.position.set(24, l.headerHeight / 2);
    this.fitTitle();
    this.order.forEach((id, i) => {
      const lane = this.lanes.get(id)!;
      lane.position.set(l.lanes[i]!.x, l.lanes[i]!.y);
      lane.layout(l, i);
      lane.tick(0, l);
    });
  }

  private frame(dt: number) {
    for (const lane of this.lanes.values()) lane.tick(dt, this.layoutNow);
  }

  override destroy() {
    this.options.ticker.remove(this.tick);
    super.destroy({ children: true });
  }
}
