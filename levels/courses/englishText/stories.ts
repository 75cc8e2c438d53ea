import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice } from '../keyboard/build';

const first: Targets = { goalCpm: 50, minAccuracy: 92 };
const later: Targets = { goalCpm: 60, minAccuracy: 93 };

/** 小故事: longer original stories and retold fables (Aesop, public domain) in our own words. */
export const stories: Section = {
  id: 'et-stories',
  name: '小故事',
  description: '读一读、打一打，一个个有趣的小故事',
  vip: true,
  lessons: [
    lesson('et-stories-short', '短一点的故事', [
      practice('et-stories-seed', '小种子', [
        'The Little Seed',
        'A little seed slept under the ground.',
        'The rain gave it water. The sun gave',
        'it light. One day it opened its eyes',
        'and pushed up, up, up. "Hello, world!"',
        'it said. Now it is a tall sunflower,',
        'and it smiles at the sun every',
        'morning.',
      ], first, '小种子需要什么才能长大'),
      practice('et-stories-crow', '聪明的乌鸦', [
        'The Clever Crow',
        'A crow was very thirsty. She found a',
        'jar with a little water at the bottom,',
        'but her beak could not reach it. She',
        'thought and thought. Then she dropped',
        'small stones into the jar, one by one.',
        'The water came up and up. At last she',
        'could drink. "Thinking helps!" said',
        'the crow.',
      ], first, '遇到难题，动动脑筋'),
      practice('et-stories-panda', '熊猫的雪天', [
        "Panda's Snowy Day",
        'One morning Panda opened his door and',
        'saw snow everywhere. The trees were',
        'white and the hills were white. Panda',
        'rolled a big snowball and then a small',
        'one. He put the small one on the big',
        'one. "A snow panda!" he laughed. He',
        'gave it two black ears and two black',
        'eyes. Then he went home for hot bamboo',
        'soup.',
      ], first, '下雪天可以玩什么'),
    ]),
    lesson('et-stories-long', '长一点的故事', [
      practice('et-stories-kite', '找风筝', [
        'The Lost Kite',
        'Tom had a red kite with a long tail.',
        'One windy day the string broke, and',
        'the kite flew over the wall. Tom was',
        'sad. Then he heard a knock at the',
        'door. It was Amy from next door. She',
        'had the kite in her hands. "I found it',
        'in my garden," she said. Tom said,',
        '"Thank you!" That afternoon they flew',
        'the kite together.',
      ], later, '帮助别人，自己也快乐'),
      practice('et-stories-race', '龟兔赛跑', [
        'The Hare and the Tortoise',
        'A hare laughed at a tortoise. "You are',
        'so slow!" The tortoise said, "Let\'s',
        'have a race." The hare ran fast, then',
        'lay down under a tree and fell asleep.',
        'The tortoise walked and walked and',
        'never stopped. When the hare woke up,',
        'the tortoise was already at the finish',
        'line. Slow and steady wins the race.',
      ], later, '慢慢来，不放弃'),
      practice('et-stories-ant', '勇敢的小蚂蚁', [
        'The Brave Little Ant',
        'A little ant was carrying a big crumb',
        'home. The path went over a stream, and',
        'there was no bridge. The other ants',
        'said, "Go back. It is too hard." But',
        'the little ant found a leaf. She',
        'pulled it to the water, climbed on and',
        'paddled with her legs. Soon she was on',
        'the other side. That night her family',
        'had a party with the crumb.',
      ], later, '小小的蚂蚁也很勇敢'),
      practice('et-stories-dragon', '赛龙舟', [
        'The Dragon Boat Race',
        'It was the Dragon Boat Festival. My',
        'family went to the river to watch the',
        'race. Six long boats lined up. Each',
        'boat had a dragon head and a big drum.',
        'Boom, boom, boom! The rowers pulled',
        'together, and the boats flew over the',
        'water. The green boat won. After the',
        'race we ate zongzi, sweet rice in',
        'bamboo leaves. It was a wonderful day.',
      ], later, '端午节的龙舟比赛'),
    ]),
  ],
};
