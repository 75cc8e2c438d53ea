import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GameDefinition } from '../../core/game/types';
import { carRaceLevels } from '../../../levels/games/car_race';
import { gameRules } from '../gameRules';
import { initialContext, START_MS } from './car_race.logic';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: GameDefinition };

describe('the car_race definition the registry loads', () => {
  it('is an IME game with a Chinese title and how-to lines, ticking, its machine in the server map', () => {
    expect(definition).toMatchObject({ kind: 'game', name: 'car_race', title: '赛车', input: 'ime', ticks: true });
    expect(definition.howTo.length).toBeGreaterThanOrEqual(3);
    expect(gameRules.car_race!.machine).toBe(definition.machine);
    for (const level of carRaceLevels) expect(gameRules.car_race!.levelSchema.safeParse(level).success).toBe(true);
  });

  it('drives the host through hud, nextKey and outcome', () => {
    const level = carRaceLevels[0]!;
    const chars = initialContext({ level, seed: 3 }).chars;
    const actor = createActor(definition.machine, { input: { level, seed: 3 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    expect(definition.hud(actor.getSnapshot())).toMatchObject({ score: 0, combo: 0, lives: null });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: START_MS, timeStamp: START_MS });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: chars[0] });
    actor.send({ type: 'input.composition', text: chars[0]!, timeStamp: START_MS + 500 });
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: chars[1] });
    expect(definition.outcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: 600_000 });
    expect(definition.outcome(actor.getSnapshot())).toMatchObject({ endedBy: 'time', correct: 1, stars: 0 });
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
  });
});
