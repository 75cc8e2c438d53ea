import { describe, expect, it } from 'vitest';
import { findRoute, guard, safeRedirect, type GuardInput } from './guard';
import { routes } from './routes/table';

const loggedOut = { signedIn: false, roleType: null, hasUserInfo: false } as const;
const noRole = { signedIn: true, roleType: null, hasUserInfo: true } as const;
const student = { signedIn: true, roleType: 'STUDENT', hasUserInfo: true } as const;
const teacher = { signedIn: true, roleType: 'TEACHER', hasUserInfo: true } as const;
const go = (who: Omit<GuardInput, 'path'>, path: string) => guard({ ...who, path }).redirect;

/** One concrete path for every row of the route table. */
const sample: Record<string, string> = {
  '/': '/', '/login': '/login', '/auth-redirect': '/auth-redirect', '/redirect/*': '/redirect/course', '/help': '/help', '/latency': '/latency',
  '/fingering': '/fingering', '/agreement': '/agreement', '/games': '/games', '/games/:courseLevel': '/games/3-7',
  '/course': '/course', '/section/:sectionId': '/section/s1', '/lesson/:sectionId/:lessonId': '/lesson/s1/l2',
  '/chapter/:sectionId/:lessonId/:chapterId': '/chapter/s1/l2/c3', '/character': '/character', '/group': '/group',
  '/group/invite/:groupId': '/group/invite/g9', '/group/:groupId/homework': '/group/g9/homework', '/group/:groupId/gradebook': '/group/g9/gradebook', '/group/:groupId/cards': '/group/g9/cards', '/group/:groupId/lessons': '/group/g9/lessons', '/class-lesson/:lessonId': '/class-lesson/l1', '/group/:groupId/replays': '/group/g9/replays', '/group/:groupId/replay/:roleId/:kind/:id': '/group/g9/replay/r1/chapter/a1', '/class-login': '/class-login', '/card': '/card', '/coin': '/coin', '/signIn': '/signIn', '/report': '/report',
  '/family': '/family', '/report/practice/:practiceId': '/report/practice/p1', '/certificates': '/certificates',
  '/certificate': '/certificate', '/certificate/:code': '/certificate/ABCDE23456', '/typing-test': '/typing-test', '/typing-test/:testId': '/typing-test/t1',
  '/race/new': '/race/new', '/race/screen/:id': '/race/screen/r1', '/race/join': '/race/join', '/race/join/:code': '/race/join/123456', '/race/play/:id': '/race/play/r1',
};

describe('the route table', () => {
  it('has a sample path for every route, and each sample finds its own route', () => {
    for (const route of routes) {
      expect(sample[route.path], route.path).toBeDefined();
      expect(findRoute(sample[route.path])?.path).toBe(route.path);
    }
  });

  it('matches case-insensitively with an optional trailing slash, like wouter', () => {
    expect(findRoute('/Course/')?.path).toBe('/course');
    expect(findRoute('/group/invite/g1')?.path).toBe('/group/invite/:groupId');
    expect(findRoute('/redirect/a/b')?.path).toBe('/redirect/*');
    expect(findRoute('/redirect')).toBeNull();
  });
});

