import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChapterRules } from '../../../contract/classSettings';
import type { Activity, Targets } from '../../../contract/levels';
import type { ProgressBody, ProgressResult } from '../../../contract/student';
import { computeStars } from '../../../contract/scoring';
import type { EngineEmitted, EngineResult } from '../../../engines/core/types';
import type { ChapterKit } from '../../host/useLoaded';
import { isBusy, isRefusal } from '../../api/http';
import { newAttemptId, progressBody, runLog, withRetry } from '../../host/attempt';
import { createReadAlong } from '../../host/readAlong';
import { settings } from '../../state/settings';
import { ChapterHeader } from './ChapterHeader';
import { ChapterStage, type StageHandle } from './ChapterStage';
import { ResultCard } from './ResultCard';
import { ChapterHelp } from './ChapterHelp';
import { useFullscreen } from './useFullscreen';
import styles from './ChapterPage.module.css';

/** A chapter the server stored outside the curriculum (a 练习薄弱键 practice, a teacher's own lesson): what the run needs of it. */
export interface StoredChapter {
  title: string;
  /** the chapterId its progress is posted with */
  chapterId: string;
  activity: Activity;
  targets: Targets;
  /** what the child's class asks (no 退格, no keyboard, no hands): the server's replay runs with the same */
  rules?: ChapterRules;
}

interface Props extends ChapterKit {
  chapter: StoredChapter;
  /** the line under the header */
  hint: string;
  backHref: string;
  /** posts the finished run to the chapter's own progress route */
  post(body: ProgressBody): Promise<ProgressResult>;
}

/**
 * One run of a stored chapter, as a curriculum chapter runs: the stage, the key log sent with the
 * result, the result card with the server's stars (or its refusal), 再来一次.
 */
export function StoredChapterRun({ chapter, definition, kit, hint, backHref, post }: Props) {
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
  // a pinyin chapter has the 拼音 and 跟读 switches; read-along speaks only then
  const speaks = definition.pinyinSwitches === true;

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
      setSaved(null);
      setRefusal(null);
      withRetry(() => post(progressBody(attempt.current, chapter.chapterId, r, log.entries)))
        .then(setSaved)
        .catch((e: unknown) => {
          // a business refusal names its reason; a lost network, or a server busy with this role's replays (42900), offers 再试一次
          if (isRefusal(e) && !isBusy(e)) setRefusal(e.message);
          setSaved(undefined);
        });
    },
    [chapter, post, log],
  );

  const onFinished = useCallback(
    (r: EngineResult) => {
      log.finish();
      const withStars = { ...r, stars: computeStars(r, chapter.targets) };
      setResult(withStars);
      save(withStars);
    },
    [chapter, save, log],
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
  }, [readAlong, log]);

  return (
    <div ref={root} className={styles.page} data-engine={definition.name}>
      <ChapterHeader
        title={chapter.title}
        backHref={backHref}
        pinyinSwitches={definition.pinyinSwitches}
        fingerHintSwitch={definition.fingerHintSwitch && chapter.rules?.showHands !== false}
        keyboard={chapter.rules?.showKeyboard !== false}
        touchTyping
        readAlongUnavailable={voiceMissing}
        onRestart={restart}
        onHelp={() => setHelp(true)}
        onFullscreen={toggleFullscreen}
        fullscreen={fullscreen}
      />
      <p className={styles.hint}>
        <span className={styles.hintBadge}>小提示</span> {hint}
      </p>
      <ChapterStage ref={stage} definition={definition} kit={kit} activity={chapter.activity} rules={chapter.rules} unit="字/分" onEmitted={onEmitted} onFinished={onFinished} onLogged={log.onLogged} logTypingTime blocked={help} />
      {result && <ResultCard result={result} unit="字/分" targets={chapter.targets} saved={saved} refusal={refusal} onRetrySave={() => save(result)} onAgain={restart} nextHref={null} backHref={backHref} />}
      {help && <ChapterHelp engine={definition.name} onClose={() => setHelp(false)} />}
    </div>
  );
}
