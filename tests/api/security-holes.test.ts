import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { connect as tcp } from 'node:net';
import WebSocket from 'ws';
import { count } from 'drizzle-orm';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { as, freshMobile } from './authHelpers';
import { users, vipOrders, smsCodes, roles } from '../../server/db/schema';
import { configFromEnv, parseTrustProxy } from '../../server/config';
import { Limits } from '../../server/limits';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/headers';
import { within } from '../machine';

// The real limits (RATE_LIMIT_SCALE 1); each test speaks from its own address so counters do not mix.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ rateLimitScale: 1 });
  port = await listenOnLoopback(t);
}, within(300_000));
afterAll(() => t.close());

let nextAddress = 1;
const address = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

type Method = 'GET' | 'POST' | 'DELETE';
async function send(method: Method, url: string, o: { body?: unknown; headers?: Record<string, string>; from?: string } = {}) {
  const res = await t.app.inject({ method, url, payload: o.body as never, headers: o.headers, remoteAddress: o.from ?? '127.0.0.1' });
  let json: any = null;
  try {
    json = res.json();
  } catch {
    // not JSON
  }
  return { http: res.statusCode, json, res };
}

const rows = async (table: typeof users | typeof vipOrders | typeof smsCodes | typeof roles) => Number((await t.app.db.select({ n: count() }).from(table))[0]!.n);

async function guestToken(from = address()): Promise<string> {
  const r = await send('POST', t.api('/auth/loginByGuest'), { body: {}, from });
  expect(r.json.status).toBe(200);
  return r.json.data.accessToken;
}
async function mobileToken(from = address()): Promise<string> {
  const mobile = freshMobile();
  expect((await send('POST', t.api('/auth/sendVerificationCode'), { body: { mobile }, from })).json.status).toBe(200);
  const code = (await send('GET', `/api/dev/sms/latest?mobile=${mobile}`)).json.data.code;
  const r = await send('POST', t.api('/auth/loginByMobile'), { body: { mobile, verificationCode: code }, from });
  return r.json.data.accessToken;
}

