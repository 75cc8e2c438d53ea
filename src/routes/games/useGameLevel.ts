import { useEffect, useState } from 'react';
import type { GameCourseDetail, GameLevelDetail } from '../../../contract/game';
import type { GameDefinition } from '../../../engines/core/game/types';
import type { CoreKit } from '../../../engines/registry';
import { loadGameKit } from '../../host/useLoaded';
import { gameCoursesApi, gameGroupsApi, levelDetailApi } from '../../api/game';
import { preloadGameAssets } from './preloadGameAssets';

export interface LoadedGame {
  detail: GameLevelDetail;
  definition: GameDefinition;
  kit: CoreKit;
  /** the game with all its levels and the role's stars (the level choice) */
  course: GameCourseDetail | null;
}

export type GameLoad = { state: 'loading'; progress: number } | { state: 'error'; message: string } | ({ state: 'ready' } & LoadedGame);

/** Where a game's course sits among the groups, with its levels and the role's best stars. */
export async function loadGameCourse(courseId: string): Promise<GameCourseDetail | null> {
  const groups = await gameGroupsApi();
  const group = groups.find((g) => g.courses.some((c) => c.id === courseId));
  if (!group) return null;
  const courses = await gameCoursesApi(group.id);
  return courses.find((c) => c.id === courseId) ?? null;
}

/**
 * Loads a level, its engine and the shared kit (loadGameKit, which refuses a chapter engine) and the
 * game's art and sound, with its progress; `version` reloads the stars while the level stays shown.
 */
export function useGameLevel(courseId: string, levelId: string, version: number): GameLoad {
  const [load, setLoad] = useState<GameLoad>({ state: 'loading', progress: 0 });
  useEffect(() => {
    let alive = true;
    setLoad((l) => (l.state === 'ready' && l.detail.courseId === courseId && l.detail.id === levelId ? l : { state: 'loading', progress: 0 }));
    (async () => {
      const [detail, course] = await Promise.all([levelDetailApi(courseId, levelId), loadGameCourse(courseId).catch(() => null)]);
      const { definition: engine, kit } = await loadGameKit(detail.render_engine);
      await preloadGameAssets(engine, (progress) => alive && setLoad((l) => (l.state === 'loading' ? { state: 'loading', progress } : l)));
      if (alive) setLoad({ state: 'ready', detail, definition: engine, kit, course });
    })().catch((e: unknown) => {
      if (alive) setLoad({ state: 'error', message: e instanceof Error ? e.message : '游戏没能打开' });
    });
    return () => {
      alive = false;
    };
  }, [courseId, levelId, version]);
  return load;
}
