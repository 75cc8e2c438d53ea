import { Messages } from '../../../contract/envelope';
import { unbindMobile, unbindWechat } from '../../api/auth';
import { refreshUserInfo } from '../../state/session';
import { confirm } from '../../state/confirm';
import { toast } from '../../state/toasts';
import { wechatAuthorizeUrl } from '../../routes/login/wechat';

/** 解绑手机号, after a confirm; the server refuses when it is the account's only way in. */
export async function askUnbindMobile(): Promise<void> {
  const ok = await confirm({ title: '解绑手机号', message: '解绑后将不能再用这个手机号登录，确定要解绑吗？', okText: '解绑', danger: true });
  if (!ok) return;
  try {
    await unbindMobile();
  } catch {
    return; // the toast already says why
  }
  toast.success(Messages.mobileUnbound);
  await refreshUserInfo().catch(() => undefined);
}

/** 解绑微信, after a confirm. */
export async function askUnbindWechat(): Promise<void> {
  const ok = await confirm({ title: '解绑微信', message: '解绑后将不能再用这个微信登录，确定要解绑吗？', okText: '解绑', danger: true });
  if (!ok) return;
  try {
    await unbindWechat();
  } catch {
    return;
  }
  toast.success(Messages.wechatUnbound);
  await refreshUserInfo().catch(() => undefined);
}

/** 绑定微信: off to the WeChat QR page, back at /auth-redirect with type=bindWeixin (SPEC §2 Dialogs). */
export function startBindWechat(returnTo: string): void {
  window.location.assign(wechatAuthorizeUrl('bindWeixin', returnTo));
}
