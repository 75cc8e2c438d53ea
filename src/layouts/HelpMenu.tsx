import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { openDialog } from '../state/dialogs';
import styles from './HelpMenu.module.css';

/** 帮助: the nav's help menu (keyboard fingering lookup, the help page). */
export function HelpMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <button type="button" className={styles.trigger} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">❓</span> 帮助
      </button>
      {open && (
        <div className={styles.panel} role="menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              openDialog('fingering');
            }}
          >
            ⌨️ 键盘指法查询
          </button>
          <Link to="/help" role="menuitem" onClick={() => setOpen(false)}>
            📖 使用帮助
          </Link>
        </div>
      )}
    </div>
  );
}
