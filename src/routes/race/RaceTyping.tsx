import { useCallback, useEffect, useRef, useState } from 'react';
import { perMinute } from '../../../contract/speed';
import type { Activity } from '../../../contract/levels';
import type { RaceKeyEntry, RaceServerMessage } from '../../../contract/race';
import type { ChapterEngineDefinition, LiveStats } from '../../../engines/core/types';
import { COMPOSITION_CODE } from '../../../engines/core/keyLog';
import { loadChapterEngine, loadCoreKit, type CoreKit } from '../../../engines/registry';
import { ChapterStage, type StageHandle } from '../chapter/ChapterStage';
import { KeySender } from './keySender';
import type { RaceRoom } from './useRaceRoom';
import styles from '../chapter/ChapterPage.module.css';
import raceStyles from './Race.module.css';

/** Put a stored log back into the engine, as the keys it was: a device that reloaded resumes at its place. */
function replayInto(box: HTMLElement, log: readonly RaceKeyEntry[]) {
  const ime = box.querySelector<HTMLInputElement>('[data-testid="ime-input"]');
  for (const [, code, key] of log) {
    if (code === COMPOSITION_CODE && ime) {
      ime.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      ime.dispatchEvent(new CompositionEvent('compositionend', { data: key, bubbles: true }));
    } else window.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
  }
}

/**
 * The racer typing: the race's activity on ChapterStage (the chapter's engine, keyboard and touch
 * keyboard), every judged key stamped with the race clock (server time since startsAt) and sent.
 * The HUD's 用时 is the race's time (server clock since the start) and its speed the server's
 * measure over it (perMinute, contract/speed.ts): a device that reloaded mid-race replays its stored keys into the engine
 * in one go, and the engine's own clock then said 0:00 and 600 字/分.
 */
export function RaceTyping({ room, activity, startsAt, onDone }: { room: RaceRoom; activity: Activity; startsAt: number; onDone(): void }) {
  const [engine, setEngine] = useState<{ def: ChapterEngineDefinition; kit: CoreKit } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const replaying = useRef(false);
  const resumed = useRef(false);
  const sender = useRef<KeySender | null>(null);
  const stage = useRef<StageHandle>(null);
  if (!sender.current) {
    sender.current = new KeySender(
      { send: (seq, from, log) => room.socket()?.sendKeys(seq, from, log) ?? false },
      { now: () => performance.now(), later: (fn, ms) => window.setTimeout(fn, ms), cancel: (id) => window.clearTimeout(id as number) },
    );
  }

  useEffect(() => {
    let live = true;
    Promise.all([loadChapterEngine(activity.render_engine), loadCoreKit()])
      .then(([def, kit]) => live && setEngine({ def, kit }))
      .catch((e: unknown) => live && setFailure(e instanceof Error ? e.message : '加载失败'));
    return () => {
      live = false;
    };
  }, [activity.render_engine]);

  // acks, refusals and reconnects steer the sender
  useEffect(() => {
    const s = sender.current!;
    room.onMessage.current = (m: RaceServerMessage) => {
      if (m.type === 'race' && m.log) s.resendFrom(m.log.length);
      if (m.type === 'error' && m.expected !== undefined) s.resendFrom(m.expected);
    };
    return () => {
      room.onMessage.current = null;
      s.dispose();
    };
  }, [room.onMessage]);

  // a device that reloaded mid-race: the server's stored log goes back into the engine once the stage is up
  const stored = room.storedLog;
  useEffect(() => {
    if (!engine || resumed.current || !stored || stored.length === 0 || sender.current!.log.length > 0) return;
    let frame = 0;
    const tryReplay = () => {
      const b = box.current;
      if (!b || !b.querySelector('canvas[data-renderer]')) {
        frame = requestAnimationFrame(tryReplay);
        return;
      }
      resumed.current = true;
      replaying.current = true;
      replayInto(b, stored);
      replaying.current = false;
      sender.current!.adopt(stored);
    };
    frame = requestAnimationFrame(tryReplay);
    return () => cancelAnimationFrame(frame);
  }, [engine, stored]);

  const raceMs = useCallback(() => Math.max(0, Date.now() + room.offset() - startsAt), [room, startsAt]);
  const hudStats = useCallback((s: LiveStats): LiveStats => ({ ...s, elapsedMs: raceMs(), cpm: perMinute(s.correct, raceMs()) }), [raceMs]);
  // the race's clock runs on between keys
  useEffect(() => {
    const timer = window.setInterval(() => stage.current?.refreshHud(), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const onLogged = useCallback(
    (entry: RaceKeyEntry) => {
      if (replaying.current) return;
      sender.current!.add([Date.now() + room.offset() - startsAt, entry[1], entry[2]]);
    },
    [room, startsAt],
  );

  if (failure) return <p className={styles.failure}>{failure}</p>;
  if (!engine) return <div className={styles.loading}>正在准备赛道…</div>;
  return (
    <div ref={box} className={raceStyles.stageBox} data-engine={engine.def.name} data-testid="race-typing">
      <ChapterStage ref={stage} hudStats={hudStats} definition={engine.def} kit={engine.kit} activity={activity} unit="字/分" onEmitted={() => {}} onFinished={onDone} onLogged={onLogged} blocked={false} />
    </div>
  );
}
