import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice, video } from './build';

const caps: Targets = { goalCpm: 32, minAccuracy: 89 };
const marks: Targets = { goalCpm: 35, minAccuracy: 89 };

/** Shift 与标点: capitals with the opposite hand's Shift, then ! ? ' " and : - ( ). */
export const shiftPunctuation: Section = {
  id: 'kb-shift',
  name: 'Shift 与标点',
  description: '大写字母和标点符号：Shift ! ? \' " : - ( )',
  vip: true,
  lessons: [
    lesson('kb-shift-intro', 'Shift 魔法键', [
      video('kb-shift-video', '看一看：大写字母怎么打', [
        ['F', '打大写 F：右手小指按住右边的 Shift，左手食指按 F'],
        ['J', '打大写 J：左手小指按住左边的 Shift，右手食指按 J'],
        ['A', '左手的字母用右边的 Shift，右手的字母用左边的 Shift'],
        ['!', '右手小指按住右 Shift，左手小指按 1，就是感叹号 !'],
        ['?', '左手小指按住左 Shift，右手小指按 /，就是问号 ?'],
        ["'", '单引号在 ; 的右边，右手小指去按'],
        ['"', '按住左 Shift 再按单引号，就是双引号 "'],
      ], '打完大写字母，马上松开 Shift'),
    ]),
    lesson('kb-shift-caps', '大写字母', [
      practice('kb-shift-caps-1', '右 Shift 配左手字母', ['Amy Sam Tom Ben', 'Cat Dog Fox', 'Grace and Eva', 'Red Blue Green'], caps,
        '左手的字母，右手小指按 Shift'),
      practice('kb-shift-caps-2', '左 Shift 配右手字母', ['Lily Mike Jack', 'Helen and Nancy', 'Monday June July', 'I like you'], caps,
        '右手的字母，左手小指按 Shift'),
      practice('kb-shift-caps-3', '名字和地名', ['China Beijing', 'Shanghai Hong Kong', 'London New York', 'I love China.'], caps,
        '人名和地名的第一个字母要大写'),
    ]),
    lesson('kb-shift-marks', '问号和感叹号', [
      practice('kb-shift-marks-1', '问一问，喊一喊', ['Yes! No! Wow!', 'How are you?', 'What is this?', 'Good job!'], marks,
        '问问题用问号，很开心用感叹号'),
      practice('kb-shift-marks-2', '问答对话', ['Is it a cat? Yes!', 'Can you swim? No!', 'Where is my bag?', 'Hooray! We won!'], marks,
        '一问一答，像在聊天'),
    ]),
    lesson('kb-shift-quotes', '引号', [
      practice('kb-shift-quotes-1', '单引号：缩写词', ["I'm Tom. It's red.", "Don't run! Let's go.", "It's Amy's book."], marks,
        "I'm 就是 I am 的缩写"),
      practice('kb-shift-quotes-2', '双引号：说的话', ['Mum says, "Hello!"', '"Come here," said Dad.', '"Can I help?" I ask.'], marks,
        '别人说的话放在双引号里'),
    ]),
    lesson('kb-shift-more', '更多符号', [
      video('kb-shift-more-video', '看一看：冒号、连字符和括号', [
        [':', '左手小指按住左 Shift，右手小指按 ;，就是冒号 :'],
        ['-', '连字符在 0 的右边，右手小指向上爬去按'],
        ['(', '左手小指按住左 Shift，右手无名指按 9，就是左括号 ('],
        [')', '左手小指按住左 Shift，右手小指按 0，就是右括号 )'],
      ], '括号总是成对出现'),
      practice('kb-shift-more-1', '冒号和连字符', ['Time: 7:30', 'To do: read, draw', 'ice-cream, T-shirt', 'twenty-one, forty-two'], marks,
        '看时间用冒号，连起来的词用连字符'),
      practice('kb-shift-more-2', '括号', ['apple (a fruit)', 'cat (an animal)', 'Tom (my best friend)'], marks,
        '括号里是小小的说明'),
    ]),
  ],
};
