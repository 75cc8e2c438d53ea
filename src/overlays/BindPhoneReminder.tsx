import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { BIND_PHONE_REMINDER_MS } from '../../contract/constants';
import { Messages } from '../../contract/envelope';
import { isVip, session } from '../state/session';
import { confirm } from '../state/confirm';
import { dismissToast, toast } from '../state/toasts';
import { covering } from '../state/dialogs';
import { BindMobileDialog } from './account/lazyDialogs';
import { remindsHere } from './bindPhonePlaces';
import { storage } from '../state/storage';

// asked once per account on this device, not on every fresh load (issue 40): kept in storage once answered
const askedKey = (userId: string) => `bindPhoneAsked:${userId}`;
// and once per page load before the answer (StrictMode runs effects twice)
const asking = new Set<string>();
const wasAsked = (userId: string) => asking.has(userId) || storage.getItem(askedKey(userId)) === '1';

/** A VIP account without a bound phone could lose what it paid for (SPEC §4). */
export const needsPhone = (s: Pick<typeof session, 'userInfo' | 'role'>) => !!s.userInfo?.userId && isVip(s) && !s.userInfo.mobile;

/**
 * SPEC §4: a member without a bound phone could lose the paid account. Ask once (去绑定 / 取消;
 * the answer is remembered for the account, issue 40), then remind every 3 minutes with a notice
 * that stays until closed and has its own 去绑定 — at the foot of the screen, clear of the nav (Toasts.tsx) — only where a parent is
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
    if (!needed || !userId || !here || !free || wasAsked(userId)) return;
    asking.add(userId);
    confirm({ title: '绑定手机号', message: Messages.bindPhoneWarning, okText: '去绑定', cancelText: '取消' }).then((ok) => {
      storage.setItem(askedKey(userId), '1');
      if (ok) setBinding(true);
    });
  }, [needed, userId, here, free]);

  // then a notice every 3 minutes on these pages, taken away when the child goes on to practise
  useEffect(() => {
    if (!needed || !here) return;
    const shown: number[] = [];
    const id = setInterval(() => {
      if (covering.count === 0) shown.push(toast.info(Messages.bindPhoneWarning, BIND_PHONE_REMINDER_MS, { label: '去绑定', run: () => setBinding(true) }));
    }, BIND_PHONE_REMINDER_MS);
    return () => {
      clearInterval(id);
      shown.forEach(dismissToast);
    };
  }, [needed, here]);

  return <Suspense fallback={null}>{binding && needed && <BindMobileDialog onClose={() => setBinding(false)} />}</Suspense>;
}
