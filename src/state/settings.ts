import { proxy, subscribe } from 'valtio';
import { THEMES, type ThemeName } from '../../engines/core/types';
import { storage } from './storage';
import { touchOnlyDevice } from './touchDevice';

/** Local practice settings (SPEC §2 chapter page, §3), stored under app_settings and shared by all tabs. */
export interface Settings {
  autoRead: boolean;
  isPhone: boolean;
  showKeyboard: boolean;
  keyboardTheme: ThemeName;
  fingerHint: boolean;
  showPinyin: boolean;
  sound: boolean;
}

export const SETTINGS_KEY = 'app_settings';
export const defaultSettings: Settings = {
  autoRead: true,
  // touch typing with the on-screen keyboard: on by default where there is no keyboard to type on
  isPhone: touchOnlyDevice(),
  showKeyboard: true,
  keyboardTheme: 'cartoon',
  fingerHint: true,
  showPinyin: true,
  sound: true,
};

/** Keep only known keys with the right type, so a bad or old stored value cannot break a page. */
export function parseSettings(raw: string | null): Settings {
  const out = { ...defaultSettings };
  if (!raw) return out;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw);
  } catch {
    return out;
  }
  if (!data || typeof data !== 'object') return out;
  for (const key of Object.keys(defaultSettings) as (keyof Settings)[]) {
    const v = data[key];
    if (key === 'keyboardTheme') {
      if (typeof v === 'string' && (THEMES as readonly string[]).includes(v)) out.keyboardTheme = v as ThemeName;
    } else if (typeof v === 'boolean') out[key] = v;
  }
  return out;
}

export const settings = proxy<Settings>(parseSettings(storage.getItem(SETTINGS_KEY)));

subscribe(settings, () => {
  // a change applied from another tab is already stored: writing it again would be a no-op echo
  const json = JSON.stringify(settings);
  if (storage.getItem(SETTINGS_KEY) !== json) storage.setItem(SETTINGS_KEY, json);
});

/** Change one setting (saved, and seen by the other tabs). */
export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  settings[key] = value;
}

/** Apply a change another tab wrote (the storage event); does not write back. */
export function applyStorageEvent(e: Pick<StorageEvent, 'key' | 'newValue'>): void {
  if (e.key !== SETTINGS_KEY && e.key !== null) return;
  Object.assign(settings, parseSettings(e.newValue));
}

/** Reload from storage (tests swap the store). */
export function reloadSettings(): void {
  Object.assign(settings, parseSettings(storage.getItem(SETTINGS_KEY)));
}

/** Listen for other tabs' changes; returns the unsubscribe. */
export function syncSettingsAcrossTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onStorage = (e: Event) => applyStorageEvent(e as StorageEvent);
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
