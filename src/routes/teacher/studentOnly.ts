import type { IconName } from '../../ui/Icon';

/** What a teacher is told on a student-only page: what it is, why it is closed, where to go instead. */
export interface StudentOnlyNotice {
  /** the page's own name, e.g. 打字课程 */
  what: string;
  /** one friendly line: why a teacher role cannot use it */
  why: string;
  icon: IconName;
  /** the best next step for a teacher */
  instead: { to: string; label: string };
}

const toClasses = { to: '/group', label: '去我的班级' };

/** Student-only pages by their first path segment (route meta `roles: ['STUDENT']`). */
const notices: Record<string, StudentOnlyNotice> = {
  course: { what: '打字课程', why: '课程是给学生一关一关上的，老师角色不记学习进度。', icon: 'book', instead: toClasses },
  section: { what: '打字课程', why: '课程是给学生一关一关上的，老师角色不记学习进度。', icon: 'book', instead: toClasses },
  lesson: { what: '打字课程', why: '课程是给学生一关一关上的，老师角色不记学习进度。', icon: 'book', instead: toClasses },
  chapter: { what: '练习关卡', why: '练习关卡是给学生打字闯关的，老师角色不记成绩。', icon: 'keyboard', instead: toClasses },
  games: { what: '游戏关卡', why: '游戏要花学习积分，积分只属于学生角色。', icon: 'gamepad', instead: toClasses },
  group: { what: '班级邀请', why: '这是邀请学生加入班级的链接，老师角色不能加入班级。把它发给同学们吧！', icon: 'group', instead: toClasses },
  coin: { what: '学习积分', why: '学习积分是学生练习挣来的，老师角色没有积分。', icon: 'coin', instead: toClasses },
  signin: { what: '打卡签到', why: '每天打卡是学生的任务，老师角色不用签到。', icon: 'calendar', instead: toClasses },
  certificates: { what: '我的奖状', why: '奖状是学生考级、学完单元、坚持打卡挣来的，老师角色没有奖状。', icon: 'medal', instead: toClasses },
  'typing-test': { what: '打字测试', why: '打字测试给学生定级、发奖状，老师角色不参加测试。', icon: 'keyboard', instead: toClasses },
  race: { what: '班级比赛', why: '同学们在自己的设备上加入比赛打字；老师在大屏上开比赛、看比赛。', icon: 'rocket', instead: { to: '/race/new', label: '开一场班级比赛' } },
  'class-lesson': { what: '老师的课', why: '这是班里同学打的课。老师在班级页的「🍎 老师的课」里新建、试打一遍。', icon: 'book', instead: toClasses },
  report: { what: '成绩报告', why: '成绩报告记的是学生自己的练习。同学们的进度在班级里就能看到。', icon: 'chart', instead: { to: '/group', label: '看班级同学的进度' } },
};

const fallback: StudentOnlyNotice = { what: '学生页面', why: '这个页面是给学生角色用的。', icon: 'kid', instead: toClasses };

/** The notice for a student-only path (query ignored). */
export function studentOnlyNotice(path: string): StudentOnlyNotice {
  const first = path.split(/[?#]/)[0].split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return notices[first] ?? fallback;
}
