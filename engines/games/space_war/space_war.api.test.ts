import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { gameStudent } from '../../../tests/api/gameStudents';
import { spaceWarLevel } from './space_war.level';
import { scheduleShips } from './space_war.logic';
import { spaceWarMachine } from './space_war.machine';

/** 太空大战 through the API: a round played as the client plays it, scored by the server's replay. */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe('太空大战 through the API', () => {
  it('lists the game, and scores a round by replaying its keys with the round seed', async () => {
    const groups = (await t.call('GET', t.api('/game/groups'))).data as { courses: { id: string }[] }[];
    expect(groups.flatMap((g) => g.courses.map((c) => c.id))).toContain('space_war');
    const { headers } = await gameStudent(t, 100);
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
