import { describe, expect, it } from 'vitest';
import { GAP, stageLayout, type StageRoom } from './stageLayout';

const room = (over: Partial<StageRoom> = {}): StageRoom => ({ width: 1366, height: 600, board: 'standard', showKeyboard: true, projector: false, sideways: false, ...over });

describe('stageLayout', () => {
  it('gives a game (no keyboard) and a hidden keyboard the whole canvas', () => {
    for (const r of [room({ board: null }), room({ showKeyboard: false })]) {
      const l = stageLayout(r);
      expect(l.scene).toEqual({ x: 0, y: 0, width: 1366, height: 600 });
      expect(l.panel).toBeNull();
    }
  });

  it('gives a board alone (the fingering lookup) the whole canvas, hands full size, even on a projector', () => {
    for (const r of [room({ boardOnly: true }), room({ boardOnly: true, board: 'numpad', projector: true }), room({ boardOnly: true, sideways: true })]) {
      const l = stageLayout(r);
      expect(l.panel).toEqual({ x: 0, y: 0, width: 1366, height: 600 });
      expect(l.handsScale).toBe(1);
      expect(l.farView).toBe(false);
    }
  });

  it('puts the keyboard under the scene, taking 60% of the height on a desk screen, hands full size', () => {
    const l = stageLayout(room());
    expect(l.panel).toEqual({ x: GAP, y: 600 - 360, width: 1366 - 2 * GAP, height: 360 - GAP });
    expect(l.scene).toEqual({ x: 0, y: 0, width: 1366, height: 600 - 360 - GAP });
    expect(l.handsScale).toBe(1);
    expect(l.farView).toBe(false);
    // scene, gap and panel fill the height exactly
    expect(l.scene.height + GAP + l.panel!.height + GAP).toBe(600);
  });

  it('on a projector (全屏): a larger keyboard, smaller hands, the scene drawn for far reading', () => {
    const l = stageLayout(room({ width: 1920, height: 1080, projector: true }));
    expect(l.panel!.height).toBe(Math.round(1080 * 0.72) - GAP);
    expect(l.handsScale).toBe(0.55);
    expect(l.farView).toBe(true);
    // far view holds without a keyboard too
    expect(stageLayout(room({ projector: true, showKeyboard: false })).farView).toBe(true);
  });

  it('a phone held sideways gets the projector shares but not the far view', () => {
    const l = stageLayout(room({ width: 844, height: 390, sideways: true }));
    expect(l.panel!.height).toBe(Math.round(390 * 0.72) - GAP);
    expect(l.handsScale).toBe(0.55);
    expect(l.farView).toBe(false);
  });

  it('on a projector the number pad stands beside the invoice form, the whole height', () => {
    const l = stageLayout(room({ width: 1920, height: 1080, board: 'numpad', projector: true }));
    const panelW = Math.round(1920 * 0.4);
    expect(l.panel).toEqual({ x: 1920 - panelW, y: GAP, width: panelW - GAP, height: 1080 - 2 * GAP });
    expect(l.scene).toEqual({ x: 0, y: 0, width: 1920 - panelW - GAP, height: 1080 });
    // not on a desk screen: there it lies under the form like the full board
    expect(stageLayout(room({ board: 'numpad' })).panel!.x).toBe(GAP);
  });
});
