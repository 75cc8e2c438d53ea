import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeClassicAndProps, mean, SEED } from '../../core/game/classicProps.suite';
import { spaceWarLevels } from '../../../levels/games/space_war';
import rules from './space_war.game';
import * as space from './space_war.selectors';
import type { SpaceWarContext } from './space_war.types';

// 太空大战 in classic mode and with props (engines/core/game/classicProps.suite.ts)
describeClassicAndProps({
  name: rules.title,
  machine: rules.machine,
  level: spaceWarLevels[0],
  hud: (s) => space.hud(s as never),
  nextKey: (s) => space.nextKey(s as never)?.key ?? null,
  pace: (s) => (s.context as SpaceWarContext).ships.map((x) => ({ at: x.spawnAt, stay: x.escapeAt - x.spawnAt, length: x.word.length })),
});

describe('太空大战 in classic mode', () => {
  it('takes ever longer words from the level\'s own pool', () => {
    const level = spaceWarLevels.find((l) => new Set(l.words.map((w) => w.length)).size > 2)!;
    const snapshot = createActor(rules.machine, { input: { level, seed: SEED, mode: 'classic' } }).start().getSnapshot();
    const ships = (snapshot.context as SpaceWarContext).ships;
    const lengthIn = (m: number) => mean(ships.filter((s) => s.spawnAt >= m * 60_000 && s.spawnAt < (m + 1) * 60_000).map((s) => s.word.length));
    expect(lengthIn(3)).toBeGreaterThan(lengthIn(0));
    for (const s of ships) expect(level.words).toContain(s.word);
  });
});
