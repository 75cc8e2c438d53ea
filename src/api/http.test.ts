import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, request } from './http';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

let seen: Seen[] = [];
let reply: (url: string) => Response | Promise<Response> = () => json({ status: 200, message: 'ok', data: null });
const onError = vi.fn();
const onSessionEnded = vi.fn();
let token: string | null = null;
let roleId: string | null = null;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  seen = [];
  token = null;
  roleId = null;
  onError.mockReset();
  onSessionEnded.mockReset();
  configureHttp({
    fetch: async (input, init) => {
      const req = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://app.test'), init);
      seen.push({ url: req.url, method: req.method, headers: req.headers, body: init?.body ? String(init.body) : null });
      return reply(req.url);
    },
    getToken: () => token,
    getRoleId: () => roleId,
    onError,
    onSessionEnded,
  });
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const error = await p.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers and urls', () => {
  it('calls under /api/client/v1 with the query and a JSON body', async () => {
    await request('/auth/loginByGuest', { method: 'POST', body: { visitId: 'v1' }, query: { a: 1, skip: undefined } });
    expect(seen[0].url).toBe('http://app.test/api/client/v1/auth/loginByGuest?a=1');
    expect(seen[0].method).toBe('POST');
    expect(JSON.parse(seen[0].body!)).toEqual({ visitId: 'v1' });
  });

  it('sends no Authorization or userRoleId header when signed out', async () => {
    await request('/auth/check');
    expect(seen[0].headers.get('Authorization')).toBeNull();
    expect(seen[0].headers.get('userRoleId')).toBeNull();
  });

  it('sends the token and the active role id when signed in', async () => {
    token = 'tok-1';
    roleId = 'role-9';
    await request('/user/role/list');
    expect(seen[0].headers.get('Authorization')).toBe('tok-1');
    expect(seen[0].headers.get('userRoleId')).toBe('role-9');
  });

  it('returns .json and .xml answers as they are, without an envelope', async () => {
    reply = () => json({ keys: [1, 2] });
    await expect(request('/static/layout.json')).resolves.toEqual({ keys: [1, 2] });
  });
});

describe('the error catalogue of SPEC §8', () => {
  it('returns data when the envelope status is 200', async () => {
    reply = () => json({ status: 200, message: 'ok', data: { point: 7 } });
    await expect(request('/student/point/balance')).resolves.toEqual({ point: 7 });
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([10000, 10001, 10002])('status %i opens the 确认退出？ dialog with the server message and throws', async (status) => {
    reply = () => json({ status, message: '登录已过期，请重新登录', data: null });
    const error = await failure(request('/auth/userInfo'));
    expect(error.status).toBe(status);
    expect(onSessionEnded).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([40000, 40100, 40300, 40400, 40900, 42900, 60001, 50000])('status %i shows an error toast with the message for 5 s', async (status) => {
    reply = () => json({ status, message: '出错了', data: null });
    const error = await failure(request('/x'));
    expect(error.status).toBe(status);
    expect(error.message).toBe('出错了');
    expect(onError).toHaveBeenCalledWith('出错了', 5000);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("shows 'Error' when the server gives no message", async () => {
    reply = () => json({ status: 40000, message: '', data: null });
    await failure(request('/x'));
    expect(onError).toHaveBeenCalledWith('Error', 5000);
  });

  it('reads the envelope of an HTTP 4xx/5xx transport answer', async () => {
    reply = () => json({ status: 42900, message: '请求太频繁', data: null }, 429);
    const error = await failure(request('/auth/sendVerificationCode', { method: 'POST', body: {} }));
    expect(error.status).toBe(42900);
    expect(onError).toHaveBeenCalledWith('请求太频繁', 5000);
  });

  it('shows a network toast for 5 s when fetch itself fails', async () => {
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failure(request('/x'));
    expect(error.status).toBe(0);
    expect(onError).toHaveBeenCalledWith('网络连接失败，请检查网络后再试', 5000);
  });

  it('treats an answer that is not an envelope as a server fault', async () => {
    reply = () => new Response('<html>bad gateway</html>', { status: 502 });
    const error = await failure(request('/x'));
    expect(error.status).toBe(50000);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when silent, and still throws', async () => {
    reply = () => json({ status: 10002, message: '已在别处登录', data: null });
    await failure(request('/x', { silent: true }));
    reply = () => json({ status: 40000, message: '坏', data: null });
    await failure(request('/x', { silent: true }));
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
