import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { as, loginByMobile } from './authHelpers';

/**
 * Every route of the server, with how to reach it. A route registered but missing here fails the
 * first test (fuzz.test.ts): add it (with `anon` if calling it signed in would end the fuzzing session,
 * `html` if it answers a page rather than the envelope, `skip` for the WebSocket upgrade).
 *
 * Each route gets ~500 hostile payloads. The routes are shared out among FUZZ_PARTS test files
 * (fuzz.test.ts, fuzz-2.test.ts, ...), each with its own server and database, so the parts run side by
 * side on vitest's workers. Within a part the routes run one at a time: "nothing written" is read
 * from the row counts of the part's database, which another route's writes would move.
 */
type Entry = { anon?: boolean; html?: boolean; skip?: string };
const ROUTES: Record<string, Entry> = {
  'POST /api/client/v1/auth/loginByGuest': {},
  'POST /api/client/v1/auth/sendVerificationCode': {},
  'POST /api/client/v1/auth/loginByMobile': {},
  'POST /api/client/v1/auth/loginByUsername': {},
  'POST /api/client/v1/auth/loginByWechat': {},
  'GET /api/client/v1/auth/userInfo': {},
  'GET /api/client/v1/auth/logout': { anon: true },
  'POST /api/client/v1/auth/check': {},
  'POST /api/client/v1/auth/setAccount': {},
  'POST /api/client/v1/auth/updatePassword': {},
  'POST /api/client/v1/auth/findByTradeNo': {},
  'POST /api/client/v1/auth/checkMobile': {},
  'POST /api/client/v1/auth/bindMobile': {},
  'POST /api/client/v1/auth/unbindMobile': {},
  'POST /api/client/v1/auth/checkWechat': {},
  'POST /api/client/v1/auth/bindWechat': {},
  'POST /api/client/v1/auth/unbindWechat': {},
  'GET /api/client/v1/user/roleAvatar/list': {},
  'GET /api/client/v1/user/role/list': {},
  'POST /api/client/v1/user/role/create': {},
  'DELETE /api/client/v1/user/role/delete/:id': {},
  'GET /api/client/v1/vip/vipGrade/list': {},
  'POST /api/client/v1/vip/open': {},
  'GET /api/client/v1/vip/checkWxPay': {},
  'GET /api/client/v1/vip/checkAlipayPay': {},
  'GET /api/client/v1/course/list': {},
  'GET /api/client/v1/course/section/:sectionId': {},
  'GET /api/client/v1/course/lesson/:sectionId/:lessonId': {},
  'GET /api/client/v1/course/chapter/:sectionId/:lessonId/:chapterId': {},
  'POST /api/client/v1/student/progress': {},
  'GET /api/client/v1/student/point/balance': {},
  'GET /api/client/v1/student/keyStats': {},
  'GET /ws': { skip: 'the WebSocket upgrade: covered by ws.test.ts and security-holes.test.ts' },
  'POST /api/pay/notify/:method': {},
  'GET /pay/sandbox/:tradeNo': { html: true },
  'POST /pay/sandbox/:tradeNo/confirm': { html: true },
  'GET /api/dev/sms/latest': {},
  'POST /api/dev/wechat/code': {},
  'GET /oauth/sandbox/wechat': { html: true },
  'POST /oauth/sandbox/wechat': { html: true },
  'GET /healthz': {},
  // help contacts, payment methods, WeChat authorize (issue 14)
  'GET /api/client/v1/help/contact': {},
  'GET /support/:file': {},
  'GET /api/client/v1/vip/paymentMethods': {},
  'GET /api/client/v1/auth/wechatAuthorize': {},
  // games and the daily draw (issue 8)
  'GET /api/client/v1/game/groups': {},
  'GET /api/client/v1/game/courses/:groupId': {},
  'GET /api/client/v1/game/levelDetail/:courseId/:courseLevelId': {},
  'GET /api/client/v1/game/pointEnough': {},
  // the homework a level is for the child: free rounds, the bar (issue 40)
  'GET /api/client/v1/game/homework/:courseId/:courseLevelId': {},
  'GET /api/client/v1/game/ranks/:courseId/:courseLevelId': {},
  'POST /api/client/v1/game/round/start': {},
  'POST /api/client/v1/game/progress': {},
  'POST /api/client/v1/student/point/getTodayCanDraw': {},
  'POST /api/client/v1/student/point/drawGamePoint': {},
  // the account screens (issue 10)
  'POST /api/client/v1/student/signIn': {},
  'GET /api/client/v1/student/calendar': {},
  'GET /api/client/v1/student/point/ledger': {},
  'GET /api/client/v1/student/dailyReport': {},
  'GET /api/client/v1/student/quarterlyReport': {},
  'GET /api/client/v1/student/weakKeys': {},
  'GET /api/client/v1/student/weakPinyin': {},
  'POST /api/client/v1/student/weakPractice': {},
  'GET /api/client/v1/student/weakPractice/:id': {},
  'POST /api/client/v1/student/weakPractice/:id/progress': {},
  'GET /api/client/v1/student/family/week': {},
  'GET /api/client/v1/student/studyGroup/list': {},
  'POST /api/client/v1/student/studyGroup/create': {},
  'GET /api/client/v1/student/studyGroup/:id': {},
  'GET /api/client/v1/student/studyGroup/:id/members': {},
  'GET /api/client/v1/student/studyGroup/:id/board': {},
  'POST /api/client/v1/student/studyGroup/:id/remove': {},
  'POST /api/client/v1/student/studyGroup/join/:id': {},
  'POST /api/client/v1/student/studyGroup/leave/:id': {},
  // 奖状 and 勋章 (issue 29)
  'GET /api/client/v1/certificate/:code': {},
  'GET /api/client/v1/student/certificates': {},
  'GET /api/client/v1/student/family/certificates': {},
  'GET /api/client/v1/student/medals': {},
  'POST /api/client/v1/student/medals/seen': {},
  // homework and the gradebook (issue 28)
  'GET /api/client/v1/student/homework/mine': {},
  'GET /api/client/v1/student/studyGroup/:id/homework': {},
  'GET /api/client/v1/student/studyGroup/:id/homework/catalog': {},
  'POST /api/client/v1/student/studyGroup/:id/homework': {},
  'POST /api/client/v1/student/studyGroup/:id/homework/:homeworkId/remove': {},
  'GET /api/client/v1/student/studyGroup/:id/gradebook': {},
  'GET /api/client/v1/student/studyGroup/:id/gradebook.csv': {},
  // typing tests (issue 29)
  'POST /api/client/v1/typingTest/start': {},
  'POST /api/client/v1/typingTest/submit': {},
  'GET /api/client/v1/typingTest/result/:testId': {},
  'GET /api/client/v1/typingTest/history': {},
  // the class race (issue 28)
  'GET /api/client/v1/race/sources': {},
  'GET /api/client/v1/race/list': {},
  'GET /api/client/v1/race/active': {},
  'GET /api/client/v1/race/:id': {},
  'POST /api/client/v1/race/create': {},
  'POST /api/client/v1/race/join': {},
  'POST /api/client/v1/race/:id/start': {},
  'POST /api/client/v1/race/:id/end': {},
  'POST /api/client/v1/race/:id/remove': {},
  'POST /api/client/v1/race/:id/confirm': {},
  'POST /api/client/v1/race/:id/again': {},
  'POST /api/client/v1/school/:groupId/students/preview': {},
  'POST /api/client/v1/school/:groupId/students/create': {},
  'GET /api/client/v1/school/:groupId/cards': {},
  'GET /api/client/v1/school/:groupId/settings': {},
  'POST /api/client/v1/school/:groupId/settings': {},
  'POST /api/client/v1/school/card/:cardId/revoke': {},
  'POST /api/client/v1/school/card/:cardId/resetPictures': {},
  'POST /api/client/v1/school/card/:cardId/unlock': {},
  'GET /api/client/v1/school/child/:roleId/export': {},
  'POST /api/client/v1/school/child/:roleId/delete': {},
  'POST /api/client/v1/classLesson/preview': {},
  'POST /api/client/v1/classLesson/create': {},
  'GET /api/client/v1/classLesson/class/:groupId': {},
  'POST /api/client/v1/classLesson/:id/delete': {},
  'GET /api/client/v1/classLesson/mine': {},
  'GET /api/client/v1/classLesson/:id': {},
  'POST /api/client/v1/classLesson/:id/progress': {},
  'POST /api/client/v1/school/login/roster': {},
  'POST /api/client/v1/school/login/pictures': {},
  'POST /api/client/v1/school/login/card': {},
  'POST /api/client/v1/school/adopt': {},
  // a replay of how a child typed (issue 42 item 5)
  'GET /api/client/v1/school/:groupId/attempts': {},
  'GET /api/client/v1/school/:groupId/attempt/:roleId/:kind/:id': {},
  'GET /ws/race': { skip: 'the race WebSocket upgrade: covered by race.test.ts and raceCluster.test.ts' },
};

