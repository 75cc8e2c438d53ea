import { performance } from 'node:perf_hooks';
import { startTestApp } from '../api/harness';
const t = await startTestApp();
async function call(method: string, url: string, body?: unknown, h: Record<string, string> = {}) {
  const r = await t.app.inject({ method: method as 'POST', url: t.api(url), payload: body as object, headers: h, remoteAddress: '10.0.0.1' });
  return r.json();
}
const steps: Record<string, number> = {};
const time = async <T>(name: string, f: () => Promise<T>) => { const c0 = process.cpuUsage(); const w0 = performance.now(); const r = await f(); const c = process.cpuUsage(c0); steps[name] = (steps[name] ?? 0) + (c.user + c.system) / 1000; steps[name + ' wall'] = (steps[name + ' wall'] ?? 0) + performance.now() - w0; return r; };
const N = Number(process.env.N ?? 100);
for (let n = 0; n < N; n++) {
  const login = await time('guest', () => call('POST', '/auth/loginByGuest', {}));
  const authorization = login.data.accessToken;
  const role = await time('role', () => call('POST', '/user/role/create', { roleName: `学生${n}`, roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization }));
  const h = { authorization, userroleid: role.data.id };
  await time('signIn', () => call('POST', '/student/signIn', undefined, h));
  await time('draw', () => call('POST', '/student/point/drawGamePoint', undefined, h));
  await time('courseList', () => call('GET', '/course/list', undefined, h));
}
for (const [k, v] of Object.entries(steps)) console.log(k.padEnd(16), (v / N).toFixed(2), 'ms');
await t.close();
