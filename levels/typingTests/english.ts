import type { EnglishPassage } from './types';

/**
 * 英文 test passages, written for the tests (never a chapter text: levels/typingTests/pool.test.ts
 * checks). Printable ASCII, straight quotes, lines of at most 38 characters. Band 1 (一级–三级):
 * short words, few capitals; band 2 (四级–六级): sentences with capitals and commas; band 3
 * (七级–十级): longer words, quotes, numbers and punctuation.
 */
export const englishPassages: readonly EnglishPassage[] = [
  { id: 'en-1-pond', band: 1, lines: ['a duck swims on the pond', 'the frog sits on a log', 'a fish jumps up and down', 'we look and we smile'] },
  { id: 'en-1-kite', band: 1, lines: ['my kite is red and long', 'the wind is fast today', 'up and up it goes', 'i hold the string tight'] },
  { id: 'en-1-bus', band: 1, lines: ['the bus is big and yellow', 'it stops at the gate', 'kids get on with bags', 'off we go to school'] },
  { id: 'en-1-cake', band: 1, lines: ['mom and i bake a cake', 'we add milk and eggs', 'it is hot and sweet', 'dad gets the last bit'] },
  { id: 'en-1-snow', band: 1, lines: ['snow fell in the night', 'the yard is soft and white', 'we make a snow man', 'he has a hat and a nose'] },
  {
    id: 'en-2-garden', band: 2,
    lines: ['Lily has a small garden.', 'She plants beans, peas and carrots.', 'Every morning she waters them.', 'In June the beans climb the fence,', 'and Lily picks a basket for lunch.'],
  },
  {
    id: 'en-2-library', band: 2,
    lines: ['On Friday our class goes to the', 'library. I choose a book about', 'whales. Did you know a blue whale', 'is longer than two buses? I read', 'it twice and tell my little brother.'],
  },
  {
    id: 'en-2-rain', band: 2,
    lines: ['It rained all Sunday, so Tom and', 'Mia built a tent of chairs and', 'blankets. They ate apples inside', 'and told stories with a torch.', 'The rain was loud, but they were dry.'],
  },
  {
    id: 'en-2-panda', band: 2,
    lines: ['The panda at the zoo is called', 'Bao. He eats bamboo for many hours', 'a day. When he is full, he rolls', 'on the grass and falls asleep in', 'the sun. Everyone laughs and waves.'],
  },
  {
    id: 'en-2-market', band: 2,
    lines: ['Grandma takes me to the market.', 'We buy tomatoes, rice and fish.', 'The man at the fruit stall gives', 'me a free orange. I say thank you,', 'and Grandma says I am very polite.'],
  },
  {
    id: 'en-3-lighthouse', band: 3,
    lines: ['The old lighthouse stood on a rock', 'at the edge of the bay. Every night', 'its lamp turned slowly, sending a', 'bright beam across the dark water,', 'so that 12 fishing boats could find', 'their way home safely through fog.'],
  },
  {
    id: 'en-3-robot', band: 3,
    lines: ['"Can you help me?" asked the robot.', 'It had lost a tiny silver screw', 'somewhere in the classroom. Sam', 'searched under desks and behind the', 'bookshelf until, at last, he found', 'it inside a pencil case. "Thanks!"'],
  },
  {
    id: 'en-3-mountain', band: 3,
    lines: ['We started climbing at 7 o\'clock.', 'The path was steep and narrow, and', 'my legs were tired after an hour.', 'But when we reached the top, the', 'whole valley lay below us: rivers,', 'villages and fields like a quilt.'],
  },
  {
    id: 'en-3-seeds', band: 3,
    lines: ['A seed looks small and quiet, yet', 'it carries everything it needs to', 'become a plant. Give it water,', 'warmth and light, and within a week', 'a green shoot pushes through the', 'soil, reaching for the sunshine.'],
  },
  {
    id: 'en-3-museum', band: 3,
    lines: ['At the science museum, Amy touched', 'a real meteorite. It was heavier', 'than it looked, cold and rough like', 'burnt bread. The guide explained it', 'had travelled for millions of years', 'before landing in a farmer\'s field.'],
  },
];
