import { Messages } from '../../contract/envelope';
import { confirm } from './confirm';
import { resetToken } from './session';

let asking = false;

/**
 * SPEC §8, statuses 10000/10001/10002: ask 确认退出？ with the server's message.
 * 去登录 forgets the token and opens /login; 取消 forgets it too and goes home. A burst of failing calls asks once.
 */
export async function sessionEnded(message: string, navigate: (to: string) => void): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    const toLogin = await confirm({ title: Messages.confirmLogoutTitle, message, okText: '去登录', cancelText: '取消' });
    resetToken();
    navigate(toLogin ? '/login' : '/');
  } finally {
    asking = false;
  }
}
