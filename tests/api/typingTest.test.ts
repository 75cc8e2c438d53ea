import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Activity } from '../../contract/levels';
import { GRADE_LADDER, gradeOf, type TestStart } from '../../contract/typingTest';
import { codePattern } from '../../contract/certificates';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { standardCodeOf } from '../../engines/core/keyboard';
import { chapterRulesOf } from '../../engines/chapterRules';
import { testFigures } from '../../engines/typingTest/typingTestReplay';
import { englishPassages } from '../../levels/typingTests';
import { certificates, typingTests } from '../../server/db/schema';
import { FIGURES_MISMATCH, KEY_AFTER_END, MAX_TEST_SUBMISSIONS, OTHER_LOG, TEST_CLOSED, TEST_EXPIRED, TEST_GRACE_MS, TEST_LOG_TOO_FAST, TEST_NOT_FINISHED } from '../../server/services/typingTests';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A new role of `roleType` and the headers the client sends. */
async function role(roleType: 'STUDENT' | 'TEACHER' = 'STUDENT') {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const created = await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType, avatar: 'panda.svg' }, { authorization });
  return { roleId: created.data.id as string, headers: { authorization, userroleid: created.data.id as string } };
}
type Role = Awaited<ReturnType<typeof role>>;

const start = async (r: Role, kind = 'english', minutes = 1) => t.call<TestStart>('POST', t.api('/typingTest/start'), { kind, minutes }, r.headers);
/** A test started and sat: its length passes on the server's clock before it is handed in (issue 39: the server checks). */
async function sit(r: Role, kind = 'english', minutes = 1): Promise<TestStart> {
  const test = (await start(r, kind, minutes)).data;
  t.clock.advance(test.durationMs);
  return test;
}
const submit = (r: Role, body: unknown) => t.call('POST', t.api('/typingTest/submit'), body, r.headers);

/** The first `n` keys of an English test's text, `every` ms apart, with a wrong key before every `slipEvery`-th. */
function typed(activity: Activity, n: number, every: number, slipEvery = 0): KeyLogEntry[] {
  if (activity.render_engine !== 'typing_text') throw new Error('English only');
  const keys = [...activity.text].slice(0, n).map((c) => (c === '\n' ? 'Enter' : c));
  const log: KeyLogEntry[] = [];
  keys.forEach((key, i) => {
    if (slipEvery && i > 0 && i % slipEvery === 0) log.push([log.length * every, 'KeyQ', key === 'q' ? 'w' : 'q']);
    log.push([log.length * every, standardCodeOf(key), key]);
  });
  return log;
}

/** The body an honest page sends: its log and the figures it computed from it. */
function honest(test: TestStart, log: KeyLogEntry[]) {
  const f = testFigures(chapterRulesOf(test.activity.render_engine), test.activity as Activity, log, test.durationMs);
  return { body: { testId: test.testId, log, cpm: f.cpm, accuracy: f.accuracy }, figures: f };
}

describe('starting a test', () => {
  it('draws unseen text of the first band for a new child and answers its id and length', async () => {
    const s = await role();
    const started = await start(s, 'english', 3);
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({ kind: 'english', minutes: 3, durationMs: 180_000, band: 1, activity: { render_engine: 'typing_text' } });
    const text = (started.data.activity as { text: string }).text;
    expect(englishPassages.filter((p) => p.band === 1).some((p) => text.includes(p.lines.join('\n')))).toBe(true);
    const pinyin = await start(s, 'pinyin', 5);
    expect(pinyin.data.activity.render_engine).toBe('typing_pinyin');
    const hanzi = await start(s, 'hanzi', 1);
    expect(hanzi.data.activity.render_engine).toBe('logographic');
  });

  it('refuses a language or length it does not offer, in Chinese, and a teacher or a guest without a role', async () => {
    const s = await role();
    expect(await start(s, 'french')).toMatchObject({ status: 40000, message: '请选择测试的语言：英文、拼音或汉字' });
    expect(await start(s, 'english', 2)).toMatchObject({ status: 40000, message: '测试时间只能是 1、3 或 5 分钟' });
    expect((await start(await role('TEACHER'))).status).toBe(40300);
    expect((await t.call('POST', t.api('/typingTest/start'), { kind: 'english', minutes: 1 })).status).toBe(10000);
  });
});

