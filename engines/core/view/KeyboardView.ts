import { HOME_BUMPS, STANDARD_KEYS } from '../keyboard';
import { KeyGridView, type KeyGridOptions } from './KeyGridView';

/** The standard keyboard, with both legends on every cap; tips start on the F and J bumps. */
export class KeyboardView extends KeyGridView {
  constructor(options: KeyGridOptions = {}) {
    super(STANDARD_KEYS, 'standard', options);
    this.setTip(HOME_BUMPS);
  }
}
