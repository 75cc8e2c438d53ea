const STATE_KEY = 'wechat_oauth_state';

/**
 * The WeChat authorisation URL: the server sends the browser on to the configured WeChat login (the
 * open platform's QR connect, or the sandbox consent page); it returns to /auth-redirect with code
 * and state, carrying where to go next and why (login or bindWeixin).
 */
export function wechatAuthorizeUrl(type: 'login' | 'bindWeixin', redirect: string): string {
  const state = crypto.randomUUID().replace(/-/g, '');
  sessionStorage.setItem(STATE_KEY, state);
  const back = `${location.origin}/auth-redirect?redirect=${encodeURIComponent(redirect)}&type=${type}`;
  return `/api/client/v1/auth/wechatAuthorize?redirect_uri=${encodeURIComponent(back)}&state=${state}`;
}

/** The state came back as sent (a forged callback carries another or none). Used once. */
export function checkWechatState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return !!state && state === expected;
}
