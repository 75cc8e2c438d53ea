import type { AnyActorRef } from 'xstate';
import type { EngineDefinition, SceneOptions } from '../core/types';
import { typingPinyinMachine } from './typingPinyin.machine';
import { nextKeyOf, statsOf } from './typingPinyin.selectors';
import { TypingPinyinScene } from './TypingPinyinScene';

/** typing_pinyin: letters of tone-less pinyin on the keyboard, hanzi with pinyin on screen. */
const typingPinyin: EngineDefinition<typeof typingPinyinMachine> = {
  name: 'typing_pinyin',
  machine: typingPinyinMachine,
  input: 'keys',
  fingerHintSwitch: true,
  pinyinSwitches: true,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new TypingPinyinScene(actor, options),
  nextKey: (snapshot) => nextKeyOf(snapshot),
  stats: (snapshot) => statsOf(snapshot.context),
  result: (snapshot) => (snapshot.status === 'done' ? snapshot.output : null),
};

export default typingPinyin;
