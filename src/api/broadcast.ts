/** Messages between the open tabs of the app (SPEC §4: userInfo / pay refetch, logout everywhere). */
export type TabMessage = { type: 'userInfo' } | { type: 'pay'; tradeNo?: string } | { type: 'logout' } | { type: 'login' };

type Listener = (msg: TabMessage) => void;

const CHANNEL = 'xiaojianpanxia';
let channel: BroadcastChannel | null = null;
const listeners = new Set<Listener>();

/** Open the channel (once, in main.tsx). Until then broadcast() is a no-op, so node tests stay quiet. */
export function openTabChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<TabMessage>) => {
    if (e.data && typeof e.data.type === 'string') listeners.forEach((fn) => fn(e.data));
  };
}

/** Tell the other tabs (this tab does not receive its own message). */
export function broadcast(msg: TabMessage): void {
  channel?.postMessage(msg);
}

/** Listen to messages from other tabs; returns the unsubscribe. */
export function onTabMessage(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
