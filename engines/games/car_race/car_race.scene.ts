import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { ActorRefFrom } from 'xstate';
import type { EngineScene, SceneOptions, StaticBackdrop } from '../../core/types';
import type { GameAssetBundle } from '../../core/game/gameManifest';
import { SceneKit } from '../../core/game/SceneKit';
import { PassageView } from './PassageView';
import { CAR_PAINT, RaceCar } from './RaceCar';
import { laneHeightOf, RaceTrack } from './RaceTrack';
import type { carRaceMachine } from './car_race.machine';
import { SLOW_RATE, slowingAt } from '../../core/game/props';
import { carProgress, countdownOf, placeNow, speedOf, type CarRaceSnapshot } from './car_race.selectors';
import type { CarRaceEmitted } from './car_race.types';
import { raceHint } from './raceHint';

type Actor = ActorRefFrom<typeof carRaceMachine>;

const FONT = ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Nunito', 'Verdana', 'sans-serif'];
/** room kept free under the track for the IME text field the page lays over the canvas */
const IME_ROOM = 84;
const NOSE = 60; // the car's nose is this far right of its origin (px at scale 1)
const SIDE_MARGIN = 8; // kept free between a car at the start and the stage's left edge
const PACE_NAMES = ['蓝车', '黄车'];

/**
 * 赛车's scene: the passage card on top, and the track below it where the child's red car (its
 * place: how much of the passage is typed right) races the two pace cars. It draws snapshots and
 * runs effects (dust, shudder, banners, confetti, sounds) from the machine's emitted events on the
 * host's ticker. No rules live here; start screen, HUD and end screen are the page's.
 */
export class CarRaceScene extends Container implements EngineScene {
  private readonly track: RaceTrack;
  private readonly passage: PassageView;
  private readonly cars: [RaceCar, RaceCar, RaceCar];
  private readonly carLayer = new Container();
  private readonly fxLayer = new Container();
  private readonly info: Text;
  /** sounds, music, popups, banner, particles, tweens, ticker, pause, teardown */
  private readonly kit: SceneKit;
  private snapshot: CarRaceSnapshot;
  private size = { width: 800, height: 500 };
  private carScale = 1;
  /** where each car is drawn (px), eased toward where the snapshot puts it */
  private shownX: [number, number, number] = [0, 0, 0];
  private countdown = -1;
  /** the lap whose passage the card shows (classic mode) */
  private lap = 0;
  /** the speed the info line shows, and when it was last changed (game ms) */
  private shownSpeed = { cpm: 0, at: -Infinity };
  /** the hint prop's text on the passage card */
  private readonly hintText: (snapshot: CarRaceSnapshot) => string | null;

