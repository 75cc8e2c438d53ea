import { setInstallPrompt } from './app';

/** Chromium's install offer; kept outside the proxy because it is a live browser object. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
let deferred: InstallPromptEvent | null = null;

/** Catch the browser's install offer so the nav can show 添加到桌面 until the user accepts. */
export function watchInstallPrompt(): () => void {
  const onOffer = (e: Event) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    setInstallPrompt(true);
  };
  const onInstalled = () => {
    deferred = null;
    setInstallPrompt(false);
  };
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** Show the browser's install dialog; the offer disappears once accepted. */
export async function promptInstall(): Promise<void> {
  if (!deferred) return;
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  if (outcome === 'accepted') {
    deferred = null;
    setInstallPrompt(false);
  }
}
