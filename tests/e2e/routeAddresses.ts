import { routes } from '../../src/routes/table';
import type { ChapterPlace } from './helpers';

/** The every-route walk's address table (everyRoute.test.ts): a new route with a parameter needs its real address here. */

/** Ids the dynamic routes need, taken from the API: a game level, a class to be invited to. */
export interface Ids {
  gameLevel: string;
  groupId: string;
  /** a real certificate's code (the verify page is open to everyone) */
  certificate: string;
}

/** Every route of the table as a real address, plus one that matches no route (the 404 page). */
export function addresses(place: ChapterPlace, ids: Ids, practiceId: string): { slug: string; path: string; lands?: string }[] {
  const real: Record<string, string> = {
    '/redirect/*': '/redirect/help',
    '/games/:courseLevel': `/games/${ids.gameLevel}`,
    '/section/:sectionId': `/section/${place.section.id}`,
    '/lesson/:sectionId/:lessonId': `/lesson/${place.section.id}/${place.lesson.id}`,
    '/chapter/:sectionId/:lessonId/:chapterId': `/chapter/${place.section.id}/${place.lesson.id}/${place.chapter.id}`,
    '/group/invite/:groupId': `/group/invite/${ids.groupId}`,
    '/group/:groupId/homework': `/group/${ids.groupId}/homework`,
    '/group/:groupId/gradebook': `/group/${ids.groupId}/gradebook`,
    '/group/:groupId/cards': `/group/${ids.groupId}/cards`,
    '/group/:groupId/lessons': `/group/${ids.groupId}/lessons`,
    // a lesson that does not exist: the page says it cannot be opened (tests/e2e/classLessons.test.ts types a real one)
    '/class-lesson/:lessonId': '/class-lesson/00000000-0000-4000-8000-000000000000',
    '/group/:groupId/replays': `/group/${ids.groupId}/replays`,
    // an attempt that does not exist: the page says it cannot be played (tests/e2e/replay.test.ts plays a real one)
    '/group/:groupId/replay/:roleId/:kind/:id': `/group/${ids.groupId}/replay/nobody/chapter/00000000-0000-4000-8000-000000000000`,
    '/report/practice/:practiceId': `/report/practice/${practiceId}`,
    '/certificate/:code': `/certificate/${ids.certificate}`,
    // a test this tab did not start: the page says it cannot be sat (tests/e2e/typingTest.test.ts sits one)
    '/typing-test/:testId': '/typing-test/00000000-0000-4000-8000-000000000000',
    // a race that does not exist: the pages say so (比赛不存在或已结束); tests/e2e/race.test.ts walks a real one
    '/race/screen/:id': '/race/screen/00000000-0000-4000-8000-000000000000',
    '/race/play/:id': '/race/play/00000000-0000-4000-8000-000000000000',
    '/race/join/:code': '/race/join/000000',
  };
  const list = routes.map((r) => {
    const path = real[r.path] ?? r.path;
    if (path.includes(':') || path.includes('*')) throw new Error(`no real address for ${r.path}: add one above`);
    return { slug: r.path.replace(/[/:*]+/g, '_').replace(/^_|_$/g, '') || 'home', path, lands: r.path === '/redirect/*' ? '/help' : undefined };
  });
  return [...list, { slug: '404', path: '/no/such/page' }];
}
