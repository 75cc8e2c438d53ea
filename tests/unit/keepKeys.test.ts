import { describe, expect, it } from 'vitest';
import { keepKeys } from '../../src/ui/keepKeys';

describe('keepKeys', () => {
  it('glues key names to their neighbours so a title never wraps inside "F 和 J"', () => {
    expect(keepKeys('食指找 F 和 J')).toBe('食指找\u00A0F\u00A0和\u00A0J');
    expect(keepKeys('Shift 与标点')).toBe('Shift\u00A0与标点');
    expect(keepKeys('右手小指找 ; 键')).toBe('右手小指找\u00A0;\u00A0键');
    expect(keepKeys('左手食指找 4 和 5')).toBe('左手食指找\u00A04\u00A0和\u00A05');
  });
  it('leaves titles without keys alone', () => {
    expect(keepKeys('我的一天')).toBe('我的一天');
    expect(keepKeys('一年级 上册')).toBe('一年级 上册');
  });
});
