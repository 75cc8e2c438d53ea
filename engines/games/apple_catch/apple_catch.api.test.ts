import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { gameStudent } from '../../../tests/api/gameStudents';
import { describeClassicRound } from '../../../tests/api/classicRound';
import { numpadKeyForChar } from '../../core/keyboard';
import { appleCatchLevel } from './apple_catch.level';
import { scheduleApples } from './apple_catch.logic';
import { appleCatchMachine } from './apple_catch.machine';

/** 接苹果 through the API: a round played as the client plays it, scored by the server's replay; 经典模式 and 道具 (tests/api/classicRound.ts). */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe('接苹果 through the API', () => {
  it('scores a number-pad round (digits, a slip, Enter) by replaying its keys with the round seed', async () => {
    const { headers } = await gameStudent(t, 100);
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

describeClassicRound(() => t, { courseId: 'apple_catch', levelId: 'apple1', every: 400, code: (k) => numpadKeyForChar(k)?.code ?? k });
