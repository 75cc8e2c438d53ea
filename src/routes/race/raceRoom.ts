import type { RaceServerMessage, RaceView, RacerProgress, RacerView } from '../../../contract/race';

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

/** The racers in finishing order, then the unfinished by progress: the podium's order. */
export function standings(racers: readonly RacerView[]): RacerView[] {
  const active = racers.filter((r) => r.status !== 'removed');
  return [...active].sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || b.progress - a.progress || a.lane - b.lane);
}
