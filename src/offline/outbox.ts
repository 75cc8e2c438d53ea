import { proxy } from 'valtio';

/**
 * Finished work that could not reach the server yet (issue 12): a chapter attempt or a game round
 * made offline is kept here, on the device, and sent when the network returns. Each entry is sent
 * once and again until the server has answered it: the server stores an attemptId (or a roundId)
 * once however often it arrives (API.md), so a retry after a lost answer is harmless.
 */
export interface OutboxEntry {
  /** the attemptId / roundId: the key, so the same attempt is never queued twice */
  id: string;
  /** API path, e.g. /student/progress */
  path: string;
  body: unknown;
  /** the role the work belongs to (sent as userRoleId even if the child has switched since) */
  roleId: string | null;
  /**
   * the account it belongs to: sent only while that account is signed in, so work kept after its
   * session ended (signed in elsewhere, issue 24) waits for that account's next sign-in
   */
  userId?: string | null;
  createdAt: number;
}

/** Where entries live: IndexedDB in the browser (outboxStore.ts), a Map in unit tests. */
export interface OutboxStore {
  put(entry: OutboxEntry): Promise<void>;
  all(): Promise<OutboxEntry[]>;
  delete(id: string): Promise<void>;
}

/** What sending one entry came to. */
export type SendVerdict =
  /** the server stored it (or had it already): forget it */
  | { kind: 'done'; data: unknown }
  /** the server refused it for good (a business error): forget it, tell the child */
  | { kind: 'refused'; message: string }
  /** no network, a timeout or a server fault: keep it for the next try */
  | { kind: 'later' };

/** 'skip': not this entry's turn (another account is signed in): keep it and go on with the next. */
export type Sender = (entry: OutboxEntry) => Promise<SendVerdict | { kind: 'skip' }>;

/** The '待同步' count and the answers of entries sent since this page opened (by id). */
export const outboxState = proxy({ pending: 0, syncing: false, answers: {} as Record<string, SendVerdict> });

export function memoryOutboxStore(): OutboxStore {
  const map = new Map<string, OutboxEntry>();
  return {
    put: async (e) => void map.set(e.id, e),
    all: async () => [...map.values()].sort((a, b) => a.createdAt - b.createdAt),
    delete: async (id) => void map.delete(id),
  };
}

export interface Outbox {
  add(entry: OutboxEntry): Promise<void>;
  /** Send every entry in order; stops at the first 'later' (the network is still down). */
  flush(): Promise<void>;
  refresh(): Promise<void>;
}

export function createOutbox(store: OutboxStore, send: Sender, onRefused: (message: string) => void = () => {}): Outbox {
  let running: Promise<void> | null = null;
  let again = false;
  const refresh = async () => {
    outboxState.pending = (await store.all()).length;
  };
  const flushOnce = async () => {
    outboxState.syncing = true;
    try {
      for (const entry of await store.all()) {
        const verdict = await send(entry).catch((): SendVerdict => ({ kind: 'later' }));
        if (verdict.kind === 'later') break;
        if (verdict.kind === 'skip') continue;
        await store.delete(entry.id);
        // a new object, not a key added to the old one: pages wait on it with subscribeKey(outboxState, 'answers'),
        // which only sees the property itself change
        outboxState.answers = { ...outboxState.answers, [entry.id]: verdict };
        if (verdict.kind === 'refused') onRefused(verdict.message);
        await refresh();
      }
    } finally {
      outboxState.syncing = false;
      await refresh();
    }
  };
  return {
    async add(entry) {
      await store.put(entry);
      await refresh();
    },
    flush() {
      // One flush at a time: a call while sending never sends twice, it asks for one more run after
      // the current one — what changed meanwhile (an account signed in, the network back) may let an
      // entry go that the current run skipped. The promise covers that run too.
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await flushOnce();
        } while (again);
      })().finally(() => (running = null));
      return running;
    },
    refresh,
  };
}
