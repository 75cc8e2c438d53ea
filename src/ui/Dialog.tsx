import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

/** The modal every dialog is built on: dimmed backdrop, Escape and × close, focus moved inside. */
export function Dialog({ title, onClose, children, footer, size = 'medium', hideClose }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    // keep an autoFocus button's focus; otherwise focus the dialog so Escape and Tab work inside it
    if (!box.current?.contains(document.activeElement)) box.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    // the page behind must not scroll while a dialog is up
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  // portalled to <body>: a blurred or transformed ancestor (the sticky nav) would otherwise trap position: fixed
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
    document.body,
  );
}
