import { proxy } from 'valtio';

export interface ConfirmRequest {
  title: string;
  message: string;
  okText?: string;
  cancelText?: string;
  /** the ok button in red (delete, leave) */
  danger?: boolean;
}
interface Pending extends ConfirmRequest {
  id: number;
  resolve(ok: boolean): void;
}

/** The confirm dialogs waiting for an answer; src/overlays/ConfirmDialog.tsx shows the first. */
export const confirms = proxy<{ queue: Pending[] }>({ queue: [] });
let nextId = 1;

/** Ask a yes/no question; resolves true for the ok button, false for cancel or close. */
export function confirm(req: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    confirms.queue.push({ ...req, id: nextId++, resolve });
  });
}

/** Answer the dialog on screen. */
export function answerConfirm(id: number, ok: boolean): void {
  const i = confirms.queue.findIndex((c) => c.id === id);
  if (i < 0) return;
  const [c] = confirms.queue.splice(i, 1);
  c.resolve(ok);
}
