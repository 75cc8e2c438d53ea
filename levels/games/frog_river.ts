import type { FrogRiverLevel } from '../../engines/games/frog_river/frog_river.level';

/**
 * 青蛙过河 levels (engines/games/frog_river/frog_river.level.ts), in the order a first-grade child learns pinyin:
 * 声母 (each with a common character that begins with it), 韵母 (with the character they spell on
 * their own; ü is typed v), single syllables, then two-syllable words (the frog jumps twice).
 * The river flows faster wave after wave. Star thresholds sit below a perfect round
 * (see frog_river.machine.test.ts).
 */
export const frogRiverLevels: FrogRiverLevel[] = [
  {
    id: 'frog1',
    name: '第1关 · 声母',
    render_engine: 'frog_river',
    stars: [250, 550, 850],
    lives: 5,
    waveGapMs: 3000,
    waves: [
      { words: 5, driftMs: 17000, gapMs: 2800 },
      { words: 6, driftMs: 15000, gapMs: 2500 },
      { words: 7, driftMs: 13000, gapMs: 2200 },
    ],
    words: [
      { hanzi: '爸', pinyin: 'b' }, { hanzi: '爬', pinyin: 'p' }, { hanzi: '妈', pinyin: 'm' }, { hanzi: '飞', pinyin: 'f' },
      { hanzi: '大', pinyin: 'd' }, { hanzi: '兔', pinyin: 't' }, { hanzi: '牛', pinyin: 'n' }, { hanzi: '来', pinyin: 'l' },
      { hanzi: '哥', pinyin: 'g' }, { hanzi: '口', pinyin: 'k' }, { hanzi: '花', pinyin: 'h' }, { hanzi: '鸡', pinyin: 'j' },
      { hanzi: '七', pinyin: 'q' }, { hanzi: '西', pinyin: 'x' }, { hanzi: '猪', pinyin: 'zh' }, { hanzi: '车', pinyin: 'ch' },
      { hanzi: '书', pinyin: 'sh' }, { hanzi: '人', pinyin: 'r' }, { hanzi: '字', pinyin: 'z' }, { hanzi: '草', pinyin: 'c' },
      { hanzi: '三', pinyin: 's' }, { hanzi: '鸭', pinyin: 'y' }, { hanzi: '蛙', pinyin: 'w' },
    ],
  },
  {
    id: 'frog2',
    name: '第2关 · 韵母',
    render_engine: 'frog_river',
    stars: [300, 700, 1050],
    lives: 5,
    waveGapMs: 3000,
    waves: [
      { words: 5, driftMs: 14000, gapMs: 3000 },
      { words: 6, driftMs: 12500, gapMs: 2700 },
      { words: 7, driftMs: 11000, gapMs: 2400 },
    ],
    words: [
      { hanzi: '阿', pinyin: 'ā' }, { hanzi: '喔', pinyin: 'ō' }, { hanzi: '鹅', pinyin: 'é' }, { hanzi: '衣', pinyin: 'i' },
      { hanzi: '乌', pinyin: 'u' }, { hanzi: '鱼', pinyin: 'ü' }, { hanzi: '爱', pinyin: 'ài' }, { hanzi: '袄', pinyin: 'ǎo' },
      { hanzi: '欧', pinyin: 'ōu' }, { hanzi: '安', pinyin: 'ān' }, { hanzi: '恩', pinyin: 'ēn' }, { hanzi: '昂', pinyin: 'áng' },
      { hanzi: '耳', pinyin: 'ěr' }, { hanzi: '饿', pinyin: 'è' },
    ],
  },
  {
    id: 'frog3',
    name: '第3关 · 单个音节',
    render_engine: 'frog_river',
    stars: [700, 1600, 2350],
    lives: 4,
    waveGapMs: 3500,
    waves: [
      { words: 6, driftMs: 15000, gapMs: 3200 },
      { words: 7, driftMs: 13500, gapMs: 2900 },
      { words: 8, driftMs: 12000, gapMs: 2600 },
    ],
    words: [
      { hanzi: '山', pinyin: 'shān' }, { hanzi: '水', pinyin: 'shuǐ' }, { hanzi: '花', pinyin: 'huā' }, { hanzi: '鸟', pinyin: 'niǎo' },
      { hanzi: '鱼', pinyin: 'yú' }, { hanzi: '绿', pinyin: 'lǜ' }, { hanzi: '女', pinyin: 'nǚ' }, { hanzi: '月', pinyin: 'yuè' },
      { hanzi: '日', pinyin: 'rì' }, { hanzi: '雨', pinyin: 'yǔ' }, { hanzi: '天', pinyin: 'tiān' }, { hanzi: '人', pinyin: 'rén' },
      { hanzi: '口', pinyin: 'kǒu' }, { hanzi: '手', pinyin: 'shǒu' }, { hanzi: '大', pinyin: 'dà' }, { hanzi: '小', pinyin: 'xiǎo' },
      { hanzi: '中', pinyin: 'zhōng' }, { hanzi: '火', pinyin: 'huǒ' }, { hanzi: '木', pinyin: 'mù' }, { hanzi: '牛', pinyin: 'niú' },
      { hanzi: '羊', pinyin: 'yáng' }, { hanzi: '马', pinyin: 'mǎ' }, { hanzi: '云', pinyin: 'yún' }, { hanzi: '虫', pinyin: 'chóng' },
      { hanzi: '米', pinyin: 'mǐ' }, { hanzi: '书', pinyin: 'shū' }, { hanzi: '家', pinyin: 'jiā' }, { hanzi: '草', pinyin: 'cǎo' },
    ],
  },
  {
    id: 'frog4',
    name: '第4关 · 两个字的词',
    render_engine: 'frog_river',
    stars: [1100, 2800, 4200],
    lives: 4,
    waveGapMs: 4000,
    waves: [
      { words: 5, driftMs: 17000, gapMs: 4200 },
      { words: 6, driftMs: 15500, gapMs: 3800 },
      { words: 7, driftMs: 14000, gapMs: 3500 },
    ],
    words: [
      { hanzi: '苹果', pinyin: 'píng guǒ' }, { hanzi: '熊猫', pinyin: 'xióng māo' }, { hanzi: '老师', pinyin: 'lǎo shī' }, { hanzi: '妈妈', pinyin: 'mā ma' },
      { hanzi: '爸爸', pinyin: 'bà ba' }, { hanzi: '朋友', pinyin: 'péng you' }, { hanzi: '学校', pinyin: 'xué xiào' }, { hanzi: '太阳', pinyin: 'tài yáng' },
      { hanzi: '月亮', pinyin: 'yuè liang' }, { hanzi: '小鸟', pinyin: 'xiǎo niǎo' }, { hanzi: '绿色', pinyin: 'lǜ sè' }, { hanzi: '飞机', pinyin: 'fēi jī' },
      { hanzi: '西瓜', pinyin: 'xī guā' }, { hanzi: '汽车', pinyin: 'qì chē' }, { hanzi: '春天', pinyin: 'chūn tiān' }, { hanzi: '大象', pinyin: 'dà xiàng' },
      { hanzi: '老虎', pinyin: 'lǎo hǔ' }, { hanzi: '青蛙', pinyin: 'qīng wā' }, { hanzi: '河水', pinyin: 'hé shuǐ' }, { hanzi: '女儿', pinyin: 'nǚ ér' },
    ],
  },
];

export default frogRiverLevels;
