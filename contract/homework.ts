/** Wire types and rules of homework (作业) and the class gradebook (docs/API-homework.md). */
import { z } from 'zod';

/** a curriculum chapter, a game level, or one of the class's own lessons (老师的课, contract/classLessons.ts) */
export type HomeworkKind = 'chapter' | 'game' | 'lesson';

/** Longest a due day may lie ahead. */
export const HOMEWORK_MAX_DAYS_AHEAD = 120;
/** Live assignments a class may hold at once. */
export const HOMEWORK_PER_GROUP = 60;
/**
 * The accuracy floor (%) of a game homework: the level's first star AND at least this much of the
 * keys right, as the server's replay counts them (blind key-mashing scores a star at ~18 %).
 */
export const GAME_HOMEWORK_ACCURACY = 70;
/** Rounds of one homework game a child plays free a day while it is not done (docs/API-homework.md). */
export const HOMEWORK_FREE_ROUNDS_PER_DAY = 5;

/** What a try must reach for an assignment to count as done: at least `stars` and `accuracy` %. */
export interface HomeworkBar {
  stars: number;
  accuracy: number;
}

/** The bar in words, as the child's card, the game's start screen and the teacher's page say it. */
export const barText = (bar: HomeworkBar): string => `达标：至少 ${bar.stars} 颗星，正确率至少 ${bar.accuracy}%`;

const day = z.string({ error: '请选择截止日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择截止日期');

/** POST studyGroup/:id/homework: one chapter, one game level, or one of the class's lessons, with its due day. */
export const assignBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('chapter'), chapterId: z.string({ error: '请选择要布置的章节' }).trim().min(1, '请选择要布置的章节').max(80), dueDay: day }),
    z.object({
      kind: z.literal('game'),
      courseId: z.string({ error: '请选择要布置的游戏' }).trim().min(1, '请选择要布置的游戏').max(80),
      levelId: z.string({ error: '请选择游戏关卡' }).trim().min(1, '请选择游戏关卡').max(80),
      dueDay: day,
    }),
    z.object({ kind: z.literal('lesson'), lessonId: z.uuid({ error: '请选择要布置的课' }), dueDay: day }),
  ],
  { error: '请选择要布置的章节或游戏' },
);
export type AssignBody = z.infer<typeof assignBody>;

/** One assignment as everybody sees it. */
export interface Assignment {
  id: string;
  groupId: string;
  kind: HomeworkKind;
  /** chapter id, `<gameCourseId>/<levelId>`, or `lesson:<lessonId>` */
  itemKey: string;
  /** the chapter's or the level's name */
  title: string;
  /** where it sits: 课程 › 单元 › 课, or the game's name */
  where: string;
  /** client path that opens it */
  link: string;
  /** a 会员 (VIP) chapter: only VIP children can open it */
  vip: boolean;
  /** what a try must reach to count: the chapter's accuracy target, or the game level's first star and GAME_HOMEWORK_ACCURACY */
  bar: HomeworkBar;
  /** last day on time, YYYY-MM-DD (Asia/Shanghai) */
  dueDay: string;
  /** YYYY-MM-DD HH:mm:ss (Asia/Shanghai) */
  createdAt: string;
}

/** One child on the teacher's homework page: the name with where the child stands. */
export interface MemberResult extends HomeworkResult {
  roleId: string;
  roleName: string;
  avatar: string;
  /** cannot open it (a VIP chapter, not VIP) */
  locked: boolean;
}

/** The teacher's list: how far the class has filled it in, and each child by name. */
export interface TeacherAssignment extends Assignment {
  memberCount: number;
  doneCount: number;
  /** members who cannot open it (a VIP chapter, not VIP) */
  lockedCount: number;
  /** the members in the class's order (as they joined) */
  members: MemberResult[];
}

/** GET game/homework/:courseId/:courseLevelId: the homework this level is for the signed-in child, or null. */
export interface GameHomework {
  assignmentId: string;
  title: string;
  teacherName: string;
  dueDay: string;
  bar: HomeworkBar;
  status: HomeworkStatus;
  /** free rounds left today (0 once done: a round after that is practice and costs as usual) */
  freeLeft: number;
}

/** POST …/homework answer: `created` false when the same item was already assigned (a double click). */
export interface AssignResult {
  assignment: TeacherAssignment;
  created: boolean;
  /** what the teacher should know, e.g. a VIP chapter some children cannot open; null when nothing */
  notice: string | null;
}

/** 'done': a try since it was set reached the bar (stars and accuracy); 'tried': tries below it (未达标); 'todo': not yet. */
export type HomeworkStatus = 'done' | 'tried' | 'todo';

/** A child's own result on one assignment (best since it was set: a try that reached the bar first, then most stars, then accuracy). */
export interface HomeworkResult {
  status: HomeworkStatus;
  stars: number;
  /** percent, one decimal; null before any try */
  accuracy: number | null;
  /** characters a minute; null before any try */
  cpm: number | null;
  /** when it was first done (or last tried), YYYY-MM-DD HH:mm:ss; null before any try */
  at: string | null;
  /** first done after its due day */
  late: boolean;
}

/** The child's list on / and /course. */
export interface StudentAssignment extends Assignment, HomeworkResult {
  groupName: string;
  teacherName: string;
  /** a VIP chapter and the child is not VIP */
  locked: boolean;
  /** past its due day and not done */
  overdue: boolean;
}

/** The picker: courses → sections → lessons → chapters, and games → levels, with 会员 marks. */
export interface HomeworkCatalog {
  courses: { id: string; name: string; color: string; sections: { id: string; name: string; vip: boolean; lessons: { id: string; name: string; chapters: { id: string; name: string }[] }[] }[] }[];
  games: { id: string; name: string; levels: { id: string; name: string }[] }[];
  /** the class's own lessons (老师的课), newest first */
  lessons: { id: string; title: string; kind: string }[];
  /** members of the class who are not VIP: they cannot open a 会员 chapter */
  nonVipMembers: number;
}

/** One child's races in the class (live race results); null while the race results are not wired. */
export interface RaceSummary {
  races: number;
  wins: number;
  /** best speed of a finished race with a place (a finish waiting for the teacher does not count) */
  bestCpm: number | null;
  /** finishes far beyond the child's speed waiting for the teacher's confirmation (待老师确认, docs/API-race.md) */
  toConfirm: number;
}

/** One week of a child's practice in the term trend. */
export interface TrendWeek {
  /** the week's Monday */
  week: string;
  practices: number;
  cpm: number | null;
  accuracy: number | null;
}

export interface GradebookRow {
  roleId: string;
  roleName: string;
  avatar: string;
  /** by assignment id */
  results: Record<string, HomeworkResult>;
  doneCount: number;
  /** mean stars over the assignments (0 when none) */
  meanStars: number;
  trend: TrendWeek[];
  races: RaceSummary | null;
  /** best typing-test grade in each language, 0 (未定级) … 10 (十级) (contract/typingTest.ts) */
  tests: TestGrades;
}

/** A child's best typing-test grade by language: 0 before a graded test. */
export interface TestGrades {
  english: number;
  pinyin: number;
  hanzi: number;
}

export interface Gradebook {
  groupId: string;
  groupName: string;
  assignments: Assignment[];
  /** Mondays of the term's weeks, oldest first */
  weeks: string[];
  rows: GradebookRow[];
  /** whether the race column has a source yet */
  racesAvailable: boolean;
}

/** Chinese words of a status, as the gradebook and the CSV print them. */
export const statusLabel: Record<HomeworkStatus, string> = { done: '已完成', tried: '未达标', todo: '未完成' };
