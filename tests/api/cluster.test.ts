import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { http, postgresUrl, twoProcesses } from './clusterHelpers';
import { Limits } from '../../server/limits';
import { within } from '../machine';

/** Two server processes on one PostgreSQL behave as one: pushes and rate limits cross between them. */
const base = await postgresUrl();
const API = '/api/client/v1';

describe.skipIf(!base)('two server processes on one PostgreSQL', () => {
  const servers = twoProcesses(base!, { beforeAll, afterAll });

  it('delivers a payment confirmed through B to a tab connected to A', async () => {
    const { a, b } = servers;
    const mobile = '13900000001';
    expect((await http(a.url, 'POST', `${API}/auth/sendVerificationCode`, { mobile })).json.status).toBe(200);
    const code = (await http(a.url, 'GET', `/api/dev/sms/latest?mobile=${mobile}`)).json.data.code;
    const token = (await http(a.url, 'POST', `${API}/auth/loginByMobile`, { mobile, verificationCode: code })).json.data.accessToken as string;

    const ws = new WebSocket(`ws://127.0.0.1:${a.port}/ws`);
    const got: any[] = [];
    ws.on('message', (m) => got.push(JSON.parse(m.toString())));
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    ws.send(JSON.stringify({ type: 'auth', token }));
    ws.send('{"type":"ping"}');
    while (!got.some((m) => m.type === 'pong')) await new Promise((r) => setTimeout(r, 10));

    const opened = await http(b.url, 'POST', `${API}/vip/open?vipGradeId=month&paymentMethod=wechat`, undefined, { authorization: token });
    expect(opened.json.status).toBe(200);
    const tradeNo = opened.json.data.tradeNo as string;
    const confirmed = await http(b.url, 'POST', `/pay/sandbox/${tradeNo}/confirm`);
    expect(confirmed.text).toContain('支付成功');
    while (!got.some((m) => m.type === 'pay')) await new Promise((r) => setTimeout(r, 10));
    expect(got).toContainEqual({ type: 'pay', tradeNo });
    expect((await http(a.url, 'GET', `${API}/auth/userInfo`, undefined, { authorization: token })).json.data.isVip).toBe(true);
    ws.close();
  }, within(120_000));

  it('holds a login limit reached on A on B too', async () => {
    const { a, b } = servers;
    for (let i = 0; i < Limits.usernameLoginPerName.max; i++)
      expect((await http(a.url, 'POST', `${API}/auth/loginByUsername`, { username: 'target1', password: `guess${i}x` })).http).toBe(200);
    const onB = await http(b.url, 'POST', `${API}/auth/loginByUsername`, { username: 'target1', password: 'guess-last' });
    expect(onB.http).toBe(429);
    expect(onB.json.status).toBe(42900);
  }, within(300_000));
});
