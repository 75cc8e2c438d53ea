import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ChapterDetail } from '../../contract/course';
import type { ProgressResult } from '../../contract/student';
import { computeStars } from '../../contract/scoring';
import type { EngineEmitted, EngineResult } from '../../engines/core/types';
import { factsOf } from '../../engines/registry';
import { request, ApiError, isBusy, isRefusal, isSessionEnded } from '../api/http';
import { newAttemptId, progressBody, runLog, withRetry } from '../host/attempt';
import { loadChapterKit, useLoaded } from '../host/useLoaded';
import { session } from '../state/session';
import { queueForSync } from '../offline/sync';
import { outboxState } from '../offline/outbox';
import { practice } from '../offline/pwa';
import { subscribeKey } from 'valtio/utils';
import { createReadAlong } from '../host/readAlong';
import { settings } from '../state/settings';
import { openDialog } from '../state/dialogs';
import { sessionEnded } from '../state/sessionEnded';
import { ChapterHeader } from './chapter/ChapterHeader';
import { ChapterStage, type StageHandle } from './chapter/ChapterStage';
import { ResultCard } from './chapter/ResultCard';
import { ChapterHelp } from './chapter/ChapterHelp';
import { useFullscreen } from './chapter/useFullscreen';
import styles from './chapter/ChapterPage.module.css';
import { usePerfOverlay } from '../perf/usePerfOverlay';

interface Params {
  sectionId: string;
  lessonId: string;
  chapterId: string;
}

/** The text read-along speaks for the whole chapter on completion (pinyin chapters: title and line). */
function wholeText(detail: ChapterDetail): string {
  return factsOf(detail.activity).readAlong(detail.activity);
}

/** A chapter (its path: section/lesson/chapter), its engine and the kit. */
const loadChapter = (path: string) =>
  request<ChapterDetail>(`/course/chapter/${path}`, { silent: true }).then(async (detail) => ({ detail, ...(await loadChapterKit(detail.activity.render_engine)) }));

