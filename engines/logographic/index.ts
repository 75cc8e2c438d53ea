import type { AnyActorRef } from 'xstate';
import type { ChapterEngineDefinition, SceneOptions } from '../core/types';
import { LogographicScene } from './LogographicScene';
import { logographicMachine } from './logographic.machine';
import { statsOf } from './logographic.selectors';

/**
 * logographic: Chinese text typed through the system IME; no per-key hints (the IME hides the keys).
 * - Spaces and newlines in the text are layout only: the cursor skips them, and whitespace the child commits is ignored.
 * - Half-width punctuation counts as its full-width mark: , . ? ! : ; ( ) < > \ → ，。？！：；（）《》、 and " ' → either curly quote;
 *   full-width letters and digits match their ASCII forms (NFKC).
 * - A wrong commit stays red at the cursor until Backspace removes it; nothing else can be typed meanwhile.
 * - keyStats is {}: an IME shows committed characters, not the letter keys that made them.
 */
const logographic: ChapterEngineDefinition<typeof logographicMachine> = {
  kind: 'chapter',
  name: 'logographic',
  machine: logographicMachine,
  input: 'ime',
  fingerHintSwitch: false,
  // the optional pinyin line follows the 拼音 switch; read-along is a pinyin-course feature
  pinyinSwitches: false,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new LogographicScene(actor, options),
  // which letters make a character depends on the child's IME: no key to point at
  nextKey: () => null,
  stats: (snapshot) => statsOf(snapshot.context),
  result: (snapshot) => (snapshot.status === 'done' ? snapshot.output : null),
};

export default logographic;
