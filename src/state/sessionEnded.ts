import { proxy } from 'valtio';
import { Messages } from '../../contract/envelope';
import { confirm } from './confirm';
import { resetToken } from './session';

let asking = false;

/** Why the sign-in page is open, when a session ended under the child (shown there; cleared by the next sign-in). */
export const signInReason = proxy<{ message: string | null }>({ message: null });

/** Where the child was (path and query), to come back to after signing in again. */
const here = () => (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`);

/**
 * SPEC §8, statuses 10000/10001/10002: ask to sign in again with the server's message. 去登录 forgets
 * the token and opens /login with the reason and ?redirect back to where the child was (issue 40: it
 * opened a bare /login under a dialog titled 确认退出？, and signing in again landed on home);
 * 取消 forgets it too and goes home. A burst of failing calls asks once.
 */
export async function sessionEnded(message: string, navigate: (to: string) => void): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    const toLogin = await confirm({ title: Messages.sessionEndedTitle, message: `${message.replace(/[。.!！]$/, '')}。${Messages.sessionEndedHint}`, okText: '去登录', cancelText: '取消' });
    const back = here();
    resetToken();
    if (!toLogin) return navigate('/');
    signInReason.message = message;
    navigate(back === '/' || back.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(back)}`);
  } finally {
    asking = false;
  }
}
