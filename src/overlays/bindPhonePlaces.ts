import { findRoute } from '../guard';

/**
 * Where the bind-phone reminder may speak (issue 24): where a parent is — the home page and the
 * account pages (积分, 报告, 角色, 群组, 签到, 孩子们的一周). Never in a chapter, a game or the
 * course pages a child browses between chapters; the account menu (我的) says it there, quietly.
 */
export function remindsHere(pathname: string): boolean {
  const route = findRoute(pathname);
  return !!route && (route.path === '/' || route.layout === 'account');
}
