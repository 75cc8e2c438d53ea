import WebSocket from 'ws';
import type { RaceKeyEntry } from '../../contract/race';
import { RACE_SEND_MS } from '../../contract/race';

/**
 * One simulated class for `npm run bench:race` (tests/bench/race.ts): a projector socket and its
 * racers' sockets, typing a passage at a pace with the documented protocol (the first new key at
 * once, then at most one batch every RACE_SEND_MS). Measures, for every key, the time from the
 * racer's keydown to the first projector message that carries it (a `progress` or `finish` whose
 * `keys` reached it), and counts finishes: each acknowledged finish must reach the projector.
 */
const API = '/api/client/v1';

export interface Account {
  authorization: string;
  userroleid: string;
}

export async function call(base: string, method: string, path: string, body: unknown, h?: Account): Promise<any> {
  const res = await fetch(`${base}${API}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(h ? { authorization: h.authorization, userroleid: h.userroleid } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { status: number; message: string; data: any };
  if (json.status !== 200) throw new Error(`${path}: ${json.status} ${json.message}`);
  return json.data;
}

export async function account(base: string, roleType: 'TEACHER' | 'STUDENT', roleName: string): Promise<Account> {
  const authorization = (await call(base, 'POST', '/auth/loginByGuest', {})).accessToken as string;
  const role = await call(base, 'POST', '/user/role/create', { roleName, roleType, avatar: 'panda.svg' }, { authorization, userroleid: '' });
  return { authorization, userroleid: role.id };
}

interface Sock {
  ws: WebSocket;
  on(fn: (m: any) => void): void;
}

async function open(port: number, who: Account, raceId: string): Promise<Sock> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/race`);
  const listeners: Array<(m: any) => void> = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString());
    for (const l of listeners) l(m);
  });
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const hello = new Promise((resolve) => listeners.push((m) => m.type === 'race' && resolve(m)));
  ws.send(JSON.stringify({ type: 'auth', token: who.authorization, roleId: who.userroleid, raceId }));
  await hello;
  return { ws, on: (fn) => listeners.push(fn) };
}

/** The stages of one traced projector entry (RACE_TRACE=1, server/services/raceTrace.ts), for the racer's newest key in it, ms. */
export const STAGES = ['device batch', 'to server', 'replay', 'coalesce', 'NOTIFY queue', 'NOTIFY→LISTEN', 'room send', 'to projector', 'total'] as const;
export type StageRow = number[];
const wall = () => performance.timeOrigin + performance.now();

interface Trace {
  lanes: Record<string, [number, number]>;
  flush: number;
  notify?: number;
  listen?: number;
  send?: number;
  db?: Record<string, number>;
}

export interface ClassFigures {
  lags: number[];
  /** last keydown → the projector's finish message (with the place) */
  finishLags: number[];
  stages: StageRow[];
  /** per finish message (traced): its stages by name, storing the finish (`db`) step by step */
  finishStages: Array<Record<string, number>>;
  finishedAcked: number;
  finishedSeen: number;
  keys: number;
  refused: number;
  /** refusals by message */
  refusedBy: Record<string, number>;
}

const codeOf = (ch: string) => (ch === ' ' ? 'Space' : `Key${ch.toUpperCase()}`);

/** A class: the teacher's race, its racers joined and connected (racers spread over `ports`). */
export async function setUpClass(base: string, ports: number[], teacher: Account, kids: Account[], text: string) {
  const group = (await call(base, 'POST', '/student/studyGroup/create', { name: '比赛班' }, teacher)).id as string;
  const race = await call(base, 'POST', '/race/create', { groupId: group, kind: 'english', text, limitSeconds: 120 }, teacher);
  for (const k of kids) await call(base, 'POST', '/race/join', { code: race.code }, k);
  const projector = await open(ports[0]!, teacher, race.id);
  const racers: Sock[] = [];
  for (const [i, k] of kids.entries()) racers.push(await open(ports[i % ports.length]!, k, race.id));
  return { race, projector, racers, teacher, ids: kids.map((k) => k.userroleid) };
}

