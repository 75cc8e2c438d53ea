import { forwardRef, useCallback, useImperativeHandle, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import {
  LAYER_LABELS, NAMED_LABELS, TOUCH_LAYERS, afterChar, findNext, firstLayer, keyId, keydownFor, nextShift, typedChar,
  type ShiftState, type TouchBoard, type TouchKey, type TouchLayerName,
} from './touchKeys';
import styles from './TouchKeyboard.module.css';

export interface TouchKeyboardHandle {
  /** light the key the engine wants next (a character or key name; null: none). Written to the DOM, no React render. */
  showNext(next: string | null): void;
}

export interface TouchKeyboardProps {
  board: TouchBoard;
}

const PRESS_MS = 120;

/**
 * The on-screen keyboard for touch typing (isPhone), used by chapters and games alike. A tap
 * dispatches the keydown the physical key makes (same key and code) on window, where the host's
 * input listener (engines/core/input.ts attachInput) takes it like any key: one input path.
 * Keys react on pointerdown, so fast little fingers are not lost waiting for a click, and never
 * take the focus (a chapter's IME field keeps it).
 */
export const TouchKeyboard = forwardRef<TouchKeyboardHandle, TouchKeyboardProps>(function TouchKeyboard({ board }, ref) {
  const [layer, setLayer] = useState<TouchLayerName>(firstLayer(board));
  const [shift, setShift] = useState<ShiftState>('off');
  const root = useRef<HTMLDivElement>(null);
  const next = useRef<string | null>(null);
  const state = useRef({ layer, shift });
  state.current = { layer, shift };

  const paint = useCallback(() => {
    const el = root.current;
    if (!el) return;
    el.querySelectorAll('[data-next]').forEach((b) => b.removeAttribute('data-next'));
    const found = next.current === null ? null : findNext(next.current, board);
    if (!found) return;
    const { layer: layerNow, shift: shiftNow } = state.current;
    const id = found.layer !== layerNow ? `layer-${found.layer}` : found.shift && shiftNow === 'off' ? 'Shift' : found.id;
    el.querySelector(`[data-key="${CSS.escape(id)}"]`)?.setAttribute('data-next', '');
  }, [board]);

  useImperativeHandle(ref, () => ({
    showNext(key) {
      next.current = key;
      paint();
    },
  }));
  useLayoutEffect(paint, [paint, layer, shift]);

  const tap = (k: TouchKey, e: PointerEvent<HTMLButtonElement>) => {
    e.preventDefault();
    const button = e.currentTarget;
    button.dataset.down = '';
    setTimeout(() => delete button.dataset.down, PRESS_MS);
    if (k.kind === 'shift') return setShift(nextShift(shift));
    if (k.kind === 'layer') return setLayer(k.to);
    const init = keydownFor(k, board, shift);
    if (!init) return;
    window.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
    window.dispatchEvent(new KeyboardEvent('keyup', { ...init, bubbles: true, cancelable: true }));
    if (k.kind === 'char' && afterChar(shift) !== shift) setShift(afterChar(shift));
  };

  const label = (k: TouchKey): string => {
    if (k.kind === 'char') return typedChar(k.char, shift);
    if (k.kind === 'named') return NAMED_LABELS[k.name];
    if (k.kind === 'shift') return shift === 'lock' ? '⇪' : '⇧';
    return LAYER_LABELS[k.to];
  };
  const aria = (k: TouchKey): string | undefined => {
    if (k.kind === 'shift') return shift === 'lock' ? '大写锁定（点一下关闭）' : shift === 'once' ? '大写一次（再点一下锁定）' : '大写';
    if (k.kind === 'layer') return k.to === 'symbols' ? '符号键盘' : '字母键盘';
    return undefined;
  };

  return (
    <div ref={root} className={`${styles.keyboard} ${board === 'numpad' ? styles.numpad : ''}`} role="group" aria-label="屏幕键盘" data-testid="touch-keyboard" data-layer={layer} data-shift={shift}>
      {TOUCH_LAYERS[layer].map((row, r) => {
        // the indented row (a … l) draws its caps half a key in, but a and l take the half key
        // beside them too: a finger landing in the indent still presses a key
        const indent = layer === 'letters' && r === 2;
        const edge = (i: number) => (!indent ? undefined : i === 0 ? 'left' : i === row.length - 1 ? 'right' : undefined);
        return (
          <div key={`${layer}-${r}`} className={styles.row}>
            {row.map((k, i) => (
              <button
                key={keyId(k)}
                type="button"
                tabIndex={-1}
                className={`${styles.key} ${k.kind === 'char' ? '' : styles.named}`}
                style={{ flexGrow: (k.width ?? 1) + (edge(i) ? 0.5 : 0) }}
                data-edge={edge(i)}
                data-key={keyId(k)}
                data-testid="touch-key"
                data-on={k.kind === 'shift' && shift !== 'off' ? shift : undefined}
                aria-label={aria(k)}
                onPointerDown={(e) => tap(k, e)}
                onContextMenu={(e) => e.preventDefault()}
              >
                {label(k)}
              </button>
            ))}
          </div>
        );
      })}
    </div>
  );
});