describe('the proxy is trusted only as configured', () => {
  it('reads TRUST_PROXY: unset is off, true, a hop count or a list of addresses', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('does not let a rotating X-Forwarded-For escape the username login limit', async () => {
    const from = address();
    const answers: number[] = [];
    for (let i = 0; i <= Limits.usernameLoginPerName.max; i++) {
      const r = await send('POST', t.api('/auth/loginByUsername'), {
        body: { username: 'victim', password: `guess-${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        from,
      });
      answers.push(r.http);
    }
    expect(answers.slice(0, -1).every((h) => h === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('keeps X-Forwarded-Host out of the payment QR code', async () => {
    const token = await mobileToken();
    const r = await send('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'), { headers: { ...as(token), 'x-forwarded-host': 'evil.example', host: 'xjpx.test' } });
    expect(r.json.status).toBe(200);
    expect(r.json.data.codeUrl).toMatch(/^http:\/\/xjpx\.test\/pay\/sandbox\/XJ\d{30}$/);
  });
});

describe('control characters are refused before any query', () => {
  const NUL = 'a\u0000b';
  const cases: Array<[string, Method, (token: string) => string, unknown?]> = [
    ['role/create', 'POST', () => t.api('/user/role/create'), { roleName: NUL, roleType: 'STUDENT', avatar: 'panda.svg' }],
    ['loginByGuest', 'POST', () => t.api('/auth/loginByGuest'), { visitId: NUL }],
    ['loginByUsername', 'POST', () => t.api('/auth/loginByUsername'), { username: NUL, password: 'secret12' }],
    ['loginByWechat', 'POST', () => t.api('/auth/loginByWechat'), { code: NUL }],
    ['checkWechat', 'POST', () => t.api('/auth/checkWechat'), { code: NUL }],
    ['findByTradeNo', 'POST', () => t.api(`/auth/findByTradeNo?tradeNo=${encodeURIComponent(NUL)}`)],
    ['checkWxPay', 'GET', () => t.api(`/vip/checkWxPay?tradeNo=${encodeURIComponent(NUL)}`)],
    ['vip/open', 'POST', () => t.api(`/vip/open?vipGradeId=${encodeURIComponent(NUL)}&paymentMethod=wechat`)],
    ['the sandbox pay page', 'GET', () => `/pay/sandbox/${encodeURIComponent(NUL)}`],
    ['the dev WeChat code', 'POST', () => '/api/dev/wechat/code', { openid: NUL, nickname: 'x' }],
    ['progress keyStats keys', 'POST', () => t.api('/student/progress'), {
      attemptId: '00000000-0000-4000-8000-000000000000', chapterId: 'c', durationMs: 60000, correct: 10, wrong: 0, cpm: 10, accuracy: 100, keyStats: { [NUL]: { hit: 1, miss: 0 } },
    }],
    ['an escape character', 'POST', () => t.api('/auth/loginByGuest'), { visitId: 'a\u001bb' }],
    ['an unpaired surrogate', 'POST', () => t.api('/auth/loginByGuest'), { visitId: 'a\ud800b' }],
  ];
  for (const [what, method, url, body] of cases)
    it(`refuses NUL in ${what} with 40000 and writes nothing`, async () => {
      const token = await mobileToken();
      const before = [await rows(users), await rows(roles), await rows(vipOrders)];
      const r = await send(method, url(token), { body, headers: as(token), from: address() });
      expect(r.http).toBe(200);
      expect(r.json).toMatchObject({ status: 40000, data: null });
      expect(r.json.message).toMatch(/[\u4e00-\u9fff]/);
      expect([await rows(users), await rows(roles), await rows(vipOrders)]).toEqual(before);
    });
});

describe('every transport error is the envelope, in Chinese', () => {
  it('answers a non-object JSON body with 40000 in Chinese', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'null', 'true']) {
      const r = await send('POST', t.api('/auth/loginByUsername'), { body: payload, headers: { 'content-type': 'application/json' } });
      expect(r.json).toMatchObject({ status: 40000, data: null });
      expect(r.json.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('answers bad JSON, too large bodies, unknown media types and unknown paths with the envelope', async () => {
    const bad = await send('POST', t.api('/auth/loginByGuest'), { body: '{"a":', headers: { 'content-type': 'application/json' } });
    expect([bad.http, bad.json?.status]).toEqual([400, 40000]);
    const big = await send('POST', t.api('/auth/loginByGuest'), { body: JSON.stringify({ visitId: 'x'.repeat(300 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect([big.http, big.json?.status, big.json?.message]).toEqual([413, 40000, '请求内容过大']);
    const media = await send('POST', t.api('/auth/loginByGuest'), { body: 'x', headers: { 'content-type': 'text/csv' } });
    expect([media.http, media.json?.status]).toEqual([415, 40000]);
    const proto = await send('POST', t.api('/auth/loginByGuest'), { body: '{"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
    expect(proto.json?.status).toBe(40000);
    for (const [method, url] of [['POST', '/nope'], ['GET', '/assets/gone.js'], ['DELETE', t.api('/nope')]] as const) {
      const r = await send(method, url);
      expect([r.http, r.json?.status]).toEqual([404, 40400]);
      expect(r.json.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('answers headers too large with 431 and a malformed request with 400, both as the envelope', async () => {
    const status = await new Promise<{ code: number; body: string }>((resolve, reject) => {
      const req = request({ port, path: '/api/client/v1/course/list', headers: { 'x-big': 'x'.repeat(20_000) } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ code: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status.code).toBe(431);
    expect(JSON.parse(status.body)).toEqual({ status: 40000, message: '请求头过大', data: null });

    const raw = await new Promise<string>((resolve) => {
      const socket = tcp(port, '127.0.0.1', () => socket.write('GARBAGE \u0001 HTTP/9\r\n\r\n'));
      let text = '';
      socket.on('data', (c) => (text += c));
      socket.on('close', () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ status: 40000, message: '请求格式不正确', data: null });
  });
});

describe('account input is checked', () => {
  it('refuses key counts that add up to more strokes than the chapter had', async () => {
    const token = await mobileToken();
    const role = await send('POST', t.api('/user/role/create'), { body: { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, headers: as(token) });
    const keyStats = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Key${i}`, { hit: 2500, miss: 0 }]));
    const r = await send('POST', t.api('/student/progress'), {
      body: { attemptId: crypto.randomUUID(), chapterId: 'c', durationMs: 60000, correct: 40, wrong: 0, cpm: 40, accuracy: 100, keyStats },
      headers: as(token, role.json.data.id),
    });
    expect(r.json).toMatchObject({ status: 40000, message: '按键统计与正确、错误次数不符' });
  });

  it('refuses a userRoleId of another account on every signed-in account route', async () => {
    const mine = await mobileToken();
    const theirs = await mobileToken();
    const role = await send('POST', t.api('/user/role/create'), { body: { roleName: '别人', roleType: 'STUDENT', avatar: 'panda.svg' }, headers: as(theirs) });
    const foreign = as(mine, role.json.data.id);
    expect((await send('GET', t.api('/user/role/list'), { headers: foreign })).json.status).toBe(40300);
    expect((await send('GET', t.api('/auth/userInfo'), { headers: foreign })).json.status).toBe(40300);
    expect((await send('POST', t.api('/auth/setAccount'), { body: { account: 'mine_name', password: 'secret12' }, headers: foreign })).json.status).toBe(40300);
    expect((await send('POST', t.api('/auth/unbindMobile'), { headers: foreign })).json.status).toBe(40300);
  });
});

describe('limits on what costs money or makes records', () => {
  it('limits SMS codes per address across many mobiles', async () => {
    const from = address();
    const before = await rows(smsCodes);
    const answers: number[] = [];
    for (let i = 0; i <= Limits.smsPerAddress.max; i++) answers.push((await send('POST', t.api('/auth/sendVerificationCode'), { body: { mobile: freshMobile() }, from })).http);
    expect(answers.filter((h) => h === 200)).toHaveLength(Limits.smsPerAddress.max);
    expect(answers.at(-1)).toBe(429);
    expect(await rows(smsCodes)).toBe(before + Limits.smsPerAddress.max);
  });

  it('limits SMS codes per mobile across addresses', async () => {
    const mobile = freshMobile();
    const answers: number[] = [];
    for (let i = 0; i <= Limits.smsPerMobile.max; i++) {
      answers.push((await send('POST', t.api('/auth/sendVerificationCode'), { body: { mobile }, from: address() })).http);
      t.clock.advance(61_000);
    }
    expect(answers).toEqual([...Array(Limits.smsPerMobile.max).fill(200), 429]);
  });

  it('limits new guest accounts per address, with the 42900 envelope and Retry-After', async () => {
    const from = address();
    const before = await rows(users);
    for (let i = 0; i < Limits.guestPerAddress.max; i++) expect((await send('POST', t.api('/auth/loginByGuest'), { body: {}, from })).http).toBe(200);
    const refused = await send('POST', t.api('/auth/loginByGuest'), { body: {}, from });
    expect(refused.http).toBe(429);
    expect(refused.json).toMatchObject({ status: 42900, data: null });
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows(users)).toBe(before + Limits.guestPerAddress.max);
  });

  it('limits VIP orders per account', async () => {
    const token = await mobileToken();
    const answers: number[] = [];
    for (let i = 0; i <= Limits.vipOpenPerAccount.max; i++) answers.push((await send('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'), { headers: as(token), from: address() })).http);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((h) => h === 200)).toHaveLength(Limits.vipOpenPerAccount.max);
  });

  it('limits findByTradeNo per address, and trade numbers carry 16 random digits', async () => {
    const from = address();
    const answers: number[] = [];
    for (let i = 0; i <= Limits.findByTradeNoPerAddress.max; i++) answers.push((await send('POST', t.api(`/auth/findByTradeNo?tradeNo=XJ${i}`), { from })).http);
    expect(answers.at(-1)).toBe(429);
    const { newTradeNo } = await import('../../server/services/vipOrders');
    const now = new Date();
    const numbers = new Set(Array.from({ length: 1000 }, () => newTradeNo(now)));
    expect(numbers.size).toBe(1000);
    for (const n of numbers) expect(n).toMatch(/^XJ\d{30}$/);
  });
});

