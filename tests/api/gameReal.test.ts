import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGame } from '../../engines/core/game/replay';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { createRandom } from '../../engines/core/game/random';
import { gameRules } from '../../engines/games/gameRules';
import { gameCatalog } from '../../levels/games/catalog';
import { addPoints } from '../../server/services/points';
import { CLASSIC_NOT_HERE } from '../../server/services/gameRounds';
import { startTestApp, type TestApp } from './harness';

/**
 * Every registered game through the API (one game's own round: engines/games/<name>/<name>.api.test.ts):
 * classic mode where its machine takes it, and a round scored by the server's replay.
 */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

async function student(points: number) {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: '小宇', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  await addPoints(t.app.db, { roleId: role.data.id, delta: points, reason: 'test', ref: `gift:${role.data.id}`, day: '2026-11-21' });
  return { authorization, userroleid: role.data.id as string };
}

describe('经典模式 where a game has it', () => {
  it('offers classic mode only for games whose machine takes it, and refuses it elsewhere without taking points', async () => {
    const headers = await student(100);
    for (const [courseId, entry] of Object.entries(gameRules)) {
      const levelId = gameCatalog.course(courseId)!.course.levels[0]!.id;
      const detail = (await t.call('GET', t.api(`/game/levelDetail/${courseId}/${levelId}`), undefined, headers)).data;
      expect(detail.classicMode).toBe(entry.classic === true);
      if (entry.classic) continue;
      expect(await t.call('POST', t.api('/game/round/start'), { courseId, courseLevelId: levelId, mode: 'classic' }, headers)).toMatchObject({ status: 40000, message: CLASSIC_NOT_HERE });
    }
    expect((await t.call('GET', t.api('/student/point/balance'), undefined, headers)).data.point).toBe(100);
  });
});

describe('every game through the API', () => {
  const firstLevels = gameCatalog.groups.flatMap((g) => g.courses.map((c) => [c.id, c.levels[0]!.id] as const));
  it.each(firstLevels)('%s/%s: a round of right and wrong keys is stored with the score the client computed', async (courseId, levelId) => {
    const headers = await student(50);
    const detail = (await t.call('GET', t.api(`/game/levelDetail/${courseId}/${levelId}`), undefined, headers)).data;
    const { machine, levelSchema } = gameRules[detail.render_engine]!;
    const level = levelSchema.parse(detail);
    const { roundId, seed } = (await t.call('POST', t.api('/game/round/start'), { courseId, courseLevelId: levelId }, headers)).data;
    // a child pressing letters of the level (some right, some wrong) every 120-700 ms
    const letters = [...new Set(JSON.stringify(level).toLowerCase().replace(/[^a-z]/g, ''))];
    const random = createRandom(seed);
    const keys: KeyLogEntry[] = [];
    for (let ms = 600; ms < 120_000; ms += random.int(120, 700)) {
      const ch = random.pick(letters);
      keys.push([ms, `Key${ch.toUpperCase()}`, ch]);
    }
    const local = replayGame(machine, { level, seed }, keys, 600_000, 1000 / 60)!;
    expect(local).not.toBeNull();
    const res = await t.call('POST', t.api('/game/progress'), { roundId, log: local.log, score: local.score, durationMs: local.durationMs }, headers);
    expect(res).toMatchObject({ status: 200, data: { score: local.score, stars: local.stars, accuracy: local.accuracy, maxCombo: local.maxCombo } });
  });
});
