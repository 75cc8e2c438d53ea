import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { Container, TextStyle } = await import('pixi.js');
const { BannerText, PopupTexts } = await import('./FloatingTexts');
const { Tweens } = await import('./tween');

describe('score popups and the combo banner', () => {
  it('a popup rises from where it was shown, fades and is hidden for reuse; a busy pool grows', () => {
    const layer = new Container();
    const tweens = new Tweens();
    const popups = new PopupTexts(layer, tweens, new TextStyle({ fontSize: 40 }), 2, 2);
    expect(layer.children).toHaveLength(2);
    popups.show(100, 200, '+30', { rise: 50, duration: 500 });
    const [first] = layer.children as unknown as { text: string; visible: boolean; y: number; alpha: number }[];
    expect(first).toMatchObject({ text: '+30', visible: true, y: 200, alpha: 1 });
    tweens.update(250);
    expect(first!.y).toBeLessThan(200);
    expect(first!.y).toBeGreaterThan(150);
    popups.show(0, 0, '+10');
    popups.show(0, 0, '+20');
    expect(layer.children).toHaveLength(3);
    tweens.update(1000);
    expect(first).toMatchObject({ visible: false, y: 150 });
    expect(layer.children.every((c) => !c.visible)).toBe(true);
    popups.show(0, 0, '+40');
    expect(layer.children).toHaveLength(3);
  });

  it('the banner pops in at the given scale, holds, fades and hides', () => {
    const tweens = new Tweens();
    const banner = new BannerText(new TextStyle({ fontSize: 58 }), 2, tweens, 0.15);
    expect(banner.visible).toBe(false);
    banner.show('得分 ×2！', 1);
    expect(banner).toMatchObject({ text: '得分 ×2！', visible: true });
    expect(banner.scale.x).toBeCloseTo(0.6);
    tweens.update(550);
    expect(banner.scale.x).toBeCloseTo(1);
    expect(banner.alpha).toBe(1);
    tweens.update(1000);
    expect(banner.visible).toBe(false);
  });
});
