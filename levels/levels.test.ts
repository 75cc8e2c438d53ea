import { describe, expect, it } from 'vitest';
import { courseSchema, type Chapter, type Course } from '../contract/levels';
import { courses } from './index';

// The curriculum is data (CONVENTIONS.md habit 10): this test is its gate. It reads every course
// that levels/index.ts exports, whoever wrote it.

const chaptersOf = (course: Course): Chapter[] => course.sections.flatMap((s) => s.lessons.flatMap((l) => l.chapters));
const allChapters = courses.flatMap(chaptersOf);

/** A decimal string as an exact integer count of 10^-scale units. */
function decimal(value: string): { units: bigint; scale: number } {
  const [whole, fraction = ''] = value.split('.');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}
/** units/10^scale rounded half up to cents (all amounts here are positive). */
function toCents(units: bigint, scale: number): bigint {
  if (scale <= 2) return units * 10n ** BigInt(2 - scale);
  const divisor = 10n ** BigInt(scale - 2);
  return (units + divisor / 2n) / divisor;
}
const cents = (value: string) => {
  const d = decimal(value);
  return toCents(d.units, d.scale);
};
/** a × b, both decimal strings, rounded half up to cents */
function productCents(a: string, b: string): bigint {
  const x = decimal(a);
  const y = decimal(b);
  return toCents(x.units * y.units, x.scale + y.scale);
}

describe('every course in levels/index.ts', () => {
  it.each(courses.map((c) => [c.id, c] as const))('%s matches the schema', (_id, course) => {
    const result = courseSchema.safeParse(course);
    const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems).toEqual([]);
  });

  it('has globally unique ids for courses, sections, lessons and chapters', () => {
    const kinds = {
      course: courses.map((c) => c.id),
      section: courses.flatMap((c) => c.sections.map((s) => s.id)),
      lesson: courses.flatMap((c) => c.sections.flatMap((s) => s.lessons.map((l) => l.id))),
      chapter: allChapters.map((c) => c.id),
    };
    for (const [kind, ids] of Object.entries(kinds)) {
      const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(repeated, `${kind} ids used twice`).toEqual([]);
    }
  });

  it('opens with a free section, so every child can try every course', () => {
    for (const course of courses) expect(course.sections[0]?.vip, course.id).toBe(false);
  });

  it('has at least one chapter in every course and 200 across all courses', () => {
    for (const course of courses) expect(chaptersOf(course).length, course.id).toBeGreaterThanOrEqual(1);
    expect(allChapters.length).toBeGreaterThanOrEqual(200);
  });

  it('gives every practice chapter star targets', () => {
    const missing = allChapters.filter((c) => c.lesson_type === 'practice' && !c.targets).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  it('keeps typing_text lines at 40 characters or fewer', () => {
    const long = allChapters.flatMap((c) =>
      c.activity.render_engine === 'typing_text'
        ? c.activity.text.split('\n').filter((line) => line.length > 40).map((line) => `${c.id}: ${line}`)
        : [],
    );
    expect(long).toEqual([]);
  });

  it('keeps typing_text free of empty lines and stray spaces at line ends', () => {
    const bad = allChapters.flatMap((c) =>
      c.activity.render_engine === 'typing_text'
        ? c.activity.text.split('\n').filter((line) => line === '' || line !== line.trim()).map((line) => `${c.id}: [${line}]`)
        : [],
    );
    expect(bad).toEqual([]);
  });
});

describe('invoices', () => {
  const invoices = allChapters.flatMap((c) =>
    c.activity.render_engine === 'typing_invoice' ? c.activity.invoices.map((inv) => ({ chapter: c.id, ...inv })) : [],
  );
  const field = (inv: (typeof invoices)[number], label: string) => inv.fields.find((f) => f.label === label)?.value;

  it('write money (单价, 金额, 税额, 价税合计) with two decimals', () => {
    const bad = invoices.flatMap((inv) =>
      inv.fields
        .filter((f) => ['单价', '金额', '税额', '价税合计'].includes(f.label) && !/^\d+\.\d{2}$/.test(f.value))
        .map((f) => `${inv.chapter} ${inv.title} ${f.label}=${f.value}`),
    );
    expect(bad).toEqual([]);
  });

  it('add up: 金额 = 数量 × 单价, 税额 = 金额 × 税率, 价税合计 = 金额 + 税额', () => {
    const wrong: string[] = [];
    for (const inv of invoices) {
      const [qty, price, amount, rate, tax, total] = ['数量', '单价', '金额', '税率', '税额', '价税合计'].map((l) => field(inv, l));
      const where = `${inv.chapter} ${inv.title}`;
      if (qty && price && amount && productCents(qty, price) !== cents(amount)) wrong.push(`${where}: 金额 ${amount}`);
      if (amount && rate && tax && productCents(amount, rate) !== cents(tax)) wrong.push(`${where}: 税额 ${tax}`);
      if (amount && tax && total && cents(amount) + cents(tax) !== cents(total)) wrong.push(`${where}: 价税合计 ${total}`);
    }
    expect(wrong).toEqual([]);
  });

  it('date 开票日期 as a real calendar day, YYYY-MM-DD', () => {
    const bad = invoices
      .map((inv) => ({ inv, date: field(inv, '开票日期') }))
      .filter(({ date }) => date !== undefined)
      .filter(({ date }) => !/^\d{4}-\d{2}-\d{2}$/.test(date!) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
      .map(({ inv, date }) => `${inv.chapter}: ${date}`);
    expect(bad).toEqual([]);
  });
});

describe.each(['keyboard', 'english-text', 'numpad'])('the %s course', (courseId) => {
  it('never lowers its targets from one practice chapter to the next', () => {
    const course = courses.find((c) => c.id === courseId)!;
    const drops: string[] = [];
    let previous = { goalCpm: 0, minAccuracy: 0 };
    for (const chapter of chaptersOf(course)) {
      if (!chapter.targets) continue;
      if (chapter.targets.goalCpm < previous.goalCpm || chapter.targets.minAccuracy < previous.minAccuracy) drops.push(chapter.id);
      previous = chapter.targets;
    }
    expect(drops).toEqual([]);
  });
});

describe('the keyboard course', () => {
  const keyboard = courses.find((c) => c.id === 'keyboard');

  it('keeps each practice text between 20 and 120 characters', () => {
    const bad = chaptersOf(keyboard!).flatMap((c) =>
      c.activity.render_engine === 'typing_text' && (c.activity.text.length < 20 || c.activity.text.length > 120)
        ? [`${c.id}: ${c.activity.text.length}`]
        : [],
    );
    expect(bad).toEqual([]);
  });

  it('starts every section with a video', () => {
    for (const section of keyboard!.sections) expect(section.lessons[0].chapters[0].lesson_type, section.id).toBe('video');
  });

  it('only asks for keys a video has already shown', () => {
    // Keys become known as videos demonstrate them; once Shift has been shown (an upper-case key),
    // every known letter may be typed as a capital too.
    const known = new Set([' ', '\n']);
    const unknown: string[] = [];
    for (const chapter of chaptersOf(keyboard!)) {
      const a = chapter.activity;
      if (a.render_engine === 'video') for (const step of a.steps) for (const ch of step.keys) known.add(ch);
      if (a.render_engine !== 'typing_text') continue;
      const shift = [...known].some((k) => /[A-Z]/.test(k));
      for (const ch of new Set(a.text)) {
        const ok = known.has(ch) || (shift && /[A-Z]/.test(ch) && known.has(ch.toLowerCase()));
        if (!ok) unknown.push(`${chapter.id}: ${JSON.stringify(ch)}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
