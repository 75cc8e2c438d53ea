import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BIND_PHONE_REMINDER_MS } from '../../contract/constants';
import { Messages } from '../../contract/envelope';
import { isVip, session } from '../state/session';
import { confirm } from '../state/confirm';
import { toast } from '../state/toasts';
import { BindMobileDialog } from './account/lazyDialogs';

// asked once per account per page load (StrictMode runs effects twice)
const asked = new Set<string>();

/**
 * SPEC §4: a member without a bound phone could lose the paid account. Ask once (去绑定 / 取消),
 * then remind every 3 minutes with a notice that stays until closed.
 */
export default function BindPhoneReminder() {
  const snap = useSnapshot(session);
  const [binding, setBinding] = useState(false);
  const userId = snap.userInfo?.userId ?? null;
  const needed = !!userId && isVip(snap) && !snap.userInfo?.mobile;

  useEffect(() => {
    if (!needed || !userId) return;
    if (!asked.has(userId)) {
      asked.add(userId);
      confirm({ title: '绑定手机号', message: Messages.bindPhoneWarning, okText: '去绑定', cancelText: '取消' }).then((ok) => ok && setBinding(true));
    }
    const id = setInterval(() => toast.info(Messages.bindPhoneWarning, BIND_PHONE_REMINDER_MS), BIND_PHONE_REMINDER_MS);
    return () => clearInterval(id);
  }, [needed, userId]);

  return <Suspense fallback={null}>{binding && needed && <BindMobileDialog onClose={() => setBinding(false)} />}</Suspense>;
}
