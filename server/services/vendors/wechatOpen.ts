import type { WechatIdentity, WechatProvider } from '../wechat';

/**
 * WeChat open platform website login (网站应用微信登录), the QR connect flow: the browser goes to
 * open.weixin.qq.com/connect/qrconnect with our appid, redirect_uri and state; WeChat sends it
 * back with a code; the server trades the code for an access_token and openid
 * (/sns/oauth2/access_token) and reads the nickname (/sns/userinfo). The state is checked by the
 * page that started the flow (src/routes/login/wechat.ts) before the code is used.
 */
export interface WechatOpenConfig {
  appid: string;
  secret: string;
  /** https://api.weixin.qq.com; tests point it at a local fake */
  apiBase?: string;
  /** https://open.weixin.qq.com */
  authorizeBase?: string;
}

export function wechatOpenLogin(c: WechatOpenConfig): WechatProvider {
  const api = (c.apiBase ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  const open = (c.authorizeBase ?? 'https://open.weixin.qq.com').replace(/\/+$/, '');
  const get = async (path: string, query: Record<string, string>): Promise<Record<string, unknown>> => {
    const res = await fetch(`${api}${path}?${new URLSearchParams(query)}`, { signal: AbortSignal.timeout(10_000) });
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    name: 'wechat',
    authorizeUrl: (redirectUri, state) =>
      `${open}/connect/qrconnect?${new URLSearchParams({ appid: c.appid, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state })}#wechat_redirect`,
    async exchange(_db, code): Promise<WechatIdentity | null> {
      // 40029 invalid code, 40163 code been used: the same "expired" answer as the sandbox's
      const token = await get('/sns/oauth2/access_token', { appid: c.appid, secret: c.secret, code, grant_type: 'authorization_code' });
      if (token.errcode || typeof token.access_token !== 'string' || typeof token.openid !== 'string') return null;
      const info = await get('/sns/userinfo', { access_token: token.access_token, openid: token.openid, lang: 'zh_CN' });
      const nickname = typeof info.nickname === 'string' && !info.errcode ? info.nickname : '微信用户';
      // unionid is the same person across our apps; prefer it when the app is bound to an open account
      const id = typeof token.unionid === 'string' ? token.unionid : token.openid;
      return { openid: id, nickname: nickname.slice(0, 32) };
    },
  };
}