/** /chapter/{sectionId}/{lessonId}/{chapterId}: play one chapter and save its result. */
export default function ChapterPage({ params }: { params: Params }) {
  const { sectionId, lessonId, chapterId } = params;
  usePerfOverlay(); // ?perf=1: the latency overlay
  const [, navigate] = useLocation();
  const chapterPath = `${sectionId}/${lessonId}/${chapterId}`;
  const { value: loaded, failure } = useLoaded(chapterPath, loadChapter, (e) => {
    // signed out elsewhere (下一关 after the session ended): sign in again and come back here,
    // never 这一关暂时打不开 → 返回课程 → 没有找到这一课 (issue 40)
    if (isSessionEnded(e)) {
      void sessionEnded(e.message, navigate);
      return true;
    }
    if (e instanceof ApiError && e.status === 40300 && /会员/.test(e.message)) openDialog('vip');
    return false;
  });
  const detail = loaded?.detail ?? null;
  const definition = loaded?.definition ?? null;
  const kit = loaded?.kit ?? null;
  const [result, setResult] = useState<EngineResult | null>(null);
  const [saved, setSaved] = useState<ProgressResult | null | undefined>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** the result is kept on this device and waits for the network ('待同步') */
  const [queued, setQueued] = useState(false);
  /** the session ended (signed in elsewhere, grace over): queued until this account signs in again; the server's message */
  const [waitsForLogin, setWaitsForLogin] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const stage = useRef<StageHandle>(null);
  const root = useRef<HTMLDivElement>(null);
  const attempt = useRef(newAttemptId());
  /** the run's key log, sent with its result */
  const log = useMemo(runLog, []);
  const readAlong = useMemo(() => (typeof window === 'undefined' ? null : createReadAlong(window)), []);
  const [voiceMissing, setVoiceMissing] = useState<string | undefined>(undefined);
  const { active: fullscreen, toggle: toggleFullscreen } = useFullscreen(() => root.current);
  const backHref = `/lesson/${sectionId}/${lessonId}`;
  // read-along speaks only where its 跟读 switch is shown, so a child can always turn it off
  const speaks = definition?.pinyinSwitches === true;

  // a new chapter is a new attempt (the next chapter comes on this same page)
  useEffect(() => {
    setResult(null);
    attempt.current = newAttemptId();
    log.clear();
    return () => readAlong?.cancel();
  }, [chapterPath, readAlong, log]);

  useEffect(() => {
    if (!readAlong) return;
    const check = () => setVoiceMissing(readAlong.available() ? undefined : (readAlong.unavailableReason() ?? undefined));
    check();
    return readAlong.onVoicesChanged(check);
  }, [readAlong]);

  const save = useCallback(
    (r: EngineResult) => {
      setSaved(null);
      setRefusal(null);
      setQueued(false);
      setWaitsForLogin(null);
      const id = attempt.current;
      const body = progressBody(id, chapterId, r, log.entries);
      const roleId = session.role?.id ?? null;
      const userId = session.userInfo?.userId ?? null;
      // no network, or a session that ended under the child (issue 24): keep the attempt on this
      // device and send it when the network returns or this account signs in again (issue 12)
      const keep = () =>
        queueForSync('/student/progress', id, body, roleId, userId).then(
          () => setQueued(true),
          () => setSaved(undefined),
        );
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return void keep();
      withRetry(() => request<ProgressResult>('/student/progress', { method: 'POST', body, silent: true, roleId }))
        .then(setSaved)
        .catch((e: unknown) => {
          if (isSessionEnded(e)) {
            setWaitsForLogin(e.message);
            return void keep();
          }
          // a server busy with this role's replays (42900) takes it later, as a lost network does
          if (!isRefusal(e) || isBusy(e)) return void keep();
          setRefusal(e.message);
          setSaved(undefined);
        });
    },
    [chapterId],
  );

  // a queued attempt answered by the server once the network is back: show its real stars and points
  useEffect(() => {
    if (!queued) return;
    const id = attempt.current;
    const check = () => {
      const answer = outboxState.answers[id];
      if (answer?.kind === 'done') {
        setQueued(false);
        setWaitsForLogin(null);
        setSaved(answer.data as ProgressResult);
      } else if (answer?.kind === 'refused') {
        setQueued(false);
        setWaitsForLogin(null);
        setRefusal(answer.message);
        setSaved(undefined);
      }
    };
    check();
    return subscribeKey(outboxState, 'answers', check);
  }, [queued]);

  // a new version never swaps code under a typing child (src/offline/pwa.ts)
  useEffect(() => {
    practice.typing = !!detail && !result;
    return () => {
      practice.typing = false;
    };
  }, [detail, result]);

  const onFinished = useCallback(
    (r: EngineResult) => {
      if (!detail) return;
      log.finish();
      const withStars = { ...r, stars: computeStars(r, detail.targets) };
      setResult(withStars);
      save(withStars);
      if (speaks && settings.autoRead && readAlong?.available()) {
        const text = wholeText(detail);
        if (text) readAlong.speak(text);
      }
    },
    [detail, save, readAlong, speaks],
  );

  const onEmitted = useCallback(
    (e: EngineEmitted) => {
      if (e.type === 'item.started' && speaks && settings.autoRead && readAlong?.available()) readAlong.speak(e.text);
    },
    [readAlong, speaks],
  );

  const restart = useCallback(() => {
    attempt.current = newAttemptId();
    log.clear();
    setResult(null);
    setSaved(null);
    setQueued(false);
    readAlong?.cancel();
    stage.current?.restart();
  }, [readAlong]);

  if (failure)
    return (
      <div className={styles.failure}>
        <div className="card">
          <h2>这一关暂时打不开</h2>
          <p>{failure}</p>
          <Link className="btn" href={backHref}>
            返回课程
          </Link>
        </div>
      </div>
    );
  if (!detail || !definition || !kit) return <div className={styles.loading}>正在准备练习…</div>;

  const next = detail.next ? `/chapter/${detail.next.sectionId}/${detail.next.lessonId}/${detail.next.chapterId}` : null;
  const hasKeyboard = definition.input === 'keys' || definition.input === 'numpad' || definition.input === 'none';
  return (
    <div ref={root} className={styles.page} data-engine={definition.name}>
      <ChapterHeader
        title={detail.name}
        backHref={backHref}
        pinyinSwitches={definition.pinyinSwitches}
        // what the child's class decided (no keyboard, no hands) is not offered as a switch
        fingerHintSwitch={definition.fingerHintSwitch && detail.rules?.showHands !== false}
        keyboard={hasKeyboard && detail.rules?.showKeyboard !== false}
        touchTyping={definition.input === 'keys' || definition.input === 'numpad'}
        readAlongUnavailable={voiceMissing}
        onRestart={restart}
        onHelp={() => setHelp(true)}
        onFullscreen={toggleFullscreen}
        fullscreen={fullscreen}
      />
      {detail.hint && (
        <p className={styles.hint}>
          <span className={styles.hintBadge}>小提示</span> {detail.hint}
        </p>
      )}
      <ChapterStage
        key={detail.id}
        ref={stage}
        definition={definition}
        kit={kit}
        activity={detail.activity}
        rules={detail.rules}
        unit="字/分"
        onEmitted={onEmitted}
        onFinished={onFinished}
        onLogged={log.onLogged}
        logTypingTime
        blocked={help}
        onReplay={restart}
        videoDone={
          result && definition.input === 'none' ? (
            <Link className="btn btn-grass" href={next ?? backHref} data-testid="next-chapter">
              {next ? '看完啦，去练习 →' : '看完啦，回到课程 →'}
            </Link>
          ) : undefined
        }
      />
      {result && definition.input !== 'none' && (
        <ResultCard result={result} unit="字/分" targets={detail.targets} saved={saved} queued={queued} waitsForLogin={waitsForLogin} refusal={refusal} onRetrySave={() => save(result)} onAgain={restart} nextHref={next} backHref={backHref} />
      )}
      {help && <ChapterHelp engine={definition.name} tip={detail.hint} onClose={() => setHelp(false)} />}
    </div>
  );
}