describe('handing a test in', () => {
  it('stores the figures the server replayed from the log, and places the child on the ladder', async () => {
    const s = await role();
    const test = await sit(s);
    // 70 keys, 300 ms apart, a slip every 10: 70 字/分 over the minute
    const { body, figures } = honest(test, typed(test.activity as Activity, 70, 300, 10));
    const answer = await submit(s, body);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ testId: test.testId, kind: 'english', minutes: 1, figures });
    expect(figures).toMatchObject({ cpm: 70, wpm: 14, units: 70, wrong: 6, corrected: 6 });
    expect(figures.speedLine).toHaveLength(6);
    expect(figures.slowKeys.length).toBeGreaterThan(0);
    const grade = gradeOf('english', figures.cpm, figures.accuracy, 1);
    expect(grade).toBeGreaterThan(0);
    expect(answer.data).toMatchObject({ grade, gradeName: GRADE_LADDER.english[grade - 1]!.name, bestGrade: grade });

    const row = (await t.app.db.select().from(typingTests).where(eq(typingTests.id, test.testId)))[0]!;
    expect(row).toMatchObject({ cpm: 70, grade, log: body.log });
    expect((await t.call('GET', t.api(`/typingTest/result/${test.testId}`), undefined, s.headers)).data).toEqual(answer.data);
    const history = await t.call('GET', t.api('/typingTest/history'), undefined, s.headers);
    expect(history.data.tests).toEqual([answer.data]);
    expect(history.data.best).toEqual({ english: grade, pinyin: 0, hanzi: 0 });

    // the grade earned its 奖状, which anyone can look up by its code
    expect(answer.data.certificateCode).toMatch(codePattern);
    const verified = await t.call('GET', t.api(`/certificate/${answer.data.certificateCode}`));
    expect(verified.data).toMatchObject({ title: `打字测试 英文${GRADE_LADDER.english[grade - 1]!.name}`, roleName: '小明' });
    expect(verified.data.figures).toContainEqual({ label: '速度', value: '70 字/分' });
  });

  it('awards one 奖状 per grade: a test at a grade already passed keeps the first, concurrent hand-ins store one', async () => {
    const s = await role();
    // 45 字/分: 三级 on the band-1 text, and below 四级 on the band-2 text that follows
    const first = await sit(s);
    const one = await submit(s, honest(first, typed(first.activity as Activity, 45, 200)).body);
    const tests = [await sit(s), await sit(s)];
    const answers = await Promise.all(tests.map((x) => submit(s, honest(x, typed(x.activity as Activity, 45, 200)).body)));
    expect(answers.map((a) => a.data.grade)).toEqual([one.data.grade, one.data.grade]);
    expect(answers.map((a) => a.data.certificateCode)).toEqual([one.data.certificateCode, one.data.certificateCode]);
    const rows = await t.app.db.select().from(certificates).where(eq(certificates.roleId, s.roleId));
    expect(rows).toHaveLength(1);
  });

  it('proves at most the top of its text band: a first test at 六级 speed is 三级, then the harder text proves more', async () => {
    const s = await role();
    const test = await sit(s);
    expect(test.band).toBe(1);
    // 100 keys without a slip: 100 字/分, 100 % — 六级 speed, on band-1 text (issue 40 item 16: 十级 on "mom and i bake a cake")
    expect((await submit(s, honest(test, typed(test.activity as Activity, 100, 200)).body)).data).toMatchObject({ grade: 3, gradeName: '三级', textTopGrade: 3 });
    const second = await sit(s);
    expect(second.band).toBe(2);
    expect((await submit(s, honest(second, typed(second.activity as Activity, 100, 200)).body)).data).toMatchObject({ grade: 6, textTopGrade: 6 });
    const third = await sit(s);
    expect(third.band).toBe(3);
    // 120 keys: 七级, which band-3 text proves
    expect((await submit(s, honest(third, typed(third.activity as Activity, 120, 200)).body)).data).toMatchObject({ grade: 7, textTopGrade: 10 });
    expect((await start(s, 'pinyin')).data.band).toBe(1);
  });

  it('answers the stored result to the same log again, and refuses another log for the same test', async () => {
    const s = await role();
    const test = await sit(s);
    const { body } = honest(test, typed(test.activity as Activity, 40, 300));
    const first = await submit(s, body);
    expect(await submit(s, body)).toMatchObject({ status: 200, data: first.data });
    const other = honest(test, typed(test.activity as Activity, 50, 300));
    expect(await submit(s, other.body)).toMatchObject({ status: 40900, message: OTHER_LOG });
    // concurrent duplicates are counted once
    const again = await sit(s);
    const twice = honest(again, typed(again.activity as Activity, 30, 300));
    const answers = await Promise.all([submit(s, twice.body), submit(s, twice.body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.data).toEqual(answers[1]!.data);
  });

  it('refuses a forged result (figures the log does not give) and keeps nothing', async () => {
    const s = await role();
    const test = await sit(s);
    const { body } = honest(test, typed(test.activity as Activity, 30, 300));
    expect(await submit(s, { ...body, cpm: 200 })).toMatchObject({ status: 40000, message: FIGURES_MISMATCH });
    expect(await submit(s, { ...body, accuracy: 100, log: typed(test.activity as Activity, 30, 300, 5) })).toMatchObject({ status: 40000, message: FIGURES_MISMATCH });
    expect(await t.call('GET', t.api(`/typingTest/result/${test.testId}`), undefined, s.headers)).toMatchObject({ status: 40900, message: TEST_NOT_FINISHED });
    expect((await t.call('GET', t.api('/typingTest/history'), undefined, s.headers)).data.tests).toEqual([]);
  });

  it('closes a test after MAX_TEST_SUBMISSIONS replays', async () => {
    const s = await role();
    const test = await sit(s);
    const { body } = honest(test, typed(test.activity as Activity, 30, 300));
    for (let i = 0; i < MAX_TEST_SUBMISSIONS; i++) expect((await submit(s, { ...body, cpm: 999 })).message).toBe(FIGURES_MISMATCH);
    expect(await submit(s, body)).toMatchObject({ status: 40900, message: TEST_CLOSED });
  });

  it('refuses keys after the test has ended, a log faster than a hand, and a test handed in too late', async () => {
    const s = await role();
    const test = await sit(s);
    const late = honest(test, typed(test.activity as Activity, 10, 300));
    late.body.log.push([test.durationMs + 1, 'KeyA', 'a']);
    expect(await submit(s, late.body)).toMatchObject({ status: 40000, message: KEY_AFTER_END });
    const fast = honest(test, typed(test.activity as Activity, 60, 10));
    expect(await submit(s, fast.body)).toMatchObject({ status: 40000, message: TEST_LOG_TOO_FAST });
    const ok = honest(test, typed(test.activity as Activity, 10, 300));
    t.clock.advance(test.durationMs + TEST_GRACE_MS + 1000);
    expect(await submit(s, ok.body)).toMatchObject({ status: 40000, message: TEST_EXPIRED });
  });

  it("keeps one child's tests from another (40400), and refuses a malformed body in Chinese", async () => {
    const a = await role();
    const b = await role();
    const test = await sit(a);
    const { body } = honest(test, typed(test.activity as Activity, 10, 300));
    expect((await submit(b, body)).status).toBe(40400);
    expect((await t.call('GET', t.api(`/typingTest/result/${test.testId}`), undefined, b.headers)).status).toBe(40400);
    expect(await submit(a, { ...body, log: [[500, 'KeyA', 'a'], [100, 'KeyB', 'b']] })).toMatchObject({ status: 40000, message: '按键记录的时间必须按先后排列' });
    expect(await submit(a, { testId: 'x', log: [], cpm: 0, accuracy: 100 })).toMatchObject({ status: 40000, message: 'testId 不正确' });
  });
});
