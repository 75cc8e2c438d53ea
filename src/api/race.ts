import type { RaceCreateBody, RaceKind, RaceSource, RaceSummary, RaceView, RaceServerMessage, RaceKeyEntry } from '../../contract/race';
import { request } from './http';
import { openSocket, type SocketDeps } from './socket';

// 班级比赛 (docs/API-race.md): REST under race/, live messages on /ws/race.
const seg = encodeURIComponent;

export const raceSourcesApi = (kind: RaceKind) => request<RaceSource[]>('/race/sources', { query: { kind } });
export const raceCreateApi = (body: Partial<RaceCreateBody>) => request<RaceView>('/race/create', { method: 'POST', body, silent: true });
export const raceJoinApi = (code: string) => request<RaceView>('/race/join', { method: 'POST', body: { code }, silent: true });
export const raceGetApi = (id: string) => request<RaceView>(`/race/${seg(id)}`, { silent: true });
export const raceActiveApi = () => request<RaceSummary[]>('/race/active', { silent: true });
export const raceListApi = (groupId: string) => request<RaceSummary[]>('/race/list', { query: { groupId }, silent: true });
export const raceStartApi = (id: string) => request<RaceView>(`/race/${seg(id)}/start`, { method: 'POST' });
export const raceEndApi = (id: string) => request<RaceView>(`/race/${seg(id)}/end`, { method: 'POST' });
export const raceRemoveApi = (id: string, roleId: string) => request<RaceView>(`/race/${seg(id)}/remove`, { method: 'POST', body: { roleId } });
export const raceAgainApi = (id: string) => request<RaceView>(`/race/${seg(id)}/again`, { method: 'POST' });
export const raceConfirmApi = (id: string, roleId: string) => request<RaceView>(`/race/${seg(id)}/confirm`, { method: 'POST', body: { roleId } });

export interface RaceSocket {
  /** send a batch of the racer's log from index `from` */
  sendKeys(seq: number, from: number, log: RaceKeyEntry[]): boolean;
  close(): void;
}

export interface RaceSocketEvents {
  message(msg: RaceServerMessage): void;
  /** the socket is (re)connected and authenticated (the `race` message follows) or dropped */
  online(up: boolean): void;
  /** closed for good (removed, replaced, not allowed): the close code */
  closed(code: number): void;
}

/** Close codes after which reconnecting cannot help: bad token, not allowed, replaced, removed. */
const FINAL = new Set([4401, 4403, 4409, 4410]);

/**
 * One race's socket (the page's one socket client, socket.ts): `auth {token, roleId, raceId}`
 * first, heartbeat, reconnect after a drop (300 ms doubling to 5 s: a race is short), online once
 * the server's `race` message came (it carries the racer's stored log, from which the page resends).
 */
export function connectRace(raceId: string, token: string, roleId: string, on: RaceSocketEvents, deps?: SocketDeps): RaceSocket {
  const socket = openSocket<RaceServerMessage>(
    {
      path: '/ws/race',
      auth: { token, roleId, raceId },
      backoff: (attempt) => Math.min(5_000, 300 * 2 ** Math.min(attempt, 4)),
      final: FINAL,
      accepted: (msg) => msg.type === 'race',
      message: on.message,
      online: on.online,
      closed: on.closed,
    },
    deps,
  );
  return {
    sendKeys: (seq, from, log) => socket.send({ type: 'keys', seq, from, log }),
    close: () => socket.close(),
  };
}
