import { describe, expect, it } from 'vitest';
import type { Chapter, Course } from '../contract/levels';
import { allChapters, chapterPath, findChapter, nextChapter } from './catalog';
import { courses } from './index';

const chapter = (id: string): Chapter => ({
  id,
  name: id,
  lesson_type: 'practice',
  is_game: false,
  activity: { render_engine: 'typing_text', text: 'asdf jkl;' },
  targets: { goalCpm: 20, minAccuracy: 85 },
});

// Two small courses: a has two sections (the first with two lessons), b has one chapter.
const a: Course = {
  id: 'a',
  name: 'A',
  description: 'A',
  color: '#123456',
  icon: 'A',
  sections: [
    {
      id: 'a-s1',
      name: 'S1',
      vip: false,
      lessons: [
        { id: 'a-s1-l1', name: 'L1', chapters: [chapter('a1'), chapter('a2')] },
        { id: 'a-s1-l2', name: 'L2', chapters: [chapter('a3')] },
      ],
    },
    { id: 'a-s2', name: 'S2', vip: true, lessons: [{ id: 'a-s2-l1', name: 'L1', chapters: [chapter('a4')] }] },
  ],
};
const b: Course = { ...a, id: 'b', sections: [{ id: 'b-s1', name: 'S1', vip: false, lessons: [{ id: 'b-s1-l1', name: 'L1', chapters: [chapter('b1')] }] }] };
const list = [a, b];

describe('allChapters', () => {
  it('lists chapters course by course, section, lesson, chapter', () => {
    expect(allChapters(list).map((l) => l.chapter.id)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
  });

  it('numbers them by their position in the list', () => {
    expect(allChapters(list).map((l) => l.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('is empty for no courses', () => {
    expect(allChapters([])).toEqual([]);
  });
});

describe('findChapter', () => {
  it('returns the course, section, lesson and chapter holding the id', () => {
    const at = findChapter(list, 'a3');
    expect(at && [at.course.id, at.section.id, at.lesson.id, at.chapter.id, at.index]).toEqual(['a', 'a-s1', 'a-s1-l2', 'a3', 2]);
  });

  it('returns null for an unknown id', () => {
    expect(findChapter(list, 'nope')).toBeNull();
  });
});

describe('chapterPath', () => {
  it('builds /chapter/{sectionId}/{lessonId}/{chapterId}', () => {
    expect(chapterPath(list, 'a4')).toBe('/chapter/a-s2/a-s2-l1/a4');
  });

  it('returns null for an unknown id', () => {
    expect(chapterPath(list, 'nope')).toBeNull();
  });
});

describe('nextChapter', () => {
  const next = (id: string) => nextChapter(list, id)?.chapter.id ?? null;

  it('moves to the next chapter of the same lesson', () => {
    expect(next('a1')).toBe('a2');
  });

  it('moves to the next lesson when the lesson ends', () => {
    expect(next('a2')).toBe('a3');
  });

  it('moves to the next section when the section ends', () => {
    expect(next('a3')).toBe('a4');
  });

  it('stops at the end of the course instead of running into the next course', () => {
    expect(next('a4')).toBeNull();
    expect(next('b1')).toBeNull();
  });

  it('returns null for an unknown id', () => {
    expect(next('nope')).toBeNull();
  });
});

describe('over the real curriculum', () => {
  it('finds every chapter at its own index', () => {
    for (const at of allChapters(courses)) expect(findChapter(courses, at.chapter.id)?.index).toBe(at.index);
  });

  it('walks the keyboard course from its first chapter to its last with nextChapter', () => {
    const keyboard = courses.find((c) => c.id === 'keyboard')!;
    const expected = allChapters([keyboard]).map((l) => l.chapter.id);
    const walked = [expected[0]];
    for (let at = nextChapter(courses, expected[0]); at; at = nextChapter(courses, at.chapter.id)) walked.push(at.chapter.id);
    expect(walked).toEqual(expected);
  });
});