  constructor(
    actor: Actor,
    options: SceneOptions,
    assets?: GameAssetBundle,
  ) {
    super();
    this.snapshot = actor.getSnapshot();
    const { context } = this.snapshot;
    this.hintText = raceHint(context.level.language === 'zh');
    const res = options.resolution;
    this.track = new RaceTrack(res);
    this.passage = new PassageView(context.chars, context.level.language === 'zh', res);
    this.cars = [new RaceCar(0, '我', res), new RaceCar(1, this.paceLabel(0), res), new RaceCar(2, this.paceLabel(1), res)];
    // the nearest lane (the child's) is drawn last, over the others
    this.carLayer.addChild(this.cars[2], this.cars[1], this.cars[0]);
    this.info = new Text({ text: '', style: new TextStyle({ fontFamily: FONT, fontSize: 22, fontWeight: '900', fill: 0xffffff, stroke: { color: 0x1b5e20, width: 6 } }), resolution: res });
    this.kit = new SceneKit({
      options,
      assets,
      fxLayer: this.fxLayer,
      particles: { capacity: 200, gravity: 40, shape: () => new Graphics().circle(0, 0, 5).fill(0xffffff) },
      popups: { style: { fontFamily: FONT, fontSize: 26, fontWeight: '900', fill: 0xffee58, stroke: { color: 0x5d4037, width: 6 } }, count: 0 },
      banner: { style: { fontFamily: FONT, fontSize: 72, fontWeight: '900', fill: 0xfff176, stroke: { color: 0xd84315, width: 10 }, align: 'center' } },
      // the race's end plays its own sound (the place: win or end)
      endSound: null,
    });
    this.addChild(this.track, this.carLayer, this.fxLayer, this.passage, this.info, this.kit.banner);
    this.kit.connect<CarRaceSnapshot, CarRaceEmitted>(actor, {
      draw: (s) => this.update(s),
      effects: {
        'key.correct': () => this.drive(),
        'key.wrong': () => {
          this.kit.sfx?.play('miss', { volume: 0.6 });
          this.passage.wrong();
          this.cars[0].shudder();
        },
        'combo.boost': () => {
          this.kit.sfx?.play('boost', { volume: 0.6 });
          this.popup(this.cars[0].x, this.cars[0].y - 90 * this.carScale, '连击加速！');
        },
        'race.go': () => {
          this.kit.sfx?.play('go');
          this.showBanner('出发！', 900);
        },
        'pace.finished': (e) => {
          this.kit.sfx?.play('flag', { volume: 0.4 });
          const car = this.cars[e.car + 1]!;
          this.popup(car.x, car.y - 80 * this.carScale, `${PACE_NAMES[e.car]}到终点`);
        },
        'race.finished': (e) => this.finish(e.place),
        'lap.finished': (e) => {
          this.kit.sfx?.play(e.place === 1 ? 'win' : 'flag', { volume: 0.5 });
          this.showBanner(`第 ${e.lap + 1} 圈 第 ${e.place} 名！`, 1400);
        },
        'life.lost': () => {
          this.kit.sfx?.play('miss', { volume: 0.7 });
          this.cars[0].shudder();
          this.popup(this.cars[0].x, this.cars[0].y - 90 * this.carScale, '陪跑车先跑完这圈，少一颗心');
        },
        'prop.used': (e) => {
          if (e.prop === 'slow') this.popup(this.size.width / 2, this.cars[1].y - 90 * this.carScale, '🐢 陪跑车变慢了！');
          if (e.prop === 'life') this.popup(this.cars[0].x, this.cars[0].y - 90 * this.carScale, '❤ 多一颗心！');
        },
      },
      step: (dt) => this.step(dt),
    });
    this.resize(this.size.width, this.size.height);
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    const hanzi = this.snapshot.context.level.language === 'zh';
    const pad = Math.max(10, Math.min(24, width * 0.02));
    const cardWidth = Math.min(width - 2 * pad, 1000);
    const fontSize = Math.round(hanzi ? Math.max(26, Math.min(46, cardWidth / 14)) : Math.max(22, Math.min(40, cardWidth / 26)));
    const cardHeight = this.passage.layout(cardWidth, fontSize);
    this.passage.position.set((width - cardWidth) / 2, pad);
    const top = pad + cardHeight + pad * 0.5;
    const bottom = Math.max(top + 160, height - IME_ROOM);
    this.carScale = Math.max(0.5, Math.min(1.1, laneHeightOf(top, bottom) / 78, width / 560));
    for (const car of this.cars) car.setSize(this.carScale);
    // a car at the start line (its nose there) and its name tag stay clear of the left edge
    const startRoom = SIDE_MARGIN + NOSE * this.carScale + Math.max(...this.cars.map((car) => car.reachBehind()));
    const layout = this.track.resize({ width, top, bottom, startRoom });
    this.cars.forEach((car, i) => (car.y = layout.lanes[i]!));
    this.info.style.fontSize = Math.max(16, Math.min(24, width / 40));
    this.info.position.set(pad, top + 6);
    this.kit.banner.position.set(width / 2, top + (layout.lanes[2] - top) * 0.55 + layout.laneHeight);
    this.kit.banner.scale.set(this.bannerScale());
    this.shownX = this.targetX(this.snapshot);
    this.update(this.snapshot);
  }

  /** the track's scenery and the passage's card (the cars keep to the track): the host paints them once outside GL */
  staticBackdrop = (): StaticBackdrop => ({ layers: [...this.track.stillLayers, this.passage.card], ...this.size, version: this.passage.cardVersion });

  setOptions(options: Partial<SceneOptions>): void {
    this.kit.setOptions(options);
  }

  /** the banner's size at this width */
  private bannerScale(): number {
    return Math.max(0.55, Math.min(1, this.size.width / 900));
  }

  /** where each car's origin belongs for a snapshot */
  private targetX(snapshot: CarRaceSnapshot): [number, number, number] {
    const { startX, finishX } = this.track.layout;
    const nose = NOSE * this.carScale;
    return carProgress(snapshot.context).map((p) => startX - nose + p * (finishX - startX)) as [number, number, number];
  }

