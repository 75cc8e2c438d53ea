import type { Activity } from '../../contract/levels';
import type { GradeBand, TestKind } from '../../contract/typingTest';
import { englishPassages } from './english';
import { hanziPassages } from './hanzi';
import { pinyinPassages } from './pinyin';

/**
 * The pools of the typing tests (打字测试) and the draw: the server picks a seed and a band, and
 * the test's text is the band's passages in the seed's order, repeated until a fast child could
 * not finish it in the test's minutes. Pure: the same (kind, band, seed, minutes) gives the same text.
 */
export { englishPassages, hanziPassages, pinyinPassages };

/** Units a minute the text holds for: well above 十级 of each language (contract/typingTest.ts). */
const UNITS_A_MINUTE: Record<TestKind, number> = { english: 260, pinyin: 70, hanzi: 120 };

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

/** Takes passages in order, round and round, until `enough` units are gathered. */
function gather<T>(order: readonly T[], units: (p: T) => number, enough: number): T[] {
  const taken: T[] = [];
  for (let n = 0, i = 0; n < enough && order.length > 0; i++) {
    const p = order[i % order.length]!;
    taken.push(p);
    n += units(p);
  }
  return taken;
}

const han = (text: string) => [...text].filter((c) => /\p{Script=Han}/u.test(c)).length;

/** The activity of a test: its language's engine (as data), the band's text drawn by the seed. */
export function testActivity(kind: TestKind, band: GradeBand, seed: number, minutes: number): Activity {
  const enough = UNITS_A_MINUTE[kind] * minutes;
  if (kind === 'english') {
    const taken = gather(drawOrder(englishPassages, band, seed), (p) => p.lines.join('\n').length + 1, enough);
    return { render_engine: 'typing_text', text: taken.flatMap((p) => p.lines).join('\n') };
  }
  if (kind === 'pinyin') {
    const taken = gather(drawOrder(pinyinPassages, band, seed), (p) => p.items.reduce((n, i) => n + han(i.hanzi), 0), enough);
    return { render_engine: 'typing_pinyin', items: taken.flatMap((p) => p.items.map((i) => ({ hanzi: i.hanzi, pinyin: i.pinyin }))) };
  }
  const taken = gather(drawOrder(hanziPassages, band, seed), (p) => han(p.text), enough);
  return { render_engine: 'logographic', text: taken.map((p) => p.text).join('\n') };
}
