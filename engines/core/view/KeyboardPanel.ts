import { Container, Ticker } from 'pixi.js';
import type { NextKey, ThemeName } from '../types';
import { FingerPointer } from './FingerPointer';
import type { KeyGridView } from './KeyGridView';
import { KeyboardView } from './KeyboardView';
import { panelLayout } from './keyLayout';
import { NumpadView } from './NumpadView';

export interface KeyboardPanelOptions {
  board: 'standard' | 'numpad';
  theme?: ThemeName;
  ticker?: Ticker;
}

/**
 * A keyboard (or number pad) with the finger pointer's hands under it, laid out together in one
 * box: what the fingering lookup shows and what a chapter scene can place under its text.
 * `view` and `pointer` are public so a host can drive their states directly.
 */
export class KeyboardPanel extends Container {
  readonly view: KeyGridView;
  readonly pointer: FingerPointer;
  private box = { width: 0, height: 0 };
  private handsScale = 1;

  constructor({ board, theme, ticker }: KeyboardPanelOptions) {
    super();
    this.view = board === 'numpad' ? new NumpadView({ theme, ticker }) : new KeyboardView({ theme, ticker });
    this.pointer = new FingerPointer(this.view, { ticker });
    this.addChild(this.view, this.pointer);
  }

  /** Fit keyboard and hands into width × height CSS pixels (both redrawn at the new size). */
  resize(width: number, height: number): void {
    this.box = { width, height };
    const { keyboard, hands } = panelLayout(this.view.keys, this.view.board, width, height, this.pointer.visible, this.handsScale);
    this.view.position.set(keyboard.x, keyboard.y);
    this.view.resize(keyboard.width, keyboard.height);
    this.pointer.position.set(hands.x, hands.y);
    if (hands.height > 0) this.pointer.resize(hands.width, hands.height);
  }

  /** Show or hide the hands (SPEC: only on viewports wider than 435 px); the keyboard grows to fill. */
  setPointerVisible(visible: boolean): void {
    if (visible === this.pointer.visible) return;
    this.pointer.setVisible(visible);
    this.resize(this.box.width, this.box.height);
  }

  /** Shrink the hands band under the board (1: full size); the board grows into the room. Lay out again with resize. */
  setHandsScale(scale: number): void {
    this.handsScale = scale;
  }

  /** Highlight the next key on the board and point the finger at it. */
  showNext(next: NextKey | null): void {
    this.view.showNext(next);
    this.pointer.showNext(next);
  }

  setTheme(name: ThemeName): void {
    this.view.setTheme(name);
  }
}
