import { describe, expect, it } from 'vitest';
import { roleNameProblem } from './roles';

const family = [{ roleName: '小明' }, { roleName: 'Tom' }];

describe('roleNameProblem (the create-role form and the server alike)', () => {
  it('refuses a name another role of the account has, kindly and in Chinese', () => {
    expect(roleNameProblem('小明', family)).toBe('这个账户里已经有叫“小明”的角色了，换一个名字吧');
    expect(roleNameProblem('  小明 ', family)).toBe('这个账户里已经有叫“小明”的角色了，换一个名字吧');
    expect(roleNameProblem('tom', family)).not.toBe('');
    expect(roleNameProblem('ＴＯＭ', family)).not.toBe('');
  });

  it('accepts a new name, and keeps the name rule', () => {
    expect(roleNameProblem('小红', family)).toBe('');
    expect(roleNameProblem('小明', [])).toBe('');
    expect(roleNameProblem('   ', family)).toBe('请输入角色名');
    expect(roleNameProblem('一二三四五六七八九十一二三', family)).toBe('角色名最多12个字');
  });
});
