import type { AnyActorRef } from 'xstate';
import type { ChapterEngineDefinition, SceneOptions } from '../core/types';
import { TypingTextScene } from './TypingTextScene';
import { typingTextMachine } from './typingText.machine';
import { nextKey, result, stats } from './typingText.selectors';

/** typing_text: English passages typed as shown, Enter at each line end. */
const typingText: ChapterEngineDefinition<typeof typingTextMachine> = {
  kind: 'chapter',
  name: 'typing_text',
  machine: typingTextMachine,
  input: 'keys',
  // SPEC.md §2: no finger-hint switch for text chapters (the host still shows the hands)
  fingerHintSwitch: false,
  pinyinSwitches: false,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new TypingTextScene(actor, options),
  nextKey,
  stats,
  result,
};

export default typingText;
