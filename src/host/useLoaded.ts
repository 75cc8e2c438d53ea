import { useEffect, useRef, useState } from 'react';
import type { ChapterEngineDefinition } from '../../engines/core/types';
import type { GameDefinition } from '../../engines/core/game/types';
import { loadChapterEngine, loadCoreKit, loadGameEngine, type CoreKit } from '../../engines/registry';

/** A chapter engine with the core kit the stage host composes around it. */
export interface ChapterKit {
  definition: ChapterEngineDefinition;
  kit: CoreKit;
}

/** The engine of a render_engine and the kit, loaded together (a page downloads Pixi only when it plays). */
export const loadChapterKit = (engine: string): Promise<ChapterKit> =>
  Promise.all([loadChapterEngine(engine), loadCoreKit()]).then(([definition, kit]) => ({ definition, kit }));

/** A game's engine and the kit, loaded together (a game's page then preloads its art: useGameLevel). */
export const loadGameKit = (engine: string): Promise<{ definition: GameDefinition; kit: CoreKit }> =>
  Promise.all([loadGameEngine(engine), loadCoreKit()]).then(([definition, kit]) => ({ definition, kit }));

/**
 * What a page loads before it can play (a chapter, a weak-key practice, a typing test, a race):
 * `load(key)` once per key (null: nothing yet), its value or its failure as a Chinese sentence; a
 * page that moved on ignores an answer that comes late. The one loading effect of the engine pages.
 * `onFailure` sees a failure first; true when the page takes it on itself (a dialog asks to sign in
 * again): no failure is shown, the page stays loading.
 */
export function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>, onFailure?: (e: unknown) => boolean): { value: T | null; failure: string | null } {
  const failureTaken = useRef(onFailure);
  failureTaken.current = onFailure;
  const [state, setState] = useState<{ key: string | null; value: T | null; failure: string | null }>({ key: null, value: null, failure: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load(key)
      .then((value) => live && setState({ key, value, failure: null }))
      .catch((e: unknown) => {
        if (live && !failureTaken.current?.(e)) setState({ key, value: null, failure: e instanceof Error ? e.message : '加载失败' });
      });
    return () => {
      live = false;
    };
    // `load` is the page's own function of the key: the key alone says when to load again
  }, [key]);
  // an answer for another key is not this key's
  return state.key === key ? { value: state.value, failure: state.failure } : { value: null, failure: null };
}
