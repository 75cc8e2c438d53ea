import { describe, expect, it } from 'vitest';
import { chapterLength, cpmCeiling, curriculum, targetsOf } from '../../server/services/curriculum';

// The real levels/ against the server's progress rules: content the server would refuse, or
// stars no child could reach, fail here rather than in a classroom.
describe('the curriculum the server serves', () => {
  const all = curriculum.chapters;

  it('has chapters, free ones first to try, and VIP ones to unlock', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all[0]!.section.vip).toBe(false);
    expect(curriculum.courses.some((c) => c.sections.some((s) => s.vip))).toBe(true);
  });

  it('gives every chapter an id of its own (progress is posted by chapter id alone)', () => {
    const ids = all.map((p) => p.chapter.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every section an id of its own', () => {
    const ids = curriculum.courses.flatMap((c) => c.sections.map((s) => s.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has something to type in every practice chapter', () => {
    const empty = all.filter((p) => p.chapter.lesson_type === 'practice' && chapterLength(p.chapter) === 0).map((p) => p.chapter.id);
    expect(empty).toEqual([]);
  });

  it('sets speed targets a child can reach below the believable ceiling', () => {
    const unreachable = all
      .filter((p) => p.chapter.lesson_type === 'practice' && targetsOf(p.chapter).goalCpm > cpmCeiling(p.chapter.activity.render_engine) / 2)
      .map((p) => p.chapter.id);
    expect(unreachable).toEqual([]);
  });

  it('leads from the first chapter of each course through all its chapters once, and stops at its end', () => {
    for (const course of new Set(all.map((p) => p.course))) {
      const mine = all.filter((p) => p.course === course).map((p) => p.chapter.id);
      const walked = [mine[0]!];
      for (let next = curriculum.nextChapter(walked[0]!); next; next = curriculum.nextChapter(next.chapter.id)) walked.push(next.chapter.id);
      expect(walked).toEqual(mine);
    }
  });
});
