import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avatarName } from './avatarNames';

describe('avatar names (issue 40)', () => {
  it('names every avatar of public/avatars in Chinese, never by its file name', () => {
    const files = readdirSync('public/avatars').filter((f) => f.endsWith('.svg') && f !== 'default.svg');
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(avatarName(f)).toMatch(/^[\u4e00-\u9fff]+$/);
    expect(avatarName('panda.svg')).toBe('熊猫');
    expect(avatarName('tiger.svg')).toBe('老虎');
    expect(avatarName('unknown.svg')).toBe('头像');
  });
});