  /** a pace car's name tag: its speed on the lap the child is on (it rises lap by lap in classic mode) */
  private paceLabel(car: 0 | 1): string {
    return `${PACE_NAMES[car]} ${Math.round(this.snapshot.context.pace[car].cpm)}字/分`;
  }

  private update(snapshot: CarRaceSnapshot): void {
    this.snapshot = snapshot;
    const { context } = snapshot;
    if (context.lap !== this.lap) {
      // the next lap of a classic round: its passage on the card, the pace cars' new speeds
      this.lap = context.lap;
      this.passage.setChars(context.chars);
      this.cars[1].setLabel(this.paceLabel(0));
      this.cars[2].setLabel(this.paceLabel(1));
      this.resize(this.size.width, this.size.height);
      return;
    }
    this.passage.setCursor(context.cursor);
    this.passage.setComposing(context.composing);
    this.passage.setHint(this.hintText(snapshot));
    const place = placeNow(context);
    // the speed changes a little with every key and every moment: shown once a second, so the
    // info text (a stroked Text, re-rasterised on every change) is not redrawn every few frames
    if (context.now - this.shownSpeed.at >= 1000 || snapshot.status !== 'active') this.shownSpeed = { cpm: speedOf(context), at: context.now };
    const info = `${context.classic ? `第 ${context.lap + 1} 圈   ` : ''}第 ${place} 名   速度 ${this.shownSpeed.cpm} 字/分${slowingAt(context.props, context.now) ? '   🐢 慢动作' : ''}`;
    if (info !== this.info.text) this.info.text = info;
    const count = snapshot.status === 'active' ? countdownOf(context) : 0;
    if (count !== this.countdown) {
      this.countdown = count;
      if (count > 0) {
        this.kit.sfx?.play('beep', { volume: 0.6 });
        this.showBanner(String(count), 700);
      }
    }
  }

  /** a right key: the car surges (the ticker eases it forward) and kicks up dust */
  private drive(): void {
    this.kit.sfx?.play('tap', { volume: 0.35, rate: 0.9 + Math.random() * 0.25 });
    const car = this.cars[0];
    this.kit.burst(car.x - 58 * this.carScale, car.y - 6, 4, { speed: [40, 110], life: 420, tints: [0xd7ccc8, 0xbcaaa4, 0xffffff], scale: 0.9 * this.carScale, scaleTo: 0.2 });
  }

  private finish(place: number | null): void {
    if (place === null) {
      this.kit.sfx?.play('end');
      this.showBanner(this.snapshot.context.classic ? '心用完啦！' : '时间到！', 2400);
      return;
    }
    this.kit.sfx?.play(place === 1 ? 'win' : 'end');
    this.showBanner(`第 ${place} 名！`, 2400);
    const { finishX } = this.track.layout;
    const tints = [CAR_PAINT[0].body, 0xfff176, 0x4fc3f7, 0x81c784, 0xffffff, 0xba68c8];
    for (let i = 0; i < 3; i++) this.kit.burst(finishX - 40 + i * 30, this.cars[0].y - 90 * this.carScale, 24, { speed: [120, 360], life: 1200, tints, scale: 1.1, scaleTo: 0.4 });
  }

  private showBanner(text: string, ms: number): void {
    this.kit.banner.show(text, this.bannerScale(), { duration: ms, entrance: 'settle', fadeIn: 0.12 });
  }

  private popup(x: number, y: number, text: string): void {
    this.kit.popups.show(x, y, text, { rise: 40, duration: 1100, within: this.size.width });
  }

  private step(dt: number): void {
    const target = this.targetX(this.snapshot);
    const k = 1 - Math.exp(-dt / 90);
    this.cars.forEach((car, i) => {
      const next = i === 0 ? this.shownX[i] + (target[i] - this.shownX[i]) * k : target[i];
      const moved = Math.max(0, next - this.shownX[i]);
      this.shownX[i] = next;
      car.x = next;
      car.step(dt, moved / this.carScale);
    });
    // the world's time runs at SLOW_RATE while slowed: the clouds drift slower too
    const { props, now } = this.snapshot.context;
    this.track.step(slowingAt(props, now) ? dt * SLOW_RATE : dt);
    this.passage.step(dt);
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.kit.destroy();
    super.destroy(options);
  }
}
