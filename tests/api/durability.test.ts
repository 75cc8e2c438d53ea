import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, startServerProcess, type ServerProcess } from './clusterHelpers';

const API = '/api/client/v1';

/**
 * SIGKILL while payments are opened and confirmed: after a restart on the same PGlite data, every
 * acknowledged order is there once, every acknowledged payment is paid, and VIP was extended once each.
 */
describe('durability under SIGKILL (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'xjpx-kill-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and payment, once', async () => {
    const env = { DATA_DIR: dir, RATE_LIMIT_SCALE: '100' };
    server = await startServerProcess(env);
    const mobile = '13700000001';
    await http(server.url, 'POST', `${API}/auth/sendVerificationCode`, { mobile });
    const code = (await http(server.url, 'GET', `/api/dev/sms/latest?mobile=${mobile}`)).json.data.code;
    const token = (await http(server.url, 'POST', `${API}/auth/loginByMobile`, { mobile, verificationCode: code })).json.data.accessToken as string;
    const opened: string[] = [];
    const paid: string[] = [];
    const base = server.url;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        try {
          const o = await http(base, 'POST', `${API}/vip/open?vipGradeId=month&paymentMethod=wechat`, undefined, { authorization: token });
          if (o.json?.status !== 200) continue;
          opened.push(o.json.data.tradeNo);
          const c = await http(base, 'POST', `/pay/sandbox/${o.json.data.tradeNo}/confirm`);
          if (c.http === 200 && c.text.includes('支付成功')) paid.push(o.json.data.tradeNo);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (paid.length < 8) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(workers);

    server = await startServerProcess(env);
    const info = await http(server.url, 'GET', `${API}/auth/userInfo`, undefined, { authorization: token });
    expect(info.json.status).toBe(200);
    for (const tradeNo of paid) expect((await http(server.url, 'GET', `${API}/vip/checkWxPay?tradeNo=${tradeNo}`, undefined, { authorization: token })).json.data).toEqual({ paySuccess: true });
    for (const tradeNo of opened) expect((await http(server.url, 'GET', `${API}/vip/checkWxPay?tradeNo=${tradeNo}`, undefined, { authorization: token })).json.status).toBe(200);
    // VIP was extended once per settled payment (a 31-day month grade each), not more.
    const days = (new Date(`${info.json.data.vipExpireTime.replace(' ', 'T')}+08:00`).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(paid.length * 31 - 1);
    expect(days).toBeLessThanOrEqual(opened.length * 31 + 1);
  }, 600_000);
});
