import { afterEach, describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { RestWarmer } = await import('./restWarmer');

type Idle = (d: { timeRemaining(): number }) => void;

/** requestIdleCallback under the test's control: run() gives each waiting callback some idle time. */
function idle() {
  const waiting = new Map<number, Idle>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (cb: Idle) => (waiting.set(next, cb), next++));
  vi.stubGlobal('cancelIdleCallback', (h: number) => waiting.delete(h));
  return {
    get waiting() {
      return waiting.size;
    },
    run(ms = 50) {
      const cbs = [...waiting.values()];
      waiting.clear();
      for (const cb of cbs) cb({ timeRemaining: () => ms });
    },
  };
}

const app = (name: string) => ({ stage: { visible: true, destroyed: false, children: [], parent: null }, renderer: { name, uid: 1 } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('navigator', { userAgent: 'node' });
});

describe('RestWarmer: work done at rest, in idle slices', () => {
  it('paints tints only on Canvas 2D; layers on every renderer', () => {
    expect(new RestWarmer(app('canvas') as never).tints).not.toBeNull();
    expect(new RestWarmer(app('webgl') as never).tints).toBeNull();
  });

  it('asks for one idle slice at a time, stops when all is done, and cancels when the stage wakes', () => {
    const clock = idle();
    const warmer = new RestWarmer(app('canvas') as never);
    warmer.schedule();
    warmer.schedule();
    expect(clock.waiting).toBe(1);
    // nothing to warm on an empty stage: one slice finds it so and asks for no more
    clock.run();
    expect(clock.waiting).toBe(0);
    warmer.schedule();
    warmer.cancel();
    expect(clock.waiting).toBe(0);
  });

  it('is wanted only where the browser tells idle time', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(RestWarmer.wanted()).toBe(false);
    idle();
    expect(RestWarmer.wanted()).toBe(true);
  });
});
