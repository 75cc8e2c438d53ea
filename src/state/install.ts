import { setInstallPrompt } from './app';
import { storage } from './storage';

/** Chromium's install offer; kept outside the proxy because it is a live browser object. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
let deferred: InstallPromptEvent | null = null;

/** Once accepted (or opened as the installed app) the 添加到桌面 offer is never shown again. */
const ACCEPTED_KEY = 'install:accepted';
export const installAccepted = () => storage.getItem(ACCEPTED_KEY) === '1';
export const markInstallAccepted = () => storage.setItem(ACCEPTED_KEY, '1');

/** Opened as the installed app (standalone window, or iOS home screen). */
export function runningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * Browsers with no install prompt of their own but a manual way (Safari on iPhone, iPad and Mac):
 * the drawer shows the steps instead of a button.
 */
export function manualInstallSteps(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent): 'ios' | 'mac-safari' | null {
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1)) return 'ios';
  if (/Macintosh/.test(ua) && /Version\/\d+.*Safari/.test(ua) && !/Chrome|Chromium|Edg|Firefox/.test(ua)) return 'mac-safari';
  return null;
}

/** Catch the browser's install offer so the nav and the drawer show 添加到桌面 until the user accepts. */
export function watchInstallPrompt(): () => void {
  if (runningInstalled()) markInstallAccepted();
  const onOffer = (e: Event) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    setInstallPrompt(!installAccepted());
  };
  const onInstalled = () => {
    deferred = null;
    markInstallAccepted();
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
    markInstallAccepted();
    setInstallPrompt(false);
  }
}
