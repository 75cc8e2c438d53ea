import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { openDialog } from '../state/dialogs';
import { FindAccountDialog } from '../overlays/account/lazyDialogs';
import styles from './HelpMenu.module.css';
import { Icon } from '../ui/Icon';
import { useHelpContact } from '../api/help';
import { QrContactDialog } from '../overlays/QrContactDialog';

/**
 * 帮助: the nav's help menu (keyboard fingering lookup, find a member account, the help page) —
 * what a child needs. 按键延迟测试 is for teachers and testers: it is on the help page and in the footer.
 */
export function HelpMenu() {
  const [open, setOpen] = useState(false);
  const [finding, setFinding] = useState(false);
  // 用户反馈群 and 在线客服 appear only when the operator configured their QR codes (SUPPORT_DIR)
  const contact = useHelpContact();
  const [qr, setQr] = useState<'group' | 'service' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    // Escape closes the menu and gives focus back to 帮助
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <button ref={trigger} type="button" className={styles.trigger} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon name="help" size={26} /> <span className={styles.label}>帮助</span>
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
            <Icon name="keyboard" /> 键盘指法查询
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              setFinding(true);
            }}
          >
            <Icon name="crown" /> 找回会员账号
          </button>
          {contact?.group && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setQr('group');
              }}
            >
              <Icon name="wechat" /> 用户反馈群
            </button>
          )}
          {contact?.service && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setQr('service');
              }}
            >
              <Icon name="help" /> 在线客服
            </button>
          )}
          <Link to="/help" role="menuitem" onClick={() => setOpen(false)}>
            <Icon name="book" /> 使用帮助
          </Link>
        </div>
      )}
      <Suspense fallback={null}>{finding && <FindAccountDialog onClose={() => setFinding(false)} />}</Suspense>
      {qr && contact?.[qr] && <QrContactDialog title={qr === 'group' ? '用户反馈群' : '在线客服'} channel={contact[qr]} onClose={() => setQr(null)} />}
    </div>
  );
}
