import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStore, setBackingStore, type KeyValueStore } from './storage';
import { applyStorageEvent, defaultSettings, parseSettings, reloadSettings, setSetting, settings, SETTINGS_KEY, syncSettingsAcrossTabs } from './settings';

const flush = () => new Promise((r) => setTimeout(r, 0));
let store: KeyValueStore;

beforeEach(async () => {
  store = memoryStore();
  setBackingStore(store);
  reloadSettings();
  await flush();
});

describe('settings', () => {
  it('start with the defaults, cartoon keyboard included', () => {
    expect({ ...settings }).toEqual(defaultSettings);
    expect(settings.keyboardTheme).toBe('cartoon');
  });

  it('are saved under app_settings when one changes', async () => {
    setSetting('showKeyboard', false);
    await flush();
    expect(JSON.parse(store.getItem(SETTINGS_KEY)!)).toMatchObject({ showKeyboard: false, autoRead: true });
  });

  it('load what was stored and ignore unknown keys or wrong types', () => {
    const parsed = parseSettings(JSON.stringify({ isPhone: true, keyboardTheme: 'neon', sound: 'yes', extra: 1 }));
    expect(parsed).toEqual({ ...defaultSettings, isPhone: true });
    expect(parseSettings('{not json')).toEqual(defaultSettings);
  });

  it('follow a change written by another tab', () => {
    applyStorageEvent({ key: SETTINGS_KEY, newValue: JSON.stringify({ ...defaultSettings, autoRead: false, keyboardTheme: 'glass' }) });
    expect(settings.autoRead).toBe(false);
    expect(settings.keyboardTheme).toBe('glass');
  });

  it('ignore storage events for other keys', () => {
    applyStorageEvent({ key: 'token', newValue: 'x' });
    expect({ ...settings }).toEqual(defaultSettings);
  });

  it('listen to the window storage event until unsubscribed', () => {
    const target = new EventTarget();
    const stop = syncSettingsAcrossTabs(target as unknown as Window);
    const fire = (value: object) => {
      const e = Object.assign(new Event('storage'), { key: SETTINGS_KEY, newValue: JSON.stringify(value) });
      target.dispatchEvent(e);
    };
    fire({ isPhone: true });
    expect(settings.isPhone).toBe(true);
    stop();
    fire({ isPhone: false });
    expect(settings.isPhone).toBe(true);
  });
});
