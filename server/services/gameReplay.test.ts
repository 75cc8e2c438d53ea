import { describe, expect, it } from 'vitest';
import { createRandom } from '../../engines/core/game/random';
import { replayGame } from '../../engines/core/game/replay';
import type { KeyLogEntry } from '../../engines/core/game/types';
import { gameMachines } from '../../engines/games/machines';
import { gameCatalog } from '../../levels/games/catalog';
import { REPLAY_TICK_MS } from './gameRounds';

/**
 * The server replays rounds with coarse ticks (REPLAY_TICK_MS). That is only fair if every game
 * scores a log the same at the rates a browser runs: checked here for every level of every game,
 * with a child's mix of right and wrong keys (letters of the level's own words or letters, and
 * for the number-pad games digits, '.' and Enter, which letter games ignore).
 */
const NUMBER_KEYS = [...'0123456789.', 'Enter'];
const codeOf = (ch: string) => (ch === 'Enter' ? 'NumpadEnter' : ch === '.' ? 'NumpadDecimal' : /\d/.test(ch) ? `Numpad${ch}` : `Key${ch.toUpperCase()}`);

function childLog(keys: string[], seed: number, untilMs: number): KeyLogEntry[] {
  const random = createRandom(seed);
  const log: KeyLogEntry[] = [];
  for (let ms = 600; ms < untilMs; ms += random.int(120, 700)) {
    const ch = random.pick(keys);
    log.push([ms, codeOf(ch), ch]);
  }
  return log;
}

function lettersOf(level: Record<string, unknown>): string[] {
  const text = JSON.stringify(level).toLowerCase().replace(/[^a-z]/g, '');
  const set = [...new Set(text)];
  return set.length ? set : ['a', 's', 'd', 'f'];
}

describe("the server's replay tick", () => {
  const levels = gameCatalog.groups.flatMap((g) => g.courses.flatMap((c) => c.levels.map((l) => ({ course: c, level: l }))));
  it.each(levels.map((x) => [`${x.course.id}/${x.level.id}`, x] as const))('scores %s as 30 and 144 Hz do', (_name, { course, level }) => {
    const entry = gameMachines[course.render_engine]!;
    const data = entry.levelSchema.parse(level) as Record<string, unknown>;
    const seed = 20261123;
    const log = childLog([...lettersOf(data), ...NUMBER_KEYS], seed, 120_000);
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
