import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { describeClassicRound } from '../../../tests/api/classicRound';

/** 青蛙过河's 经典模式 and 道具 through the API (tests/api/classicRound.ts). */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()), 240_000);
afterAll(() => t.close());

describeClassicRound(() => t, { courseId: 'frog_river', levelId: 'frog1', every: 600, code: (k) => `Key${k.toUpperCase()}` });
