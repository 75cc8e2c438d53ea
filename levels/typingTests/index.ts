import type { Activity } from '../../contract/levels';
import { BAND_TOP_GRADE, GRADE_LADDER, type GradeBand, type TestKind } from '../../contract/typingTest';
import { englishPassages } from './english';
import { hanziPassages } from './hanzi';
import { pinyinPassages } from './pinyin';

/**
 * The pools of the typing tests (打字测试) and the draw: the server picks a seed and a band, and
 * the test's text is the band's passages in the seed's order, then (when the band's pool is used up)
 * the other bands' passages — never a passage twice: a 拼音 word list that came round again halfway
 * through let a child type the same words twice (issue 40 item 16). Pure: the same (kind, band,
 * seed, minutes) gives the same text.
 */
export { englishPassages, hanziPassages, pinyinPassages };

/** Room above the band's top grade: the text holds this much more than its speed over the test. */
const ROOM = 1.25;
/** Units a minute a band's text holds for: a quarter more than the top grade its band proves (contract/typingTest.ts). */
export const unitsAMinute = (kind: TestKind, band: GradeBand): number => Math.ceil(GRADE_LADDER[kind][BAND_TOP_GRADE[band] - 1]!.cpm * ROOM);

/** mulberry32: a small seeded generator (32-bit seed), enough to shuffle a pool. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The band's passages in the seed's order (Fisher–Yates). */
export function drawOrder<T extends { band: GradeBand }>(pool: readonly T[], band: GradeBand, seed: number): T[] {
  const order = pool.filter((p) => p.band === band);
  const next = random(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The bands after a band's own, nearest first (a harder one before an easier one). */
const OTHER_BANDS: Record<GradeBand, GradeBand[]> = { 1: [2, 3], 2: [3, 1], 3: [2, 1] };

/** The passages a test draws from: the band's in the seed's order, then the other bands', each once. */
export function drawSequence<T extends { band: GradeBand }>(pool: readonly T[], band: GradeBand, seed: number): T[] {
  return [band, ...OTHER_BANDS[band]].flatMap((b, i) => drawOrder(pool, b, seed + i));
}

/** Takes passages in order until `enough` units are gathered, each at most once (the text is shorter when the pools run out). */
function gather<T>(order: readonly T[], units: (p: T) => number, enough: number): T[] {
  const taken: T[] = [];
  for (let n = 0, i = 0; n < enough && i < order.length; i++) {
    taken.push(order[i]!);
    n += units(order[i]!);
  }
  return taken;
}

const han = (text: string) => [...text].filter((c) => /\p{Script=Han}/u.test(c)).length;

/** The activity of a test: its language's engine (as data), the band's text drawn by the seed. */
export function testActivity(kind: TestKind, band: GradeBand, seed: number, minutes: number): Activity {
  const enough = unitsAMinute(kind, band) * minutes;
  if (kind === 'english') {
    const taken = gather(drawSequence(englishPassages, band, seed), (p) => p.lines.join('\n').length + 1, enough);
    return { render_engine: 'typing_text', text: taken.flatMap((p) => p.lines).join('\n') };
  }
  if (kind === 'pinyin') {
    const taken = gather(drawSequence(pinyinPassages, band, seed), (p) => p.items.reduce((n, i) => n + han(i.hanzi), 0), enough);
    return { render_engine: 'typing_pinyin', items: taken.flatMap((p) => p.items.map((i) => ({ hanzi: i.hanzi, pinyin: i.pinyin }))) };
  }
  const taken = gather(drawSequence(hanziPassages, band, seed), (p) => han(p.text), enough);
  return { render_engine: 'logographic', text: taken.map((p) => p.text).join('\n') };
}
