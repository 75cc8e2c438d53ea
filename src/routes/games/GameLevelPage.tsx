import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { Link, useLocation, useParams } from 'wouter';
import type { GameMode, GameProgressResult, GameRanks, RoundStart } from '../../../contract/game';
import { Status } from '../../../contract/envelope';
import type { GameOutcome } from '../../../engines/core/game/types';
import { ApiError, isSessionEnded } from '../../api/http';
import { gameProgressApi, ranksApi, roundStartApi } from '../../api/game';
import { points, refreshPoints } from '../../state/points';
import { openDialog } from '../../state/dialogs';
import { toast } from '../../state/toasts';
import { useGameLevel } from './useGameLevel';
import { homeworkOverText, useGameHomework } from './useGameHomework';
import { GameLoading } from './GameLoading';
import { GameStart } from './GameStart';
import { GameStage } from './GameStage';
import { GameOver } from './GameOver';
import styles from './GameScreens.module.css';
import { queueForSync } from '../../offline/sync';
import { outboxState } from '../../offline/outbox';
import { network, offlineMessage } from '../../offline/network';
import { practice } from '../../offline/pwa';
import { isVip, session } from '../../state/session';
import { sessionEnded } from '../../state/sessionEnded';

type Phase =
  | { name: 'start' }
  | { name: 'playing'; round: RoundStart; n: number }
  | { name: 'over'; round: RoundStart; outcome: GameOutcome; result: GameProgressResult | null; ranks: GameRanks | null; error: string | null; queued?: boolean; sessionEnded?: string };

/** A round needs the server to start (its 50 points, its seed): what a child reads without a network (issue 12). */
const START_OFFLINE = offlineMessage('开始一局游戏');
const offlineNow = () => !network.online || (typeof navigator !== 'undefined' && navigator.onLine === false);

/**
 * /games/{courseId}-{levelId}: a level of a game inside the game layout. Start screen → the round
 * (its 50 points taken by POST game/round/start, which also hands out the seed) → the end screen
 * with the score the server computed from the key log and the child's rank.
 */
