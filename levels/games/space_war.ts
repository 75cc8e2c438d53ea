import type { SpaceWarLevel } from '../../engines/games/space_war/space_war.level';

/**
 * 太空大战 levels (engines/games/space_war/space_war.level.ts). Words are ones a Chinese primary-school child
 * meets in the first English lessons; level 1 keeps to three letters. Ship fall times shrink
 * wave after wave. Star thresholds sit below a perfect round (see space_war.machine.test.ts).
 */
export const spaceWarLevels: SpaceWarLevel[] = [
  {
    id: 'space1',
    name: '第1关 · 三个字母',
    render_engine: 'space_war',
    stars: [300, 900, 1500],
    lives: 5,
    waveGapMs: 3000,
    waves: [
      { ships: 5, fallMs: 13000, gapMs: 2800 },
      { ships: 6, fallMs: 11500, gapMs: 2500 },
      { ships: 7, fallMs: 10000, gapMs: 2200 },
    ],
    words: [
      'cat', 'dog', 'sun', 'hat', 'red', 'pig', 'cup', 'bus', 'egg', 'box',
      'bed', 'fox', 'hen', 'map', 'pen', 'bag', 'car', 'cow', 'ant', 'bee',
      'yes', 'run', 'top', 'sit', 'leg', 'zoo', 'jam', 'kid', 'owl', 'van',
    ],
  },
  {
    id: 'space2',
    name: '第2关 · 常用单词',
    render_engine: 'space_war',
    stars: [800, 2400, 3900],
    lives: 4,
    waveGapMs: 3000,
    waves: [
      { ships: 6, fallMs: 12000, gapMs: 2600 },
      { ships: 7, fallMs: 10500, gapMs: 2300 },
      { ships: 8, fallMs: 9000, gapMs: 2000 },
      { ships: 8, fallMs: 8000, gapMs: 1800 },
    ],
    words: [
      'fish', 'bird', 'frog', 'milk', 'cake', 'book', 'tree', 'star', 'moon', 'ball',
      'duck', 'lion', 'bear', 'rain', 'snow', 'apple', 'happy', 'green', 'water', 'house',
      'mouse', 'horse', 'sheep', 'tiger', 'smile', 'bread', 'juice', 'robot', 'train', 'plane',
    ],
  },
  {
    id: 'space3',
    name: '第3关 · 长单词',
    render_engine: 'space_war',
    stars: [1500, 4500, 7500],
    lives: 3,
    waveGapMs: 3500,
    waves: [
      { ships: 6, fallMs: 13000, gapMs: 2800 },
      { ships: 7, fallMs: 11500, gapMs: 2500 },
      { ships: 8, fallMs: 10000, gapMs: 2300 },
      { ships: 8, fallMs: 9000, gapMs: 2100 },
      { ships: 9, fallMs: 8000, gapMs: 1900 },
    ],
    words: [
      'rocket', 'planet', 'monkey', 'rabbit', 'banana', 'orange', 'purple', 'yellow', 'school', 'flower',
      'window', 'pencil', 'garden', 'dragon', 'turtle', 'winter', 'summer', 'friend', 'doctor', 'teacher',
      'chicken', 'kitchen', 'morning', 'rainbow', 'dolphin', 'penguin', 'giraffe', 'picture', 'sister', 'brother',
    ],
  },
  {
    id: 'space4',
    name: '第4关 · 超级挑战',
    render_engine: 'space_war',
    stars: [2000, 6000, 10000],
    lives: 3,
    waveGapMs: 3500,
    waves: [
      { ships: 6, fallMs: 13000, gapMs: 3000 },
      { ships: 7, fallMs: 12000, gapMs: 2700 },
      { ships: 8, fallMs: 11000, gapMs: 2500 },
      { ships: 8, fallMs: 10000, gapMs: 2300 },
      { ships: 9, fallMs: 9000, gapMs: 2100 },
    ],
    words: [
      'elephant', 'computer', 'birthday', 'sandwich', 'umbrella', 'football', 'mountain', 'hospital', 'question', 'princess',
      'dinosaur', 'homework', 'treasure', 'airplane', 'vacation', 'breakfast', 'butterfly', 'classroom', 'chocolate', 'snowman',
      'kangaroo', 'basketball', 'strawberry', 'watermelon', 'playground', 'spaceship', 'astronaut', 'toothbrush', 'pineapple', 'hamburger',
    ],
  },
];

export default spaceWarLevels;
