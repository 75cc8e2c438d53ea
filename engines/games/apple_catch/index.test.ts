import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GameDefinition } from '../../core/game/types';
import { numpadEvent } from '../../core/input';
import { appleCatchLevels } from '../../../levels/games/apple_catch';
import { gameRules } from '../gameRules';
import { scheduleApples } from './apple_catch.logic';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: GameDefinition };

/** what the host sends for a key playwright presses on a laptop keyboard (Digit5, Period, Enter) */
const laptop = (key: string, timeStamp: number) => numpadEvent({ key, code: key === 'Enter' ? 'Enter' : key === '.' ? 'Period' : `Digit${key}`, timeStamp })!;

describe('the apple_catch definition the registry loads', () => {
  it('is a ticking number-pad game with a Chinese title, how-to lines, its assets, its machine in the server map', () => {
    expect(definition).toMatchObject({ kind: 'game', name: 'apple_catch', title: '接苹果', input: 'numpad', ticks: true });
    expect(definition.howTo.length).toBeGreaterThanOrEqual(3);
    expect(definition.assets?.name).toBe('apple_catch');
    expect(Object.keys(definition.assets!.textures)).toEqual(['apple']);
    expect(Object.keys(definition.assets!.sounds!.sfx!.sprite)).toEqual(expect.arrayContaining(['tap', 'catch', 'wrong', 'drop', 'combo', 'end']));
    expect(gameRules.apple_catch!.machine).toBe(definition.machine);
    for (const level of appleCatchLevels) expect(gameRules.apple_catch!.levelSchema.safeParse(level).success).toBe(true);
  });

  it('plays a perfect price round through nextKey, the keys going through the number-pad input as on a laptop', () => {
    const level = appleCatchLevels[2]!;
    const apples = scheduleApples({ level, seed: 3 });
    const actor = createActor(definition.machine, { input: { level, seed: 3 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 0, combo: 0, lives: level.lives, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
    let pressed = 0;
    for (let ms = 100; ms < 300_000 && !definition.outcome(actor.getSnapshot()); ms += 100) {
      actor.send({ type: 'clock.tick', dt: 100, timeStamp: ms });
      const next = definition.nextKey(actor.getSnapshot());
      if (!next) continue;
      expect(next.key).toMatch(/^([0-9.]|Enter)$/);
      actor.send(laptop(next.key, ms));
      pressed++;
    }
    const out = definition.outcome(actor.getSnapshot())!;
    expect(out).toMatchObject({ endedBy: 'cleared', wrong: 0, correct: pressed, stars: 3 });
    expect(pressed).toBe(apples.reduce((n, a) => n + a.number.length + 1, 0));
    expect(out.keyStats.NumpadDecimal).toEqual({ hit: level.apples, miss: 0 });
    expect(out.keyStats.NumpadEnter).toEqual({ hit: level.apples, miss: 0 });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
  });
});
