/**
 * Issue 42's bench: 40 students made from a pasted list in one request, on PGlite (in memory, as the
 * API tests run it; DATABASE_URL for PostgreSQL). Prints the preview's and the create's times over
 * a few classes; the goal is the create under 1 s. `npx tsx tests/bench/schoolImport.ts [classes]`
 */
import { performance } from 'node:perf_hooks';
import { startTestApp } from '../api/harness';

const CLASSES = Number(process.argv[2] ?? 3);
const names = (c: number) => Array.from({ length: 40 }, (_, i) => `${c}班学生${i + 1}`);

const t = await startTestApp();
try {
  const rows: Array<{ preview: number; create: number }> = [];
  for (let c = 0; c < CLASSES; c++) {
    const authorization = (await t.call('POST', t.api('/auth/loginByGuest'), {})).data.accessToken as string;
    const role = await t.call('POST', t.api('/user/role/create'), { roleName: '老师', roleType: 'TEACHER', avatar: 'panda.svg' }, { authorization });
    const h = { authorization, userroleid: role.data.id as string };
    const group = (await t.call('POST', t.api('/student/studyGroup/create'), { name: `${c}班` }, h)).data.id as string;
    let at = performance.now();
    const preview = await t.call('POST', t.api(`/school/${group}/students/preview`), { text: names(c).join('\n') }, h);
    const previewMs = performance.now() - at;
    if (!preview.data.ok) throw new Error(`preview refused: ${preview.data.problem}`);
    at = performance.now();
    const made = await t.call('POST', t.api(`/school/${group}/students/create`), { students: preview.data.rows }, h);
    const createMs = performance.now() - at;
    if (made.status !== 200 || made.data.length !== 40) throw new Error(`create failed: ${made.message}`);
    rows.push({ preview: previewMs, create: createMs });
  }
  for (const [i, r] of rows.entries()) console.log(`class ${i + 1}: preview ${r.preview.toFixed(1)} ms, create 40 ${r.create.toFixed(1)} ms`);
  const worst = Math.max(...rows.map((r) => r.create));
  console.log(`worst create of 40: ${worst.toFixed(1)} ms (goal < 1000 ms) ${worst < 1000 ? 'OK' : 'OVER'}`);
} finally {
  await t.close();
}
