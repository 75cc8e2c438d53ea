import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createActor } from 'xstate';
import { replayGame } from '../../engines/core/game/replay';
import { type GameOutcome } from '../../engines/core/game/types';
import { PROP_CODE, type KeyLogEntry } from '../../engines/core/keyLog';
import { gameRules } from '../../engines/games/gameRules';
import { gameRounds } from '../../server/db/schema';
import type { TestApp } from './harness';
import { gameStudent } from './gameStudents';

export interface ClassicRoundCase {
  courseId: string;
  levelId: string;
  /** a right key every `every` ms of game time (slow enough that the round ends by lives) */
  every: number;
  /** the KeyboardEvent.code the game's keys arrive with */
  code(key: string): string;
}

/**
 * A game's 经典模式 and 道具 through the API, on its own machine (engines/games/gameRules.ts): a VIP
 * classic round with every prop, played as the client plays it (the key nextKey wants, on the
 * game's keys), is replayed by the server in classic mode, stored with its props and ranked on the
 * classic board. A game's `<name>.api.test.ts` calls this with its case.
 */
export function describeClassicRound(app: () => TestApp, { courseId, levelId, every, code }: ClassicRoundCase): void {
  describe(`经典模式 and 道具 of ${courseId}`, () => {
    it('a VIP classic round with every prop is replayed in classic mode, stored with its props and ranked on the classic board', async () => {
      const t = app();
      const s = await gameStudent(t, 500, { vip: true, roleName: '小蛙' });
      const finish = (body: unknown) => t.call('POST', t.api('/game/progress'), body, s.headers);
      const entry = gameRules[courseId]!;
      const detail = (await t.call('GET', t.api(`/game/levelDetail/${courseId}/${levelId}`), undefined, s.headers)).data;
      expect(detail.classicMode).toBe(true);
      const level = entry.levelSchema.parse(detail);
      const { roundId, seed } = (await t.call('POST', t.api('/game/round/start'), { courseId, courseLevelId: levelId, mode: 'classic' }, s.headers)).data as { roundId: string; seed: number };
      const actor = createActor(entry.machine, { input: { level, seed, mode: 'classic' } }).start();
      actor.send({ type: 'game.start', timeStamp: 0 });
      const queue: [number, string][] = [[2000, 'slow'], [4000, 'life'], [6000, 'hint']];
      for (let ms = 50; actor.getSnapshot().status === 'active' && ms < 20 * 60_000; ms += 50) {
        actor.send({ type: 'clock.tick', dt: 50, timeStamp: ms });
        // the tick that ends the round is the last event: a done actor takes no more (xstate warns of each)
        if (actor.getSnapshot().status !== 'active') break;
        while (queue[0] && queue[0][0] <= ms) actor.send({ type: 'game.prop', prop: queue.shift()![1], timeStamp: ms });
        const key = ms % every === 0 ? entry.nextKey(actor.getSnapshot() as never)?.key : null;
        if (key) actor.send({ type: 'input.key', key, code: code(key), timeStamp: ms });
      }
      const outcome = actor.getSnapshot().output as GameOutcome;
      expect(outcome.endedBy).toBe('lives');
      expect(outcome.correct).toBeGreaterThan(0);
      // replayed as a level round, the same log scores differently: the server must replay the round's mode
      expect(replayGame(entry.machine, { level, seed }, outcome.log, outcome.durationMs, 250)?.score).not.toBe(outcome.score);
      expect(await finish({ roundId, log: outcome.log, score: outcome.score, durationMs: outcome.durationMs })).toMatchObject({ status: 200, data: { score: outcome.score, rank: 1 } });
      const stored = (await t.app.db.select().from(gameRounds).where(eq(gameRounds.id, roundId)))[0]!;
      expect(stored).toMatchObject({ mode: 'classic', score: outcome.score });
      expect((stored.log as KeyLogEntry[]).filter(([, c]) => c === PROP_CODE).map(([, , p]) => p)).toEqual(['slow', 'life', 'hint']);
      expect((await t.call('GET', t.api(`/game/ranks/${courseId}/${levelId}?mode=classic`), undefined, s.headers)).data.mine).toEqual({ rank: 1, score: outcome.score });
    }, 180_000);
  });
}
