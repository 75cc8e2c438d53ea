import { RACE_STARS, type CarRaceLevel } from '../../engines/games/car_race/car_race.level';

/**
 * 赛车 levels (engines/games/car_race/car_race.level.ts): short English sentences a child knows from the first
 * English lessons, then longer ones and little stories, then 汉字 through the system IME (short
 * sentences, then poems every child learns by heart). Each round draws one passage from the
 * seed. The pace cars' speeds (字/分) rise level by level; a child at a comfortable pace beats the
 * slower one, a quick and careful one beats both.
 */
export const carRaceLevels: CarRaceLevel[] = [
  {
    id: 'race1',
    name: '第1关 · 短句子',
    render_engine: 'car_race',
    stars: RACE_STARS,
    language: 'en',
    paceCpm: [25, 45],
    passages: ['I like cats.', 'I can run.', 'The sun is hot.', 'I see a red bus.', 'My dog is big.', 'I love my mom.'],
  },
  {
    id: 'race2',
    name: '第2关 · 长句子',
    render_engine: 'car_race',
    stars: RACE_STARS,
    language: 'en',
    paceCpm: [40, 65],
    passages: [
      'My cat likes to sleep on the bed.',
      'We play football after school.',
      'I have two apples and a banana.',
      'The little bird can sing a song.',
      'Tom and Amy go to the park.',
      'Please open the window, Mom.',
    ],
  },
  {
    id: 'race3',
    name: '第3关 · 小短文',
    render_engine: 'car_race',
    stars: RACE_STARS,
    language: 'en',
    paceCpm: [60, 90],
    passages: [
      'I have a dog. His name is Max. He likes to run and jump.',
      'It is a sunny day. We go to the zoo. I see a big panda!',
      'My mother cooks dinner. I help her wash the apples.',
      "Today is my birthday. My friends sing a happy song. It's fun!",
    ],
  },
  {
    id: 'race4',
    name: '第4关 · 汉字短句',
    render_engine: 'car_race',
    stars: RACE_STARS,
    language: 'zh',
    paceCpm: [10, 18],
    passages: ['我爱北京天安门。', '今天天气真好。', '我们一起去上学。', '小猫在树下睡觉。', '妈妈给我买了新书。'],
  },
  {
    id: 'race5',
    name: '第5关 · 古诗赛跑',
    render_engine: 'car_race',
    stars: RACE_STARS,
    language: 'zh',
    paceCpm: [14, 24],
    passages: [
      '床前明月光，疑是地上霜。举头望明月，低头思故乡。',
      '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。',
      '白日依山尽，黄河入海流。欲穷千里目，更上一层楼。',
      '锄禾日当午，汗滴禾下土。谁知盘中餐，粒粒皆辛苦。',
    ],
  },
];

export default carRaceLevels;
