import { useCallback, useEffect, useRef, useState } from 'react';
import type { RaceKeyEntry, RaceServerMessage, RaceView } from '../../../contract/race';
import { connectRace, raceGetApi, type RaceSocket } from '../../api/race';
import { session } from '../../state/session';
import { applyRaceMessage, nextOffset, serverNowOf } from './raceRoom';

export interface RaceRoom {
  race: RaceView | null;
  /** server clock − device clock (ms) */
  offset: () => number;
  online: boolean;
  /** a final close: 4403 not allowed, 4409 opened elsewhere, 4410 removed */
  closedCode: number | null;
  failure: string | null;
  /** the racer's own stored log the server sent after (re)connecting; null until one came */
  storedLog: RaceKeyEntry[] | null;
  socket: () => RaceSocket | null;
  /** set by the racer's key sender to hear acks and refusals */
  onMessage: React.MutableRefObject<((m: RaceServerMessage) => void) | null>;
  /** replace the view (a REST reply: start, end, remove) */
  setRace(v: RaceView): void;
}

/** One race's live state on this device: the first view over REST, then the socket's messages. */
export function useRaceRoom(raceId: string): RaceRoom {
  const [race, setRaceState] = useState<RaceView | null>(null);
  const [online, setOnline] = useState(false);
  const [closedCode, setClosed] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [storedLog, setStoredLog] = useState<RaceKeyEntry[] | null>(null);
  const offset = useRef<number | null>(null);
  const socket = useRef<RaceSocket | null>(null);
  const onMessage = useRef<((m: RaceServerMessage) => void) | null>(null);

  const getOffset = useCallback(() => offset.current ?? 0, []);
  const getSocket = useCallback(() => socket.current, []);
  const setRace = useCallback((v: RaceView) => {
    offset.current = nextOffset(offset.current, v.serverNow, Date.now());
    setRaceState(v);
  }, []);

  useEffect(() => {
    let live = true;
    const note = (now: number | null) => {
      if (now !== null) offset.current = nextOffset(offset.current, now, Date.now());
    };
    raceGetApi(raceId)
      .then((v) => {
        if (!live) return;
        note(v.serverNow);
        setRaceState((old) => old ?? v);
      })
      .catch((e: unknown) => live && setFailure(e instanceof Error ? e.message : '比赛打不开'));
    const token = session.token;
    const roleId = session.role?.id;
    if (token && roleId) {
      socket.current = connectRace(raceId, token, roleId, {
        message(msg) {
          if (!live) return;
          note(serverNowOf(msg));
          if (msg.type === 'race' && msg.log) setStoredLog(msg.log);
          setRaceState((old) => applyRaceMessage(old, msg));
          onMessage.current?.(msg);
        },
        online: (up) => live && setOnline(up),
        closed: (code) => live && setClosed(code),
      });
    }
    return () => {
      live = false;
      socket.current?.close();
      socket.current = null;
    };
  }, [raceId]);

  return {
    race,
    offset: getOffset,
    online,
    closedCode,
    failure,
    storedLog,
    socket: getSocket,
    onMessage,
    setRace,
  };
}
