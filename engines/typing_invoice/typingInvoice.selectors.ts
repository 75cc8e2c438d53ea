import type { SnapshotFrom } from 'xstate';
import type { EngineResult, LiveStats, NextKey } from '../core/types';
import { itemIndexAt } from '../core/sequence/keySequence.logic';
import { liveStatsOf, nextKeyOf } from '../core/sequence/keySequence.selectors';
import { invoiceIndexOf } from './typingInvoice.logic';
import type { typingInvoiceMachine } from './typingInvoice.machine';
import type { TypingInvoiceContext } from './typingInvoice.types';

export type TypingInvoiceSnapshot = SnapshotFrom<typeof typingInvoiceMachine>;

export { charStatus } from '../core/sequence/keySequence.selectors';
export { isLastFieldOfInvoice } from './typingInvoice.logic';

/** The pad key to press next: a digit or sign of the value, 'Enter' once the value is complete. */
export function nextKey(snapshot: TypingInvoiceSnapshot): NextKey | null {
  if (snapshot.status === 'done') return null;
  return nextKeyOf(snapshot.context);
}

export function stats(snapshot: TypingInvoiceSnapshot): LiveStats {
  return liveStatsOf(snapshot.context);
}

export function result(snapshot: TypingInvoiceSnapshot): EngineResult | null {
  return snapshot.status === 'done' ? (snapshot.output ?? null) : null;
}

/** The field item the cursor is in (the last field once finished). */
export function currentField(context: TypingInvoiceContext): number {
  return itemIndexAt(context, context.cursor);
}

/** The invoice on screen: the one holding the current field. */
export function currentInvoice(context: TypingInvoiceContext): number {
  return invoiceIndexOf(context, currentField(context));
}

export type FieldState = 'done' | 'active' | 'todo';

/** A field is done once its Enter is typed, active while the cursor is in it (its Enter included). */
export function fieldState(context: TypingInvoiceContext, item: number): FieldState {
  const { start, end } = context.items[item];
  if (context.cursor >= end) return 'done';
  return context.cursor >= start ? 'active' : 'todo';
}

/** How many characters of the field's value are typed (the scene shows the rest faintly). */
export function typedLength(context: TypingInvoiceContext, item: number): number {
  const { start, text } = context.items[item];
  return Math.min(text.length, Math.max(0, context.cursor - start));
}
