import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GameDefinition } from '../../core/game/types';
import { spaceWarLevels } from '../../../levels/games/space_war';
import { gameRules } from '../gameRules';
import { scheduleShips } from './space_war.logic';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: GameDefinition };

describe('the space_war definition the registry loads', () => {
  it('is a keyboard game with a Chinese title and how-to lines, ticking, its machine in the server map', () => {
    expect(definition).toMatchObject({ kind: 'game', name: 'space_war', title: '太空大战', input: 'keys', ticks: true });
    expect(definition.howTo.length).toBeGreaterThanOrEqual(3);
    expect(gameRules.space_war!.machine).toBe(definition.machine);
    for (const level of spaceWarLevels) expect(gameRules.space_war!.levelSchema.safeParse(level).success).toBe(true);
  });

  it('drives the host through hud, nextKey and outcome', () => {
    const level = spaceWarLevels[0]!;
    const ships = scheduleShips({ level, seed: 3 });
    const actor = createActor(definition.machine, { input: { level, seed: 3 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    expect(definition.hud(actor.getSnapshot())).toEqual({ score: 0, combo: 0, lives: level.lives, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    const first = ships[0]!;
    actor.send({ type: 'clock.tick', dt: first.spawnAt, timeStamp: first.spawnAt });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: first.word[0] });
    actor.send({ type: 'input.key', key: first.word[0]!, code: `Key${first.word[0]!.toUpperCase()}`, timeStamp: first.spawnAt + 500 });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: first.word[1] });
    expect(definition.outcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: 600_000 });
    expect(definition.outcome(actor.getSnapshot())).toMatchObject({ endedBy: 'lives', correct: 1 });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
  });
});