/** Every field name the contracts know: a hostile value goes into each. */
const FIELDS = [
  'mobile', 'verificationCode', 'username', 'password', 'visitId', 'code', 'mode', 'account', 'newPassword', 'roleName', 'roleType', 'avatar',
  'attemptId', 'chapterId', 'durationMs', 'correct', 'wrong', 'cpm', 'accuracy', 'keyStats', 'tradeNo', 'vipGradeId', 'paymentMethod',
  'openid', 'nickname', 'amount', 'signature', 'token', 'redirect_uri', 'state', 'id', 'ids',
  'text', 'file', 'students', 'classCode', 'cardId', 'pictures', 'allowBackspace', 'showKeyboard', 'showHands', 'starsToOpen', 'openCourses',
];

/** ~500 hostile payloads: wrong types, sizes, control characters, SQL, HTML, emoji, NaN, prototype keys. */
function hostileValues(): unknown[] {
  const strings = [
    '', ' ', 'a', 'x'.repeat(65), 'x'.repeat(2000), 'x'.repeat(70_000), '0', '-1', '1e308', 'NaN', 'Infinity', 'null', 'undefined', 'true',
    "' OR '1'='1", "'; drop table users; --", '" OR ""="', '1; select pg_sleep(5)', "admin'--", '\\', '%', '_', '%00', '\\x00', '$1', '${7*7}', '{{7*7}}',
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../../../etc/passwd', '..\\..\\windows', '/\\evil.example',
    '😀', '👨‍👩‍👧‍👦'.repeat(50), '\u202eevil', '\u200b', '\ufeff', 'ｆｕｌｌｗｉｄｔｈ', '小键盘侠'.repeat(100), 'İ', 'ß', '\u0301', 'Ω',
    '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'STUDENT', 'TEACHER', 'panda.svg', 'month', 'wechat', 'bind', 'deleteOther',
    '13800000000', '138000000001', '+8613800000000', '000000', '123456', '00000000-0000-0000-0000-000000000000', 'XJ2026', 'XJ' + '9'.repeat(30),
    '%s%s%s%n', '\r\nX-Injected: 1', 'a\nb', 'a\tb',
  ];
  for (let c = 0; c < 32; c++) strings.push(`a${String.fromCharCode(c)}b`, String.fromCharCode(c));
  strings.push('\u007f', '\ud800', '\udfff', 'a\ud83db', '\udc00\ud800');
  const numbers = [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 2 ** 31, 1e21, 100_001, 4 * 3600_000 + 1];
  const others: unknown[] = [null, true, false, [], [1, 2], [null], {}, { a: 1 }, [[[[[[[[[[1]]]]]]]]]], { hit: 1e9, miss: -1 }, { KeyA: { hit: 'x' } }];
  let deep: unknown = 1;
  for (let i = 0; i < 40; i++) deep = { a: deep };
  others.push(deep, Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, { hit: 1, miss: 1 }])));
  return [...strings, ...numbers, ...others];
}

