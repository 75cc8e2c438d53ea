import type { Chapter, Lesson, Targets } from '../../../contract/levels';

/**
 * Small builders for typing_text courses (keyboard and english-text), so the course files read as
 * the content itself. They only assemble objects; every line of text is written out by hand.
 */

/** A typing_text practice chapter; `lines` are joined with \n (Enter at each line end). */
export function practice(id: string, name: string, lines: string[], targets: Targets, hint?: string): Chapter {
  return {
    id,
    name,
    lesson_type: 'practice',
    is_game: false,
    activity: { render_engine: 'typing_text', text: lines.join('\n') },
    targets,
    ...(hint ? { hint } : {}),
  };
}

/** A video chapter: each step shows `keys` being pressed, with a caption read to the child. */
export function video(id: string, name: string, steps: [keys: string, caption: string][], hint?: string): Chapter {
  return {
    id,
    name,
    lesson_type: 'video',
    is_game: false,
    activity: { render_engine: 'video', steps: steps.map(([keys, caption]) => ({ keys, caption })) },
    ...(hint ? { hint } : {}),
  };
}

/** A lesson of chapters. */
export function lesson(id: string, name: string, chapters: Chapter[]): Lesson {
  return { id, name, chapters };
}