/** Starts the race and types it: every racer keys `text` at `keysPerSecond` (±40 %), from a reaction of up to a second. */
export async function runClass(base: string, c: Awaited<ReturnType<typeof setUpClass>>, text: string, keysPerSecond: number): Promise<ClassFigures> {
  const figures: ClassFigures = { lags: [], finishLags: [], stages: [], finishStages: [], finishedAcked: 0, finishedSeen: 0, keys: 0, refused: 0, refusedBy: {} };
  /** keydown wall times per racer (performance.now), by key index; what the projector has seen per racer */
  const downs = new Map<string, number[]>();
  /** when the batch carrying each key left the device (wall ms), by key index */
  const sents = new Map<string, number[]>();
  const seen = new Map<string, number>();
  const finishedSeen = new Set<string>();
  const kidIds = c.racers.map((_, i) => i);
  let startsAt = 0;
  let offset = 0;
  const started = new Promise<void>((resolve) =>
    c.projector.on((m) => {
      if (m.type === 'start') {
        startsAt = m.startsAt;
        offset = m.serverNow - Date.now();
        resolve();
      }
    }),
  );
  const ended = new Promise<void>((resolve) =>
    c.projector.on((m) => {
      const at = wall();
      if (m.type === 'ended') return resolve();
      const list = m.type === 'progress' ? m.racers : m.type === 'finish' ? [m.racer] : [];
      if (m.type === 'finish') {
        finishedSeen.add(m.racer.roleId);
        // the place on the screen: the racer's last keydown to its finish message
        const last = downs.get(m.racer.roleId)?.at(-1);
        if (last !== undefined) figures.finishLags.push(at - last);
        const tr = m.trace as Trace | undefined;
        const lane = tr?.lanes[m.racer.roleId];
        const lastSent = sents.get(m.racer.roleId)?.at(-1);
        if (tr && lane && last !== undefined && lastSent !== undefined) {
          const arrive = tr.flush - lane[0];
          const replayed = tr.flush - lane[1];
          const notify = tr.notify ?? tr.flush;
          const listen = tr.listen ?? notify;
          const send = tr.send ?? listen;
          const row: Record<string, number> = { 'to server': arrive - lastSent, replay: replayed - arrive, 'finish stored': tr.flush - replayed };
          for (const [step, v] of Object.entries(tr.db ?? {})) row[`  db: ${step}`] = v;
          Object.assign(row, { 'NOTIFY queue': notify - tr.flush, 'NOTIFY→LISTEN': listen - notify, 'room send': send - listen, 'to projector': at - send, total: at - last });
          figures.finishStages.push(row);
        }
      }
      const tr = m.trace as Trace | undefined;
      for (const r of list) {
        const times = downs.get(r.roleId) ?? [];
        const lane = tr?.lanes[r.roleId];
        const k = Math.min(r.keys, times.length) - 1;
        if (tr && lane && k >= (seen.get(r.roleId) ?? 0)) {
          const sent = sents.get(r.roleId)?.[k] ?? NaN;
          const arrive = tr.flush - lane[0];
          const replayed = tr.flush - lane[1];
          const notify = tr.notify ?? tr.flush;
          const listen = tr.listen ?? notify;
          const send = tr.send ?? listen;
          figures.stages.push([sent - times[k]!, arrive - sent, replayed - arrive, tr.flush - replayed, notify - tr.flush, listen - notify, send - listen, at - send, at - times[k]!]);
        }
        for (let k = seen.get(r.roleId) ?? 0; k < Math.min(r.keys, times.length); k++) figures.lags.push(at - times[k]!);
        seen.set(r.roleId, Math.max(seen.get(r.roleId) ?? 0, r.keys));
      }
    }),
  );
  // each device counts down from the start its own socket brings: listened for before the start
  const racerStarts = c.racers.map((sock) => new Promise<void>((resolve) => sock.on((m) => m.type === 'start' && resolve())));
  await call(base, 'POST', `/race/${c.race.id}/start`, {}, c.teacher);
  await started;
  const typing = kidIds.map(async (i) => {
    const sock = c.racers[i]!;
    const times: number[] = [];
    const sentAt: number[] = [];
    downs.set(c.ids[i]!, times);
    sents.set(c.ids[i]!, sentAt);
    const log: RaceKeyEntry[] = [];
    let sent = 0;
    let lastSend = -Infinity;
    let timer: NodeJS.Timeout | null = null;
    let seq = 0;
    const done = new Promise<void>((resolve) =>
      sock.on((m) => {
        if (m.type === 'error' && typeof m.expected === 'number') {
          // as a device does: send again from where the server is
          sent = Math.min(sent, m.expected);
          figures.refused += 1;
          figures.refusedBy[m.message] = (figures.refusedBy[m.message] ?? 0) + 1;
          if (!timer) timer = setTimeout(flush, RACE_SEND_MS);
        } else if (m.type === 'ack') {
          if (m.racer.status === 'finished') {
            figures.finishedAcked += 1;
            resolve();
          }
        } else if (m.type === 'error') {
          figures.refused += 1;
          figures.refusedBy[m.message] = (figures.refusedBy[m.message] ?? 0) + 1;
        }
        else if (m.type === 'ended') resolve();
      }),
    );
    const flush = () => {
      timer = null;
      lastSend = performance.now();
      const batch = log.slice(sent);
      if (!batch.length) return;
      const now = wall();
      for (let k = sentAt.length; k < log.length; k++) sentAt.push(now);
      sock.ws.send(JSON.stringify({ type: 'keys', seq: seq++, from: sent, log: batch }));
      sent = log.length;
    };
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await racerStarts[i];
    await wait(Math.max(0, startsAt - (Date.now() + offset)) + Math.random() * 1000);
    for (const ch of text) {
      times.push(wall());
      log.push([Math.max(0, Date.now() + offset - startsAt), codeOf(ch), ch]);
      figures.keys += 1;
      if (!timer) {
        const since = performance.now() - lastSend;
        if (since >= RACE_SEND_MS) flush();
        else timer = setTimeout(flush, RACE_SEND_MS - since);
      }
      await wait(Math.max(70, (1000 / keysPerSecond) * (0.6 + Math.random() * 0.8)));
    }
    if (timer) {
      clearTimeout(timer);
      flush();
    }
    // a finish that never comes is a lost one (counted by the caller), not a hang
    await Promise.race([done, wait(20_000)]);
  });
  await Promise.all(typing);
  await Promise.race([ended, new Promise((r) => setTimeout(r, 10_000))]);
  figures.finishedSeen = finishedSeen.size;
  for (const s of [c.projector, ...c.racers]) s.ws.close();
  return figures;
}