/** Raw bodies that JSON.stringify cannot make. */
const RAW_BODIES = ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":NaN}', '{"a":Infinity}', '{bad', '[', '', '"\\u0000"', '{"mobile":"\\u0000"}', '\u0000', 'null', '1'.repeat(100)];

const tables = (Object.values(schema) as unknown[]).filter((x): x is PgTable => is(x, PgTable));
async function counts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) out[getTableName(table)] = Number((await t.app.db.select({ n: count() }).from(table))[0]!.n);
  return out;
}

/** encodeURIComponent, except that an unpaired surrogate is sent as the raw bytes of one (invalid UTF-8). */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
};

/**
 * The requests of one payload for one route, in one of three shapes: the value in every field
 * (body and query) and in the params, the value as the whole body, or the value in one field only.
 */
function requestsFor(route: string, value: unknown, shape: 0 | 1 | 2, i: number) {
  const [method, pattern] = route.split(' ') as [string, string];
  const text = (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined').slice(0, 3000);
  const url = pattern.replace(/:[A-Za-z]+/g, () => enc(text));
  const field = FIELDS[i % FIELDS.length]!;
  const query = shape === 2 ? `${field}=${enc(text)}` : FIELDS.map((f) => `${f}=${enc(text)}`).join('&');
  const body = shape === 1 ? value : shape === 2 ? { [field]: value } : Object.fromEntries(FIELDS.map((f) => [f, value]));
  return { method, url: `${url}?${query}`, body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body) ?? 'null' };
}

