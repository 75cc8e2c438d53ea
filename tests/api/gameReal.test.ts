import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceWarLevel } from '../../engines/games/space_war/space_war.level';
import { replayGame } from '../../engines/core/game/replay';
import type { KeyLogEntry } from '../../engines/core/game/types';
import { createRandom } from '../../engines/core/game/random';
import { gameRules } from '../../engines/games/gameRules';
import { gameCatalog } from '../../levels/games/catalog';
import { scheduleShips } from '../../engines/games/space_war/space_war.logic';
import { spaceWarMachine } from '../../engines/games/space_war/space_war.machine';
import { appleCatchLevel } from '../../engines/games/apple_catch/apple_catch.level';
import { scheduleApples } from '../../engines/games/apple_catch/apple_catch.logic';
import { appleCatchMachine } from '../../engines/games/apple_catch/apple_catch.machine';
import { addPoints } from '../../server/services/points';
import { CLASSIC_NOT_HERE } from '../../server/services/gameRounds';
import { startTestApp, type TestApp } from './harness';

/** The real games through the API: rounds played as the client plays them, scored by the server's replay. */
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

describe('太空大战 through the API', () => {
  it('lists the game, and scores a round by replaying its keys with the round seed', async () => {
    const groups = (await t.call('GET', t.api('/game/groups'))).data as { courses: { id: string }[] }[];
    expect(groups.flatMap((g) => g.courses.map((c) => c.id))).toContain('space_war');
    const headers = await student(100);
    const detail = (await t.call('GET', t.api('/game/levelDetail/space_war/space1'), undefined, headers)).data;
    const level = spaceWarLevel.parse(detail);
    const { roundId, seed } = (await t.call('POST', t.api('/game/round/start'), { courseId: 'space_war', courseLevelId: 'space1' }, headers)).data;

    // the child types every ship's word shortly after it appears, skipping the last ship
    const ships = scheduleShips({ level, seed });
    const log: KeyLogEntry[] = ships.slice(0, -1).flatMap((s) => [...s.word].map((ch, i): KeyLogEntry => [s.spawnAt + 500 + i * 180, `Key${ch.toUpperCase()}`, ch]));
    const local = replayGame(spaceWarMachine, { level, seed }, log, 600_000, 1000 / 144)!;
    expect(local.score).toBeGreaterThan(0);

    const body = { roundId, log: local.log, score: local.score, durationMs: local.durationMs };
    expect(await t.call('POST', t.api('/game/progress'), { ...body, score: local.score + 10 }, headers)).toMatchObject({ status: 40000 });
    const res = await t.call('POST', t.api('/game/progress'), body, headers);
    expect(res).toMatchObject({ status: 200, data: { score: local.score, stars: local.stars, accuracy: local.accuracy, maxCombo: local.maxCombo, rank: 1 } });
    const ranks = (await t.call('GET', t.api('/game/ranks/space_war/space1'), undefined, headers)).data;
    expect(ranks.mine).toEqual({ rank: 1, score: local.score });
  });
});

describe('接苹果 through the API', () => {
  it('scores a number-pad round (digits, a slip, Enter) by replaying its keys with the round seed', async () => {
    const headers = await student(100);
    const detail = (await t.call('GET', t.api('/game/levelDetail/apple_catch/apple3'), undefined, headers)).data;
    const level = appleCatchLevel.parse(detail);
    const { roundId, seed } = (await t.call('POST', t.api('/game/round/start'), { courseId: 'apple_catch', courseLevelId: 'apple3' }, headers)).data;
    // the child types every price but the last, pressing Enter once too soon on each, as a laptop's keys arrive (numpad codes)
    const code = (k: string) => (k === 'Enter' ? 'NumpadEnter' : k === '.' ? 'NumpadDecimal' : `Numpad${k}`);
    const apples = scheduleApples({ level, seed });
    const log: KeyLogEntry[] = apples
      .slice(0, -1)
      .flatMap((a) => [a.number[0]!, 'Enter', ...a.number.slice(1), 'Enter'].map((k, i): KeyLogEntry => [a.spawnAt + 500 + i * 200, code(k), k]))
      .sort((x, y) => x[0] - y[0]);
    const local = replayGame(appleCatchMachine, { level, seed }, log, 600_000, 1000 / 144)!;
    expect(local).toMatchObject({ endedBy: 'cleared', wrong: apples.length - 1 });
    expect(local.score).toBeGreaterThan(0);
    const res = await t.call('POST', t.api('/game/progress'), { roundId, log: local.log, score: local.score, durationMs: local.durationMs }, headers);
    expect(res).toMatchObject({ status: 200, data: { score: local.score, stars: local.stars, accuracy: local.accuracy, maxCombo: local.maxCombo, rank: 1 } });
  });
});

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
