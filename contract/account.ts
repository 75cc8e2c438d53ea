/** Wire types and rules of the account screens: check-in, points ledger, reports, groups (API.md Student). */
import type { MedalId } from './certificates';
import type { PointsByCategory } from './economy';

/** Check-in reward for the n-th day of a streak: longer streaks earn more (shown on /signIn). */
export const SIGN_IN_REWARDS: readonly { from: number; points: number; label: string }[] = [
  { from: 1, points: 10, label: '第1-2天' },
  { from: 3, points: 20, label: '第3-6天' },
  { from: 7, points: 30, label: '第7-13天' },
  { from: 14, points: 40, label: '连续14天起' },
];

/** Points for checking in on the `streak`-th consecutive day. */
export function signInReward(streak: number): number {
  let points = SIGN_IN_REWARDS[0]!.points;
  for (const r of SIGN_IN_REWARDS) if (streak >= r.from) points = r.points;
  return points;
}

export interface SignInResult {
  pointsEarned: number;
  streak: number;
  point: number;
}
export interface Calendar {
  /** days of the month (1..31) signed */
  signedDays: number[];
  /** the current streak: consecutive days up to today, or up to yesterday while today is not signed yet */
  streak: number;
  /** today in China (Asia/Shanghai), YYYY-MM-DD */
  today: string;
  signedToday: boolean;
  /** what checking in today would earn */
  todayReward: number;
}

export interface LedgerItem {
  id: number;
  delta: number;
  reason: string;
  /** Chinese: what earned or spent it */
  title: string;
  /** YYYY-MM-DD HH:mm:ss, China time */
  time: string;
}
export interface LedgerPage {
  items: LedgerItem[];
  total: number;
  page: number;
  pageSize: number;
  point: number;
}

/** Chinese names of the ledger reasons. */
export const REASON_ZH: Record<string, string> = {
  chapter: '完成练习',
  weak: '练习薄弱键',
  weakPinyin: '练习薄弱拼音',
  signIn: '每日签到',
  draw: '每日领积分',
  replay: '复习练习',
  game: '游戏闯关',
  gameReward: '游戏奖励',
};

export interface DayReport {
  date: string;
  minutes: number;
  chapters: number;
  games: number;
  /** class races run (their speed and time count as practice; a race is not a chapter) */
  races: number;
  characters: number;
  /** characters per minute, weighted by practice time */
  cpm: number;
  /** percent, one decimal; null without any keys typed */
  accuracy: number | null;
  /** points the child earned that day by practice and check-in (pointsBy.practice + pointsBy.signIn); the free draw is not earned */
  points: number;
  /** the ledger's sums that day by category (contract/economy.ts): practice, signIn, draw, game (negative: spent), other */
  pointsBy: PointsByCategory;
}

export interface StudyGroup {
  id: string;
  name: string;
  teacherName: string;
  teacherAvatar: string;
  memberCount: number;
  /** the active role owns it (its teacher) */
  owner: boolean;
  /** the active role is a member */
  joined: boolean;
}
/**
 * A student's week as the class shows it (this China week, Monday first, against last week). Practice
 * is a finished chapter or a finished game round: both count for every figure here. The teacher's
 * table and the student's own view carry these same figures from the same calculation.
 */
export interface MemberWeek {
  /** YYYY-MM-DD HH:mm:ss China time of the last finished chapter or game round, null before the first */
  lastPractice: string | null;
  /** chapters + game rounds + class races this week */
  practicesThisWeek: number;
  chaptersThisWeek: number;
  gamesThisWeek: number;
  racesThisWeek: number;
  minutesThisWeek: number;
  cpm: number;
  cpmLastWeek: number;
  accuracy: number | null;
  accuracyLastWeek: number | null;
  /** days practised this week, and last week */
  days: number;
  daysLastWeek: number;
  streak: number;
}
/** A member with the progress a teacher sees. */
export interface GroupMember extends MemberWeek {
  roleId: string;
  roleName: string;
  avatar: string;
  joinedAt: string;
}
/** One row of the class board of the week: improvement and persistence, not raw speed. */
export interface BoardRow {
  roleId: string;
  roleName: string;
  avatar: string;
  rank: number;
  /** 字/分 changed since last week; null when either week has no practice (nothing to compare) */
  cpmGain: number | null;
  /** accuracy points changed since last week; null when either week has no practice */
  accuracyGain: number | null;
  /** days practised this week */
  days: number;
  /** days practised last week (with `days`, says which week a null change is missing) */
  daysLastWeek: number;
  streak: number;
  score: number;
  /** the viewer's own row (a student sees their week's figures here, as their teacher sees them) */
  mine: boolean;
  /** the figures behind the row: on the viewer's own row, and on every row for the class's teacher */
  week: MemberWeek | null;
  /** the medals the member has earned (contract/certificates.ts MEDALS order) */
  medals: MedalId[];
}

/** The board's score: gains count, and so do the days practised and the check-in streak. */
export function boardScore(r: { cpmGain: number | null; accuracyGain: number | null; days: number; streak: number }): number {
  return Math.round(Math.max(0, r.cpmGain ?? 0) * 2 + Math.max(0, r.accuracyGain ?? 0) * 2 + r.days * 10 + Math.min(r.streak, 30) * 5);
}

/**
 * A change since last week as the board says it: '+12 字/分', '-3 字/分', '持平', or why there is
 * nothing to compare ('本周还没练' / '上周没练').
 */
export function changeLabel(gain: number | null, unit: string, r: { days: number; daysLastWeek: number }): string {
  if (gain === null) return r.days === 0 ? '本周还没练' : r.daysLastWeek === 0 ? '上周没练' : '没有可比的';
  if (gain === 0) return '持平';
  return `${gain > 0 ? '+' : ''}${gain} ${unit}`;
}

export const GROUP_NAME_MAX = 20;
export const GROUPS_PER_TEACHER = 20;
export const GROUP_MEMBER_MAX = 100;

/** One child (student role) of the account in the parent's view: this China week (Monday first). */
export interface ChildWeek extends DayReport {
  roleId: string;
  roleName: string;
  avatar: string;
  /** days practised this week */
  days: number;
  /** the same figures for last week */
  lastWeek: DayReport;
}
export interface FamilyWeek {
  from: string;
  to: string;
  children: ChildWeek[];
}
