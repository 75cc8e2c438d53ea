/**
 * Looks at a page as a signed-in student: `npx tsx scripts/screenshot.ts /path out.png [width] [height]`
 * (build first). KEYS=abc types those keys before the shot.
 */
import { startE2E } from '../tests/e2e/harness';
import { signInAs } from '../tests/e2e/helpers';
const [path, out, w, h] = process.argv.slice(2);
const t = await startE2E();
try {
  const page = await t.newPage({ width: Number(w ?? 1366), height: Number(h ?? 900) });
  await signInAs(t, page);
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(path);
  await page.waitForTimeout(2500);
  if (process.env.KEYS) { for (const k of process.env.KEYS) await page.keyboard.type(k); await page.waitForTimeout(800); }
  await page.screenshot({ path: out });
} finally { await t.close(); }
