import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { CODE_ALPHABET, CODE_LENGTH, STREAK_CERTIFICATE_DAYS, type Certificate, type CertificateFigure, type CertificateKind, type EarnedCertificate, type OwnCertificate } from '../../contract/certificates';
import { Status } from '../../contract/envelope';
import { factsOf } from '../../engines/engineFacts';
import { chinaDay } from '../clock';
import { certificates, chapterBest, roles } from '../db/schema';
import { AppError } from '../errors';
import { curriculum } from './curriculum';
import { addDays } from './days';
import { awardMedal } from './medals';
import type { DbOrTx } from './points';

export interface AwardInput {
  roleId: string;
  kind: CertificateKind;
  /** what, within the kind (a section id, language + grade, a streak's first day): one certificate per (role, kind, subject) */
  subject: string;
  /** what was achieved, one printed line */
  title: string;
  /** the printed figures (速度, 正确率, …), in order */
  figures: CertificateFigure[];
  achievedAt: Date;
}

/** A fresh random code: rejection sampling over crypto bytes, so every character is equally likely. */
export function newCode(): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const b of randomBytes(16)) {
      // 240 = 8 × 30: bytes at or above it would favour the first characters
      if (b < 240 && code.length < CODE_LENGTH) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return code;
}

type Row = typeof certificates.$inferSelect;
const printed = (r: Row): Certificate => ({ code: r.code, kind: r.kind as CertificateKind, roleName: r.roleName, title: r.title, figures: r.figures as CertificateFigure[], achievedOn: chinaDay(r.achievedAt) });
const own = (r: Row): OwnCertificate => ({ ...printed(r), roleId: r.roleId });

async function stored(db: DbOrTx, roleId: string, kind: CertificateKind, subject: string): Promise<Row | undefined> {
  const rows = await db.select().from(certificates).where(and(eq(certificates.roleId, roleId), eq(certificates.kind, kind), eq(certificates.subject, subject))).limit(1);
  return rows[0];
}

/** The code of a role's certificate for an achievement, or null when it has none. */
export async function certificateCodeOf(db: DbOrTx, roleId: string, kind: CertificateKind, subject: string): Promise<string | null> {
  return (await stored(db, roleId, kind, subject))?.code ?? null;
}

/** A role's certificates of one kind: subject → code. */
export async function certificateCodesOf(db: DbOrTx, roleId: string, kind: CertificateKind): Promise<Map<string, string>> {
  const rows = await db.select({ subject: certificates.subject, code: certificates.code }).from(certificates).where(and(eq(certificates.roleId, roleId), eq(certificates.kind, kind)));
  return new Map(rows.map((r) => [r.subject, r.code]));
}

/**
 * Awards a certificate once per (role, kind, subject) and returns it; a repeated or concurrent call
 * returns the one stored (`created` false). The role's current name is printed on it. A passed
 * grade also earns the 考级通过 medal, in the same call. Pass a transaction to award with the
 * achievement itself.
 */
export async function awardCertificate(db: DbOrTx, input: AwardInput): Promise<{ certificate: OwnCertificate; created: boolean }> {
  const { roleId, kind, subject } = input;
  const before = await stored(db, roleId, kind, subject);
  if (before) return { certificate: own(before), created: false };
  const [role] = await db.select({ roleName: roles.roleName }).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role) throw new AppError(Status.notFound, '角色不存在');
  if (kind === 'grade') await awardMedal(db, roleId, 'gradePassed', input.achievedAt);
  // a clash of random codes (about 1 in 10^14) only means drawing another
  for (let tries = 0; tries < 3; tries++) {
    const inserted = await db
      .insert(certificates)
      .values({ code: newCode(), roleId, kind, subject, roleName: role.roleName, title: input.title, figures: input.figures, achievedAt: input.achievedAt })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { certificate: own(inserted[0]), created: true };
    const raced = await stored(db, roleId, kind, subject);
    if (raced) return { certificate: own(raced), created: false };
  }
  throw new AppError(Status.serverError, '奖状编号生成失败，请稍后再试');
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The section certificate, when this chapter's attempt finished the last unfinished chapter of its
 * section (every chapter has stars). Runs in the chapter's transaction; a chapter outside the
 * curriculum (a generated practice) finishes no section.
 */
export async function sectionCertificate(tx: DbOrTx, roleId: string, chapterId: string, now: Date): Promise<EarnedCertificate | null> {
  const place = curriculum.chapter(chapterId);
  if (!place) return null;
  const { course, section } = place;
  const chapters = section.lessons.flatMap((l) => l.chapters);
  const best = await tx.select().from(chapterBest).where(and(eq(chapterBest.roleId, roleId), inArray(chapterBest.chapterId, chapters.map((c) => c.id)), gte(chapterBest.stars, 1)));
  if (best.length < chapters.length) return null;
  const typed = best.filter((b) => !factsOf(curriculum.chapter(b.chapterId)!.chapter.activity).watched);
  const figures: CertificateFigure[] = [
    { label: '完成章节', value: `${chapters.length} 章` },
    { label: '获得星星', value: `${best.reduce((n, b) => n + b.stars, 0)} / ${chapters.length * 3}` },
  ];
  if (typed.length) {
    figures.push({ label: '平均最好速度', value: `${round(typed.reduce((n, b) => n + b.bestCpm, 0) / typed.length)} 字/分` });
    figures.push({ label: '平均最好正确率', value: `${round(typed.reduce((n, b) => n + b.bestAccuracy, 0) / typed.length)}%` });
  }
  const { certificate, created } = await awardCertificate(tx, { roleId, kind: 'section', subject: section.id, title: `完成「${course.name} · ${section.name}」`, figures, achievedAt: now });
  // earned by this attempt, or earlier (a replay in a finished section earns nothing new)
  return created ? { code: certificate.code, title: certificate.title } : null;
}

/** The streak certificate once a check-in streak reaches STREAK_CERTIFICATE_DAYS; one per streak (its first day is the subject). */
export async function streakCertificate(tx: DbOrTx, roleId: string, streak: number, today: string, now: Date): Promise<void> {
  if (streak < STREAK_CERTIFICATE_DAYS) return;
  const first = addDays(today, -(streak - 1));
  await awardCertificate(tx, {
    roleId, kind: 'streak', subject: first, title: `连续签到 ${STREAK_CERTIFICATE_DAYS} 天`,
    figures: [{ label: '连续签到', value: `${streak} 天` }, { label: '从', value: first }, { label: '到', value: today }],
    achievedAt: now,
  });
}

/** A role's certificates, newest first (or several roles', for the parent's /family). */
export async function certificatesOf(db: DbOrTx, roleIds: readonly string[]): Promise<OwnCertificate[]> {
  if (!roleIds.length) return [];
  const rows = await db.select().from(certificates).where(inArray(certificates.roleId, [...roleIds])).orderBy(desc(certificates.achievedAt));
  return rows.map(own);
}

/** What the public verify page shows for a (well-formed) code: only what is printed, or null. */
export async function certificateByCode(db: DbOrTx, code: string): Promise<Certificate | null> {
  const rows = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return rows[0] ? printed(rows[0]) : null;
}
