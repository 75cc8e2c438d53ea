import type { GameLevelBase } from '../../contract/games/common';
import { GAMES } from '../../engines/registry';
import { gameRules } from '../../engines/games/gameRules';

/**
 * The game list of /games (API.md, Game): game groups → games (a "game course", one per
 * render_engine) → levels. Levels are data in levels/games/<render_engine>.ts, written by each
 * game's author; a game appears here once its levels exist (one import and one line in GAMES).
 * The route of a level is /games/{courseId}-{levelId}: ids never contain '-'.
 */

/** A level as stored: the common fields plus the game's own tuning (engines/games/<game>/<game>.level.ts). */
export type GameLevelData = GameLevelBase & Record<string, unknown>;

export interface GameCourseData {
  /** the course id is the game's render_engine */
  id: string;
  /** Chinese name shown on /games */
  name: string;
  render_engine: string;
  /** public path of the cover picture */
  cover: string;
  levels: readonly GameLevelData[];
}

export interface GameGroupData {
  id: string;
  name: string;
  courses: readonly GameCourseData[];
}

export interface GameLevelPlace {
  group: GameGroupData;
  course: GameCourseData;
  level: GameLevelData;
}

export interface GameCatalog {
  groups: readonly GameGroupData[];
  group(groupId: string): GameGroupData | null;
  course(courseId: string): { group: GameGroupData; course: GameCourseData } | null;
  level(courseId: string, levelId: string): GameLevelPlace | null;
}

const ID = /^[a-z0-9_]+$/;

/**
 * Indexes a list of groups, refusing what would break a route or a look-up: an id with '-' or
 * capitals, a course in two groups, two levels of one course with the same id, a level whose
 * render_engine is not its course's, a course without levels.
 */
export function buildGameCatalog(groups: readonly GameGroupData[]): GameCatalog {
  const groupIds = new Set<string>();
  const courses = new Map<string, { group: GameGroupData; course: GameCourseData }>();
  const levels = new Map<string, GameLevelPlace>();
  for (const group of groups) {
    if (!ID.test(group.id)) throw new Error(`game group id "${group.id}" must be lowercase letters, digits and _`);
    if (groupIds.has(group.id)) throw new Error(`game group "${group.id}" appears twice`);
    groupIds.add(group.id);
    for (const course of group.courses) {
      if (!ID.test(course.id)) throw new Error(`game course id "${course.id}" must be lowercase letters, digits and _`);
      if (courses.has(course.id)) throw new Error(`game course "${course.id}" appears twice`);
      if (course.levels.length === 0) throw new Error(`game course "${course.id}" has no levels`);
      courses.set(course.id, { group, course });
      for (const level of course.levels) {
        if (!ID.test(level.id)) throw new Error(`level id "${course.id}/${level.id}" must be lowercase letters, digits and _`);
        if (level.render_engine !== course.render_engine) throw new Error(`level "${course.id}/${level.id}" is ${level.render_engine}, its game is ${course.render_engine}`);
        const key = `${course.id}\u0000${level.id}`;
        if (levels.has(key)) throw new Error(`level "${course.id}/${level.id}" appears twice`);
        levels.set(key, { group, course, level });
      }
    }
  }
  return {
    groups,
    group: (groupId) => groups.find((g) => g.id === groupId) ?? null,
    course: (courseId) => courses.get(courseId) ?? null,
    level: (courseId, levelId) => levels.get(`${courseId}\u0000${levelId}`) ?? null,
  };
}

/** The groups of /games, in the order it shows them; each game names its group. */
export const GAME_GROUPS: readonly { id: string; name: string }[] = [
  { id: 'letters', name: '字母游戏' },
  { id: 'words', name: '单词游戏' },
  { id: 'pinyin', name: '拼音游戏' },
  { id: 'sentences', name: '句子游戏' },
  { id: 'numbers', name: '数字游戏' },
];

/** The public path of a game's cover (assets/games/<name>/cover.svg, copied there by vite.config.ts). */
export const gameCoverPath = (name: string) => `/game-covers/${name}.svg`;

const registered: readonly GameCourseData[] = await Promise.all(
  GAMES.map(async ({ name, levels }) => {
    const rules = gameRules[name]!;
    if (!GAME_GROUPS.some((g) => g.id === rules.group)) throw new Error(`game "${name}" is in group "${rules.group}", which GAME_GROUPS does not have`);
    return { id: name, name: rules.title, render_engine: name, cover: gameCoverPath(name), levels: (await levels()).default as readonly GameLevelData[] };
  }),
);

/** Groups with their registered games (a group with none is left out). */
export const gameGroups: readonly GameGroupData[] = GAME_GROUPS.map((g) => ({
  ...g,
  courses: registered.filter((c) => gameRules[c.id]!.group === g.id),
})).filter((g) => g.courses.length > 0);

export const gameCatalog: GameCatalog = buildGameCatalog(gameGroups);
