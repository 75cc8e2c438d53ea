import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Activity } from '../../contract/levels';
import type { RaceKeyEntry } from '../../contract/race';
import type { TestStart } from '../../contract/typingTest';
import { COMPOSITION_CODE, type KeyLogEntry } from '../../engines/core/keyLog';
import { standardCodeOf } from '../../engines/core/keyboard';
import { chapterRulesOf } from '../../engines/chapterRules';
import { testFigures } from '../../engines/typingTest/typingTestReplay';
import { within } from '../machine';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket } from './raceHelpers';
import { monitorHealthz } from './healthzMonitor';

/**
 * Issue 39, holes 1–3 at once, against the wall clock (api-timed): two racers in a 汉字 race send
 * wrong IME commits of 64 characters, 29 in a second every other second (inside the key bounds of
 * the issue: a burst under 30, 15 a second on average), up to the 3,000 entries a lane holds, and a
 * third sends the costliest batches a hand may send now (a wrong phrase and Backspaces); meanwhile
 * eight roles hand in costly 汉字 typing-test logs (4,529 commits of 30 characters, and 4,500
 * one-character commits, the most five minutes allow) again and again. A monitor on its own thread
 * asks /healthz every 10 ms; one more child hands in an ordinary test. The figures are printed, and
 * recorded in docs/SCALING.md.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  // PGlite on its own thread, as `npm start` runs it (in memory it would run on the server's thread)
  t = await startTestApp({ pgliteOnDisk: true });
  port = await listenOnLoopback(t);
}, 240_000);
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const start = async (h: Headers, kind: string, minutes: number) => (await post('/typingTest/start', { kind, minutes }, h)).data as TestStart;
const TEXT = '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。'.repeat(20);
/** the goals of the issue, on this machine (tests/machine.ts) */
const HEALTHZ_P99_MS = 250;
const HAND_IN_MS = 1_000;

/** An honest 1-minute English hand-in: 70 keys of its text, 300 ms apart. */
function honestBody(test: TestStart) {
  const activity = test.activity as Extract<Activity, { render_engine: 'typing_text' }>;
  const log = [...activity.text].slice(0, 70).map((c, i): KeyLogEntry => [i * 300, standardCodeOf(c === '\n' ? 'Enter' : c), c === '\n' ? 'Enter' : c]);
  const f = testFigures(chapterRulesOf(activity.render_engine), activity, log, test.durationMs);
  return { testId: test.testId, log, cpm: f.cpm, accuracy: f.accuracy };
}

/** Wrong commits of `size` ASCII letters (wrong in a 汉字 text) every `everyMs`. */
const wrongCommits = (n: number, size: number, everyMs: number): KeyLogEntry[] => Array.from({ length: n }, (_, i) => [i * everyMs, COMPOSITION_CODE, 'x'.repeat(size)]);

