import { subscribeKey } from 'valtio/utils';
import { connectPush, onPush } from '../api/ws';
import { onTabMessage, openTabChannel } from '../api/broadcast';
import { applyPointsPush } from './points';
import { loadSession, refreshUserInfo, session, signOutLocally } from './session';

/**
 * Keep this tab in step with the server and the other tabs (SPEC §4):
 * a push or a broadcast of userInfo / pay refetches the account; a logout elsewhere signs out here;
 * a login elsewhere reloads the session from storage.
 */
export function startSync(): () => void {
  let closePush: (() => void) | null = null;
  const follow = (token: string | null) => {
    closePush?.();
    closePush = token ? connectPush(token) : null;
  };
  follow(session.token);
  const stopToken = subscribeKey(session, 'token', follow);

  const refetch = (type: string) => {
    if ((type === 'userInfo' || type === 'pay') && session.token) refreshUserInfo().catch(() => undefined);
  };
  const stopPush = onPush((msg) => {
    if (msg.type === 'points') applyPointsPush(msg.point);
    else refetch(msg.type);
  });

  openTabChannel();
  const stopTabs = onTabMessage((msg) => {
    if (msg.type === 'logout') signOutLocally();
    else if (msg.type === 'login') loadSession();
    else refetch(msg.type);
  });

  return () => {
    stopToken();
    stopPush();
    stopTabs();
    closePush?.();
  };
}
