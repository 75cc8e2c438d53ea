import { subscribeKey } from 'valtio/utils';
import { ApiError, isBusy, isRefusal, isSessionEnded, request } from '../api/http';
import { session } from '../state/session';
import { toast } from '../state/toasts';
import { network, setOnline } from './network';
import { createOutbox, outboxState, type Outbox, type OutboxEntry, type SendVerdict } from './outbox';
import { indexedDbOutboxStore } from './outboxStore';
import { API_CACHE } from './pwaOptions';


async function send(entry: OutboxEntry): Promise<SendVerdict | { kind: 'skip' }> {
  if (!session.token) return { kind: 'later' };
  // another account's work waits for that account to sign in here again (issue 24)
  if (entry.userId && session.userInfo?.userId !== entry.userId) return { kind: 'skip' };
  try {
    const data = await request(entry.path, { method: 'POST', body: entry.body, silent: true, roleId: entry.roleId });
    return { kind: 'done', data };
  } catch (e) {
    if (e instanceof ApiError && e.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine) setOnline(false);
    // a transport failure, a server fault or a session that ended (a new sign-in will send it): try
    // again later; a refusal is the server's final word
    if (isSessionEnded(e) || isBusy(e)) return { kind: 'later' };
    return isRefusal(e) ? { kind: 'refused', message: e.message } : { kind: 'later' };
  }
}

let outbox: Outbox | null = null;
const box = () => (outbox ??= createOutbox(indexedDbOutboxStore(), send, (m) => toast.error(`一条离线成绩没能同步：${m}`, 6000)));

/**
 * Queue finished work made without a network and send it when the network returns (main.tsx
 * starts this): on the online event, when a session appears, at start, and every 30 s while
 * anything is pending.
 */
export function startOutboxSync(): () => void {
  const flush = () => {
    if (network.online && session.token) void box().flush();
  };
  void box().refresh().then(flush);
  const stopOnline = subscribeKey(network, 'online', flush);
  const stopToken = subscribeKey(session, 'token', (token) => {
    // signed out: the account's last answers kept for offline use leave this device with it
    if (!token && typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
    flush();
  });
  // the account is known a moment after its token: its own kept work goes then (issue 24)
  const stopUser = subscribeKey(session, 'userInfo', flush);
  const timer = setInterval(() => {
    if (outboxState.pending > 0) flush();
  }, 30_000);
  return () => {
    stopOnline();
    stopToken();
    stopUser();
    clearInterval(timer);
  };
}

/** Keep a finished attempt for later (its result could not be sent); it is sent by the sync above. */
export async function queueForSync(path: string, id: string, body: unknown, roleId: string | null, userId: string | null = null): Promise<void> {
  await box().add({ id, path, body, roleId, userId, createdAt: Date.now() });
  if (network.online) void box().flush();
}
