import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GAME_COST } from '../../contract/constants';
import { Messages, Status } from '../../contract/envelope';
import type { GameMode, RoundStart } from '../../contract/game';
import type { Db } from '../db/client';
import { oneTrip } from '../db/script';
import { AppError } from '../errors';
import { playableLevel } from './games';
import { balanceOf, lockRoleStatement } from './points';
import { CLASSIC_NOT_HERE, CLASSIC_VIP_ONLY, LEVEL_NOT_FOUND } from './gameRounds';
import { startFreeRound } from './homeworkRounds';

export interface StartInput {
  roleId: string;
  vip: boolean;
  courseId: string;
  levelId: string;
  mode: GameMode;
  now: Date;
  day: string;
}

/**
 * Starts a round. A level the child's teacher set as homework, not done yet, is free
 * (homeworkRounds.ts: no ledger row, HOMEWORK_FREE_ROUNDS_PER_DAY a day). Any other round: the
 * role row locked, the balance checked, the ledger row `game:<roundId>` of -50
 * and the round written, all in one message to the database (db/script.ts oneTrip: one implicit
 * transaction, each statement with a snapshot taken after the lock). Short of points → 60001
 * '您的学习积分不够了' and nothing written, so concurrent starts can never take the balance below
 * zero. One round trip where the transaction took seven (BEGIN, the lock, the balance, two inserts,
 * COMMIT): every trip is a socket write and a turn of the database (docs/SCALING.md).
 */
export async function startRound(db: Db, input: StartInput): Promise<RoundStart> {
  const place = playableLevel(input.courseId, input.levelId);
  if (!place) throw new AppError(Status.notFound, LEVEL_NOT_FOUND);
  if (input.mode === 'classic' && !place.entry.classic) throw new AppError(Status.invalid, CLASSIC_NOT_HERE);
  if (input.mode === 'classic' && !input.vip) throw new AppError(Status.forbidden, CLASSIC_VIP_ONLY);
  const roundId = randomUUID();
  const seed = randomInt(0, 2 ** 32 - 1);
  const { roleId, day } = input;
  if (input.mode === 'level') {
    const free = await startFreeRound(db, { roleId, courseId: input.courseId, levelId: input.levelId, renderEngine: place.course.render_engine, roundId, seed, now: input.now, day });
    if (free) return free;
  }
  const now = input.now.toISOString();
  const ref = `game:${roundId}`;
  const [, paid, , after] = await oneTrip(db, [
    lockRoleStatement(roleId),
    sql`insert into points_ledger (role_id, delta, reason, ref, day, created_at)
        select ${roleId}, ${-GAME_COST}, 'game', ${ref}, ${day}::date, ${now}::timestamptz
        where ${balanceOf(roleId)} >= ${GAME_COST}
        returning id`,
    sql`insert into game_rounds (id, role_id, course_id, level_id, render_engine, mode, seed, day, started_at)
        select ${roundId}, ${roleId}, ${input.courseId}, ${input.levelId}, ${place.course.render_engine}, ${input.mode}, ${seed}, ${day}::date, ${now}::timestamptz
        where exists (select 1 from points_ledger where ref = ${ref})`,
    sql`select ${balanceOf(roleId)} as point`,
  ]);
  if (!paid!.length) throw new AppError(Status.notEnoughPoints, Messages.notEnoughPoints);
  return { roundId, seed, point: Number((after![0] as { point: number | string }).point), cost: GAME_COST };
}
