import type { TypingInvoiceActivity } from '../../contract/levels';
import type { SequenceContext } from '../core/sequence/keySequence.types';

/** The machine's input: the chapter's activity (render_engine may be left out in tests). */
export interface TypingInvoiceInput {
  activity: Pick<TypingInvoiceActivity, 'invoices'>;
}

export interface InvoiceField {
  label: string;
  value: string;
  /** index of this field's item in the key sequence (fields are numbered across all invoices) */
  item: number;
}

export interface Invoice {
  title: string;
  fields: readonly InvoiceField[];
}

/** One item per field, in order across invoices; each field's value is followed by Enter. */
export interface TypingInvoiceContext extends SequenceContext {
  invoices: readonly Invoice[];
}
