import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Activity } from '../../contract/levels';
import type { TestStart } from '../../contract/typingTest';
import { COMPOSITION_CODE, type KeyLogEntry } from '../../engines/core/keyLog';
import { standardCodeOf } from '../../engines/core/keyboard';
import { chapterRulesOf } from '../../engines/chapterRules';
import { testFigures } from '../../engines/typingTest/typingTestReplay';
import { rateLimits, typingTests } from '../../server/db/schema';
import { Limits } from '../../server/limits';
import { COMMIT_TOO_LONG } from '../../server/services/replay/bounds';
import { TEST_CLOCK_ALLOWANCE_MS, TEST_TOO_EARLY } from '../../server/services/typingTests';
import { startTestApp, type TestApp } from './harness';

/**
 * Issue 39, the typing test's hand-in: its figures come only from time the server saw pass, an IME
 * commit is a phrase, and a duplicate hand-in answers the stored result. The server's clock is
 * the harness's (t.clock), moved as a child's test would take it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function role() {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const created = await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  return { roleId: created.data.id as string, headers: { authorization, userroleid: created.data.id as string } };
}
type Role = Awaited<ReturnType<typeof role>>;

const start = async (r: Role, kind: string, minutes = 1) => (await t.call<TestStart>('POST', t.api('/typingTest/start'), { kind, minutes }, r.headers)).data;
const submit = (r: Role, body: unknown) => t.call('POST', t.api('/typingTest/submit'), body, r.headers);
const row = async (testId: string) => (await t.app.db.select().from(typingTests).where(eq(typingTests.id, testId)))[0]!;

/** The first `n` keys of an English test's text, `every` ms apart. */
function typed(activity: Activity, n: number, every: number): KeyLogEntry[] {
  if (activity.render_engine !== 'typing_text') throw new Error('English only');
  return [...activity.text].slice(0, n).map((c, i): KeyLogEntry => {
    const key = c === '\n' ? 'Enter' : c;
    return [i * every, standardCodeOf(key), key];
  });
}

/** IME commits of `size` characters of a 汉字 test's text, `every` ms apart. */
function commits(activity: Activity, n: number, size: number, every: number): KeyLogEntry[] {
  if (activity.render_engine !== 'logographic') throw new Error('汉字 only');
  const text = activity.text.replace(/\s+/g, '');
  return Array.from({ length: n }, (_, i): KeyLogEntry => [i * every, COMPOSITION_CODE, text.slice(i * size, (i + 1) * size)]);
}

/** The body an honest page sends for `log`: its own figures. */
function body(test: TestStart, log: KeyLogEntry[]) {
  const f = testFigures(chapterRulesOf(test.activity.render_engine), test.activity as Activity, log, test.durationMs);
  return { testId: test.testId, log, cpm: f.cpm, accuracy: f.accuracy };
}

describe('a test is graded only on time the server saw pass', () => {
  it('refuses a log of 59.7 s handed in 1.1 s after the start, and takes it once the minute has passed', async () => {
    const s = await role();
    const test = await start(s, 'english');
    // the text's keys but its last over 59.7 s: a log typed beforehand, figures computed for it
    const n = Math.min(200, (test.activity as { text: string }).text.length - 1);
    const log = typed(test.activity as Activity, n, Math.floor(59_700 / (n - 1)));
    expect(log.at(-1)![0]).toBeGreaterThan(59_000);
    t.clock.advance(1_100);
    expect(await submit(s, body(test, log))).toMatchObject({ status: 40000, message: TEST_TOO_EARLY });
    // refused before any replay: the test keeps all its hand-ins, nothing is stored
    expect(await row(test.testId)).toMatchObject({ finishedAt: null, submissions: 0 });
    t.clock.advance(60_000 - 1_100);
    expect((await submit(s, body(test, log))).status).toBe(200);
  });

  it('counts an unfinished text over the whole length: a short log handed in early is refused; a finished text may be handed in at once', async () => {
    const s = await role();
    const test = await start(s, 'english');
    const short = typed(test.activity as Activity, 20, 150);
    t.clock.advance(short.at(-1)![0] + 1_000);
    // 20 keys in 3 s, handed in 4 s after the start: the speed counts a minute the server did not see
    expect(await submit(s, body(test, short))).toMatchObject({ status: 40000, message: TEST_TOO_EARLY });
    // the refusal came after the replay: it counts as one of the test's hand-ins
    expect((await row(test.testId)).finishedAt).toBeNull();

    const other = await start(s, 'english');
    const text = (other.activity as Extract<Activity, { render_engine: 'typing_text' }>).text;
    const whole = typed(other.activity as Activity, [...text].length, 100);
    expect(whole.at(-1)![0]).toBeLessThan(other.durationMs);
    t.clock.advance(whole.at(-1)![0] - TEST_CLOCK_ALLOWANCE_MS / 2);
    const done = await submit(s, body(other, whole));
    expect(done.status).toBe(200);
    expect(done.data.figures.units).toBeGreaterThan(0);
  });

  it('refuses 汉字 commits of 32 characters (5 of them made 十级), and a few honest commits handed in before the minute', async () => {
    const s = await role();
    const test = await start(s, 'hanzi');
    t.clock.advance(test.durationMs);
    const long = commits(test.activity as Activity, 5, 32, 2_000);
    expect(await submit(s, body(test, long))).toMatchObject({ status: 40000, message: COMMIT_TOO_LONG });
    // 17 characters is one too many; 16 is a phrase an IME may commit
    expect(await submit(s, body(test, commits(test.activity as Activity, 1, 17, 1_000)))).toMatchObject({ message: COMMIT_TOO_LONG });
    const early = await start(s, 'hanzi');
    t.clock.advance(3_000);
    expect(await submit(s, body(early, commits(early.activity as Activity, 5, 4, 500)))).toMatchObject({ status: 40000, message: TEST_TOO_EARLY });
    expect((await row(test.testId)).finishedAt).toBeNull();
    expect((await row(early.testId)).finishedAt).toBeNull();
  });
});

describe('a duplicate hand-in', () => {
  it('answers the stored result to 20 identical hand-ins at once, replays one, and counts no repeat once stored', async () => {
    const s = await role();
    const test = await start(s, 'english');
    t.clock.advance(test.durationMs);
    const same = body(test, typed(test.activity as Activity, 90, 400));
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(s, same)));
    expect(answers.map((a) => `${a.status} ${a.message}`)).toEqual(Array(20).fill('200 success'));
    for (const a of answers) expect(a.data).toEqual(answers[0]!.data);
    expect(await row(test.testId)).toMatchObject({ submissions: 1, cpm: same.cpm });

    const key = `${Limits.typingTestSubmitPerRole.name}|${s.roleId}`;
    const counted = async () => (await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.hits ?? 0;
    const before = await counted();
    for (let i = 0; i < 5; i++) expect((await submit(s, same)).data).toEqual(answers[0]!.data);
    expect(await counted()).toBe(before);
  });
});
