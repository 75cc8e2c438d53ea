import { describe, expect, it } from 'vitest';
import { carRaceLevel } from './car_race.level';
import { carRaceLevels } from '../../../levels/games/car_race';

const messages = (data: unknown) => {
  const r = carRaceLevel.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('赛车 levels', () => {
  it('all pass the schema: at least three English levels and one 汉字 level, pace cars faster level by level', () => {
    for (const level of carRaceLevels) expect(messages(level)).toEqual([]);
    expect(carRaceLevels.filter((l) => l.language === 'en').length).toBeGreaterThanOrEqual(3);
    expect(carRaceLevels.filter((l) => l.language === 'zh').length).toBeGreaterThanOrEqual(1);
    // level 1 is English: the browser test of every game presses its keys
    expect(carRaceLevels[0]!.language).toBe('en');
    for (const lang of ['en', 'zh']) {
      const speeds = carRaceLevels.filter((l) => l.language === lang).map((l) => l.paceCpm[1]);
      expect(speeds).toEqual([...speeds].sort((a, b) => a - b));
    }
  });

  it('refuses bad levels with a Chinese message', () => {
    const en = carRaceLevels[0]!;
    expect(messages({ ...en, passages: ['I like cats', 'I can run.', 'Hi  there.'] })).toEqual([
      "英文句子只能有字母、单个空格和 .,!?'，并以 . ! ? 结尾",
      "英文句子只能有字母、单个空格和 .,!?'，并以 . ! ? 结尾",
    ]);
    expect(messages({ ...en, language: 'zh' })).toContain('汉字句子只能有汉字和中文标点，不能有空格');
    expect(messages({ ...en, paceCpm: [40, 30] })).toContain('第二辆陪跑车要比第一辆快');
    expect(messages({ ...en, stars: [100, 200, 300] })).toContain('赛车的星星由名次决定：分数线必须是 2000、4000、6000');
    expect(messages({ ...en, passages: ['I like cats.'] })).toContain('至少需要 3 个句子');
  });
});
