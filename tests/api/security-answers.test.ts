import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { loginByMobile } from './authHelpers';
import { COMPRESS_MIN_BYTES, pickEncoding } from '../../server/plugins/compress';
import { within } from '../machine';

// What the answers themselves give away or cost: deleted roles on class pages, uncompressed
// JSON, and caches keeping signed-in answers.
let t: TestApp;
let clientDir: string;
const ASSET = 'console.log("小键盘侠");\n'.repeat(200);
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'xjpx-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>小键盘侠</title>');
  writeFileSync(join(clientDir, 'assets', 'app-1234.js'), ASSET);
  writeFileSync(join(clientDir, 'assets', 'app-1234.js.br'), brotliCompressSync(ASSET));
  t = await startTestApp({ config: { clientDir } });
}, within(300_000));
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('a deleted role', () => {
  it('leaves the class board, the member list and the member count', async () => {
    const teacher = await newRole(t, 'TEACHER', '王老师');
    const id = (await t.call('POST', t.api('/student/studyGroup/create'), { name: '三(2)班' }, teacher)).data.id as string;
    const stays: Headers = await newRole(t, 'STUDENT', '小红');
    const goes: Headers = await newRole(t, 'STUDENT', '小明');
    for (const s of [stays, goes]) expect((await t.call('POST', t.api(`/student/studyGroup/join/${id}`), {}, s)).status).toBe(200);
    const names = async (path: string, h: Headers) => ((await t.call('GET', t.api(`/student/studyGroup/${id}${path}`), undefined, h)).data as Array<{ roleName: string }>).map((r) => r.roleName).sort();
    expect(await names('/board', stays)).toEqual(['小明', '小红'].sort());

    const deleted = await t.call('DELETE', t.api(`/user/role/delete/${goes.userroleid}`), undefined, { authorization: goes.authorization! });
    expect(deleted.status).toBe(200);
    expect(await names('/board', stays)).toEqual(['小红']);
    expect(await names('/board', teacher)).toEqual(['小红']);
    expect(await names('/members', teacher)).toEqual(['小红']);
    expect((await t.call('GET', t.api(`/student/studyGroup/${id}`), undefined, teacher)).data.memberCount).toBe(1);
  });
});

describe('compression', () => {
  it('picks br or gzip by Accept-Encoding and its q values', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses API JSON with br or gzip when asked, to the same body', async () => {
    const url = t.api('/course/list');
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends tiny answers as they are', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br' });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 200 });
  });

  it('sends the built client’s precompressed twin once, not compressed again', async () => {
    const res = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every signed-in answer, and on answers that hand out a token', async () => {
    const guest = await t.app.inject({ method: 'POST', url: t.api('/auth/loginByGuest'), payload: {} });
    expect(guest.json().data.accessToken).toBeTruthy();
    expect(guest.headers['cache-control']).toBe('no-store');
    const token = await loginByMobile(t);
    for (const url of [t.api('/auth/userInfo'), t.api('/user/role/list'), t.api('/course/list')]) {
      const res = await get(url, { authorization: token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // a refused token too: the answer is about an account
    expect((await get(t.api('/auth/userInfo'), { authorization: 'not-a-token' })).headers['cache-control']).toBe('no-store');
    // compressed or not
    expect((await get(t.api('/course/list'), { authorization: token, 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-store');
  });

  it('is not forced on anonymous answers or the built client', async () => {
    expect((await get(t.api('/course/list'))).headers['cache-control']).toBeUndefined();
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toMatch(/immutable/);
  });
});
