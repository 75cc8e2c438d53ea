import type { AnyActorRef } from 'xstate';
import type { ChapterEngineDefinition, SceneOptions } from '../core/types';
import { TypingInvoiceScene } from './TypingInvoiceScene';
import { typingInvoiceMachine } from './typingInvoice.machine';
import { nextKey, result, stats } from './typingInvoice.selectors';

/** typing_invoice: invoice (发票) fields typed on the number pad, Enter after each. */
const typingInvoice: ChapterEngineDefinition<typeof typingInvoiceMachine> = {
  kind: 'chapter',
  name: 'typing_invoice',
  machine: typingInvoiceMachine,
  input: 'numpad',
  // SPEC.md §2: no finger-hint switch for invoice chapters (the host still shows the hands)
  fingerHintSwitch: false,
  pinyinSwitches: false,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new TypingInvoiceScene(actor, options),
  nextKey,
  stats,
  result,
};

export default typingInvoice;
