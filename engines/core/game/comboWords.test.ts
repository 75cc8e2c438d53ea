import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comboHudText, multiplierBanner } from './comboWords';

describe('连击 means the count of hits in a row', () => {
  it('the HUD shows the count itself, not as a multiplier', () => {
    expect(comboHudText(0)).toBe('—');
    expect(comboHudText(1)).toBe('—');
    expect(comboHudText(12)).toBe('12');
  });

  it('the multiplier is named 得分, never 连击', () => {
    expect(multiplierBanner(2)).toBe('得分 ×2！');
    expect(multiplierBanner(3)).not.toContain('连击');
  });

  it('no game scene or the HUD writes 连击 beside a × (one word, one meaning on one screen)', () => {
    const root = new URL('../../../', import.meta.url);
    const games = new URL('engines/games/', root);
    const files = readdirSync(games, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => readdirSync(new URL(`${d.name}/`, games)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => new URL(`${d.name}/${f}`, games)))
      .concat([new URL('src/routes/games/GameHudBar.tsx', root)]);
    expect(files.length).toBeGreaterThan(6);
    const offending = files.filter((f) => /连击 ?×|×\$\{h\.combo\}/.test(readFileSync(f, 'utf8'))).map((f) => f.pathname.replace(root.pathname, ''));
    expect(offending).toEqual([]);
  });
});
