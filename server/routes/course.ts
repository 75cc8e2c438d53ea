import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChapterDetail, CourseList } from '../../contract/course';
import { Messages, Status } from '../../contract/envelope';
import { ok, optionalUser, requireRole, roleOf } from '../context';
import { fail } from '../errors';
import { curriculum, targetsOf } from '../services/curriculum';
import { starsAndLatest } from '../services/progress';
import { rulesAt } from '../services/school/classRules';
import type { ClassSettings } from '../../contract/classSettings';

/** The class asks something of the chapter page (else ChapterDetail carries no rules). */
const rulesAsked = (r: ClassSettings) => !r.allowBackspace || !r.showKeyboard || !r.showHands;
import { courseSummary, lessonDetail, resumePoint, sectionDetail, type Viewer } from './course/summaries';

const NOT_FOUND = '课程不存在';

/**
 * The caller's VIP access and, for a student role, its best stars and the chapter of its last
 * attempt (one statement); a signed-out visitor has neither.
 */
async function viewerOf(req: FastifyRequest): Promise<Viewer & { student: boolean; latest: string | null }> {
  const signed = await optionalUser(req);
  if (!signed) return { vip: false, stars: new Map(), student: false, latest: null };
  const role = await roleOf(req, signed);
  if (role?.roleType !== 'STUDENT') return { vip: signed.vip, stars: new Map(), student: false, latest: null };
  return { vip: signed.vip, student: true, ...(await starsAndLatest(req.server.db, role.id)) };
}

/** /api/client/v1/course — see API.md "Courses". Readable without login; chapter content needs a student. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  app.get('/list', async (req) => {
    const viewer = await viewerOf(req);
    const resume = viewer.student ? resumePoint(curriculum, viewer.stars, viewer.latest) : null;
    const list: CourseList = { courses: curriculum.courses.map((c) => courseSummary(c, viewer)), resume };
    return ok(list);
  });

  app.get<{ Params: { sectionId: string } }>('/section/:sectionId', async (req) => {
    const found = curriculum.section(req.params.sectionId) ?? fail(Status.notFound, NOT_FOUND);
    return ok(sectionDetail(found.course, found.section, await viewerOf(req)));
  });

  app.get<{ Params: { sectionId: string; lessonId: string } }>('/lesson/:sectionId/:lessonId', async (req) => {
    const found = curriculum.lesson(req.params.sectionId, req.params.lessonId) ?? fail(Status.notFound, NOT_FOUND);
    return ok(lessonDetail(found.course, found.section, found.lesson, await viewerOf(req)));
  });

  app.get<{ Params: { sectionId: string; lessonId: string; chapterId: string } }>('/chapter/:sectionId/:lessonId/:chapterId', async (req) => {
    const { vip, role } = await requireRole(req, 'STUDENT');
    const { sectionId, lessonId, chapterId } = req.params;
    const place = curriculum.chapter(chapterId);
    if (!place || place.section.id !== sectionId || place.lesson.id !== lessonId) return fail(Status.notFound, '章节不存在');
    // The lock is the server's: a client that skips the course page still meets it here.
    if (place.section.vip && !vip) return fail(Status.forbidden, Messages.vipCta);
    // and so is the class's: a chapter it keeps closed does not start (docs/API-school.md "Class settings")
    const { rules, lock } = await rulesAt(app.db, role.id, place);
    if (lock) return fail(Status.forbidden, lock);
    const { chapter } = place;
    const next = curriculum.nextChapter(chapter.id);
    const detail: ChapterDetail = {
      id: chapter.id,
      name: chapter.name,
      lesson_type: chapter.lesson_type,
      is_game: chapter.is_game,
      activity: chapter.activity,
      targets: targetsOf(chapter),
      hint: chapter.hint,
      next: next ? { sectionId: next.section.id, lessonId: next.lesson.id, chapterId: next.chapter.id } : null,
      ...(rulesAsked(rules) ? { rules: { allowBackspace: rules.allowBackspace, showKeyboard: rules.showKeyboard, showHands: rules.showHands } } : {}),
    };
    return ok(detail);
  });
}
