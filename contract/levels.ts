import { z } from 'zod';

/**
 * The curriculum format (levels/): course → section → lesson → chapter.
 * Ids are globally unique strings (progress is posted by chapterId alone).
 * `activity` is what the engine named by render_engine receives (API.md "Chapter and level content").
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'id 只能包含小写字母、数字和连字符');

export const typingTextActivity = z.object({
  render_engine: z.literal('typing_text'),
  /** lines separated by \n; every character typed as shown, Enter at a line end */
  text: z.string().min(1).refine((t) => /^[\x20-\x7e\n]+$/.test(t), '英文文本只能包含可打印 ASCII 字符'),
});
export const pinyinItem = z.object({
  hanzi: z.string().min(1),
  /** tone-marked pinyin, one syllable per hanzi, space separated */
  pinyin: z.string().min(1),
  /** the reviewed reason when this pinyin differs from pinyin-pro's reading in context */
  override: z.string().optional(),
});
export const typingPinyinActivity = z.object({
  render_engine: z.literal('typing_pinyin'),
  items: z.array(pinyinItem).min(1),
  /** a title line (e.g. poem title and author) shown above, spoken by read-along */
  title: z.string().optional(),
});
export const logographicActivity = z.object({
  render_engine: z.literal('logographic'),
  text: z.string().min(1),
  pinyin: z.string().optional(),
});
export const invoiceField = z.object({
  label: z.string().min(1),
  /** typed on the number pad: digits and . / * - + only */
  value: z.string().regex(/^[0-9./*+-]+$/, '发票字段只能包含数字和 . / * - +'),
});
export const typingInvoiceActivity = z.object({
  render_engine: z.literal('typing_invoice'),
  invoices: z.array(z.object({ title: z.string().min(1), fields: z.array(invoiceField).min(1) })).min(1),
});
export const videoActivity = z.object({
  render_engine: z.literal('video'),
  /** each step: the keys demonstrated (typed characters) and a caption for children */
  steps: z.array(z.object({ keys: z.string().min(1), caption: z.string().min(1) })).min(1),
});
export const activitySchema = z.discriminatedUnion('render_engine', [
  typingTextActivity,
  typingPinyinActivity,
  logographicActivity,
  typingInvoiceActivity,
  videoActivity,
]);
export type Activity = z.infer<typeof activitySchema>;
export type RenderEngineName = Activity['render_engine'];
export type TypingTextActivity = z.infer<typeof typingTextActivity>;
export type TypingPinyinActivity = z.infer<typeof typingPinyinActivity>;
export type LogographicActivity = z.infer<typeof logographicActivity>;
export type TypingInvoiceActivity = z.infer<typeof typingInvoiceActivity>;
export type VideoActivity = z.infer<typeof videoActivity>;

/** Per-chapter targets for stars: 1 star finished, 2 at minAccuracy, 3 at minAccuracy and goalCpm. */
export const targetsSchema = z.object({
  goalCpm: z.number().int().positive(),
  minAccuracy: z.number().min(0).max(100),
});
export type Targets = z.infer<typeof targetsSchema>;

export const chapterSchema = z
  .object({
    id,
    name: z.string().min(1),
    lesson_type: z.enum(['video', 'practice']),
    is_game: z.boolean().default(false),
    activity: activitySchema,
    targets: targetsSchema.optional(),
    hint: z.string().optional(),
  })
  .refine((c) => (c.lesson_type === 'video') === (c.activity.render_engine === 'video'), 'video 课只能使用 video 引擎');
export const lessonSchema = z.object({ id, name: z.string().min(1), chapters: z.array(chapterSchema).min(1) });
export const sectionSchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string().optional(),
  vip: z.boolean(),
  lessons: z.array(lessonSchema).min(1),
});
export const courseSchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string().min(1),
  /** accent colour of the course card (#rrggbb) */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** an emoji or short icon text for the card */
  icon: z.string().min(1),
  sections: z.array(sectionSchema).min(1),
});
export type Chapter = z.infer<typeof chapterSchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Course = z.infer<typeof courseSchema>;
