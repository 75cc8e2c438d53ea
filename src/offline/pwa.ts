import { proxy } from 'valtio';
import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker's life on the page (SPEC §4). A new version installs in the background and
 * waits; '发现新版本' is offered only while no child is typing (practice.typing), and the code is
 * swapped only when someone presses 刷新 — never under a chapter or a game in progress.
 */
export const pwa = proxy({ updateReady: false, offlineReady: false });

/** Set by the chapter and game pages while a round is being typed. */
export const practice = proxy({ typing: false });

let update: ((reload?: boolean) => Promise<void>) | null = null;

export function startPwa(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => void (pwa.updateReady = true),
    onOfflineReady: () => void (pwa.offlineReady = true),
    onRegisteredSW(_url, registration) {
      // a classroom tab stays open all day: look for a new version every hour
      if (registration) setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    },
  });
}

/** 刷新: activate the waiting version and reload into it. */
export async function applyUpdate(): Promise<void> {
  pwa.updateReady = false;
  if (update) await update(true);
  else location.reload();
}