describe('logged out', () => {
  const open = ['/', '/login', '/auth-redirect', '/redirect/course', '/help', '/fingering', '/course', '/section/s1', '/lesson/s1/l2', '/character', '/agreement', '/certificate', '/certificate/ABCDE23456'];
  it.each(open)('may open %s', (path) => expect(go(loggedOut, path)).toBeUndefined());

  const closed = ['/games', '/games/3-7', '/chapter/s1/l2/c3', '/group', '/group/invite/g9', '/coin', '/signIn', '/report', '/certificates'];
  it.each(closed)('is sent from %s to /login with a redirect back', (path) => {
    expect(go(loggedOut, path)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it('keeps the query in the redirect', () => {
    expect(go(loggedOut, '/report?date=2026-01-02')).toBe('/login?redirect=%2Freport%3Fdate%3D2026-01-02');
  });
});

describe('logged in without a role', () => {
  it.each(['/', '/games', '/course', '/section/s1', '/coin', '/group', '/chapter/s1/l2/c3', '/games/3-7'])('is sent from %s to /character', (path) => {
    expect(go(noRole, path)).toBe('/character');
  });
  it.each(['/character', '/auth-redirect', '/redirect/x', '/help', '/fingering', '/agreement', '/certificate', '/certificate/ABCDE23456'])('may stay on %s', (path) => {
    expect(go(noRole, path)).toBeUndefined();
  });
  it('on /login ends up at /character (via /)', () => expect(go(noRole, '/login')).toBe('/character'));
});

describe('a student', () => {
  it.each(routes.map((r) => sample[r.path]).filter((p) => p !== '/login'))('may open %s', (path) => {
    expect(go(student, path)).toBeUndefined();
  });
  it('opening /login is sent home', () => expect(go(student, '/login?redirect=/course')).toBe('/'));
});

describe('a teacher', () => {
  const studentOnly = routes.filter((r) => r.roles && !r.roles.includes('TEACHER')).map((r) => sample[r.path]);
  it('has student-only routes: games level, course, section, lesson, chapter, invite, coin, signIn, report, certificates, typing tests, joining and playing a race, a class lesson', () => {
    expect(studentOnly).toEqual(['/games/3-7', '/course', '/section/s1', '/lesson/s1/l2', '/chapter/s1/l2/c3', '/group/invite/g9', '/coin', '/signIn', '/report', '/certificates', '/typing-test', '/typing-test/t1', '/race/join', '/race/join/123456', '/race/play/r1', '/class-lesson/l1', '/report/practice/p1']);
  });
  it.each(studentOnly)('stays on %s and is told it is for students (no silent bounce)', (path) => {
    expect(guard({ ...teacher, path })).toEqual({ studentOnly: true });
  });
  it.each(['/', '/games', '/character', '/group', '/help', '/fingering', '/agreement'])('may open %s', (path) => {
    expect(guard({ ...teacher, path })).toEqual({});
  });
});

describe('chapter entry', () => {
  it('without user info goes to /login', () => {
    expect(go({ signedIn: true, roleType: 'STUDENT', hasUserInfo: false }, '/chapter/s1/l2/c3')).toBe('/login?redirect=%2Fchapter%2Fs1%2Fl2%2Fc3');
  });
  it('with a non-student role is told the chapter is for students', () => expect(guard({ ...teacher, path: '/chapter/a/b/c' })).toEqual({ studentOnly: true }));
  it('a teacher without user info still goes to /login first', () => {
    expect(guard({ signedIn: true, roleType: 'TEACHER', hasUserInfo: false, path: '/chapter/a/b/c' })).toEqual({ redirect: '/login?redirect=%2Fchapter%2Fa%2Fb%2Fc' });
  });
  it('with a student role is let in', () => expect(go(student, '/chapter/a/b/c')).toBeUndefined());
});

describe('/login while signed in', () => {
  it('goes to / once the account is loaded', () => expect(go(teacher, '/login')).toBe('/'));
  it('stays when the account could not be loaded, so the child can sign in again', () => {
    expect(go({ signedIn: true, roleType: null, hasUserInfo: false }, '/login')).toBeUndefined();
  });
});

describe('unknown paths', () => {
  it.each([
    ['logged out', loggedOut],
    ['without role', noRole],
    ['student', student],
    ['teacher', teacher],
  ] as const)('stay a 404 for %s', (_name, who) => {
    expect(findRoute('/no/such/page')).toBeNull();
    expect(go(who, '/no/such/page')).toBeUndefined();
    expect(go(who, '/courses')).toBeUndefined();
  });
});

describe('safeRedirect', () => {
  it('keeps in-app paths with their query', () => expect(safeRedirect('/report?d=1')).toBe('/report?d=1'));
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'course', '', null, '/login?redirect=/x'])('falls back for %s', (raw) => {
    expect(safeRedirect(raw, '/course')).toBe('/course');
  });
});
