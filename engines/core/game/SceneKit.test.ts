import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { Container, Graphics } = await import('pixi.js');
const { SceneKit } = await import('./SceneKit');

type Snap = { status: string; value: string };
type Emitted = { type: 'target.hit'; points: number } | { type: 'session.finished' };

/** a ticker the test steps by hand, and an actor the test drives */
function harness() {
  const listeners = new Set<(t: { deltaMS: number }) => void>();
  const ticker = {
    add: vi.fn((fn: (t: { deltaMS: number }) => void, ctx: unknown) => listeners.add(fn.bind(ctx))),
    remove: vi.fn(() => listeners.clear()),
  };
  const frame = (deltaMS: number) => listeners.forEach((fn) => fn({ deltaMS }));
  let draw: ((s: Snap) => void) | null = null;
  let hear: ((e: Emitted) => void) | null = null;
  const unsubscribed = { snapshots: 0, events: 0 };
  const actor = {
    subscribe: (fn: (s: Snap) => void) => ((draw = fn), { unsubscribe: () => void (unsubscribed.snapshots += 1) }),
    on: (_type: '*', fn: (e: Emitted) => void) => ((hear = fn), { unsubscribe: () => void (unsubscribed.events += 1) }),
  };
  const fxLayer = new Container();
  const kit = new SceneKit({
    options: { theme: 'cartoon', showPinyin: false, resolution: 1, ticker: ticker as never },
    fxLayer,
    particles: { capacity: 8, gravity: 0, shape: () => new Graphics().circle(0, 0, 4).fill(0xffffff) },
    popups: { style: { fontSize: 20 }, count: 0 },
    banner: { style: { fontSize: 40 } },
  });
  return { kit, actor, frame, ticker, fxLayer, unsubscribed, snapshot: (s: Snap) => draw!(s), emit: (e: Emitted) => hear!(e) };
}

describe('the scene kit', () => {
  it('hands snapshots to the scene and emitted events to their handler', () => {
    const h = harness();
    const drawn: Snap[] = [];
    const hits: number[] = [];
    h.kit.connect<Snap, Emitted>(h.actor, { draw: (s) => drawn.push(s), effects: { 'target.hit': (e) => hits.push(e.points) } });
    h.snapshot({ status: 'active', value: 'playing' });
    h.emit({ type: 'target.hit', points: 30 });
    h.emit({ type: 'session.finished' });
    expect(drawn).toEqual([{ status: 'active', value: 'playing' }]);
    expect(hits).toEqual([30]);
  });

  it('runs tweens, particles and the scene step on the host ticker, a stall at most 100 ms', () => {
    const h = harness();
    const steps: number[] = [];
    h.kit.connect<Snap, Emitted>(h.actor, { draw: () => undefined, step: (dt) => steps.push(dt) });
    const seen: number[] = [];
    h.kit.tweens.add({ duration: 400, ease: 'linear', onUpdate: (p) => seen.push(p) });
    h.frame(100);
    h.frame(5000);
    expect(steps).toEqual([100, 100]);
    expect(seen).toEqual([0, 0.25, 0.5]);
  });

  describe('when the round is paused', () => {
    it('freezes every effect until it plays again', () => {
      const h = harness();
      const steps: number[] = [];
      h.kit.connect<Snap, Emitted>(h.actor, { draw: () => undefined, step: (dt) => steps.push(dt) });
      h.kit.burst(0, 0, 4, { speed: [10, 10], life: 300 });
      h.snapshot({ status: 'active', value: 'paused' });
      h.frame(50);
      h.frame(50);
      expect(steps).toEqual([]);
      expect(h.kit.particles.live).toBe(4);
      h.snapshot({ status: 'active', value: 'playing' });
      h.frame(50);
      expect(steps).toEqual([50]);
    });
  });

  it('lowers the particle density for low quality and back for high', () => {
    const h = harness();
    h.kit.setOptions({ quality: 'low' });
    expect(h.kit.particles.density).toBeLessThan(1);
    expect(h.kit.options.quality).toBe('low');
    h.kit.setOptions({ quality: 'high' });
    expect(h.kit.particles.density).toBe(1);
  });

  it('unhooks the ticker and the actor once, however often it is destroyed', () => {
    const h = harness();
    const steps: number[] = [];
    h.kit.connect<Snap, Emitted>(h.actor, { draw: () => undefined, step: (dt) => steps.push(dt) });
    h.kit.tweens.add({ duration: 400, onUpdate: () => undefined });
    h.kit.destroy();
    h.kit.destroy();
    expect(h.ticker.remove).toHaveBeenCalledTimes(1);
    expect(h.unsubscribed).toEqual({ snapshots: 1, events: 1 });
    expect(h.kit.tweens.active).toBe(0);
    h.frame(16);
    expect(steps).toEqual([]);
  });
});
