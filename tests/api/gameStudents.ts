import { eq } from 'drizzle-orm';
import { roles, users } from '../../server/db/schema';
import { addPoints } from '../../server/services/points';
import type { TestApp } from './harness';

let n = 0;

/**
 * A guest's student with `points` learning points (a VIP account when asked), for the game API
 * tests here and in engines/games/<name>/<name>.api.test.ts; `headers` sign its calls.
 */
export async function gameStudent(t: TestApp, points: number, opts: { vip?: boolean; roleName?: string } = {}) {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: opts.roleName ?? '小宇', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  const roleId = role.data.id as string;
  await addPoints(t.app.db, { roleId, delta: points, reason: 'test', ref: `gift:${roleId}:${n++}`, day: '2026-11-21' });
  if (opts.vip) {
    const row = (await t.app.db.select().from(roles).where(eq(roles.id, roleId)))[0]!;
    await t.app.db.update(users).set({ vipForever: true }).where(eq(users.id, row.userId));
  }
  return { roleId, headers: { authorization, userroleid: roleId } };
}
export type GameStudent = Awaited<ReturnType<typeof gameStudent>>;