describe('the push socket', () => {
  async function socket(token: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const got: any[] = [];
    ws.on('message', (m) => got.push(JSON.parse(m.toString())));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    // registered once a ping sent after the token is answered (the server holds it until the token is checked)
    ws.send(JSON.stringify({ type: 'auth', token }));
    ws.send('{"type":"ping"}');
    while (!got.some((m) => m.type === 'pong')) await new Promise((r) => setTimeout(r, 5));
    return { ws, got, closed };
  }

  it('closes a socket that sends a frame over 4 KiB', async () => {
    const s = await socket(await guestToken());
    s.ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(8192) }));
    expect(await s.closed).toBe(1009);
  });

  it('closes the sockets of a session at logout, and those of a replaced session at the next login', async () => {
    const token = await guestToken();
    const s = await socket(token);
    await send('GET', t.api('/auth/logout'), { headers: as(token) });
    expect(await s.closed).toBe(4401);
    expect(s.got).toContainEqual({ type: 'error', status: 10000 });

    const from = address();
    const first = await send('POST', t.api('/auth/loginByGuest'), { body: {}, from });
    const visitId = first.json.data.visitId;
    const old = await socket(first.json.data.accessToken);
    const again = await send('POST', t.api('/auth/loginByGuest'), { body: { visitId }, from });
    expect(again.json.status).toBe(200);
    expect(await old.closed).toBe(4401);
    expect(old.got).toContainEqual({ type: 'error', status: 10002 });
  });
});

describe('security headers', () => {
  it('sends the CSP, nosniff, frame and referrer policies on the API and the 确认支付 page', async () => {
    const token = await mobileToken();
    const opened = await send('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'), { headers: as(token) });
    for (const url of [t.api('/course/list'), `/pay/sandbox/${opened.json.data.tradeNo}`, '/nope']) {
      const { res } = await send('GET', url);
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // no eval of strings: Pixi and zod run without it (src/host/PixiCanvas.tsx, src/zodJitless.ts)
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self';/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
