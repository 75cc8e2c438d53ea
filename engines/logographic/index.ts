import type { AnyActorRef } from 'xstate';
import type { EngineDefinition, SceneOptions } from '../core/types';
import { LogographicScene } from './LogographicScene';
import { logographicMachine } from './logographic.machine';
import { statsOf } from './logographic.selectors';

/** logographic: Chinese text typed through the system IME; no per-key hints (the IME hides the keys). */
const logographic: EngineDefinition<typeof logographicMachine> = {
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
