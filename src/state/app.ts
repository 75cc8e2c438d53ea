import { proxy, subscribe } from 'valtio';
import { MOBILE_BREAKPOINT } from '../../contract/constants';

export type Device = 'desktop' | 'mobile';
export type Size = 'default' | 'medium' | 'small' | 'mini';
export const SIZES: readonly Size[] = ['default', 'medium', 'small', 'mini'];

/** Cookie access, injectable so tests run without a document. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string): void;
}

export const documentCookies: CookieJar = {
  get(name) {
    if (typeof document === 'undefined') return null;
    const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
  },
  set(name, value) {
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
  },
};

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';

export interface AppState {
  sidebarOpen: boolean;
  device: Device;
  size: Size;
  /** the 添加到桌面 offer is available and not yet accepted */
  installPrompt: boolean;
}

/** SPEC §4: mobile when the body width minus 1 is under 992 px. */
export const deviceFor = (bodyWidth: number): Device => (bodyWidth - 1 < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');

function fromCookies(jar: CookieJar): Pick<AppState, 'sidebarOpen' | 'size'> {
  const size = jar.get(SIZE_COOKIE) as Size | null;
  return { sidebarOpen: jar.get(SIDEBAR_COOKIE) !== '0', size: size && SIZES.includes(size) ? size : 'medium' };
}

let jar: CookieJar = documentCookies;
export const app = proxy<AppState>({ ...fromCookies(jar), device: 'desktop', installPrompt: false });

subscribe(app, () => {
  jar.set(SIDEBAR_COOKIE, app.sidebarOpen ? '1' : '0');
  jar.set(SIZE_COOKIE, app.size);
});

/** Use another cookie jar and reload from it (tests). */
export function setCookieJar(next: CookieJar): void {
  jar = next;
  Object.assign(app, fromCookies(jar));
}

export function toggleSidebar(): void {
  app.sidebarOpen = !app.sidebarOpen;
}
export function setSize(size: Size): void {
  app.size = size;
}
export function setInstallPrompt(available: boolean): void {
  app.installPrompt = available;
}

/** Recompute the device from the body width; going mobile closes the sidebar. */
export function updateDevice(bodyWidth: number): Device {
  app.device = deviceFor(bodyWidth);
  if (app.device === 'mobile') app.sidebarOpen = false;
  return app.device;
}

/** Follow window resizes (main.tsx); returns the unsubscribe. */
export function watchDevice(): () => void {
  const onResize = () => updateDevice(document.body.getBoundingClientRect().width);
  onResize();
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
