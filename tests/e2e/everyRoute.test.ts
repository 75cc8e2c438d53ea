import { afterAll, beforeAll, describe, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import type { RoleType } from '../../contract/roles';
import { PRODUCT_NAME, SLOGAN } from '../../contract/constants';
import { notFoundRoute } from '../../src/routes/table';
import { findRoute, guard } from '../../src/guard';
import { startE2E, SCREENSHOTS, within, type E2E } from './harness';
import { findChapter, seedSession, signInAs } from './helpers';
import { addresses, type Ids } from './routeAddresses';
import { typedAttempt } from '../api/chapterLogs';
import { awardCertificate } from '../../server/services/certificates';

/**
 * The new-user walk (issue 15): every route of the route table (src/routes/table.ts, SPEC.md §2)
 * and a path that matches none, opened by each kind of user — logged out, a guest who has not made
 * a role yet, a student, a teacher and a VIP student — at 1920×1080, 1366×768 and a 390×844 touch
 * phone. On each page, once its content shows: the address is where the guard sends this user, the
 * title is the route title plus the slogan, nothing scrolls sideways, the console has no error, and
 * axe-core finds no serious or critical violation (at 1366 and 390). A picture of each page as it
 * opens (the window, a JPEG: a full-page PNG cost a walk more than its axe runs) at each size goes to
 * tests/e2e/screenshots/routes/<user>-<width>-<route>.jpg.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const SHOTS = `${SCREENSHOTS}/routes`;
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const titleOf = (pathname: string) => `${(findRoute(pathname) ?? notFoundRoute).title} - ${PRODUCT_NAME} · ${SLOGAN}`;

type Who = 'loggedOut' | 'guest' | 'student' | 'teacher' | 'vip';
const WHO: Who[] = ['loggedOut', 'guest', 'student', 'teacher', 'vip'];

/**
 * Every user is walked and photographed at every size. axe runs at 1366 and 390 (`deep`): at 1920
 * the same desktop layout only gets wider and axe is the slow part on a small machine (the 1920
 * screenshots add about 5 s a user).
 */
const SIZES = [
  { name: '1920', width: 1920, height: 1080, touch: false, deep: false },
  { name: '1366', width: 1366, height: 768, touch: false, deep: true },
  { name: '390', width: 390, height: 844, touch: true, deep: true },
] as const;
type Size = (typeof SIZES)[number];

/** A free typing_text chapter: its section, lesson and chapter give the dynamic course routes real ids. */
const place = findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text');


async function arrangeIds(): Promise<Ids> {
  const groups = (await t.api<GameGroup[]>('/game/groups')).data;
  const games = (await t.api<GameCourseDetail[]>(`/game/courses/${groups[0]!.id}`)).data;
  const teacher = await asAccount('TEACHER');
  const group = await t.api<{ id: string }>('/student/studyGroup/create', { name: '一年级二班' }, teacher.token, teacher.roleId);
  if (group.status !== 200) throw new Error(`studyGroup/create failed: ${group.message}`);
  const kid = await asAccount('STUDENT');
  const awarded = await awardCertificate(t.app.db, { roleId: kid.roleId!, kind: 'section', subject: 'every-route', title: '完成「键盘指法 · 基本键位」', figures: [{ label: '完成章节', value: '8 章' }], achievedAt: new Date() });
  return { gameLevel: `${games[0]!.id}-${games[0]!.levels[0]!.id}`, groupId: group.data.id, certificate: awarded.certificate.code };
}

/** A guest account through the API, with a role of this type unless roleType is null. */
async function asAccount(roleType: RoleType | null) {
  const login = await t.api<{ accessToken: string; visitId: string }>('/auth/loginByGuest', {});
  const token = login.data.accessToken;
  const userId = (await t.api<{ userId: string }>('/auth/userInfo', undefined, token)).data.userId;
  if (!roleType) return { token, visitId: login.data.visitId, userId, roleId: undefined };
  const role = await t.api<{ id: string }>('/user/role/create', { roleName: '小明', roleType, avatar: 'panda.svg' }, token);
  if (role.status !== 200) throw new Error(`role/create failed: ${role.message}`);
  return { token, visitId: login.data.visitId, userId, roleId: role.data.id };
}

let nextMobile = 13900000000;
/** A VIP parent: registered by phone (so no bind-phone reminder), a student role, a month of VIP bought in the sandbox. */
async function asVip(page: Page) {
  const mobile = String(++nextMobile);
  await t.api('/auth/sendVerificationCode', { mobile });
  const code = (await t.api<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`)).data.code;
  const login = await t.api<{ accessToken: string; visitId: string }>('/auth/loginByMobile', { mobile, verificationCode: code });
  if (login.status !== 200) throw new Error(`loginByMobile failed: ${login.message}`);
  const token = login.data.accessToken;
  const userId = (await t.api<{ userId: string }>('/auth/userInfo', undefined, token)).data.userId;
  const role = await t.api<{ id: string }>('/user/role/create', { roleName: '小红', roleType: 'STUDENT', avatar: 'cat.svg' }, token);
  const order = await t.api<{ tradeNo: string }>('/vip/open?vipGradeId=month&paymentMethod=wechat', {}, token);
  await fetch(`${t.baseUrl}/pay/sandbox/${order.data.tradeNo}/confirm`, { method: 'POST' });
  const info = await t.api<{ isVip: boolean }>('/auth/userInfo', undefined, token);
  if (!info.data.isVip) throw new Error('the sandbox payment did not make a VIP');
  await seedSession(page, { token, userId, roleId: role.data.id });
  return { token, roleId: role.data.id };
}

/** A finished chapter with mistakes, then a 练习薄弱键 chapter made from them: its id for /report/practice/:id. */
async function weakPracticeId(who: { token: string; roleId: string }): Promise<string> {
  const progress = typedAttempt({ id: place.chapter.id, activity: place.chapter.activity }, { wrong: 5, cpm: 40 });
  await t.api('/student/progress', progress, who.token, who.roleId);
  const practice = await t.api<{ id: string }>('/student/weakPractice', {}, who.token, who.roleId);
  if (practice.status !== 200) throw new Error(`weakPractice failed: ${practice.message}`);
  return practice.data.id;
}

/** Signs the tab in as `who`; returns the role type (null: no role yet) and a practice id when it is a student. */
async function becomeUser(page: Page, who: Who): Promise<{ signedIn: boolean; roleType: RoleType | null; practiceId?: string }> {
  if (who === 'loggedOut') return { signedIn: false, roleType: null };
  if (who === 'guest') {
    await seedSession(page, await asAccount(null));
    return { signedIn: true, roleType: null };
  }
  if (who === 'vip') return { signedIn: true, roleType: 'STUDENT', practiceId: await weakPracticeId(await asVip(page)) };
  const roleType = who === 'teacher' ? 'TEACHER' : 'STUDENT';
  const account = await signInAs(t, page, roleType);
  return { signedIn: true, roleType, practiceId: roleType === 'STUDENT' ? await weakPracticeId(account) : undefined };
}


/** Where this user ends up: the guard's answer for the address (after the redirect helper, for /redirect/…). */
function destination(path: string, lands: string | undefined, user: { signedIn: boolean; roleType: RoleType | null }): string {
  const opened = lands ?? path;
  return guard({ path: opened, signedIn: user.signedIn, roleType: user.roleType, hasUserInfo: user.signedIn }).redirect ?? opened;
}

/** What is wider than the window, for the failure message. */
function overflowReport(): string | null {
  const width = document.documentElement.clientWidth;
  const wide = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (wide <= width) return null;
  const culprits: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 1 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1)) {
      culprits.push(`<${el.tagName.toLowerCase()} class="${el.className}"> right=${Math.round(r.right)} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    if (culprits.length >= 4) break;
  }
  return `scrollWidth ${wide} > ${width}: ${culprits.join('; ')}`;
}

/**
 * Defects the walk found in another helper's area, left to them (see the it.todo below): the exact
 * page, axe rule and elements, nothing wider. Delete an entry once its fix is merged.
 */
const KNOWN: { pathname: string; rule: string; target: RegExp; defect: string }[] = [];
type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

async function axeSerious(page: Page, pathname: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  // A dialog that has just opened (the daily draw on a game page) fades in over 0.2 s: axe measured
  // its half-transparent button as low contrast. Judge the page as it settles, not mid-fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return res.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const known = KNOWN.filter((k) => k.pathname === pathname && k.rule === v.id);
      return { ...v, nodes: v.nodes.filter((n) => !known.some((k) => k.target.test(n.target.join(' ')))) };
    })
    .filter((v) => v.nodes.length > 0)
    .map((v) => `axe ${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` …+${v.nodes.length - 3}` : ''}`);
}

