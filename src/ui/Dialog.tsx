import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { covering } from '../state/dialogs';
import styles from './Dialog.module.css';

interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** buttons along the bottom */
  footer?: ReactNode;
  /** 'full' covers the screen (VIP recharge, fingering lookup) */
  size?: 'small' | 'medium' | 'full';
  /** hide the × (a question that must be answered with the buttons) */
  hideClose?: boolean;
}

/** Open dialogs, newest last: Escape and Tab belong to the topmost only (a dialog opened from a dialog). */
const stack: HTMLElement[] = [];
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the box, so focus never wanders to the page behind. */
function trapTab(box: HTMLElement, e: KeyboardEvent) {
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  if (items.length === 0) return void (e.preventDefault(), box.focus());
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === box)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !box.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}


export interface ModalOptions {
  /** Tab and Shift+Tab stay inside the box (default); false for a screen that is not over anything */
  trap?: boolean;
  /** the page behind does not scroll while it is up (default) */
  lockScroll?: boolean;
  /** it covers play: a running round or chapter pauses (default); false for a chapter's or round's own end screen */
  covers?: boolean;
}

/**
 * What makes a box behave as a dialog, for the shared Dialog and for boxes with their own look
 * (the chapter's result card, the 签到 celebration, the game's end screen): focus moved inside —
 * an autoFocus child keeps it, else the box itself — and kept there, Escape calls onClose (only
 * for the topmost), and focus goes back to what had it when the box appeared.
 * Call it during render: the opener is read before an autoFocus child takes the focus.
 */
export function useModal(box: RefObject<HTMLElement | null>, onClose: () => void, { trap = true, lockScroll = true, covers = true }: ModalOptions = {}) {
  const close = useRef(onClose);
  close.current = onClose;
  // what had focus when the dialog was asked for, read before an autoFocus child takes it
  const opener = useRef(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));

  useEffect(() => {
    const before = opener.current;
    const self = box.current!;
    stack.push(self);
    if (covers) covering.count += 1;
    // keep an autoFocus button's focus; otherwise focus the dialog so Escape and Tab work inside it
    if (!self.contains(document.activeElement)) self.focus();
    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== self) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab' && trap) trapTab(self, e);
      // keys pressed in the box are the box's: a chapter behind it listening on window (which
      // blocks Tab and Space for typing) must not take Tab, Space or Enter from its buttons
      if (trap && e.target instanceof Node && self.contains(e.target)) e.stopPropagation();
    };
    document.addEventListener('keydown', onKey);
    // the page behind must not scroll while a dialog is up
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(self), 1);
      if (covers) covering.count -= 1;
      if (lockScroll) document.body.style.overflow = overflow;
      // back to what opened it, if it is still on the page
      if (before?.isConnected) before.focus?.();
    };
    // set up once per box: its options are fixed for its life
  }, []);
}

/**
 * The modal every dialog is built on: dimmed backdrop, named by its title for screen readers,
 * focus moved inside and kept there, Escape and × close, and focus back on what opened it.
 */
export function Dialog({ title, onClose, children, footer, size = 'medium', hideClose }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useModal(box, onClose);

  // portalled to <body>: a blurred or transformed ancestor (the sticky nav) would otherwise trap position: fixed;
  // in full screen (a chapter on a projector) into the full-screen element, the only part of the page shown
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} className={`${styles.box} ${styles[size]}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideClose && (
            <button type="button" className={styles.close} onClick={onClose} aria-label="关闭">
              ×
            </button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.fullscreenElement ?? document.body,
  );
}
