import { z } from 'zod';

/**
 * 奖状 (certificates) and 勋章 (medals): the wire shapes and the pure tables both sides read
 * (docs/API-certificates.md).
 */

/** What earns a certificate: a passed typing-test grade, a finished course section, a 30-day check-in streak. */
export type CertificateKind = 'grade' | 'section' | 'streak';

/** The check-in streak that earns a certificate. */
export const STREAK_CERTIFICATE_DAYS = 30;

/**
 * A certificate's code: 10 characters of an alphabet without 0/O/1/I/L/U (read aloud and typed from
 * paper without confusion), 30^10 ≈ 5.9·10^14 codes, drawn at random, so a code cannot be guessed.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;
export const codePattern = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A code as a person may type it (lower case, spaces or dashes between groups) made canonical. */
export const normaliseCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** Characters a code never has (CODE_ALPHABET leaves them out): told by name when one is typed. */
const NEVER_IN_CODE = ['0', '1', 'O', 'I', 'L', 'U'];

/**
 * What is wrong with a typed code, in words a parent can act on (issue 40: 'O' was told only
 * 格式不对); null for a well-formed code. Every answer starts with 奖状编号格式不对.
 */
export function codeProblem(raw: string): string | null {
  const code = normaliseCode(raw);
  if (codePattern.test(code)) return null;
  const lead = '奖状编号格式不对：';
  const never = NEVER_IN_CODE.filter((c) => code.includes(c));
  if (never.length) return `${lead}编号里不会有 ${NEVER_IN_CODE.join('、')}（容易看错的字符都不用），你输入的有 ${never.join('、')}，请对照奖状再看一看`;
  if (/[^0-9A-Z]/.test(code)) return `${lead}编号只有字母和数字`;
  if (code.length !== CODE_LENGTH) return `${lead}应是${CODE_LENGTH}位字母和数字，你输入了 ${code.length} 位`;
  return `${lead}应是${CODE_LENGTH}位字母和数字`;
}

/** The code printed in groups for reading: ABCDE-FGHJK. */
export const printedCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A YYYY-MM-DD day as printed: 2026年12月1日. */
export const printedDay = (day: string): string => `${Number(day.slice(0, 4))}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** One figure printed on a certificate (速度 85 字/分). */
export interface CertificateFigure {
  label: string;
  value: string;
}

/**
 * A certificate as printed — and all the public verify page shows: no account, role or user id,
 * no phone. `achievedOn` is the China calendar day (YYYY-MM-DD).
 */
export interface Certificate {
  code: string;
  kind: CertificateKind;
  roleName: string;
  /** what was achieved, one line: 完成「指法入门·基本键位」 */
  title: string;
  figures: CertificateFigure[];
  achievedOn: string;
}

/** A certificate as its owner (or the owner's parent) lists it: `roleId` says whose it is on /family. */
export interface OwnCertificate extends Certificate {
  roleId: string;
}

/** A certificate just earned, as the answer that earned it names it (the chapter's result card links to it). */
export type EarnedCertificate = Pick<Certificate, 'code' | 'title'>;

/** The input of GET /certificate/{code}: canonicalised, then checked against the format. */
export const certificateCodeParam = z.object({
  code: z
    .string()
    .max(40, '奖状编号格式不对')
    .superRefine((raw, ctx) => {
      const problem = codeProblem(raw);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseCode),
});

/** The medals: ids are stored, so never rename one. They reward practice only, never spending. */
export const MEDALS = [
  { id: 'firstThreeStars', name: '第一个三星', icon: '⭐', rule: '第一次在一章里拿到三颗星' },
  // 🔥, not 📅: the calendar emoji shows a month and day (JUL 17) on most phones (issue 40)
  { id: 'weekStreak', name: '一周全勤', icon: '🔥', rule: '连续签到 7 天' },
  { id: 'hundredChapters', name: '百章达人', icon: '💯', rule: '完成 100 次章节练习' },
  { id: 'steadyKeys', name: '键键精准', icon: '🎯', rule: '26 个字母键每个都练过 20 次以上，正确率都在 95% 以上' },
  { id: 'gradePassed', name: '考级通过', icon: '🏅', rule: '通过一次打字考级' },
] as const;

export type MedalId = (typeof MEDALS)[number]['id'];

/** The thresholds the medal rules name (the server checks these; the table above says them in words). */
export const MEDAL_RULES = { weekStreakDays: 7, hundredChapters: 100, steadyKeyMinStrokes: 20, steadyKeyAccuracy: 95 } as const;

/** One medal as its owner sees it on the shelf. */
export interface MedalState {
  id: MedalId;
  name: string;
  icon: string;
  rule: string;
  /** China date-time earned, null while not earned */
  earnedAt: string | null;
  /** false until the client has announced it once (POST student/medals/seen) */
  seen: boolean;
}

/** A medal this very attempt earned, as the chapter's result card shows it (issue 40: announced then, not later). */
export type EarnedMedal = Pick<MedalState, 'id' | 'name' | 'icon' | 'rule'>;

/** The table's words for medals just earned, in the table's order. */
export const earnedMedals = (ids: readonly MedalId[]): EarnedMedal[] => MEDALS.filter((m) => ids.includes(m.id)).map(({ id, name, icon, rule }) => ({ id, name, icon, rule }));

export const medalsSeenBody = z.object({
  ids: z.array(z.enum(MEDALS.map((m) => m.id) as [MedalId, ...MedalId[]], { message: '没有这个勋章' })).min(1, '请说明看过了哪些勋章').max(MEDALS.length),
});
