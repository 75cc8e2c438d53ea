import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Application } from 'pixi.js';
import type { Activity } from '../../../contract/levels';
import type { ChapterEngineDefinition } from '../../../engines/core/types';
import { logEvent, type KeyLogEntry } from '../../../engines/core/keyLog';
import type { CoreKit } from '../../../engines/registry';
import { PixiCanvas } from '../../host/PixiCanvas';
import { createStageHost, type StageHost, type StagePolicy } from '../../host/stageHost';
import { chapterPolicy } from '../../host/chapterPolicy';
import { settings } from '../../state/settings';
import styles from '../chapter/ChapterStage.module.css';

export interface ReplayStageHandle {
  /** sends these log entries to the engine, as the child's keys (no sound) */
  feed(entries: readonly KeyLogEntry[]): void;
  /** a new run from the start (the scrubber moved back) */
  reset(): void;
}

/** What the stage plays: the attempt's engine, the kit and the activity (null while the attempt is on its way). */
export interface ReplaySetup {
  definition: ChapterEngineDefinition;
  kit: CoreKit;
  activity: Activity;
}

/**
 * The chapter's own engine scene, keyboard and hands (the stage host with the chapter policy, as
 * ChapterStage), played from a key log instead of the keyboard: no input is attached, the page
 * feeds the entries it reaches. Wrong keys show as the child saw them (red glyphs, the key flashing).
 * The Pixi application starts at once, while the attempt is fetched; the stage is built on it when
 * both are there.
 */
export const ReplayStage = forwardRef<ReplayStageHandle, { setup: ReplaySetup | null; onReady(): void }>(function ReplayStage(p, ref) {
  const host = useRef<StageHost | null>(null);
  const policy = useRef<StagePolicy | null>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const [app, setApp] = useState<Application | null>(null);
  const props = useRef(p);
  props.current = p;
  useImperativeHandle(ref, () => ({
    feed(entries) {
      for (const e of entries) policy.current?.onInput(logEvent(e));
    },
    reset() {
      host.current?.restart();
    },
  }));
  const onApp = useCallback((a: Application) => {
    // the bench's milestones (tests/bench/replayStart.ts): the application, the stage built, its first frame
    performance.mark('replay:app');
    setApp(a);
    return () => setApp(null);
  }, []);
  const { setup } = p;
  useEffect(() => {
    if (!app || !setup) return;
    const domBackdrop = app.renderer.name === 'canvas' ? null : backdrop.current;
    const pol = chapterPolicy({ definition: setup.definition, activity: setup.activity, domBackdrop: !!domBackdrop, onStats: () => {}, onEmitted: () => {}, onFinished: () => {} });
    policy.current = pol;
    // the host attaches no keyboard (inputEnabled false, no IME field): only the log types here
    const h = createStageHost({ app, kit: setup.kit, settings: { ...settings, showKeyboard: true, sound: false }, imeInput: null, backdrop: domBackdrop, inputEnabled: () => false }, pol);
    host.current = h;
    performance.mark('replay:host');
    const frame = requestAnimationFrame(() => {
      performance.mark('replay:ready');
      props.current.onReady();
    });
    return () => {
      cancelAnimationFrame(frame);
      h.dispose();
      host.current = null;
      policy.current = null;
    };
  }, [app, setup]);
  return (
    <div className={styles.canvasBox}>
      <div ref={backdrop} className={styles.backdrop} aria-hidden="true" />
      <div className={styles.canvasLayer}>
        <PixiCanvas onReady={onApp} preserveDrawingBuffer canvasOnSoftwareGL canvasPaints="--c-bg" />
      </div>
    </div>
  );
});
