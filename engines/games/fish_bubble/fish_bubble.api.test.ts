import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { gameStudent } from '../../../tests/api/gameStudents';
import { describeClassicRound } from '../../../tests/api/classicRound';
import { fishBubbleLevel } from './fish_bubble.level';
import { setupFishBubble } from './fish_bubble.logic';
import { fishBubbleMachine } from './fish_bubble.machine';

/** 小鱼吐泡泡 through the API: a level round played as the client plays it, scored by the server's replay; its 经典模式 and 道具. */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()), 240_000);
afterAll(() => t.close());

describe('小鱼吐泡泡 through the API', () => {
  it('lists the game under 字母游戏, and scores a round by replaying its keys with the round seed', async () => {
    const groups = (await t.call('GET', t.api('/game/groups'))).data as { name: string; courses: { id: string; name: string }[] }[];
    expect(groups.find((g) => g.name === '字母游戏')!.courses).toContainEqual(expect.objectContaining({ id: 'fish_bubble', name: '小鱼吐泡泡' }));
    const { headers } = await gameStudent(t, 100);
    const level = fishBubbleLevel.parse((await t.call('GET', t.api('/game/levelDetail/fish_bubble/fish1'), undefined, headers)).data);
    const { roundId, seed } = (await t.call('POST', t.api('/game/round/start'), { courseId: 'fish_bubble', courseLevelId: 'fish1' }, headers)).data;

    // the child pops every bubble but the last two a little after it leaves its fish, with one wrong key
    const bubbles = setupFishBubble({ level, seed }).targets;
    const log: KeyLogEntry[] = bubbles.slice(0, -2).map((b): KeyLogEntry => [b.spawnAt + 900, `Key${b.letter.toUpperCase()}`, b.letter]);
    log.splice(3, 0, [log[2]![0] + 10, 'KeyZ', 'z']);
    const local = replayGame(fishBubbleMachine, { level, seed }, log, level.durationMs + 1000, 1000 / 144)!;
    expect(local).toMatchObject({ endedBy: 'time', durationMs: level.durationMs, correct: bubbles.length - 2, wrong: 1 });

    const body = { roundId, log: local.log, score: local.score, durationMs: local.durationMs };
    // a claimed score the keys do not give is refused
    expect(await t.call('POST', t.api('/game/progress'), { ...body, score: local.score + 10 }, headers)).toMatchObject({ status: 40000 });
    const res = await t.call('POST', t.api('/game/progress'), body, headers);
    expect(res).toMatchObject({ status: 200, data: { score: local.score, stars: local.stars, accuracy: local.accuracy, maxCombo: local.maxCombo, rank: 1 } });
    const ranks = (await t.call('GET', t.api('/game/ranks/fish_bubble/fish1'), undefined, headers)).data;
    expect(ranks.mine).toEqual({ rank: 1, score: local.score });
  });
});

describeClassicRound(() => t, { courseId: 'fish_bubble', levelId: 'fish1', every: 900, code: (k) => `Key${k.toUpperCase()}` });
