import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { canvasUtils } = await import('pixi.js');
const { TintWarmer } = await import('./tintWarmer');

class Letter {}
class Cell {}
class Title {}

/** A texture as the warmer and Pixi's tint cache read it. */
const texture = (id: number) => ({ id, destroyed: false, source: { _resourceId: 1 }, tintCache: {} as Record<string, { tintId: number }> });
type Tex = ReturnType<typeof texture>;
/** A node: its class decides its kind (with its parent's class) */
function node(ctor: new () => object, props: { tint?: number; texture?: Tex; visible?: boolean }, children: object[] = []) {
  const n = Object.assign(Object.create(ctor.prototype), { visible: true, destroyed: false, children, parent: null, ...props });
  for (const c of children) (c as { parent: object }).parent = n;
  return n;
}

describe('TintWarmer: tinted copies painted at rest, before a key needs them', () => {
  const made: string[] = [];
  vi.spyOn(canvasUtils, 'getTintedCanvas').mockImplementation(({ texture: t }, colour) => {
    const tex = t as unknown as Tex;
    const hex = `#${Number(colour).toString(16).padStart(6, '0')}`;
    made.push(`${tex.id}${hex}`);
    tex.tintCache[hex] = { tintId: tex.source._resourceId };
    return null as never;
  });

  it('paints every colour seen on a kind of object for each tinted object of that kind, once', () => {
    made.length = 0;
    const [a, b, c, t] = [texture(1), texture(2), texture(3), texture(9)];
    const stage = node(Title, {}, [
      node(Cell, {}, [node(Letter, { tint: 0x111111, texture: a }), node(Letter, { tint: 0x222222, texture: b })]),
      node(Cell, {}, [node(Letter, { tint: 0xffffff, texture: c })]),
      node(Title, { tint: 0x333333, texture: t }),
      node(Cell, { visible: false }, [node(Letter, { tint: 0x444444, texture: texture(4) })]),
    ]);
    const warmer = new TintWarmer({ stage, renderer: { uid: 1, name: 'canvas' } } as never);
    expect(warmer.step(() => true)).toBe(true);
    // letters learnt two colours and share them; the title its own; white and hidden ones are left alone
    expect(made.sort()).toEqual(['1#111111', '1#222222', '2#111111', '2#222222', '9#333333']);
    made.length = 0;
    expect(warmer.step(() => true)).toBe(true);
    expect(made).toEqual([]);
  });

  it('stops when its budget runs out and goes on where it is left', () => {
    made.length = 0;
    const letters = [1, 2, 3].map((i) => node(Letter, { tint: 0x100000 * i, texture: texture(i) }));
    const warmer = new TintWarmer({ stage: node(Cell, {}, letters), renderer: { uid: 1, name: 'canvas' } } as never);
    let budget = 4;
    expect(warmer.step(() => budget-- > 0)).toBe(false);
    expect(made).toHaveLength(4);
    expect(warmer.step(() => true)).toBe(true);
    expect(made).toHaveLength(9);
    expect(warmer.made).toBe(9);
  });

  it("reads a text's texture from its canvas render data", () => {
    made.length = 0;
    const t = texture(7);
    const text = node(Letter, { tint: 0xabcdef });
    Object.assign(text, { _gpuData: { 5: { texture: t } } });
    new TintWarmer({ stage: node(Cell, {}, [text]), renderer: { uid: 5, name: 'canvas' } } as never).step(() => true);
    expect(made).toEqual(['7#abcdef']);
  });

  it('is wanted only on the Canvas 2D renderer', () => {
    expect(TintWarmer.wanted({ renderer: { name: 'canvas' } } as never)).toBe(true);
    expect(TintWarmer.wanted({ renderer: { name: 'webgl' } } as never)).toBe(false);
  });
});
