/** The key/value store the session and settings persist in: localStorage in the browser, a Map elsewhere. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory store (node tests, or a browser with storage blocked). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function browserStore(): KeyValueStore {
  try {
    const ls = globalThis.localStorage;
    if (ls) {
      // Safari private mode exposes localStorage but throws on write
      ls.setItem('__probe', '1');
      ls.removeItem('__probe');
      return ls;
    }
  } catch {
    /* fall through to memory */
  }
  return memoryStore();
}

let current: KeyValueStore = browserStore();

/** The active store. */
export const storage: KeyValueStore = {
  getItem: (k) => current.getItem(k),
  setItem: (k, v) => current.setItem(k, v),
  removeItem: (k) => current.removeItem(k),
};

/** Swap the backing store (tests). */
export function setBackingStore(next: KeyValueStore): void {
  current = next;
}
