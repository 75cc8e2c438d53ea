import type { Role } from '../../../contract/roles';
import { findRoute, safeRedirect } from '../../guard';

/**
 * Where to go once a role is chosen: a student goes on to ?redirect or the courses (also when
 * ?redirect is only the home page a guest signed up from); a teacher to ?redirect when a teacher
 * may open it, else to the teacher's home (their classes and next steps).
 */
export function nextPage(role: Pick<Role, 'roleType'>, redirectParam: string | null): string {
  // coming back to the role page itself would leave the child where they are
  const target = safeRedirect(redirectParam, '');
  const redirect = /^\/character/i.test(target) ? '' : target;
  if (role.roleType === 'STUDENT') return redirect && !/^\/(\?|#|$)/.test(redirect) ? redirect : '/course';
  const route = redirect ? findRoute(redirect.split('?')[0]) : null;
  return route && (!route.roles || route.roles.includes('TEACHER')) ? redirect : '/';
}
