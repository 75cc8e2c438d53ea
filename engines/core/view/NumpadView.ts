import { NUMPAD_HOME_BUMPS, NUMPAD_KEYS } from '../keyboard';
import { KeyGridView, type KeyGridOptions } from './KeyGridView';

/** The number pad, with the same states and themes as the keyboard; the tip starts on the 5 bump. */
export class NumpadView extends KeyGridView {
  constructor(options: KeyGridOptions = {}) {
    super(NUMPAD_KEYS, 'numpad', options);
    this.setTip(NUMPAD_HOME_BUMPS);
  }
}
