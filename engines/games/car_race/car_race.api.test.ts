import { afterAll, beforeAll } from 'vitest';
import { keyForChar } from '../../core/keyboard';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { describeClassicRound } from '../../../tests/api/classicRound';

/** 赛车's 经典模式 and 道具 through the API (tests/api/classicRound.ts). */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()), 240_000);
afterAll(() => t.close());

// a slow driver, so that the pace cars win laps and the hearts run out
describeClassicRound(() => t, { courseId: 'car_race', levelId: 'race1', every: 900, code: (k) => keyForChar(k)?.key.code ?? k });
