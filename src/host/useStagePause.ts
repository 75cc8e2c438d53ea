import { useEffect, useRef, useState } from 'react';
import { stagePause, type Pausable, type StagePause, type StagePauseOptions } from './stagePause';
import { useEnginePaused, type EngineActor } from './useEngineState';

export interface UseStagePause {
  /** the stage's actor (null until the canvas is ready): the HUD and the veil read it */
  actor: EngineActor;
  /** the engine's actor is paused (useSelector on it: re-renders twice per pause, nothing in between) */
  paused: boolean;
  /** held by a dialog or a hidden tab: the veil says why and offers no button */
  held: boolean;
  /** hand the stage host in once it is made; returns the hand-back for its dispose */
  attach(stage: Pausable): () => void;
  /** a new run on the stage (the chapter's 重来): its actor is the one read from now on */
  restart(): void;
  /** the controls and gates of stagePause.ts (pause, resume, toggle, follow, inputEnabled) */
  control: StagePause;
}

/**
 * The pause and the input gate of a page's stage, for React (stagePause.ts does the work): a chapter,
 * race, typing test or weak-key practice (ChapterStage) and a game round (GameStage) hand their
 * stage host in with `attach` and read `paused` from the engine. The options are read when used,
 * so a page's changing `blocked` needs no new pause.
 */
export function useStagePause(o: Omit<StagePauseOptions, 'onHeld'>): UseStagePause {
  const options = useRef(o);
  options.current = o;
  const [actor, setActor] = useState<EngineActor>(null);
  const [held, setHeld] = useState(false);
  const stage = useRef<Pausable | null>(null);
  const [control] = useState(() =>
    stagePause({
      hiddenTab: o.hiddenTab,
      escapeToggles: o.escapeToggles,
      page: o.page,
      blocked: () => options.current.blocked?.() ?? false,
      onResumed: () => options.current.onResumed?.(),
      onHeld: setHeld,
    }),
  );
  useEffect(() => control.listen(), [control]);
  const paused = useEnginePaused(actor);
  return {
    actor,
    paused,
    held,
    attach(s) {
      stage.current = s;
      control.attach(s);
      setActor(s.actor);
      return () => {
        control.detach();
        stage.current = null;
        setActor(null);
      };
    },
    restart() {
      control.restart();
      setActor(stage.current?.actor ?? null);
    },
    control,
  };
}
