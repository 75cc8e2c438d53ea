import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { BIND_PHONE_REMINDER_MS } from '../../contract/constants';
import { Messages } from '../../contract/envelope';
import { isVip, session } from '../state/session';
import { confirm } from '../state/confirm';
import { dismissToast, toast } from '../state/toasts';
import { covering } from '../ui/Dialog';
import { BindMobileDialog } from './account/lazyDialogs';
import { remindsHere } from './bindPhonePlaces';

// asked once per account per page load (StrictMode runs effects twice)
const asked = new Set<string>();

/** A VIP account without a bound phone could lose what it paid for (SPEC §4). */
export const needsPhone = (s: Pick<typeof session, 'userInfo' | 'role'>) => !!s.userInfo?.userId && isVip(s) && !s.userInfo.mobile;

/**
 * SPEC §4: a member without a bound phone could lose the paid account. Ask once (去绑定 / 取消),
 * then remind every 3 minutes with a notice that stays until closed — only where a parent is
 * (remindsHere: home and the account pages), never over a dialog (a payment's 会员开通成功 waits
 * until it is closed), and the notice goes when the page is left for a chapter or a game (issue 24).
 */
export default function BindPhoneReminder() {
  const snap = useSnapshot(session);
  const [location] = useLocation();
  const { count } = useSnapshot(covering);
  const [binding, setBinding] = useState(false);
  const userId = snap.userInfo?.userId ?? null;
  const needed = needsPhone(snap);
  const here = remindsHere(location);
  const free = count === 0;

  // the first word: a question, as soon as a parent's page is free of dialogs
  useEffect(() => {
    if (!needed || !userId || !here || !free || asked.has(userId)) return;
    asked.add(userId);
    confirm({ title: '绑定手机号', message: Messages.bindPhoneWarning, okText: '去绑定', cancelText: '取消' }).then((ok) => ok && setBinding(true));
  }, [needed, userId, here, free]);

  // then a notice every 3 minutes on these pages, taken away when the child goes on to practise
  useEffect(() => {
    if (!needed || !here) return;
    const shown: number[] = [];
    const id = setInterval(() => {
      if (covering.count === 0) shown.push(toast.info(Messages.bindPhoneWarning, BIND_PHONE_REMINDER_MS));
    }, BIND_PHONE_REMINDER_MS);
    return () => {
      clearInterval(id);
      shown.forEach(dismissToast);
    };
  }, [needed, here]);

  return <Suspense fallback={null}>{binding && needed && <BindMobileDialog onClose={() => setBinding(false)} />}</Suspense>;
}
