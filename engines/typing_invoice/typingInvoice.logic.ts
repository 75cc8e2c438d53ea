import { numpadKeyForChar } from '../core/keyboard';
import { createSequence } from '../core/sequence/keySequence.logic';
import type { KeyPress, KeyRules } from '../core/sequence/keySequence.types';
import type { Invoice, TypingInvoiceContext, TypingInvoiceInput } from './typingInvoice.types';

/** The keys a number pad types (SPEC.md §2: digits, . / * - + and Enter). */
const PAD_CHARS = '0123456789./*-+';

/** KeyboardEvent.code of the number-pad key for `expected` (misses are counted on the pad). */
export function padCodeOf(expected: string): string {
  return numpadKeyForChar(expected)?.code ?? expected;
}

/**
 * Only number-pad characters and Enter are judged; anything else (letters, Backspace, Tab) is
 * ignored and not counted. A key is judged by the character it types, so '5' from Digit5 or
 * Numpad5 and Enter from Enter or NumpadEnter all count as right; the hit is recorded on the
 * code the event carries, a miss on the pad key that was expected. The host's numpadEvent
 * (engines/core/input.ts) already turns Digit5 into Numpad5, so in the product every count
 * lands on a pad key; raw top-row codes are still accepted for hosts that do not normalise.
 */
export const invoiceRules: KeyRules = {
  judges: (press: KeyPress) => press.key === 'Enter' || (press.key.length === 1 && PAD_CHARS.includes(press.key)),
  matches: (expected: string, press: KeyPress) => press.key === expected,
  codeOf: padCodeOf,
};

export function createTypingInvoiceContext(activity: TypingInvoiceInput['activity']): TypingInvoiceContext {
  let item = 0;
  const invoices: Invoice[] = activity.invoices.map((invoice) => ({
    title: invoice.title,
    fields: invoice.fields.map((f) => ({ label: f.label, value: f.value, item: item++ })),
  }));
  const values = invoices.flatMap((invoice) => invoice.fields.map((f) => f.value));
  return { ...createSequence(values, true), invoices };
}

/** The invoice holding field item `item`. */
export function invoiceIndexOf(context: TypingInvoiceContext, item: number): number {
  const i = context.invoices.findIndex((invoice) => item <= invoice.fields[invoice.fields.length - 1].item);
  return i === -1 ? context.invoices.length - 1 : i;
}

/** The field item is the last of its invoice: completing it finishes (stamps) that invoice. */
export function isLastFieldOfInvoice(context: TypingInvoiceContext, item: number): boolean {
  return context.invoices.some((invoice) => invoice.fields[invoice.fields.length - 1].item === item);
}
