import type { RaceCreateBody, RaceKind, RaceSource, RaceSummary, RaceView, RaceServerMessage, RaceKeyEntry } from '../../contract/race';
import { HEARTBEAT_MS } from '../../contract/constants';
import { request } from './http';

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
 * One race's socket: `auth {token, roleId, raceId}` first, heartbeat, reconnect after a drop (the
 * server's `race` message then carries the racer's stored log, from which the page resends).
 */
export function connectRace(raceId: string, token: string, roleId: string, on: RaceSocketEvents): RaceSocket {
  let ws: WebSocket | null = null;
  let closed = false;
  let attempts = 0;
  let beat: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const open = () => {
    retry = null;
    const s = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/race`);
    ws = s;
    s.onopen = () => {
      s.send(JSON.stringify({ type: 'auth', token, roleId, raceId }));
      beat = setInterval(() => s.readyState === 1 && s.send(JSON.stringify({ type: 'ping' })), HEARTBEAT_MS);
    };
    s.onmessage = (e) => {
      let msg: RaceServerMessage;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (msg.type === 'race') {
        attempts = 0;
        on.online(true);
      }
      on.message(msg);
    };
    s.onclose = (e) => {
      if (beat) clearInterval(beat);
      beat = null;
      if (ws !== s || closed) return;
      on.online(false);
      if (FINAL.has(e.code)) {
        closed = true;
        on.closed(e.code);
        return;
      }
      attempts += 1;
      retry = setTimeout(open, Math.min(5_000, 300 * 2 ** Math.min(attempts, 4)));
    };
  };
  open();
  return {
    sendKeys(seq, from, log) {
      if (!ws || ws.readyState !== 1) return false;
      ws.send(JSON.stringify({ type: 'keys', seq, from, log }));
      return true;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (beat) clearInterval(beat);
      ws?.close();
    },
  };
}
