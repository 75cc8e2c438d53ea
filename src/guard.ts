import type { RoleType } from '../contract/roles';
import { routes as routeTable, type RouteDef } from './routes/table';

/** Compile a wouter pattern (`/a/:id`, `/games/:courseId-:lessonId`, `/redirect/*`) the way wouter matches it. */
function compile(pattern: string): RegExp {
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') source += '/(.*)';
    else source += '/' + segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '([^/]+?)');
  }
  // case-insensitive with an optional trailing slash, as wouter's default parser does
  return new RegExp(`^${source}/?$`, 'i');
}

const compiled = new WeakMap<RouteDef, RegExp>();

/** The first route of the table whose pattern matches the path (no query), or null for a 404. */
export function findRoute(pathname: string, table: RouteDef[] = routeTable): RouteDef | null {
  for (const route of table) {
    let re = compiled.get(route);
    if (!re) compiled.set(route, (re = compile(route.path)));
    if (re.test(pathname)) return route;
  }
  return null;
}

export interface GuardInput {
  /** the path being opened, optionally with its ?query */
  path: string;
  signedIn: boolean;
  /** type of the active role; null when no role is chosen */
  roleType: RoleType | null;
  hasUserInfo: boolean;
}
export interface GuardResult {
  redirect?: string;
  /**
   * The path is for students and the active role is a teacher: the page stays at this address and
   * the app shows why it is closed and where to go instead (never a silent bounce).
   */
  studentOnly?: true;
}

/** SPEC §2: reachable without login. */
const PUBLIC = [/^\/$/, /^\/login\/?$/i, /^\/auth-redirect\/?$/i, /^\/redirect(\/|$)/i, /^\/help\/?$/i, /^\/fingering\/?$/i, /^\/course\/?$/i, /^\/section(\/|$)/i, /^\/lesson(\/|$)/i, /^\/character/i,
  // Beyond SPEC §2's list: the route table says /agreement is for all, and terms must be readable before signing up or paying.
  /^\/agreement\/?$/i,
  // the key latency test is a tool for anyone testing a keyboard, signed in or not
  /^\/latency\/?$/i,
  // a certificate's verify page and 查验奖状: anyone holding the paper checks it (issues 29, 40)
  /^\/certificate(\/|$)/i,
  // 班级登录 and a login card's QR: a child signs in there (issue 42)
  /^\/class-login\/?$/i, /^\/card\/?$/i];
/** Pages a signed-in account may see before it has a role: picking one, the auth round-trips, and reference pages. */
const NO_ROLE_NEEDED = [/^\/certificate(\/|$)/i, /^\/card\/?$/i, /^\/class-login\/?$/i, /^\/character/i, /^\/auth-redirect\/?$/i, /^\/redirect(\/|$)/i, /^\/help\/?$/i, /^\/fingering\/?$/i, /^\/agreement\/?$/i, /^\/latency\/?$/i];
const CHAPTER = /^\/chapter\//i;

const pathnameOf = (path: string) => path.split(/[?#]/)[0] || '/';
const toLogin = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

function step({ path, signedIn, roleType, hasUserInfo }: GuardInput): string | undefined {
  const pathname = pathnameOf(path);
  const route = findRoute(pathname);
  // an unknown path shows the 404 page to everybody
  if (!route) return undefined;

  if (!signedIn) return PUBLIC.some((re) => re.test(pathname)) ? undefined : toLogin(path);

  if (/^\/login\/?$/i.test(pathname)) return hasUserInfo ? '/' : undefined;
  if (CHAPTER.test(pathname) && !hasUserInfo) return toLogin(path);
  if (!roleType) return NO_ROLE_NEEDED.some((re) => re.test(pathname)) ? undefined : '/character';
  // route meta (and the chapter rule): a teacher on a student page is told why, by studentOnlyFor
  return undefined;
}

/** A signed-in teacher opening a page whose route meta is for students only (SPEC §2: chapters too). */
function studentOnlyFor({ path, signedIn, roleType }: GuardInput): boolean {
  if (!signedIn || !roleType || roleType === 'STUDENT') return false;
  const pathname = pathnameOf(path);
  const route = findRoute(pathname);
  if (!route) return false;
  return CHAPTER.test(pathname) || (!!route.roles && !route.roles.includes(roleType));
}

/**
 * The navigation guard of SPEC §2, pure: where to send someone opening `path`, or {} to let them in,
 * or { studentOnly } when a teacher opens a student page (shown in place, with the way on). Follows its own redirects, so the answer is the final stop (never a chain of history entries).
 */
export function guard(input: GuardInput): GuardResult {
  let redirect: string | undefined;
  let path = input.path;
  for (let hops = 0; hops < 4; hops++) {
    const next = step({ ...input, path });
    if (next === undefined || next === path) break;
    redirect = path = next;
  }
  if (redirect !== undefined) return { redirect };
  return studentOnlyFor(input) ? { studentOnly: true } : {};
}

/** A ?redirect value safe to navigate to: an in-app path only (never another site), else the fallback. */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (/^\/login(\?|\/|$)/i.test(raw)) return fallback;
  return raw;
}
