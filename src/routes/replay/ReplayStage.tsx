import { forwardRef, useCallback, useImperativeHandle, useRef } from 'react';
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

/**
 * The chapter's own engine scene, keyboard and hands (the stage host with the chapter policy, as
 * ChapterStage), played from a key log instead of the keyboard: no input is attached, the page
 * feeds the entries it reaches. Wrong keys show as the child saw them (red glyphs, the key flashing).
 */
export const ReplayStage = forwardRef<ReplayStageHandle, { definition: ChapterEngineDefinition; kit: CoreKit; activity: Activity; onReady(): void }>(function ReplayStage(p, ref) {
  const host = useRef<StageHost | null>(null);
  const policy = useRef<StagePolicy | null>(null);
  const backdrop = useRef<HTMLDivElement>(null);
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
  const onReady = useCallback((app: Application) => {
    const domBackdrop = app.renderer.name === 'canvas' ? null : backdrop.current;
    const pol = chapterPolicy({
      definition: props.current.definition,
      activity: props.current.activity,
      domBackdrop: !!domBackdrop,
      onStats: () => {},
      onEmitted: () => {},
      onFinished: () => {},
    });
    policy.current = pol;
    // the host attaches no keyboard (inputEnabled false, no IME field): only the log types here
    const h = createStageHost({ app, kit: props.current.kit, settings: { ...settings, showKeyboard: true, sound: false }, imeInput: null, backdrop: domBackdrop, inputEnabled: () => false }, pol);
    host.current = h;
    requestAnimationFrame(() => props.current.onReady());
    return () => {
      h.dispose();
      host.current = null;
      policy.current = null;
    };
  }, []);
  return (
    <div className={styles.canvasBox}>
      <div ref={backdrop} className={styles.backdrop} aria-hidden="true" />
      <div className={styles.canvasLayer}>
        <PixiCanvas onReady={onReady} preserveDrawingBuffer canvasOnSoftwareGL canvasPaints="--c-bg" />
      </div>
    </div>
  );
});
