import type { RaceServerMessage, RaceView, RacerProgress, RacerView } from '../../../contract/race';
import { raceStandings } from '../../../contract/raceStandings';

/**
 * The race as a device knows it, kept from the socket's messages (pure, tested): the last full view,
 * with joins, removals, the start and the coalesced progress merged into it.
 */
export function applyRaceMessage(race: RaceView | null, msg: RaceServerMessage): RaceView | null {
  if (msg.type === 'race' || msg.type === 'ended') return msg.race;
  if (!race) return race;
  switch (msg.type) {
    case 'joined': {
      const others = race.racers.filter((r) => r.roleId !== msg.racer.roleId);
      return { ...race, racers: [...others, msg.racer].sort((a, b) => a.lane - b.lane) };
    }
    case 'removed':
      return { ...race, racers: race.racers.filter((r) => r.roleId !== msg.roleId) };
    case 'start':
      return { ...race, state: 'countdown', startsAt: msg.startsAt, endsAt: msg.endsAt, racers: race.racers.map((r) => ({ ...r, status: 'racing' })) };
    case 'progress':
      return mergeRacers(race, msg.racers);
    case 'finish':
    case 'ack':
      return mergeRacers(race, [msg.racer]);
    case 'presence':
      return { ...race, racers: race.racers.map((r) => (r.roleId === msg.roleId ? { ...r, away: msg.away } : r)) };
    case 'next':
      return { ...race, next: msg.next };
    default:
      return race;
  }
}

function mergeRacers(race: RaceView, updates: readonly RacerProgress[]): RaceView {
  const byId = new Map(updates.map((u) => [u.roleId, u]));
  let changed = false;
  const racers = race.racers.map((r): RacerView => {
    const u = byId.get(r.roleId);
    if (!u) return r;
    changed = true;
    return { ...r, ...u };
  });
  return changed ? { ...race, racers } : race;
}

/** The server's clock minus this device's, best estimate: the largest seen (a message is never early). */
export function nextOffset(prev: number | null, serverNow: number, localNow: number): number {
  const sample = serverNow - localNow;
  return prev === null ? sample : Math.max(prev, sample);
}

/** serverNow of a message, if it carries one. */
export function serverNowOf(msg: RaceServerMessage): number | null {
  if (msg.type === 'race' || msg.type === 'ended') return msg.race.serverNow;
  return 'serverNow' in msg && typeof msg.serverNow === 'number' ? msg.serverNow : null;
}

/**
 * What a racer's badge says: nothing typed by anyone yet → 准备 / 开始打字！ (not 第 N 名 · 0%);
 * then their rank in the standings (contract/raceStandings.ts, the podium's order) and how far they got.
 */
export function placeLabel(race: RaceView, me: RacerView, started: boolean): string {
  if (me.place !== null) return `第 ${me.place} 名`;
  if (me.review) return '待老师确认';
  if (!started && race.state !== 'ended') return '准备';
  const rank = raceStandings(race.racers).find((s) => s.racer.roleId === me.roleId)?.rank ?? null;
  if (rank === null) return race.state === 'ended' ? '没有打字' : race.racers.some((r) => r.keys > 0) ? '快开始打字！' : '开始打字！';
  return `第 ${rank} 名 · ${race.state === 'ended' ? '完成 ' : ''}${Math.round(me.progress * 100)}%`;
}
