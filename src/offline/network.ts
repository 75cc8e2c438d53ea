import { useEffect } from 'react';
import { proxy } from 'valtio';

/**
 * Whether the browser has a network (SPEC §4: an alert for offline mode). The browser's own
 * online/offline events are the source; a failed request with no network also flips it, because
 * `navigator.onLine` is optimistic on some school networks.
 */
export const network = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** how many of the page's own offline notes are on screen: the corner's 网络断开了 steps aside for them */
  pageNotes: 0,
});

/**
 * A page that says itself what needs the network (a game's start screen, the game list that could
 * not load) calls this while its note is shown, so the child reads one offline message at a time.
 */
export function usePageOfflineNote(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    network.pageNotes++;
    return () => {
      network.pageNotes--;
    };
  }, [shown]);
}

export function setOnline(online: boolean): void {
  if (network.online !== online) network.online = online;
}

/** Follow the browser's online/offline events (main.tsx); returns the unsubscribe. */
export function watchNetwork(target: Window = window): () => void {
  const up = () => setOnline(true);
  const down = () => setOnline(false);
  target.addEventListener('online', up);
  target.addEventListener('offline', down);
  return () => {
    target.removeEventListener('online', up);
    target.removeEventListener('offline', down);
  };
}

/** What a child reads when something needs the network and there is none (issue 12 point 4). */
export const offlineMessage = (what: string) => `现在没有联网，${what}需要网络。连上网络后再试吧`;
