import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ProgressResult } from '../../contract/student';
import type { WeakPractice } from '../../contract/weakKeys';
import { computeStars } from '../../contract/scoring';
import type { EngineEmitted, EngineResult } from '../../engines/core/types';
import { loadChapterKit, useLoaded, type ChapterKit } from '../host/useLoaded';
import { postWeakProgressApi, weakPracticeApi } from '../api/report';
import { isRefusal } from '../api/http';
import { newAttemptId, progressBody, runLog, withRetry } from '../host/attempt';
import { createReadAlong } from '../host/readAlong';
import { settings } from '../state/settings';
import { ChapterHeader } from './chapter/ChapterHeader';
import { ChapterStage, type StageHandle } from './chapter/ChapterStage';
import { ResultCard } from './chapter/ResultCard';
import { ChapterHelp } from './chapter/ChapterHelp';
import { useFullscreen } from './chapter/useFullscreen';
import styles from './chapter/ChapterPage.module.css';

const BACK = '/report';
const HINTS = {
  keys: '这一关专门练你最容易按错的键，慢一点，按准了再加速！',
  pinyin: '这一关的字都用到你最容易打错的声母和韵母，看清拼音再打，慢慢来！',
} as const;

/** the practice and its engine with the kit */
const loadPractice = async (id: string): Promise<ChapterKit & { practice: WeakPractice }> => {
  const practice = await weakPracticeApi(id);
  return { practice, ...(await loadChapterKit(practice.activity.render_engine)) };
};

/** /report/practice/{id}: a generated 练习薄弱键 or 练习薄弱拼音 chapter, played like a chapter and saved to its own progress route. */
export default function WeakPracticePage({ params }: { params: { practiceId: string } }) {
  const { value: loaded, failure } = useLoaded(params.practiceId, loadPractice);
  const practice = loaded?.practice ?? null;
  const definition = loaded?.definition ?? null;
  const kit = loaded?.kit ?? null;
  const [result, setResult] = useState<EngineResult | null>(null);
  const [saved, setSaved] = useState<ProgressResult | null | undefined>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const stage = useRef<StageHandle>(null);
  const root = useRef<HTMLDivElement>(null);
  const attempt = useRef(newAttemptId());
  /** the run's key log, sent with its result */
  const log = useMemo(runLog, []);
  const { active: fullscreen, toggle: toggleFullscreen } = useFullscreen(() => root.current);
  const readAlong = useMemo(() => (typeof window === 'undefined' ? null : createReadAlong(window)), []);
  const [voiceMissing, setVoiceMissing] = useState<string | undefined>(undefined);
  // a pinyin practice has the 拼音 and 跟读 switches of a pinyin chapter; read-along speaks only then
  const speaks = definition?.pinyinSwitches === true;

  useEffect(() => {
    if (!readAlong) return;
    const check = () => setVoiceMissing(readAlong.available() ? undefined : (readAlong.unavailableReason() ?? undefined));
    check();
    const off = readAlong.onVoicesChanged(check);
    return () => {
      off();
      readAlong.cancel();
    };
  }, [readAlong]);


  const save = useCallback(
    (r: EngineResult) => {
      if (!practice) return;
      setSaved(null);
      setRefusal(null);
      withRetry(() => postWeakProgressApi(practice.id, progressBody(attempt.current, practice.chapterId, r, log.entries)))
        .then(setSaved)
        .catch((e: unknown) => {
          // a business refusal names its reason; a lost network offers 再试一次
          if (isRefusal(e)) setRefusal(e.message);
          setSaved(undefined);
        });
    },
    [practice],
  );

  const onFinished = useCallback(
    (r: EngineResult) => {
      if (!practice) return;
      log.finish();
      const withStars = { ...r, stars: computeStars(r, practice.targets) };
      setResult(withStars);
      save(withStars);
    },
    [practice, save],
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
    readAlong?.cancel();
    stage.current?.restart();
  }, [readAlong]);

  if (failure)
    return (
      <div className={styles.failure}>
        <div className="card">
          <h2>这个练习打不开</h2>
          <p>{failure}</p>
          <Link className="btn" href={BACK}>
            返回成绩报告
          </Link>
        </div>
      </div>
    );
  if (!practice || !definition || !kit) return <div className={styles.loading}>正在准备练习…</div>;
  return (
    <div ref={root} className={styles.page} data-engine={definition.name}>
      <ChapterHeader
        title={practice.name}
        backHref={BACK}
        pinyinSwitches={definition.pinyinSwitches}
        fingerHintSwitch={definition.fingerHintSwitch}
        keyboard
        touchTyping
        readAlongUnavailable={voiceMissing}
        onRestart={restart}
        onHelp={() => setHelp(true)}
        onFullscreen={toggleFullscreen}
        fullscreen={fullscreen}
      />
      <p className={styles.hint}>
        <span className={styles.hintBadge}>小提示</span> {HINTS[practice.kind]}
      </p>
      <ChapterStage ref={stage} definition={definition} kit={kit} activity={practice.activity} unit="字/分" onEmitted={onEmitted} onFinished={onFinished} onLogged={log.onLogged} logTypingTime blocked={help} />
      {result && <ResultCard result={result} unit="字/分" targets={practice.targets} saved={saved} refusal={refusal} onRetrySave={() => save(result)} onAgain={restart} nextHref={null} backHref={BACK} />}
      {help && <ChapterHelp engine={definition.name} onClose={() => setHelp(false)} />}
    </div>
  );
}
