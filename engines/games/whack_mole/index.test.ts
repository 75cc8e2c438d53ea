import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GameDefinition } from '../../core/game/types';
import { whackMoleLevels } from '../../../levels/games/whack_mole';
import { gameRules } from '../gameRules';
import { setupWhackMole } from './whack_mole.logic';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: GameDefinition };

describe('the whack_mole definition the registry loads', () => {
  it('is a ticking keyboard game with a Chinese title, how-to lines, its assets, its machine in the server map', () => {
    expect(definition).toMatchObject({ kind: 'game', name: 'whack_mole', title: '打地鼠', input: 'keys', ticks: true });
    expect(definition.howTo.length).toBeGreaterThanOrEqual(3);
    expect(definition.assets?.name).toBe('whack_mole');
    expect(Object.keys(definition.assets!.sounds!.sfx!.sprite)).toEqual(expect.arrayContaining(['whack', 'miss', 'escape', 'combo', 'end']));
    expect(gameRules.whack_mole!.machine).toBe(definition.machine);
    for (const level of whackMoleLevels) expect(gameRules.whack_mole!.levelSchema.safeParse(level).success).toBe(true);
  });

  it('drives the host through hud, nextKey and outcome', () => {
    const level = whackMoleLevels[0]!;
    const [first] = setupWhackMole({ level, seed: 3 }).targets;
    const actor = createActor(definition.machine, { input: { level, seed: 3 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 0, combo: 0, lives: null, timeLeftMs: level.durationMs, props: { used: [], canLife: false, slowing: false, hintKey: null } });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: first!.spawnAt, timeStamp: first!.spawnAt });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: first!.letter });
    actor.send({ type: 'input.key', key: first!.letter, code: `Key${first!.letter.toUpperCase()}`, timeStamp: first!.spawnAt + 300 });
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 10, combo: 1, lives: null, timeLeftMs: level.durationMs - first!.spawnAt - 300, props: { used: [], canLife: false, slowing: false, hintKey: null } });
    expect(definition.outcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: level.durationMs });
    expect(definition.outcome(actor.getSnapshot())).toMatchObject({ endedBy: 'time', correct: 1, score: 10 });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
  });
});
