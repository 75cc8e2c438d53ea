import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice, video } from './build';

// The last section: speed grows to 60 characters a minute, accuracy to 92%.
const first: Targets = { goalCpm: 50, minAccuracy: 91 };
const middle: Targets = { goalCpm: 55, minAccuracy: 92 };
const last: Targets = { goalCpm: 60, minAccuracy: 92 };

/** 句子练习: short sentences a pupil says in class, with capitals and punctuation. */
export const sentences: Section = {
  id: 'kb-sentences',
  name: '句子练习',
  description: '用学过的所有键，打出完整的英语句子',
  vip: true,
  lessons: [
    lesson('kb-sentences-intro', '怎样打句子', [
      video('kb-sentences-video', '看一看：一句话怎么打', [
        ['I', '句子开头的字母要大写，小指先按住 Shift'],
        ['I am Tom', '单词之间用空格隔开'],
        ['.', '一句话说完，右手无名指打句号'],
        ['?', '问问题的句子，最后打问号'],
      ], '句子开头大写，末尾有标点'),
    ]),
    lesson('kb-sentences-me', '说说我自己', [
      practice('kb-sentences-hello', '自我介绍', ['Hello! I am Lily.', 'I am eight.', 'I like cats and dogs.'], first,
        '把名字换成你自己的，读一读'),
      practice('kb-sentences-family', '我的家', ['This is my family.', 'My dad is tall.', 'My mum is kind.', 'I love them.'], first,
        '说说你的家人'),
      practice('kb-sentences-school', '我的学校', ['I go to school by bus.', 'My school is big.', 'I have many friends.'], first,
        '你怎么去上学'),
      practice('kb-sentences-ask', '问一问', ['What is your name?', 'My name is Tom.', 'How old are you?', 'I am nine.'], middle,
        '一问一答，问号别忘了'),
    ]),
    lesson('kb-sentences-world', '看看周围', [
      practice('kb-sentences-colours', '五颜六色', ['The sky is blue.', 'The grass is green.', 'My bag is red.'], middle,
        '看看窗外有什么颜色'),
      practice('kb-sentences-weather', '今天的天气', ["It is sunny today.", "Let's fly a kite!", 'It may rain soon.'], middle,
        "Let's 里有一个单引号"),
      practice('kb-sentences-panda', '看熊猫', ['Look at the panda!', 'It is black and white.', 'It likes bamboo.'], middle,
        '熊猫最爱吃竹子'),
      practice('kb-sentences-food', '吃饭啦', ['I like noodles.', 'Do you like rice?', 'Yes, I do.', 'The soup is hot.'], middle,
        'Yes 后面有一个逗号'),
    ]),
    lesson('kb-sentences-days', '我的每一天', [
      practice('kb-sentences-weekend', '快乐周末', ['On Sunday I play', 'football with Dad.', 'We have fun!'], last,
        '周末你做什么'),
      practice('kb-sentences-polite', '礼貌用语', ['Good morning, Miss Li!', 'Thank you.', 'Sorry, I am late.', 'See you tomorrow!'], last,
        '有礼貌的孩子人人爱'),
      practice('kb-sentences-time', '数字和时间', ['I have 2 pens.', 'There are 30 kids in my class.', 'School starts at 8:00.'], last,
        '数字、冒号和句号一起来'),
    ]),
  ],
};
