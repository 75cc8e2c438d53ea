import { PGlite } from '@electric-sql/pglite';
import { startTestApp } from '../api/harness';
const seen: string[] = [];
for (const m of ['query', 'exec'] as const) {
  const orig = (PGlite.prototype as any)[m];
  (PGlite.prototype as any)[m] = function (this: unknown, sql: string, ...rest: unknown[]) { seen.push(sql.replace(/\s+/g, ' ').slice(0, 150)); return orig.call(this, sql, ...rest); };
}
const origTx = (PGlite.prototype as any).transaction;
(PGlite.prototype as any).transaction = function (this: unknown, cb: (tx: any) => unknown) {
  return origTx.call(this, (tx: any) => {
    seen.push('BEGIN');
    const q = tx.query.bind(tx); const e = tx.exec.bind(tx);
    tx.query = (sql: string, ...r: unknown[]) => { seen.push('  tx: ' + sql.replace(/\s+/g, ' ').slice(0, 140)); return q(sql, ...r); };
    tx.exec = (sql: string, ...r: unknown[]) => { seen.push('  tx: ' + sql.replace(/\s+/g, ' ').slice(0, 140)); return e(sql, ...r); };
    return cb(tx);
  });
};
const t = await startTestApp();
async function call(method: string, url: string, body?: unknown, h: Record<string, string> = {}) {
  seen.length = 0;
  const r = await t.app.inject({ method: method as 'POST', url: t.api(url), payload: body as object, headers: h, remoteAddress: '10.0.0.1' });
  console.log(`\n== ${method} ${url} → ${r.statusCode}: ${seen.length} statements`); for (const s of seen) console.log('  ', s);
  return r.json();
}
const login = await call('POST', '/auth/loginByGuest', {});
const authorization = login.data.accessToken;
const role = await call('POST', '/user/role/create', { roleName: `学生1`, roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
const h = { authorization, userroleid: role.data.id };
await call('POST', '/student/signIn', undefined, h);
await call('POST', '/student/point/drawGamePoint', undefined, h);
await call('GET', '/course/list', undefined, h);
const { chapterResult, freeChapters } = await import('./loadRun');
await call('POST', '/student/progress', chapterResult(freeChapters[0]!), h);
await call('POST', '/student/progress', chapterResult(freeChapters[1]!), h);
await call('GET', '/student/point/balance', undefined, h);
await t.close();
