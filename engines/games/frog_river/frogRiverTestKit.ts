import type { FrogRiverLevel } from './frog_river.level';
import type { KeyLogEntry } from '../../core/keyLog';
import { playLive } from '../../core/game/playLive';
import { frogRiverMachine } from './frog_river.machine';
import type { RiverWord } from './frog_river.types';

/** What the 青蛙过河 machine tests share: a test level, a perfect key log and a live actor fed like the host feeds it. */
export const HZ = [30, 60, 144];
export const codeOf = (ch: string) => `Key${ch.toUpperCase()}`;
export const lettersOfWord = (w: RiverWord) => w.pads.map((p) => p.letters).join('');

/** A small level for exact arithmetic: 2 waves of 2 two-character words, every one with a ü (typed v). */
export const tiny: FrogRiverLevel = {
  id: 'tiny',
  name: '测试',
  render_engine: 'frog_river',
  stars: [50, 150, 300],
  lives: 2,
  waveGapMs: 2000,
  waves: [
    { words: 2, driftMs: 10000, gapMs: 1000 },
    { words: 2, driftMs: 8000, gapMs: 1000 },
  ],
  words: [
    { hanzi: '绿色', pinyin: 'lǜ sè' },
    { hanzi: '女儿', pinyin: 'nǚ ér' },
    { hanzi: '旅游', pinyin: 'lǚ yóu' },
    { hanzi: '绿叶', pinyin: 'lǜ yè' },
    { hanzi: '女孩', pinyin: 'nǚ hái' },
    { hanzi: '毛驴', pinyin: 'máo lǘ' },
  ],
};

/** keys typing each word once it is on the river: `delay` after it surfaces, `every` ms a letter */
export function perfectLog(words: RiverWord[], delay = 400, every = 150): KeyLogEntry[] {
  return words.flatMap((w) => [...lettersOfWord(w)].map((ch, i): KeyLogEntry => [w.spawnAt + delay + i * every, codeOf(ch), ch]));
}

/** a live actor fed like the host feeds it: ticks at `hz`, keys (and props) at their times */
export function play(level: FrogRiverLevel, seed: number, log: KeyLogEntry[], hz = 60, mode?: 'classic') {
  return playLive(frogRiverMachine, { level, seed, mode }, log, hz);
}