export default function GameLevelPage() {
  // '{courseId}-{levelId}': ids never contain '-' (levels/games/catalog.ts), so the first '-' splits them
  const { courseLevel = '' } = useParams<{ courseLevel: string }>();
  const cut = courseLevel.indexOf('-');
  const courseId = cut > 0 ? courseLevel.slice(0, cut) : courseLevel;
  const lessonId = cut > 0 ? courseLevel.slice(cut + 1) : '';
  const [version, setVersion] = useState(0);
  const load = useGameLevel(courseId, lessonId, version);
  const [phase, setPhase] = useState<Phase>({ name: 'start' });
  const [mode, setMode] = useState<GameMode>('level');
  const [starting, setStarting] = useState(false);
  const [startNote, setStartNote] = useState<string | null>(null);
  const { online } = useSnapshot(network);
  const rounds = useRef(0);
  // asked again after each round begins and is saved: the free rounds left, the homework done
  const [homeworkAsk, setHomeworkAsk] = useState(0);
  const homework = useGameHomework(courseId, lessonId, homeworkAsk);
  const [, navigate] = useLocation();

  // the network is back: the calm "needs the network" note goes, 开始 works again
  useEffect(() => {
    if (online) setStartNote(null);
  }, [online]);

  useEffect(() => setPhase({ name: 'start' }), [courseId, lessonId]);

  // a new version never swaps code under a child in the middle of a round (src/offline/pwa.ts)
  useEffect(() => {
    practice.typing = phase.name === 'playing';
    return () => {
      practice.typing = false;
    };
  }, [phase.name]);

  const begin = useCallback(async () => {
    // no network: no spinner, no raw error — a round cannot start without the server (issue 12)
    if (offlineNow()) return setStartNote(START_OFFLINE);
    setStartNote(null);
    setStarting(true);
    try {
      const round = await roundStartApi(courseId, lessonId, mode);
      points.point = round.point;
      rounds.current += 1;
      setPhase({ name: 'playing', round, n: rounds.current });
      setHomeworkAsk((n) => n + 1);
    } catch (e) {
      if (e instanceof ApiError && e.status === Status.notEnoughPoints) {
        await refreshPoints();
        openDialog('points');
      } else if (e instanceof ApiError && e.status === 0 && offlineNow()) setStartNote(START_OFFLINE);
      // 再玩一次 after the session ended under the last round: SPEC §8's 确认退出？, not a red toast
      else if (isSessionEnded(e)) void sessionEnded(e.message, navigate);
      else if (e instanceof ApiError) toast.error(e.message);
      setPhase((p) => (p.name === 'over' ? p : { name: 'start' }));
    } finally {
      setStarting(false);
    }
  }, [courseId, lessonId, mode, navigate]);

  const send = useCallback(
    async (round: RoundStart, outcome: GameOutcome) => {
      setPhase({ name: 'over', round, outcome, result: null, ranks: null, error: null });
      const body = { roundId: round.roundId, log: outcome.log, score: outcome.score, durationMs: outcome.durationMs };
      // the network dropped during the round: keep its key log on this device and send it once the
      // network is back (the server scores a round once, whatever arrives twice) — issue 12
      const keep = (sessionEnded?: string) =>
        queueForSync('/game/progress', round.roundId, body, session.role?.id ?? null, session.userInfo?.userId ?? null).then(
          () => setPhase((p) => (p.name === 'over' && p.round === round ? { ...p, queued: true, error: null, sessionEnded } : p)),
          () => setPhase((p) => (p.name === 'over' && p.round === round ? { ...p, error: offlineMessage('保存成绩') } : p)),
        );
      if (offlineNow()) return keep();
      try {
        const result = await gameProgressApi(body);
        // saved within the grace of a session that ended under the round (issue 24): no ranks call, it would fail
        const ranks = result.sessionEnded ? null : await ranksApi(courseId, lessonId, 'all', mode).catch(() => null);
        setPhase((p) => (p.name === 'over' && p.round === round ? { ...p, result, ranks, sessionEnded: result.sessionEnded } : p));
        if (!result.sessionEnded) setVersion((v) => v + 1); // the level choice shows the new best stars
        setHomeworkAsk((n) => n + 1);
      } catch (e) {
        if (e instanceof ApiError && e.status === 0) return keep();
        // the session ended under the round and its grace too: keep it until this account signs in again
        if (isSessionEnded(e)) return keep(e.message);
        const error = e instanceof Error ? e.message : '网络出错了';
        setPhase((p) => (p.name === 'over' && p.round === round ? { ...p, error } : p));
      }
    },
    [courseId, lessonId, mode],
  );

  // a queued round answered by the server once the network is back: show its real score, stars and rank
  const queuedRound = phase.name === 'over' && phase.queued ? phase.round : null;
  useEffect(() => {
    if (!queuedRound) return;
    const check = () => {
      const answer = outboxState.answers[queuedRound.roundId];
      if (!answer || answer.kind === 'later') return;
      const settle = (next: Partial<Extract<Phase, { name: 'over' }>>) =>
        setPhase((p) => (p.name === 'over' && p.round === queuedRound ? { ...p, queued: false, ...next } : p));
      if (answer.kind === 'refused') return settle({ error: answer.message, sessionEnded: undefined });
      settle({ result: answer.data as GameProgressResult, sessionEnded: undefined });
      setVersion((v) => v + 1);
      void ranksApi(courseId, lessonId, 'all', mode)
        .then((ranks) => setPhase((p) => (p.name === 'over' && p.round === queuedRound ? { ...p, ranks } : p)))
        .catch(() => undefined);
    };
    check();
    return subscribeKey(outboxState, 'answers', check);
  }, [queuedRound, courseId, lessonId, mode]);

  if (load.state === 'loading') return <GameLoading progress={load.progress} />;
  if (load.state === 'error')
    return (
      <section className={styles.screen}>
        <div className={styles.card}>
          <h1 className={styles.title}>游戏没能打开</h1>
          <p className={styles.levelName}>{load.message}</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-big btn-grass" onClick={() => setVersion((v) => v + 1)}>
              再试一次
            </button>
            <Link to="/games" className="btn btn-big btn-ghost">
              返回
            </Link>
          </div>
        </div>
      </section>
    );

  if (phase.name === 'playing')
    return (
      <GameStage
        key={phase.n}
        definition={load.definition}
        kit={load.kit}
        level={load.detail}
        seed={phase.round.seed}
        mode={mode}
        vip={isVip(session)}
        onOver={(outcome) => void send(phase.round, outcome)}
      />
    );
  if (phase.name === 'over')
    return (
      <GameOver
        outcome={phase.outcome}
        headline={load.definition.overHeadline?.(phase.outcome)}
        result={phase.result}
        ranks={phase.ranks}
        error={phase.error}
        queued={phase.queued}
        sessionEnded={phase.sessionEnded}
        note={startNote}
        onRetrySend={() => void send(phase.round, phase.outcome)}
        homework={homework && mode === 'level' && phase.result ? homeworkOverText(homework, phase.result, phase.round.cost === 0) : null}
        onAgain={() => void begin()}
        starting={starting}
      />
    );
  return <GameStart game={load} mode={mode} onMode={setMode} onStart={() => void begin()} starting={starting} offline={!online} note={startNote} homework={homework} />;
}