describe('replays under attack', () => {
  it('keep /healthz p99 under 250 ms and an ordinary hand-in under 1 s while two racers and eight roles attack them', async () => {
    // the attackers' tests (5 minutes of 汉字) and the innocent child's (1 minute of English), all sat
    const attackers = await Promise.all(Array.from({ length: 8 }, () => newRole(t, 'STUDENT', '捣蛋')));
    const tests = await Promise.all(attackers.map(async (h) => ({ h, issue: await start(h, 'hanzi', 5), legal: await start(h, 'hanzi', 5) })));
    const child = await newRole(t, 'STUDENT', '小明');
    const childTest = await start(child, 'english', 1);
    const warm = await Promise.all([newRole(t), newRole(t)]);
    const warmTests = await Promise.all(warm.map((h) => start(h, 'english', 1)));
    t.clock.advance(5 * 60_000 + 1_000);
    // both replay threads started and their engines loaded (the server does it at listen, main.ts)
    expect((await Promise.all(warm.map((h, i) => post('/typingTest/submit', honestBody(warmTests[i]!), h)))).map((a) => a.status)).toEqual([200, 200]);

    // a 汉字 race of two racers, running
    const teacher = await newRole(t, 'TEACHER', '王老师');
    const group = (await post('/student/studyGroup/create', { name: '三(2)班' }, teacher)).data.id as string;
    const kids = [await newRole(t, 'STUDENT', '甲'), await newRole(t, 'STUDENT', '乙'), await newRole(t, 'STUDENT', '丙')];
    for (const k of kids) await post(`/student/studyGroup/join/${group}`, {}, k);
    const race = (await post('/race/create', { groupId: group, kind: 'hanzi', text: TEXT }, teacher)).data;
    for (const k of kids) await post('/race/join', { code: race.code }, k);
    const racers = await Promise.all(kids.map((k) => raceSocket(port, k.authorization, k.userroleid, race.id)));
    const startsAt = (await post(`/race/${race.id}/start`, {}, teacher)).data.startsAt as number;
    await Promise.all(racers.map((r) => r.next((m) => m.type === 'start')));
    t.clock.advance(3_000 + 1_000);

    const monitor = await monitorHealthz(port);
    const attackBegan = Date.now();
    // the server's event loop itself (this thread): how long a turn waited
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const began = performance.now();
    let handInsDone = false;
    const answers: Record<string, number> = {};
    const count = (a: { status: number; message: string }) => void (answers[`${a.status} ${a.message}`] = (answers[`${a.status} ${a.message}`] ?? 0) + 1);

    // hole 1: each round, 29 commits of 64 wrong characters in a second from two racers, the legal most from the third; then 2 s pass
    let raceEnded = 0;
    const raceAttack = async () => {
      const from = [0, 0, 0];
      let rounds = 0;
      for (; rounds < 135 && (rounds < 104 || !handInsDone); rounds++) {
        const raceMs = t.clock.now().getTime() - startsAt;
        const attack: RaceKeyEntry[] = Array.from({ length: 29 }, (_, i) => [raceMs - 1_000 + i * 34, COMPOSITION_CODE, 'x'.repeat(64)]);
        const legal: RaceKeyEntry[] = [[raceMs - 1_000, COMPOSITION_CODE, 'x'.repeat(16)], ...Array.from({ length: 14 }, (_, i): RaceKeyEntry => [raceMs - 950 + i * 60, 'Backspace', 'Backspace'])];
        const got = await Promise.all([racers[0]!.keys(from[0]!, attack), racers[1]!.keys(from[1]!, attack), racers[2]!.keys(from[2]!, legal)]);
        got.forEach((m, i) => {
          from[i] = m.type === 'ack' ? m.accepted : m.expected;
          count({ status: m.type === 'ack' ? 200 : m.status, message: `race ${m.type === 'ack' ? 'ack' : m.message}` });
        });
        t.clock.advance(2_000);
      }
      raceEnded = Date.now();
      return rounds;
    };

    // hole 2: each role hands in the issue's log three times, then the costliest legal one three times and once more
    const issueLog = wrongCommits(4_529, 30, 66);
    const legalLog = wrongCommits(4_500, 1, 66);
    const handIns = async () => {
      await Promise.all(tests.map(async ({ h, issue, legal }) => {
        for (let i = 0; i < 3; i++) count(await post('/typingTest/submit', { testId: issue.testId, log: issueLog, cpm: 0, accuracy: 0 }, h));
        for (let i = 0; i < 4; i++) count(await post('/typingTest/submit', { testId: legal.testId, log: legalLog, cpm: 999, accuracy: 0 }, h));
      }));
      handInsDone = true;
    };

    // hole 2's innocent child, a moment into the attack
    const innocent = async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const asked = performance.now();
      const answer = await post('/typingTest/submit', honestBody(childTest), child);
      return { answer, ms: performance.now() - asked };
    };

    const [rounds, , child_] = await Promise.all([raceAttack(), handIns(), innocent()]);
    const healthz = await monitor.stop([[attackBegan, raceEnded]]);
    const duringRace = healthz.periods[0]!;
    loop.disable();
    const ms = Math.round(performance.now() - began);
    const lag = `event loop delay p99 ${Math.round(loop.percentile(99) / 1e6)} max ${Math.round(loop.max / 1e6)} ms`;
    console.log(`issue 39 attack: ${ms} ms, ${rounds} race rounds; /healthz ${healthz.answers} answers p50 ${healthz.p50} p99 ${healthz.p99} max ${healthz.max} ms (while the race attack ran: ${duringRace.answers} answers p50 ${duringRace.p50} p99 ${duringRace.p99} max ${duringRace.max}); ${lag}; innocent hand-in ${Math.round(child_.ms)} ms (${child_.answer.status}); answers ${JSON.stringify(answers)}`);
    for (const r of racers) r.close();

    expect(child_.answer.status).toBe(200);
    expect(child_.ms).toBeLessThan(within(HAND_IN_MS));
    expect(healthz.answers).toBeGreaterThan(0);
    expect(healthz.p99).toBeLessThan(within(HEALTHZ_P99_MS));
    expect(duringRace.p99).toBeLessThan(within(HEALTHZ_P99_MS));
  });
});
