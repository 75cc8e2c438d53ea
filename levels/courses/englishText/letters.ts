import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice } from '../keyboard/build';

const first: Targets = { goalCpm: 45, minAccuracy: 91 };
const later: Targets = { goalCpm: 50, minAccuracy: 92 };

/** 书信与日记: original cards, letters and diary entries (greeting, body, signature; date line). */
export const letters: Section = {
  id: 'et-letters',
  name: '书信与日记',
  description: '写卡片、写信、写日记',
  vip: true,
  lessons: [
    lesson('et-letters-cards', '卡片和日记', [
      practice('et-letters-card', '给奶奶的生日卡', [
        'Dear Grandma,',
        'Happy birthday to you! I made this',
        'card for you. I drew a big cake and',
        'ten red flowers. I hope you like it. I',
        'love you very much.',
        'Love,',
        'Xiaoyu',
      ], first, '生日卡的开头是 Dear，结尾写上自己的名字'),
      practice('et-letters-thanks', '谢谢老师', [
        'Dear Miss Wang,',
        'Thank you for teaching us English.',
        'Your lessons are fun. I can read and',
        'write many words now. I can even type',
        'them! Thank you.',
        'Yours,',
        'Li Ming',
      ], first, '写一张感谢卡'),
      practice('et-letters-rainy', '日记：下雨天', [
        'Monday, May 11',
        'It rained all day today. I wore my',
        'yellow raincoat and red boots. On the',
        'way home I jumped in every puddle. My',
        'socks got wet, but I was happy.',
      ], first, '日记的第一行写日期'),
      practice('et-letters-sports', '日记：运动会', [
        'Wednesday, October 21',
        'It was Sports Day. I ran in the',
        '50-metre race and I came second! My',
        'classmates cheered for me. Our class',
        'won the tug-of-war too. What a great',
        'day!',
      ], later, '数字和连字符也要打对'),
    ]),
    lesson('et-letters-long', '长一点的信和日记', [
      practice('et-letters-outing', '日记：春游', [
        'Friday, April 10',
        'Today our class went on a spring',
        'outing. We took a bus to West Hill.',
        'The trees were green and the flowers',
        'were pink. We ate lunch on the grass',
        'and played games. I was tired but very',
        'happy.',
      ], later, '春游最开心的是什么'),
      practice('et-letters-penfriend', '写信给笔友', [
        'Dear Sam,',
        'My name is Chen Le. I am ten years',
        'old. I live in Hangzhou, China. There',
        'is a big lake in my city. I like',
        'swimming and playing chess. What do',
        'you like? Please write to me soon.',
        'Your friend,',
        'Chen Le',
      ], later, '介绍你自己和你的城市'),
      practice('et-letters-moon', '日记：中秋节', [
        'The Mid-Autumn Festival',
        'Tonight my family sat in the yard and',
        'ate mooncakes. The moon was big and',
        'round. Grandma told me the story of',
        "Chang'e and the Jade Rabbit. I made a",
        'wish to the moon: "I hope everyone is',
        'well."',
      ], later, '中秋节的月亮又大又圆'),
    ]),
  ],
};
