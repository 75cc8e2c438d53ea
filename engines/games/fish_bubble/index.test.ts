import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GameDefinition } from '../../core/game/types';
import { fishBubbleLevels } from '../../../levels/games/fish_bubble';
import { gameRules } from '../gameRules';
import { setupFishBubble } from './fish_bubble.logic';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: GameDefinition };

describe('the fish_bubble definition the registry loads', () => {
  it('is a ticking keyboard game of the letter group with a Chinese title, how-to lines, its sounds, its machine in the server map', () => {
    expect(definition).toMatchObject({ kind: 'game', name: 'fish_bubble', title: '小鱼吐泡泡', input: 'keys', ticks: true });
    expect(definition.howTo.length).toBeGreaterThanOrEqual(3);
    expect(definition.assets?.name).toBe('fish_bubble');
    expect(Object.keys(definition.assets!.sounds!.sfx!.sprite)).toEqual(expect.arrayContaining(['pop', 'miss', 'escape', 'combo', 'end']));
    expect(gameRules.fish_bubble).toMatchObject({ group: 'letters', classic: true, machine: definition.machine });
    const level = fishBubbleLevels[0]!;
    expect(gameRules.fish_bubble!.roundMs!(level as never, 'level')).toBe(level.durationMs);
    expect(gameRules.fish_bubble!.roundMs!(level as never, 'classic')).toBeUndefined();
    for (const l of fishBubbleLevels) expect(gameRules.fish_bubble!.levelSchema.safeParse(l).success).toBe(true);
  });

  it('drives the host through hud, nextKey and outcome', () => {
    const level = fishBubbleLevels[0]!;
    const [first] = setupFishBubble({ level, seed: 3 }).targets;
    const actor = createActor(definition.machine, { input: { level, seed: 3 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    const props = { used: [], canLife: false, slowing: false, hintKey: null };
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 0, combo: 0, lives: null, timeLeftMs: level.durationMs, props });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: first!.spawnAt, timeStamp: first!.spawnAt });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: first!.letter });
    actor.send({ type: 'input.key', key: first!.letter, code: `Key${first!.letter.toUpperCase()}`, timeStamp: first!.spawnAt + 300 });
    expect(definition.hud(actor.getSnapshot())).toMatchObject({ score: 10, combo: 1, lives: null, timeLeftMs: level.durationMs - first!.spawnAt - 300 });
    expect(definition.outcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: level.durationMs });
    expect(definition.outcome(actor.getSnapshot())).toMatchObject({ endedBy: 'time', correct: 1, score: 10, durationMs: level.durationMs });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
  });
});
