import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice, video } from './build';

const themed: Targets = { goalCpm: 40, minAccuracy: 90 };
const longer: Targets = { goalCpm: 45, minAccuracy: 91 };

/** 单词练习: themed word lists from primary-school English (PEP), short words first. */
export const words: Section = {
  id: 'kb-words',
  name: '单词练习',
  description: '颜色、动物、家人、学校……课本里的单词一个个打出来',
  vip: true,
  lessons: [
    lesson('kb-words-intro', '怎样打单词', [
      video('kb-words-video', '看一看：又快又准打单词', [
        ['cat', '先看清整个单词，再一个字母一个字母地打'],
        ['red', '每打完一个字母，手指马上回到基准键'],
        [' ', '单词和单词之间，用大拇指按空格键'],
        ['Monday', '星期的第一个字母要大写，记得按 Shift'],
      ], '眼睛看屏幕，手指自己会找到键'),
    ]),
    lesson('kb-words-world', '我身边的世界', [
      practice('kb-words-colours', '颜色', ['red blue green', 'yellow pink black', 'white orange purple', 'brown grey'], themed,
        '你最喜欢哪种颜色'),
      practice('kb-words-farm', '农场的动物', ['cat dog pig duck', 'cow hen sheep horse', 'goat rabbit'], themed,
        '农场里真热闹'),
      practice('kb-words-zoo', '动物园的动物', ['tiger lion panda', 'monkey elephant', 'giraffe zebra bear'], themed,
        'panda 是中国的国宝'),
      practice('kb-words-weather', '天气', ['sunny rainy cloudy', 'windy snowy', 'hot cold warm cool'], themed,
        '今天是什么天气呀'),
    ]),
    lesson('kb-words-people', '家人和学校', [
      practice('kb-words-numbers', '数字单词', ['one two three four', 'five six seven eight', 'nine ten eleven twelve'], themed,
        '从 one 数到 twelve'),
      practice('kb-words-family', '我的家人', ['father mother', 'grandpa grandma', 'brother sister', 'uncle aunt baby'], themed,
        '家里的人用英语怎么说'),
      practice('kb-words-school', '学校和文具', ['school classroom', 'teacher student', 'book pen pencil', 'ruler eraser bag'], themed,
        '看看你的书包里有什么'),
      practice('kb-words-clothes', '衣服', ['shirt skirt dress', 'coat hat jacket', 'shoes socks'], themed,
        '冷了要穿 coat'),
    ]),
    lesson('kb-words-life', '吃饭和出行', [
      practice('kb-words-food', '好吃的饭菜', ['rice noodles bread', 'milk egg meat fish', 'juice water soup', 'cake'], longer,
        '早饭你吃了什么'),
      practice('kb-words-fruit', '水果', ['apple banana pear', 'orange grape peach', 'watermelon', 'strawberry'], longer,
        'watermelon 和 strawberry 是长单词，慢慢打'),
      practice('kb-words-transport', '交通工具', ['bus car bike', 'train plane ship', 'taxi subway'], longer,
        '你每天怎么去上学'),
      practice('kb-words-week', '一个星期', ['Monday Tuesday', 'Wednesday Thursday', 'Friday Saturday', 'Sunday'], longer,
        '星期的第一个字母都是大写'),
    ]),
  ],
};
