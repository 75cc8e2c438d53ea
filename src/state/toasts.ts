import { proxy, ref } from 'valtio';
import { ERROR_TOAST_MS } from '../../contract/constants';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** a button in the toast that does what the text asks (去绑定): it runs, and the toast goes */
  action?: { label: string; run: () => void };
}

/** The toasts on screen, newest last; src/overlays/Toasts.tsx shows them. */
export const toasts = proxy<{ list: Toast[] }>({ list: [] });

let nextId = 1;
const MAX_ON_SCREEN = 4;

/** Take a toast away now (its close button, or its timer). */
export function dismissToast(id: number): void {
  const i = toasts.list.findIndex((t) => t.id === id);
  if (i >= 0) toasts.list.splice(i, 1);
}

function show(kind: ToastKind, text: string, ms: number, action?: Toast['action']): number {
  // the same text twice in a row (a burst of failing calls) shows once
  const same = toasts.list.find((t) => t.text === text && t.kind === kind);
  if (same) return same.id;
  const id = nextId++;
  toasts.list.push({ id, kind, text, ...(action ? { action: ref(action) } : {}) });
  if (toasts.list.length > MAX_ON_SCREEN) toasts.list.shift();
  setTimeout(() => dismissToast(id), ms);
  return id;
}

/** Short messages (at the foot of the screen outside games: Toasts.tsx). Errors stay 5 s (SPEC §8). */
export const toast = {
  success: (text: string, ms = 3000) => show('success', text, ms),
  error: (text: string, ms = ERROR_TOAST_MS) => show('error', text, ms),
  info: (text: string, ms = 3000, action?: Toast['action']) => show('info', text, ms, action),
};
