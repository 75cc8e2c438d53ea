import { z } from 'zod';
import { keyLogEntry } from './game';
import type { Activity } from './levels';

/**
 * 打字测试 (issue 29): a timed test on unseen text; the server replays the key log and places the
 * child on a ladder of grades (一级 … 十级) per language. Wire shapes of /api/client/v1/typingTest
 * (docs/API-typingTest.md) and the pure ladder (docs/TYPING-TESTS.md shows the same table).
 */

/** The languages a test is sat in (TEXT_KINDS of engines/engineFacts.ts names their engines). */
export const TEST_KINDS = ['english', 'pinyin', 'hanzi'] as const;
export type TestKind = (typeof TEST_KINDS)[number];
export const TEST_KIND_LABELS: Record<TestKind, string> = { english: '英文', pinyin: '拼音', hanzi: '汉字' };

/** A test lasts 1, 3 or 5 minutes. */
export const TEST_MINUTES = [1, 3, 5] as const;
export type TestMinutes = (typeof TEST_MINUTES)[number];

export const GRADE_NAMES = ['一级', '二级', '三级', '四级', '五级', '六级', '七级', '八级', '九级', '十级'] as const;

/** One rung: the speed (字/分 over the whole test) and the accuracy (%) it takes. */
export interface GradeRung {
  grade: number;
  name: string;
  cpm: number;
  accuracy: number;
}

const rungs = (cpm: readonly number[], accuracy: readonly number[]): readonly GradeRung[] =>
  cpm.map((c, i) => ({ grade: i + 1, name: GRADE_NAMES[i]!, cpm: c, accuracy: accuracy[i]! }));

const ACCURACY = [80, 82, 85, 87, 88, 90, 91, 92, 93, 95] as const;

/**
 * The ladder per language (docs/TYPING-TESTS.md explains the figures). 英文 counts keystrokes
 * (letters, spaces, punctuation, Enter) a minute; 拼音 and 汉字 count 汉字 a minute.
 */
export const GRADE_LADDER: Readonly<Record<TestKind, readonly GradeRung[]>> = {
  english: rungs([20, 30, 40, 55, 70, 90, 110, 135, 160, 200], ACCURACY),
  pinyin: rungs([6, 9, 12, 16, 20, 25, 30, 36, 43, 50], ACCURACY),
  hanzi: rungs([8, 12, 16, 22, 28, 35, 45, 55, 70, 90], ACCURACY),
};

/**
 * The highest grade a test's text can prove: the top of its band (a first test draws band 1, the
 * easiest text: it proves at most 三级; the next test draws the harder band). Without this a first
 * try on "mom and i bake a cake" printed an 英文十级 奖状 (issue 40 item 16).
 */
export const BAND_TOP_GRADE: Readonly<Record<1 | 2 | 3, number>> = { 1: 3, 2: 6, 3: 10 };

/** The highest grade whose speed and accuracy are both reached, up to what the text's band proves; 0 below 一级. */
export function gradeOf(kind: TestKind, cpm: number, accuracy: number, band: GradeBand): number {
  let grade = 0;
  for (const rung of GRADE_LADDER[kind]) if (cpm >= rung.cpm && accuracy >= rung.accuracy) grade = rung.grade;
  return Math.min(grade, BAND_TOP_GRADE[band]);
}

/** '三级', or '未定级' for 0. */
export const gradeName = (grade: number): string => GRADE_NAMES[grade - 1] ?? '未定级';

/** The text bands of the pools: 1 = 一级–三级, 2 = 四级–六级, 3 = 七级–十级. */
export type GradeBand = 1 | 2 | 3;
export const bandOfGrade = (grade: number): GradeBand => (grade <= 3 ? 1 : grade <= 6 ? 2 : 3);
/** The band a child's next test is drawn from: that of the grade above its best so far. */
export const nextBand = (best: number): GradeBand => bandOfGrade(Math.min(10, best + 1));

export const testStartBody = z.object({
  kind: z.enum(TEST_KINDS, { error: '请选择测试的语言：英文、拼音或汉字' }),
  minutes: z.union([z.literal(1), z.literal(3), z.literal(5)], { error: '测试时间只能是 1、3 或 5 分钟' }),
});
export type TestStartBody = z.infer<typeof testStartBody>;

/** The most keys a test's log may hold (5 minutes at 30 keys a second is far beyond a hand). */
export const MAX_TEST_KEYS = 9_000;

export const testSubmitBody = z
  .object({
    testId: z.uuid({ error: 'testId 不正确' }),
    /** [ms since the test's first key, code, key]; keys after the duration are not sent */
    log: z.array(keyLogEntry, { error: '缺少按键记录' }).max(MAX_TEST_KEYS, '按键记录过长'),
    /** the figures the client computed: both must equal the server's replay */
    cpm: z.number({ error: '速度必须是数字' }).min(0, '速度不能为负数'),
    accuracy: z.number({ error: '正确率必须是数字' }).min(0, '正确率不正确').max(100, '正确率不正确'),
  })
  .refine((b) => b.log.every((e, i) => i === 0 || e[0] >= b.log[i - 1]![0]), { message: '按键记录的时间必须按先后排列' });
export type TestSubmitBody = z.infer<typeof testSubmitBody>;

/** A key that slowed the child: mean time before it (ms), how often it was typed and missed. */
export interface SlowKey {
  key: string;
  ms: number;
  hits: number;
  misses: number;
}

/** What a test's replay gives (engines/typingTest.ts testFigures). */
export interface TestFigures {
  /** 字/分: units typed right a minute over the whole test (英文: keystrokes; 拼音, 汉字: 汉字) */
  cpm: number;
  /** 英文 only: words a minute, a word being 5 keystrokes; null otherwise */
  wpm: number | null;
  /** percent, one decimal */
  accuracy: number;
  /** units typed right */
  units: number;
  correct: number;
  wrong: number;
  /** wrong strokes that were then put right */
  corrected: number;
  /** 字/分 in each part of the test (SPEED_LINE_STEP_MS of its length), in order */
  speedLine: number[];
  /** the part of the test each point of speedLine covers (ms) */
  lineStepMs: number;
  /** the slowest keys, slowest first (at most 5) */
  slowKeys: SlowKey[];
}

/** POST typingTest/start → */
export interface TestStart {
  testId: string;
  kind: TestKind;
  minutes: TestMinutes;
  durationMs: number;
  band: GradeBand;
  /** the activity to type (render_engine as data): run on ChapterStage */
  activity: Activity;
}

/** A finished test (POST typingTest/submit, GET typingTest/:testId, history). */
export interface TestResult {
  testId: string;
  kind: TestKind;
  minutes: TestMinutes;
  grade: number;
  gradeName: string;
  figures: TestFigures;
  /** the role's best grade in this language, this test included */
  bestGrade: number;
  /** the highest grade this test's text could prove (BAND_TOP_GRADE of its band) */
  textTopGrade: number;
  finishedAt: string;
  /** the code of the grade's 奖状 (/certificate/{code}) when the test reached a grade, else null */
  certificateCode: string | null;
}
