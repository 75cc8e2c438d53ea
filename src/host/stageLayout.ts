/**
 * Where things stand on a stage, pure (no Pixi, no DOM; stageLayout.test.ts): the canvas size and
 * the room's facts in, the scene's box and the keyboard panel's box out. The stage host measures the
 * window (`roomOf`) and applies the answer; chapters and games go through the same rules.
 */

/** A rectangle in CSS pixels, relative to the canvas. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StageRoom {
  /** the canvas, CSS px */
  width: number;
  height: number;
  /** the drawn keyboard the stage carries: none (games, the IME chapter), the full board or the number pad */
  board: 'standard' | 'numpad' | null;
  /** the settings' 显示键盘 (and not replaced by the on-screen touch keyboard) */
  showKeyboard: boolean;
  /** 全屏 (document.fullscreenElement): a classroom projector, read from the back of the room */
  projector: boolean;
  /** a phone held sideways (≤ 500 px tall and wider than tall) */
  sideways: boolean;
  /** the stage is the board alone, no scene (the fingering lookup): the panel takes the whole canvas */
  boardOnly?: boolean;
}

export interface StageLayout {
  /** the scene's box (its backdrop takes the same) */
  scene: Box;
  /** the keyboard panel's box; null when no keyboard is shown */
  panel: Box | null;
  /** the hands band under the keyboard: 1 full size, less to give the board more room */
  handsScale: number;
  /** the scene draws for far reading (bigger rows, fewer of them) */
  farView: boolean;
}

/**
 * Share of the canvas height the keyboard takes when it is shown: the larger part, so its legends
 * stay legible (≥ 12 px at 1366×768); the text above needs only a few lines.
 */
export const KEYBOARD_SHARE = 0.6;
export const GAP = 12;
/**
 * Projector (全屏): the keyboard takes more of the canvas and the hands band under it shrinks, so the
 * legends are read from the back of the room (≥ 20 px at 1920×1080). A phone held sideways gets the
 * same shares, or its drawn keyboard would be smaller than upright.
 */
export const PROJECTOR_KEYBOARD_SHARE = 0.72;
export const PROJECTOR_HANDS_SCALE = 0.55;
/** …and on a projector a number pad stands beside the invoice form, taking this share of the width */
export const PROJECTOR_NUMPAD_SHARE = 0.4;

export function stageLayout(room: StageRoom): StageLayout {
  const { width, height, projector } = room;
  const big = projector || room.sideways;
  const handsScale = big ? PROJECTOR_HANDS_SCALE : 1;
  const whole: Box = { x: 0, y: 0, width, height };
  if (room.boardOnly && room.board !== null) return { scene: whole, panel: whole, handsScale: 1, farView: false };
  if (room.board === null || !room.showKeyboard) return { scene: whole, panel: null, handsScale, farView: projector };
  if (projector && room.board === 'numpad') {
    // a number pad is tall and narrow: on a projector it stands beside the form, the whole height
    const panelW = Math.round(width * PROJECTOR_NUMPAD_SHARE);
    return {
      scene: { x: 0, y: 0, width: width - panelW - GAP, height },
      panel: { x: width - panelW, y: GAP, width: panelW - GAP, height: height - GAP * 2 },
      handsScale,
      farView: true,
    };
  }
  const panelH = Math.round(height * (big ? PROJECTOR_KEYBOARD_SHARE : KEYBOARD_SHARE));
  return {
    scene: { x: 0, y: 0, width, height: height - panelH - GAP },
    panel: { x: GAP, y: height - panelH, width: width - GAP * 2, height: panelH - GAP },
    handsScale,
    farView: projector,
  };
}

/** The room's facts the browser knows: 全屏 and a sideways phone. */
export function roomOf(): Pick<StageRoom, 'projector' | 'sideways'> {
  return {
    projector: document.fullscreenElement !== null,
    sideways: window.innerHeight <= 500 && window.innerWidth > window.innerHeight,
  };
}