const values = hostileValues();

/** How many files share the routes out: fuzz.test.ts is part 1, fuzz-2.test.ts part 2, and so on. */
export const FUZZ_PARTS = 3;

/**
 * Part `part` (1 to FUZZ_PARTS) of the table, for a test file of its own: every FUZZ_PARTS-th route
 * from the part's place, in the table's order, against a server and database of its own. Part 1
 * also checks that the table names every registered route.
 */
export function fuzzPart(part: number) {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const token = await loginByMobile(t);
    // A free account with its one role: role/create refuses, so no fuzzed role is ever stored.
    const role = await t.call('POST', t.api('/user/role/create'), { roleName: '测试', roleType: 'STUDENT', avatar: 'panda.svg' }, as(token));
    headers = as(token, role.data.id);
  }, 300_000);
  afterAll(() => t.close());

  if (part === 1) {
    describe('the fuzz table', () => {
      it('names every registered route', () => {
        const registered = [...new Set(t.app.routeList)].sort();
        expect(registered.filter((r) => !(r in ROUTES))).toEqual([]);
        expect(Object.keys(ROUTES).filter((r) => !registered.includes(r))).toEqual([]);
        expect(values.length * 3 + RAW_BODIES.length).toBeGreaterThanOrEqual(500);
      });
      it('has a test file for each part, so every route is fuzzed', () => {
        const files = readdirSync('tests/api').filter((f) => /^fuzz(-\d+)?\.test\.ts$/.test(f));
        expect(files.sort()).toEqual(Array.from({ length: FUZZ_PARTS }, (_, i) => (i === 0 ? 'fuzz.test.ts' : `fuzz-${i + 1}.test.ts`)).sort());
      });
    });
  }

  describe(`~500 hostile payloads against every route (part ${part} of ${FUZZ_PARTS})`, () => {
    for (const [route, entry] of Object.entries(ROUTES).filter((_, i) => i % FUZZ_PARTS === part - 1)) {
      if (entry.skip) continue;
      it(`${route}: every answer an envelope, never a 5xx, nothing written`, async () => {
        const before = await counts(t);
        const sent = [
          ...([0, 1, 2] as const).flatMap((shape) => values.map((v, i) => requestsFor(route, v, shape, i))),
          ...RAW_BODIES.map((raw) => ({ ...requestsFor(route, '', 0, 0), body: route.startsWith('POST') ? raw : undefined })),
        ];
        let accepted = 0;
        for (const r of sent) {
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: r.url,
            payload: r.body,
            headers: { ...(entry.anon ? {} : headers), ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}) },
            remoteAddress: '10.7.0.1',
          });
          expect(res.statusCode, `${r.method} ${r.url.slice(0, 120)} ${String(r.body).slice(0, 120)}`).toBeLessThan(500);
          if (entry.html && res.headers['content-type']?.toString().startsWith('text/html')) continue;
          const json = res.json();
          expect(typeof json.status, res.body.slice(0, 200)).toBe('number');
          expect(typeof json.message).toBe('string');
          expect(json).toHaveProperty('data');
          if (json.status !== 200) expect(json.data).toBeNull();
          if (json.status === 200) accepted++;
        }
        const after = await counts(t);
        delete after.rate_limits;
        delete before.rate_limits;
        // Read-only routes and routes that refused everything write nothing at all.
        if (accepted === 0 || route.startsWith('GET')) expect(after).toEqual(before);
      }, 600_000);
    }
  });
}
