import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { createRandom } from '../../engines/core/game/random';
import { replayGame } from '../../engines/core/game/replay';
import { COMPOSITION_CODE, type KeyLogEntry } from '../../engines/core/keyLog';
import { gameRules } from '../../engines/games/gameRules';
import { gameCatalog } from '../../levels/games/catalog';
import { REPLAY_TICK_MS } from './gameRounds';

/**
 * The server replays rounds with coarse ticks (REPLAY_TICK_MS). That is only fair if every game
 * scores a log the same at the rates a browser runs: checked here for every level of every game,
 * with a child's mix of right and wrong keys — the key the game wants next (its nextKey) two
 * times in three, else a miss: a random letter of the level's own words, or a wrong 汉字.
 */

/** The log entry a child's press of `key` makes: a key, or a commit of the IME for a 汉字. */
function entryFor(ms: number, key: string): KeyLogEntry {
  if (/^[a-z]$/i.test(key)) return [ms, `Key${key.toUpperCase()}`, key];
  if (/^[0-9]$/.test(key)) return [ms, `Digit${key}`, key];
  if (key === ' ') return [ms, 'Space', ' '];
  if (key.length > 1 && /^[A-Z][A-Za-z]+$/.test(key)) return [ms, key, key]; // a named key: Enter, NumpadEnter…
  if (/^[\x21-\x7e]$/.test(key)) return [ms, 'Unidentified', key];
  return [ms, COMPOSITION_CODE, key];
}

function lettersOf(level: Record<string, unknown>): string[] {
  const text = JSON.stringify(level).toLowerCase().replace(/[^a-z]/g, '');
  const set = [...new Set(text)];
  return set.length ? set : ['a', 's', 'd', 'f'];
}

/** Plays a round as a child would, at the server's tick, and returns its key log. */
function childLog(nextKey: (snapshot: never) => { key: string } | null, machine: AnyStateMachine, level: Record<string, unknown>, seed: number, untilMs: number): KeyLogEntry[] {
  const random = createRandom(seed);
  // misses: letters of the level and digits (a number-pad game takes no letters)
  const letters = [...lettersOf(level), ...'0123456789'];
  const actor = createActor(machine, { input: { level, seed } });
  actor.start();
  actor.send({ type: 'game.start', timeStamp: 0 });
  const log: KeyLogEntry[] = [];
  let now = 0;
  for (let ms = 600, i = 0; ms < untilMs && actor.getSnapshot().status === 'active'; ms += random.int(120, 700), i++) {
    while (now + REPLAY_TICK_MS < ms && actor.getSnapshot().status === 'active') actor.send({ type: 'clock.tick', dt: REPLAY_TICK_MS, timeStamp: (now += REPLAY_TICK_MS) });
    // the round ended in those ticks: the child's hand stops too
    if (actor.getSnapshot().status !== 'active') break;
    const next = nextKey(actor.getSnapshot() as never);
    // a miss: a wrong 汉字 where the game wants one, else a letter of the level
    const miss = next && !/^[\x20-\x7e]$/.test(next.key) && next.key.length === 1 ? (next.key === '错' ? '对' : '错') : random.pick(letters);
    const entry = entryFor(ms, next && i % 3 !== 2 ? next.key : miss);
    log.push(entry);
    if (entry[1] === COMPOSITION_CODE) actor.send({ type: 'input.composition', text: entry[2], timeStamp: ms });
    else actor.send({ type: 'input.key', code: entry[1], key: entry[2], timeStamp: ms });
    now = ms;
  }
  actor.stop();
  return log;
}

describe("the server's replay tick", () => {
  const levels = gameCatalog.groups.flatMap((g) => g.courses.flatMap((c) => c.levels.map((l) => ({ course: c, level: l }))));
  it.each(levels.map((x) => [`${x.course.id}/${x.level.id}`, x] as const))('scores %s as 30 and 144 Hz do', (_name, { course, level }) => {
    const entry = gameRules[course.render_engine]!;
    const data = entry.levelSchema.parse(level) as Record<string, unknown>;
    const seed = 20261123;
    const log = childLog(entry.nextKey, entry.machine, data, seed, 120_000);
    const at = (tickMs: number) => replayGame(entry.machine, { level: data, seed }, log, 300_000, tickMs);
    const server = at(REPLAY_TICK_MS);
    // a real round: it ends, and some keys hit and some miss
    expect(server).not.toBeNull();
    expect(server!.correct).toBeGreaterThan(0);
    expect(server!.wrong).toBeGreaterThan(0);
    expect(server).toEqual(at(1000 / 30));
    expect(server).toEqual(at(1000 / 144));
  });
});
