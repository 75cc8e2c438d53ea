import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appleCatchLevels } from '../../../levels/games/apple_catch';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { classicNumbers, FIRST_APPLE_MS, scheduleApples } from './apple_catch.logic';
import { CLASSIC_END_MS, CLASSIC_WORD_STEP_MS, classicMs } from '../../core/game/classicCurve';
import { HINT_MS, SLOW_MS } from '../../core/game/props';
import { PROP_CODE } from '../../core/keyLog';
import { appleCatchMachine } from './apple_catch.machine';
import { hud, nextKey } from './apple_catch.selectors';
import type { AppleCatchEmitted } from './apple_catch.types';

import { HZ, codeOf, key } from './appleCatchTestKit';
import { within } from '../../../tests/machine';

describe('接苹果 经典模式 (classic)', () => {
  const level = appleCatchLevels[0]!;
  const input = { level, seed: 11, mode: 'classic' as const };

  it('opens with the level\'s first apple, then apples fall faster, come closer and carry longer numbers, until the safety cap', () => {
    const apples = scheduleApples(input);
    expect(apples[0]).toMatchObject({ spawnAt: FIRST_APPLE_MS, groundAt: FIRST_APPLE_MS + classicMs(level.fallMs[0], FIRST_APPLE_MS) });
    expect(apples[1]!.spawnAt - apples[0]!.spawnAt).toBe(classicMs(level.gapMs[0], FIRST_APPLE_MS));
    // in growing order, the last one near the cap: no level runs out
    for (let i = 1; i < apples.length; i++) expect(apples[i]!.spawnAt).toBeGreaterThan(apples[i - 1]!.spawnAt);
    expect(apples[apples.length - 1]!.spawnAt).toBeGreaterThan(CLASSIC_END_MS - 1000);
    const inMinute = (m: number) => apples.filter((a) => a.spawnAt >= m * 60_000 && a.spawnAt < (m + 1) * 60_000);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    let before = { fall: Infinity, count: 0, keys: 0, atOnce: 0 };
    for (const m of [0, 2, 4, 7]) {
      const list = inMinute(m);
      const now = {
        fall: mean(list.map((a) => a.groundAt - a.spawnAt)),
        count: list.length,
        keys: mean(list.map((a) => a.number.length)),
        // apples on the field at once, on average over the minute
        atOnce: apples.reduce((sum, a) => sum + Math.max(0, Math.min(a.groundAt, (m + 1) * 60_000) - Math.max(a.spawnAt, m * 60_000)), 0) / 60_000,
      };
      expect(now.fall, `minute ${m}`).toBeLessThan(before.fall);
      expect(now.count, `minute ${m}`).toBeGreaterThan(before.count);
      expect(now.keys, `minute ${m}`).toBeGreaterThan(before.keys);
      expect(now.atOnce, `minute ${m}`).toBeGreaterThan(before.atOnce);
      before = now;
    }
    // single digits first, then two digits, then prices with their '.', phone numbers at the top
    expect(inMinute(0).filter((a) => a.spawnAt < CLASSIC_WORD_STEP_MS).every((a) => /^[1-9]$/.test(a.number))).toBe(true);
    expect(apples.filter((a) => a.spawnAt >= CLASSIC_WORD_STEP_MS && a.spawnAt < 2 * CLASSIC_WORD_STEP_MS).every((a) => /^\d{2}$/.test(a.number))).toBe(true);
    expect(apples.some((a) => a.number.includes('.'))).toBe(true);
    expect(apples[apples.length - 1]!.number).toMatch(/^1\d{10}$/);
    // the level mode is untouched: the same level without mode is its 16 apples
    expect(scheduleApples({ level, seed: 11 })).toHaveLength(level.apples);
  }, within(60_000));

  it('climbs the number ladder from the level\'s own rung', () => {
    expect(classicNumbers({ kind: 'whole', min: 10, max: 999 }, 0)).toEqual({ kind: 'whole', min: 10, max: 999 });
    expect(classicNumbers({ kind: 'whole', min: 10, max: 999 }, CLASSIC_WORD_STEP_MS)).toEqual({ kind: 'price', maxYuan: 9 });
    expect(classicNumbers({ kind: 'price', maxYuan: 99 }, CLASSIC_WORD_STEP_MS)).toEqual({ kind: 'whole', min: 1000, max: 9999 });
    expect(classicNumbers({ kind: 'phone' }, 10 * CLASSIC_WORD_STEP_MS)).toEqual({ kind: 'phone' });
  }, within(60_000));

  it('a classic round with no keys ends by lives at the landing that takes the last one; the HUD shows no clock', () => {
    const actor = createActor(appleCatchMachine, { input }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    expect(hud(actor.getSnapshot())).toMatchObject({ timeLeftMs: null, lives: level.lives });
    for (let t = 100; actor.getSnapshot().status === 'active'; t += 100) actor.send({ type: 'clock.tick', dt: 100, timeStamp: t });
    const out = actor.getSnapshot().output!;
    expect(out.endedBy).toBe('lives');
    const apples = scheduleApples(input);
    expect(out.durationMs).toBe([...apples].sort((a, b) => a.groundAt - b.groundAt)[level.lives - 1]!.groundAt);
  }, within(60_000));

  it('a good player lasts minutes in classic mode and the live round equals its replay', () => {
    const actor = createActor(appleCatchMachine, { input }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    for (let t = 1000 / 60, next = 300; actor.getSnapshot().status === 'active' && t < 20 * 60_000; t += 1000 / 60) {
      actor.send({ type: 'clock.tick', dt: 1000 / 60, timeStamp: t });
      if (t >= next) {
        next += 300;
        const k = nextKey(actor.getSnapshot())?.key;
        if (k) actor.send({ type: 'input.key', key: k, code: codeOf(k), timeStamp: t });
      }
    }
    const out = actor.getSnapshot().output!;
    expect(out.endedBy).toBe('lives');
    expect(out.durationMs).toBeGreaterThan(90_000);
    expect(replayGame(appleCatchMachine, input, out.log, out.durationMs, 250)).toEqual(out);
  });
});

describe('接苹果 道具 (props)', () => {
  const level = appleCatchLevels[1]!;
  const input = { level, seed: 5 };

  function round(props: [number, string][], keys: KeyLogEntry[] = [], until = 60_000) {
    const actor = createActor(appleCatchMachine, { input: { ...input, mode: 'classic' as const } });
    const emitted: AppleCatchEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    const huds: { t: number; hud: ReturnType<typeof hud>; next: string | null; now: number }[] = [];
    const queue = [...props];
    let k = 0;
    for (let t = 20; t < until && actor.getSnapshot().status === 'active'; t += 20) {
      actor.send({ type: 'clock.tick', dt: 20, timeStamp: t });
      while (queue.length > 0 && queue[0]![0] <= t) actor.send({ type: 'game.prop', prop: queue.shift()![1], timeStamp: t });
      while (k < keys.length && keys[k]![0] <= t) {
        const [ms, code, kk] = keys[k++]!;
        actor.send({ type: 'input.key', key: kk, code, timeStamp: ms });
      }
      const s = actor.getSnapshot();
      huds.push({ t, hud: hud(s), next: nextKey(s)?.key ?? null, now: s.context.now });
    }
    return { actor, emitted, huds, snapshot: actor.getSnapshot() };
  }

  it('life: one more life, once; logged at its game time and emitted', () => {
    const { huds, emitted, snapshot } = round([[2000, 'life'], [3000, 'life']], [], 4000);
    expect(huds.find((h) => h.t === 1980)!.hud.lives).toBe(level.lives);
    expect(huds.find((h) => h.t === 3500)!.hud.lives).toBe(level.lives + 1);
    expect(emitted.filter((e) => e.type === 'prop.used')).toEqual([{ type: 'prop.used', prop: 'life' }]);
    expect(snapshot.context.log).toEqual([[2000, PROP_CODE, 'life']]);
  }, within(60_000));

  it('slow: the world (what the scene draws) runs at half speed for 8 s, then at full speed again behind game time', () => {
    const { huds } = round([[3000, 'slow']], [], 14_000);
    const at = (t: number) => huds.find((h) => h.t === t)!;
    expect(at(3000).now).toBe(3000);
    expect(at(7000).now).toBe(5000);
    expect(at(7000).hud.props!.slowing).toBe(true);
    expect(at(3000 + SLOW_MS).now).toBe(3000 + SLOW_MS / 2);
    expect(at(12_000).now).toBe(12_000 - SLOW_MS / 2);
    expect(at(12_000).hud.props!.slowing).toBe(false);
  }, within(60_000));

  it('hint: the HUD shows the key the next apple wants for HINT_MS, and the round with props replays exactly', () => {
    const apples = scheduleApples({ ...input, mode: 'classic' });
    const a = apples[0]!;
    const keys: KeyLogEntry[] = [key(a.spawnAt + 600, a.number[0]!)];
    const { huds } = round([[a.spawnAt + 300, 'hint']], keys, a.spawnAt + 300 + HINT_MS + 500);
    const during = huds.filter((h) => h.t >= a.spawnAt + 300 && h.t < a.spawnAt + 300 + HINT_MS);
    expect(during.length).toBeGreaterThan(0);
    for (const h of during) expect(h.hud.props!.hintKey).toBe(h.next);
    expect(during[0]!.hud.props!.hintKey).toBe(a.number[0]);
    expect(during[during.length - 1]!.hud.props!.hintKey).toBe(a.number[1] ?? 'Enter');
    expect(huds[huds.length - 1]!.hud.props!.hintKey).toBeNull();

    const { actor } = round([[2000, 'slow'], [4000, 'hint'], [9000, 'life']], apples.slice(0, 6).flatMap((x) => [...x.number, 'Enter'].map((k, i) => key(x.spawnAt + 1200 + i * 300, k))).sort((p, q) => p[0] - q[0]), 120_000);
    const out = actor.getSnapshot().output!;
    expect(out.endedBy).toBe('lives');
    expect(out.log.filter(([, code]) => code === PROP_CODE).map(([, , p]) => p)).toEqual(['slow', 'hint', 'life']);
    for (const hz of [...HZ, 4]) expect(replayGame(appleCatchMachine, { ...input, mode: 'classic' }, out.log, out.durationMs, 1000 / hz)).toEqual(out);
  }, within(60_000));
});
