import { describe, expect, it, vi } from 'vitest';
import { NO_CHINESE_VOICE, NO_SPEECH, READ_ALONG_RATE, createReadAlong, pickChineseVoice, type SpeechWindow } from './readAlong';

class FakeUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  constructor(public text: string) {}
}

function fakeWindow(voices: { lang: string; name: string; localService?: boolean }[]) {
  const listeners = new Set<() => void>();
  const log: string[] = [];
  const spoken: FakeUtterance[] = [];
  const synth = {
    voices,
    getVoices: () => synth.voices,
    speak: (u: FakeUtterance) => (log.push(`speak:${u.text}`), spoken.push(u)),
    cancel: () => log.push('cancel'),
    addEventListener: (_: 'voiceschanged', l: () => void) => listeners.add(l),
    removeEventListener: (_: 'voiceschanged', l: () => void) => listeners.delete(l),
    fire: () => listeners.forEach((l) => l()),
  };
  const win: SpeechWindow = { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance };
  return { win, synth, log, spoken, listeners };
}

const EN = { lang: 'en-US', name: 'Samantha' };
const TW = { lang: 'zh-TW', name: 'Mei-Jia' };
const CN = { lang: 'zh-CN', name: 'Tingting' };

describe('pickChineseVoice', () => {
  it('prefers zh-CN, then other Chinese voices, and never an English one', () => {
    expect(pickChineseVoice([EN, TW, CN])).toBe(CN);
    expect(pickChineseVoice([EN, TW])).toBe(TW);
    expect(pickChineseVoice([{ lang: 'zh_CN', name: 'android' }, TW])?.name).toBe('android');
    expect(pickChineseVoice([EN])).toBeNull();
  });

  it('prefers a local voice among equals', () => {
    const net = { lang: 'zh-CN', name: 'Google 普通话', localService: false };
    const local = { lang: 'zh-CN', name: 'Huihui', localService: true };
    expect(pickChineseVoice([net, local])).toBe(local);
  });
});

describe('createReadAlong', () => {
  it('speaks with the Chinese voice, slowly, cancelling what was being read', () => {
    const f = fakeWindow([EN, CN]);
    const r = createReadAlong(f.win);
    expect(r.available()).toBe(true);
    expect(r.unavailableReason()).toBeNull();
    expect(r.speak('春眠')).toBe(true);
    expect(r.speak('不觉晓')).toBe(true);
    expect(f.log).toEqual(['cancel', 'speak:春眠', 'cancel', 'speak:不觉晓']);
    expect(f.spoken[1]).toMatchObject({ lang: 'zh-CN', voice: CN, rate: READ_ALONG_RATE });
  });

  it('says why when voices are loaded but none is Chinese, and speaks nothing', () => {
    const f = fakeWindow([EN]);
    const r = createReadAlong(f.win);
    expect(r.available()).toBe(false);
    expect(r.unavailableReason()).toBe(NO_CHINESE_VOICE);
    expect(r.speak('你好')).toBe(false);
    expect(f.log).toEqual([]);
  });

  it('tries lang zh-CN while the voice list is still empty, and becomes available when voices arrive', () => {
    const f = fakeWindow([]);
    const r = createReadAlong(f.win);
    expect(r.available()).toBe(false);
    expect(r.speak('你好')).toBe(true);
    expect(f.spoken[0]).toMatchObject({ lang: 'zh-CN', voice: null });
    const cb = vi.fn();
    const off = r.onVoicesChanged(cb);
    f.synth.voices = [CN];
    f.synth.fire();
    expect(cb).toHaveBeenCalledTimes(1);
    expect(r.available()).toBe(true);
    off();
    expect(f.listeners.size).toBe(0);
  });

  it('reports no speech at all without speechSynthesis, and every call is harmless', () => {
    const r = createReadAlong({});
    expect(r.available()).toBe(false);
    expect(r.unavailableReason()).toBe(NO_SPEECH);
    expect(r.speak('你好')).toBe(false);
    expect(() => r.cancel()).not.toThrow();
    expect(r.onVoicesChanged(() => {})).toBeTypeOf('function');
  });

  it('does not speak empty text', () => {
    const f = fakeWindow([CN]);
    expect(createReadAlong(f.win).speak('  ')).toBe(false);
    expect(f.log).toEqual([]);
  });
});
