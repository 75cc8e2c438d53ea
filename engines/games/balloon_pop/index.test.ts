import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GameDefinition } from '../../core/game/types';
import { balloonPopLevels } from '../../../levels/games/balloon_pop';
import { gameRules } from '../gameRules';
import { setupBalloonPop } from './balloon_pop.logic';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: GameDefinition };

describe('the balloon_pop definition the registry loads', () => {
  it('is a ticking keyboard game with a Chinese title, how-to lines, its assets, its machine in the server map', () => {
    expect(definition).toMatchObject({ kind: 'game', name: 'balloon_pop', title: '气球', input: 'keys', ticks: true });
    expect(definition.howTo.length).toBeGreaterThanOrEqual(3);
    expect(definition.assets?.name).toBe('balloon_pop');
    expect(Object.keys(definition.assets!.sounds!.sfx!.sprite)).toEqual(expect.arrayContaining(['pop', 'miss', 'escape', 'combo', 'end']));
    expect(gameRules.balloon_pop!.machine).toBe(definition.machine);
    for (const level of balloonPopLevels) expect(gameRules.balloon_pop!.levelSchema.safeParse(level).success).toBe(true);
  });

  it('drives the host through hud, nextKey and outcome', () => {
    const level = balloonPopLevels[0]!;
    const [first] = setupBalloonPop({ level, seed: 3 }).targets;
    const actor = createActor(definition.machine, { input: { level, seed: 3 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 0, combo: 0, lives: level.lives, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: first!.spawnAt, timeStamp: first!.spawnAt });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: first!.letter });
    actor.send({ type: 'input.key', key: first!.letter, code: `Key${first!.letter.toUpperCase()}`, timeStamp: first!.spawnAt + 300 });
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 10, combo: 1, lives: level.lives, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    expect(definition.outcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: 600_000 });
    expect(definition.outcome(actor.getSnapshot())).toMatchObject({ endedBy: 'lives', correct: 1, score: 10 });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
  });
});
