import { Container, Graphics } from 'pixi.js';

/**
 * The child's rocket, nose up, centred on (0, 0), about 70 px tall at scale 1. It turns toward
 * the ship it shoots and its flame flickers; `recoil()` kicks it down a little on each shot.
 */
export class PlayerShip extends Container {
  private readonly flame = new Graphics();
  private readonly hull = new Graphics();
  private t = 0;
  private kick = 0;
  /** the rotation it turns toward (radians, 0 = straight up) */
  aim = 0;

  constructor() {
    super();
    this.flame
      .moveTo(-11, 22).lineTo(0, 52).lineTo(11, 22).closePath().fill(0xff9100)
      .moveTo(-6, 22).lineTo(0, 40).lineTo(6, 22).closePath().fill(0xfff176);
    this.hull
      // fins
      .moveTo(-14, 4).lineTo(-30, 26).lineTo(-12, 22).closePath().fill(0xe53935)
      .moveTo(14, 4).lineTo(30, 26).lineTo(12, 22).closePath().fill(0xe53935)
      // body
      .moveTo(0, -38).bezierCurveTo(20, -20, 18, 10, 14, 24).lineTo(-14, 24).bezierCurveTo(-18, 10, -20, -20, 0, -38).closePath()
      .fill(0xf5f5f5).stroke({ color: 0x90a4ae, width: 3 })
      // nose
      .moveTo(0, -38).bezierCurveTo(9, -30, 12, -24, 13, -20).lineTo(-13, -20).bezierCurveTo(-12, -24, -9, -30, 0, -38).closePath()
      .fill(0xe53935)
      // window
      .circle(0, -4, 8).fill(0x4fc3f7).stroke({ color: 0x1565c0, width: 3 })
      .circle(-3, -7, 2.5).fill({ color: 0xffffff, alpha: 0.9 });
    this.addChild(this.flame, this.hull);
  }

  recoil(): void {
    this.kick = 1;
  }

  step(dt: number): void {
    this.t += dt;
    this.flame.scale.set(1, 0.8 + 0.25 * Math.abs(Math.sin(this.t / 60)));
    this.rotation += (this.aim - this.rotation) * Math.min(1, dt / 70);
    this.kick = Math.max(0, this.kick - dt / 120);
    this.pivot.y = -this.kick * 6;
  }

  /** the nose tip in the parent's coordinates (where shots start) */
  nose(): { x: number; y: number } {
    const s = this.scale.y;
    return { x: this.x + Math.sin(this.rotation) * 38 * s, y: this.y - Math.cos(this.rotation) * 38 * s };
  }
}
