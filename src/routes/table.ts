import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoleType } from '../../contract/roles';

export type LayoutName = 'main' | 'account' | 'game' | 'bare';

/** One row of the route table of SPEC.md §2. */
export interface RouteDef {
  /** wouter pattern */
  path: string;
  /** the page title; document.title is `${title} - 小键盘侠 · 玩着学打字` */
  title: string;
  /** role types allowed (route meta); none = open to every signed-in role */
  roles?: RoleType[];
  layout: LayoutName;
  page: LazyPage;
}

/** A lazy page that can be asked to start loading early (beside a lazy layout, not after it). */
export type LazyPage = LazyExoticComponent<ComponentType<any>> & { preload(): Promise<unknown> };

const page = (load: () => Promise<{ default: ComponentType<any> }>): LazyPage => Object.assign(lazy(load), { preload: load });

/** The whole route table; order matters (first match wins). Pages load lazily so / stays light. */
export const routes: RouteDef[] = [
  { path: '/', title: '首页', layout: 'main', page: page(() => import('./HomePage')) },
  { path: '/login', title: '登录', layout: 'main', page: page(() => import('./LoginPage')) },
  { path: '/auth-redirect', title: '登录中', layout: 'bare', page: page(() => import('./AuthRedirectPage')) },
  { path: '/redirect/*', title: '跳转中', layout: 'bare', page: page(() => import('./RedirectPage')) },
  { path: '/help', title: '帮助', layout: 'main', page: page(() => import('./HelpPage')) },
  { path: '/latency', title: '按键延迟测试', layout: 'main', page: page(() => import('./latency/LatencyPage')) },
  { path: '/fingering', title: '键盘指法', layout: 'main', page: page(() => import('./FingeringPage')) },
  { path: '/agreement', title: '会员服务协议', layout: 'main', page: page(() => import('./AgreementPage')) },
  { path: '/games', title: '打字游戏', layout: 'main', page: page(() => import('./games/GamesPage')) },
  { path: '/games/:courseLevel', title: '游戏关卡', roles: ['STUDENT'], layout: 'game', page: page(() => import('./games/GameLevelPage')) },
  { path: '/course', title: '打字课程', roles: ['STUDENT'], layout: 'main', page: page(() => import('./CoursePage')) },
  { path: '/section/:sectionId', title: '课程单元', roles: ['STUDENT'], layout: 'main', page: page(() => import('./SectionPage')) },
  { path: '/lesson/:sectionId/:lessonId', title: '课程', roles: ['STUDENT'], layout: 'main', page: page(() => import('./LessonPage')) },
  { path: '/chapter/:sectionId/:lessonId/:chapterId', title: '练习', roles: ['STUDENT'], layout: 'bare', page: page(() => import('./ChapterPage')) },
  { path: '/character', title: '角色', roles: ['STUDENT', 'TEACHER'], layout: 'account', page: page(() => import('./CharacterPage')) },
  { path: '/group', title: '群组', roles: ['STUDENT', 'TEACHER'], layout: 'account', page: page(() => import('./GroupPage')) },
  { path: '/group/:groupId/homework', title: '布置作业', roles: ['TEACHER'], layout: 'account', page: page(() => import('./homework/HomeworkPage')) },
  { path: '/group/:groupId/gradebook', title: '成绩册', roles: ['TEACHER'], layout: 'account', page: page(() => import('./homework/GradebookPage')) },
  { path: '/group/:groupId/replays', title: '练习回放', roles: ['TEACHER'], layout: 'account', page: page(() => import('./replay/ReplaysPage')) },
  { path: '/group/:groupId/replay/:roleId/:kind/:id', title: '练习回放', roles: ['TEACHER'], layout: 'bare', page: page(() => import('./replay/ReplayPage')) },
  { path: '/group/:groupId/lessons', title: '老师的课', roles: ['TEACHER'], layout: 'account', page: page(() => import('./lessons/ClassLessonsPage')) },
  { path: '/group/:groupId/cards', title: '登录卡', roles: ['TEACHER'], layout: 'bare', page: page(() => import('./school/CardsPage')) },
  { path: '/class-login', title: '班级登录', layout: 'main', page: page(() => import('./school/ClassLoginPage')) },
  { path: '/card', title: '登录卡', layout: 'main', page: page(() => import('./school/CardLoginPage')) },
  { path: '/group/invite/:groupId', title: '群组邀请', roles: ['STUDENT'], layout: 'account', page: page(() => import('./GroupInvitePage')) },
  { path: '/coin', title: '学习积分', roles: ['STUDENT'], layout: 'account', page: page(() => import('./CoinPage')) },
  { path: '/signIn', title: '打卡签到', roles: ['STUDENT'], layout: 'account', page: page(() => import('./SignInPage')) },
  { path: '/report', title: '成绩报告', roles: ['STUDENT'], layout: 'account', page: page(() => import('./ReportPage')) },
  { path: '/family', title: '孩子们的一周', roles: ['STUDENT', 'TEACHER'], layout: 'account', page: page(() => import('./FamilyPage')) },
  { path: '/certificates', title: '我的奖状', roles: ['STUDENT'], layout: 'account', page: page(() => import('./certificates/CertificatesPage')) },
  { path: '/certificate', title: '查验奖状', layout: 'main', page: page(() => import('./certificates/CertificateCheckPage')) },
  { path: '/certificate/:code', title: '奖状验证', layout: 'bare', page: page(() => import('./certificates/CertificatePage')) },
  { path: '/typing-test', title: '打字测试', roles: ['STUDENT'], layout: 'main', page: page(() => import('./typingTest/TypingTestPage')) },
  { path: '/typing-test/:testId', title: '打字测试', roles: ['STUDENT'], layout: 'bare', page: page(() => import('./typingTest/TypingTestRunPage')) },
  { path: '/race/new', title: '开一场班级比赛', roles: ['TEACHER'], layout: 'main', page: page(() => import('./race/RaceSetupPage')) },
  { path: '/race/screen/:id', title: '班级比赛大屏', roles: ['TEACHER'], layout: 'bare', page: page(() => import('./race/RaceScreenPage')) },
  { path: '/race/join', title: '加入班级比赛', roles: ['STUDENT'], layout: 'main', page: page(() => import('./race/RaceJoinPage')) },
  { path: '/race/join/:code', title: '加入班级比赛', roles: ['STUDENT'], layout: 'main', page: page(() => import('./race/RaceJoinPage')) },
  { path: '/race/play/:id', title: '班级比赛', roles: ['STUDENT'], layout: 'bare', page: page(() => import('./race/RacePlayPage')) },
  { path: '/class-lesson/:lessonId', title: '老师的课', roles: ['STUDENT'], layout: 'bare', page: page(() => import('./lessons/ClassLessonPage')) },
  { path: '/report/practice/:practiceId', title: '薄弱练习', roles: ['STUDENT'], layout: 'bare', page: page(() => import('./WeakPracticePage')) },
];

export const notFoundRoute: RouteDef = { path: '*', title: '页面走丢了', layout: 'main', page: page(() => import('./NotFoundPage')) };
