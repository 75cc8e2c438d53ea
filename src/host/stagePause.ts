import type { AnyActorRef } from 'xstate';
import { subscribe } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { covering, dialogs, playCovered } from '../state/dialogs';
import { isPausedSnapshot } from './useEngineState';

/** What the pause works on: a stage host's run and its pause (StageHost). */
export interface Pausable {
  readonly actor: AnyActorRef | null;
  /** true when it paused (a game before its start or after its end refuses) */
  pause(): boolean;
  resume(): void;
  restart?(): void;
}

/** The page the pause listens to: its visibility and its keys (a test hands in its own). */
export interface PausePage {
  document: EventTarget & { readonly hidden: boolean };
  window: EventTarget;
}

export interface StagePauseOptions {
  /** a page's own overlay (help, a result card, a test being handed in): keys are not typing, time runs on */
  blocked?(): boolean;
  /**
   * A hidden tab: 'cover' holds the stage as a dialog does and lets it go on when the tab is back
   * (a chapter, which has no veil to resume from); 'stop' pauses it until the child resumes (a
   * game's veil: a child never loses lives to time they did not see).
   */
  hiddenTab: 'cover' | 'stop';
  /** Escape pauses and resumes (a game: a child reaching for the mouse is not a lost life) */
  escapeToggles?: boolean;
  /** after every resume (the page focuses its IME field) */
  onResumed?(): void;
  /** the stage is held by a dialog (or a hidden tab), or no longer: a veil then only says why */
  onHeld?(held: boolean): void;
  page?: PausePage;
}

export interface StagePause {
  /** the stage to pause (its host, once the canvas is ready): a dialog already up holds it at once */
  attach(stage: Pausable): void;
  detach(): void;
  /** look again at the dialogs and the tab (a game's round just began: a pause before it was refused) */
  follow(): void;
  /** the child pauses (the pause button, Escape, a hidden tab in a game); nothing if already paused */
  pause(): void;
  resume(): void;
  toggle(): void;
  /** a new run (the chapter's 重来): a run the child had paused starts playing, as a new one does */
  restart(): void;
  /** the engine's actor is in its paused state (read from the engine, never a copy) */
  isPaused(): boolean;
  /** keys are typing: no page overlay, nothing over the play, the engine not paused */
  inputEnabled(): boolean;
  /** held by a dialog or a hidden tab: it goes on by itself when they are gone */
  readonly held: boolean;
  /** listens to the dialogs, the tab and (escapeToggles) Escape; returns the unlisten */
  listen(): () => void;
}

const browserPage = (): PausePage => ({ document, window });

/**
 * The one pause of every stage (chapter, game, race, typing test, weak-key practice; issue 24, issue
 * 41): any dialog over the play — a box up, or the fingering lookup, VIP or points dialog asked for
 * while its box loads — holds the stage and its closing lets it go on, unless the child had paused it
 * themselves; a hidden tab holds or stops it (hiddenTab); keys are typing only when nothing is over
 * the play and the engine is not paused. Whether it is paused is the engine's actor's state
 * (isPausedSnapshot), so the page's veil or 播放 button and this agree by construction.
 */
export function stagePause(o: StagePauseOptions): StagePause {
  let stage: Pausable | null = null;
  /** this holds the stage (a dialog or a hidden tab paused it), not the child */
  let held = false;
  const page = () => o.page ?? browserPage();
  const isPaused = () => isPausedSnapshot(stage?.actor?.getSnapshot());
  const coverUp = () => playCovered() || (o.hiddenTab === 'cover' && page().document.hidden);
  const setHeld = (h: boolean) => {
    if (held === h) return;
    held = h;
    o.onHeld?.(h);
  };
  const resume = () => {
    if (!stage) return;
    stage.resume();
    o.onResumed?.();
  };
  const pause = () => {
    if (stage && !isPaused()) stage.pause();
  };

  function follow() {
    if (!stage) return;
    const up = coverUp();
    // the child's own pause stays theirs: a dialog over it does not take it, nor resume it when it closes
    if (up && !held && !isPaused()) setHeld(stage.pause());
    else if (!up && held) {
      setHeld(false);
      resume();
    }
    if (o.hiddenTab === 'stop' && page().document.hidden) pause();
  }

  return {
    attach(s) {
      stage = s;
      follow();
    },
    detach() {
      stage = null;
      setHeld(false);
    },
    follow,
    pause,
    resume,
    toggle: () => (isPaused() ? resume() : pause()),
    restart() {
      if (!stage) return;
      const childPaused = isPaused() && !held;
      stage.restart?.();
      // the paused run's drawing stays frozen under a fresh run: start it again, as a new run plays
      if (childPaused) stage.resume();
    },
    isPaused,
    inputEnabled: () => !o.blocked?.() && !playCovered() && !isPaused(),
    get held() {
      return held;
    },
    listen() {
      const { document: doc, window: win } = page();
      const onKey = (e: Event) => {
        const k = e as KeyboardEvent;
        // an Escape that closed a dialog closed the dialog only
        if (k.key === 'Escape' && !k.defaultPrevented && !playCovered()) (isPaused() ? resume : pause)();
      };
      const offs = [subscribeKey(covering, 'count', follow), subscribe(dialogs, follow)];
      doc.addEventListener('visibilitychange', follow);
      if (o.escapeToggles) win.addEventListener('keydown', onKey);
      return () => {
        offs.forEach((off) => off());
        doc.removeEventListener('visibilitychange', follow);
        win.removeEventListener('keydown', onKey);
      };
    },
  };
}
