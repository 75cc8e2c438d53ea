import { describe, expect, it } from 'vitest';
import { routes } from '../table';
import { studentOnlyNotice } from './studentOnly';

describe('the notice a teacher sees on a student page', () => {
  it('names every student-only route of the table (none falls back to the generic words)', () => {
    for (const route of routes.filter((r) => r.roles && !r.roles.includes('TEACHER'))) {
      const path = route.path.replace(/:[A-Za-z]+/g, 'x');
      expect(studentOnlyNotice(path).what, route.path).not.toBe('学生页面');
    }
  });
  it('says what the page is and sends the teacher to the classes', () => {
    expect(studentOnlyNotice('/course').what).toBe('打字课程');
    expect(studentOnlyNotice('/chapter/a/b/c?x=1').what).toBe('练习关卡');
    expect(studentOnlyNotice('/signIn').what).toBe('打卡签到');
    expect(studentOnlyNotice('/group/invite/g1').why).toMatch(/邀请学生/);
    expect(studentOnlyNotice('/report').instead.to).toBe('/group');
  });
  it('falls back kindly for a path it does not know', () => expect(studentOnlyNotice('/somewhere').what).toBe('学生页面'));
});
