import type { AnyActorRef } from 'xstate';
import type { ChapterEngineDefinition, SceneOptions } from '../core/types';
import { typingPinyinMachine } from './typingPinyin.machine';
import { nextKeyOf, statsOf } from './typingPinyin.selectors';
import { TypingPinyinScene } from './TypingPinyinScene';

/**
 * typing_pinyin: letters of tone-less pinyin on the keyboard, hanzi with pinyin on screen.
 * - Each syllable is typed without tones, ü as v (lǜ → lv; ju qu xu yu stay u), no spaces; the
 *   cursor moves on by itself. Letters compare case-insensitively; Shift, Enter… are ignored,
 *   any other character (space included) is a wrong key.
 * - Emits item.started {index, text: hanzi} for item 0 on start and on restart, then for each next
 *   item as the previous completes (read-along speaks it); session.finished at the end.
 * - 字/分 = completed hanzi per minute; accuracy = correct / all letter keystrokes.
 */
const typingPinyin: ChapterEngineDefinition<typeof typingPinyinMachine> = {
  kind: 'chapter',
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
