import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GameDefinition } from '../../core/game/types';
import { frogRiverLevels } from '../../../levels/games/frog_river';
import { gameRules } from '../gameRules';
import { scheduleWords } from './frog_river.logic';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: GameDefinition };

describe('the frog_river definition the registry loads', () => {
  it('is a keyboard game with a Chinese title and how-to lines, ticking, its machine in the server map', () => {
    expect(definition).toMatchObject({ kind: 'game', name: 'frog_river', title: '青蛙过河', input: 'keys', ticks: true });
    expect(definition.howTo.length).toBeGreaterThanOrEqual(3);
    expect(gameRules.frog_river!.machine).toBe(definition.machine);
    for (const level of frogRiverLevels) expect(gameRules.frog_river!.levelSchema.safeParse(level).success).toBe(true);
  });

  it('drives the host through hud, nextKey and outcome', () => {
    // two-character words: the first syllable has at least two letters, so one letter scores nothing yet
    const level = frogRiverLevels[3]!;
    const words = scheduleWords({ level, seed: 3 });
    const actor = createActor(definition.machine, { input: { level, seed: 3 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 0, combo: 0, lives: level.lives, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    const first = words[0]!;
    const letters = first.pads.map((p) => p.letters).join('');
    actor.send({ type: 'clock.tick', dt: first.spawnAt, timeStamp: first.spawnAt });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: letters[0] });
    actor.send({ type: 'input.key', key: letters[0]!, code: `Key${letters[0]!.toUpperCase()}`, timeStamp: first.spawnAt + 500 });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: letters[1] });
    expect(definition.outcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: 600_000 });
    expect(definition.outcome(actor.getSnapshot())).toMatchObject({ endedBy: 'lives', correct: 1 });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
  });
});
