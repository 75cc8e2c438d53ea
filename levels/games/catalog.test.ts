import { describe, expect, it } from 'vitest';
import { gameLevelBase } from '../../contract/games/common';
import { gameRules } from '../../engines/games/gameRules';
import { buildGameCatalog, gameCatalog, type GameGroupData, type GameLevelData } from './catalog';

const level = (id: string, render_engine = 'mole'): GameLevelData => ({ id, name: `第${id}关`, render_engine, stars: [10, 20, 30] });
const groups = (): GameGroupData[] => [
  {
    id: 'letters',
    name: '字母游戏',
    courses: [
      { id: 'mole', name: '打地鼠', render_engine: 'mole', cover: '/c/mole.svg', levels: [level('l1'), level('l2')] },
      { id: 'balloon', name: '气球', render_engine: 'balloon', cover: '/c/b.svg', levels: [level('l1', 'balloon')] },
    ],
  },
  { id: 'words', name: '单词游戏', courses: [{ id: 'space', name: '太空大战', render_engine: 'space', cover: '/c/s.svg', levels: [level('easy', 'space')] }] },
];

describe('the game catalog', () => {
  it('finds groups, games and levels by id', () => {
    const c = buildGameCatalog(groups());
    expect(c.group('words')?.courses.map((x) => x.id)).toEqual(['space']);
    expect(c.course('balloon')?.group.id).toBe('letters');
    expect(c.level('mole', 'l2')?.level.name).toBe('第l2关');
    expect(c.level('balloon', 'l1')?.course.render_engine).toBe('balloon');
    // a level id belongs to its own game only
    expect(c.level('balloon', 'l2')).toBeNull();
    expect(c.level('nope', 'l1')).toBeNull();
    expect(c.group('nope')).toBeNull();
  });

  it('refuses ids that break the /games/{courseId}-{levelId} route, duplicates and mixed engines', () => {
    const withLevel = (l: GameLevelData) => {
      const g = groups();
      g[0] = { ...g[0]!, courses: [{ ...g[0]!.courses[0]!, levels: [l] }] };
      return g;
    };
    expect(() => buildGameCatalog(withLevel(level('a-b')))).toThrow(/lowercase/);
    expect(() => buildGameCatalog(withLevel(level('A1')))).toThrow(/lowercase/);
    expect(() => buildGameCatalog(withLevel(level('l1', 'space')))).toThrow(/its game is mole/);
    const twice = groups();
    twice[0] = { ...twice[0]!, courses: [{ ...twice[0]!.courses[0]!, levels: [level('l1'), level('l1')] }] };
    expect(() => buildGameCatalog(twice)).toThrow(/twice/);
    const courseTwice = groups();
    courseTwice[1] = { ...courseTwice[1]!, courses: [...courseTwice[1]!.courses, courseTwice[0]!.courses[0]!] };
    expect(() => buildGameCatalog(courseTwice)).toThrow(/twice/);
    const empty = groups();
    empty[1] = { ...empty[1]!, courses: [{ ...empty[1]!.courses[0]!, levels: [] }] };
    expect(() => buildGameCatalog(empty)).toThrow(/no levels/);
  });
});

describe("the product's games", () => {
  const courses = gameCatalog.groups.flatMap((g) => g.courses);

  it('every group has games and every game three or more levels, each valid for its game', () => {
    for (const group of gameCatalog.groups) expect(group.courses.length, group.id).toBeGreaterThan(0);
    for (const course of courses) {
      expect(course.levels.length, course.id).toBeGreaterThanOrEqual(3);
      const entry = gameRules[course.render_engine];
      expect(entry, `engines/registry.ts has no line for ${course.render_engine}`).toBeDefined();
      for (const l of course.levels) {
        expect(gameLevelBase.safeParse(l).success, `${course.id}/${l.id}`).toBe(true);
        const parsed = entry!.levelSchema.safeParse(l);
        expect(parsed.success, `${course.id}/${l.id}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      }
    }
  });
});
