/**
 * `npx tsx tests/bench/profileGame.ts <course id>`: where a game's frames spend the main thread.
 * Plays level 1 of one game for BENCH_GAME_MS (default 6 s) the way bench:games does (a key the
 * game wants every 250 ms), under BENCH_CPU like every bench, with the DevTools CPU profiler on,
 * and prints the functions with the most self time (file:line) and the share of the run's
 * samples each holds. A tool for finding a slow frame's cause, not a figure to keep.
 */
import { startE2E } from '../e2e/harness';
import { signInAs } from '../e2e/helpers';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const courseId = process.argv[2];
if (!courseId) throw new Error('usage: npx tsx tests/bench/profileGame.ts <game course id> (a folder under engines/games)');
const PLAY_MS = Number(process.env.BENCH_GAME_MS ?? 6000);

const t = await startE2E();
try {
  const page = await t.newPage({ width: 1280, height: 800 });
  const who = await signInAs(t, page, 'STUDENT', '测速剖析');
  await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId);
  await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
  const groups = (await t.api<{ id: string }[]>('/game/groups')).data;
  let levelId = '';
  for (const g of groups) for (const c of (await t.api<{ id: string; levels: { id: string }[] }[]>(`/game/courses/${g.id}`)).data) if (c.id === courseId) levelId = c.levels[0]!.id;
  await page.goto(`/games/${courseId}-${levelId}?nextKey=1`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.getByTestId('game-begin').click();
  await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
  // the round's frames, not its start (bench:games' slow frames show the start)
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  while (Date.now() - t0 < PLAY_MS) {
    const next = await page.evaluate(() => window.__gameNextKey?.() ?? null);
    if (next) await page.keyboard.press(next === ' ' ? 'Space' : next);
    await page.waitForTimeout(250);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
  const total = profile.nodes.reduce((a, n) => a + (n.hitCount ?? 0), 0);
  const bySite = new Map<string, number>();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    const site = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    bySite.set(site, (bySite.get(site) ?? 0) + (n.hitCount ?? 0));
  }
  console.log(`${courseId}: ${total} samples, CPU ${t.cpuRate}×`);
  for (const [site, hits] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${((100 * hits) / total).toFixed(1).padStart(5)} %  ${site}`);
} finally {
  await t.close();
}
