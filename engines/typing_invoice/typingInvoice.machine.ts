import { createKeySequenceMachine } from '../core/sequence/keySequence.machine';
import { createTypingInvoiceContext, invoiceRules } from './typingInvoice.logic';
import type { TypingInvoiceContext, TypingInvoiceInput } from './typingInvoice.types';

/**
 * typing_invoice: the key-sequence life of typing_text with invoice fields as items. Enter after
 * every field's value; Enter before the value is complete is a wrong key (the child learns the
 * field is not done), a digit where Enter is due is wrong too, and keys the number pad cannot
 * type are ignored (invoiceRules).
 */
export const typingInvoiceMachine = createKeySequenceMachine<TypingInvoiceContext, TypingInvoiceInput>({
  id: 'typingInvoice',
  rules: invoiceRules,
  context: (input) => createTypingInvoiceContext(input.activity),
});