/** Opens each address in one tab as one user at one size; returns every problem found (empty: all good). */
async function walk(who: Who, size: Size, ids: Ids): Promise<string[]> {
  const context: BrowserContext = await t.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    isMobile: size.touch,
    locale: 'zh-CN',
    baseURL: t.baseUrl,
    serviceWorkers: 'block',
    // axe goes in as an inline script; the app's CSP (rightly) forbids those
    bypassCSP: true,
  });
  const problems: string[] = [];
  // printed as found too, so a slow machine's timeout still shows what the walk had seen
  const note = (problem: string) => {
    problems.push(problem);
    console.log(problem);
  };
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`page error: ${String(e)}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
    });
    const user = await becomeUser(page, who);
    const checked = new Set<string>();
    for (const { slug, path, lands } of addresses(place, ids, user.practiceId ?? 'none')) {
      const expected = destination(path, lands, user);
      const expectedPathname = expected.split('?')[0]!;
      const title = titleOf(expectedPathname);
      const where = `${who} ${size.name} ${path}`;
      errors.length = 0;
      // the first address loads the app; then the tab moves on inside it, as a child clicking around does
      if (page.url() === 'about:blank') await page.goto(path);
      else
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
      try {
        // the page's own content: the guard's stop, its title, no loader left and a heading on screen
        await page.waitForFunction(
          ({ expected, title }) =>
            location.pathname + location.search === expected &&
            document.title === title &&
            !document.querySelector('[data-spinner], [data-testid="game-loading"]') &&
            Array.from(document.querySelectorAll('h1, h2')).some((h) => h.getBoundingClientRect().height > 0),
          { expected, title },
          // walks run side by side on 2 cores: a page can take longer than alone
          { timeout: within(30_000) },
        );
      } catch {
        const got = await page.evaluate(() => ({ at: location.pathname + location.search, title: document.title }));
        note(`${where}: never showed its content (expected ${expected} "${title}", got ${got.at} "${got.title}")`);
        await page.screenshot({ path: `${SHOTS}/${who}-${size.name}-${slug}-STUCK.png` });
        continue;
      }
      const overflow = await page.evaluate(overflowReport);
      if (overflow) note(`${where}: sideways scroll, ${overflow}`);
      // a redirect to a page this tab has already checked: the address and title were the point
      if (checked.has(expectedPathname)) {
        for (const e of errors) note(`${where}: ${e}`);
        continue;
      }
      checked.add(expectedPathname);
      if (size.deep) for (const v of await axeSerious(page, expectedPathname)) note(`${where}: ${v}`);
      await page.screenshot({ path: `${SHOTS}/${who}-${size.name}-${slug}.jpg`, type: 'jpeg', quality: 80 });
      for (const e of errors) note(`${where}: ${e}`);
    }
  } finally {
    await context.close();
  }
  return problems;
}

describe('a new user on every route', () => {
  let ids: Ids;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ids = await arrangeIds();
  });

  for (const k of KNOWN) it.todo(`known defect for another helper: ${k.defect}`);

  // The fifteen walks are independent (own account, own browser context): they run a few at a time
  // (the e2e project's maxConcurrency) so one walk's page loads and axe runs overlap another's waits.
  for (const who of WHO) {
    for (const size of SIZES) {
      it.concurrent(`${who} at ${size.width}×${size.height}${size.touch ? ' (touch)' : ''}: the right page and title, no sideways scroll, console error or serious axe violation`, async ({ expect }) => {
        expect(await walk(who, size, ids)).toEqual([]);
      }, within(240_000));
    }
  }
});
