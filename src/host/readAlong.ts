/**
 * Read-along (跟读): the browser's speech synthesis reading Chinese to the child.
 * The chapter page speaks each item on item.started when autoRead is on, and the whole line on
 * session.finished. When there is no Chinese voice the 跟读 switch shows `unavailableReason()`
 * instead of doing nothing.
 */

/** The parts of window.speechSynthesis this module uses (a fake in tests). */
export interface SpeechSynthesisLike {
  getVoices(): Array<{ lang: string; name: string; localService?: boolean; default?: boolean }>;
  speak(utterance: any): void;
  cancel(): void;
  addEventListener?(type: 'voiceschanged', listener: () => void): void;
  removeEventListener?(type: 'voiceschanged', listener: () => void): void;
}

export interface SpeechWindow {
  speechSynthesis?: SpeechSynthesisLike;
  SpeechSynthesisUtterance?: new (text: string) => { lang: string; rate: number; voice: unknown };
}

type Voice = ReturnType<SpeechSynthesisLike['getVoices']>[number];

/** Slightly slower than normal speech: six-year-olds follow along character by character. */
export const READ_ALONG_RATE = 0.85;
export const NO_SPEECH = '此浏览器不支持朗读';
export const NO_CHINESE_VOICE = '此浏览器没有中文语音';

/** The best Chinese voice: zh-CN first (Mandarin, simplified), then any zh voice; local voices before network ones. */
export function pickChineseVoice(voices: Voice[]): Voice | null {
  const rank = (v: Voice) => {
    const lang = v.lang.replace('_', '-').toLowerCase();
    if (!lang.startsWith('zh')) return -1;
    let score = lang === 'zh-cn' || lang.startsWith('zh-hans') ? 4 : lang === 'zh' ? 3 : lang === 'zh-tw' || lang === 'zh-hk' ? 1 : 2;
    if (v.localService) score += 0.5;
    return score;
  };
  let best: Voice | null = null;
  for (const v of voices) if (rank(v) >= 0 && (best === null || rank(v) > rank(best))) best = v;
  return best;
}

export interface ReadAlong {
  /** true when a Chinese voice is installed (speechSynthesis alone is not enough: an English voice cannot read 汉字) */
  available(): boolean;
  /** why read-along cannot work here, for the 跟读 switch; null when available */
  unavailableReason(): string | null;
  /** read text aloud, cutting off whatever was being read; false when nothing was spoken */
  speak(text: string): boolean;
  cancel(): void;
  /** browsers load voices late (Chrome: after the first voiceschanged); returns the unsubscribe */
  onVoicesChanged(cb: () => void): () => void;
}

const fallbackWindow = (): SpeechWindow => (typeof window === 'undefined' ? {} : (window as unknown as SpeechWindow));

export function createReadAlong(win: SpeechWindow = fallbackWindow()): ReadAlong {
  const synth = win.speechSynthesis;
  const Utterance = win.SpeechSynthesisUtterance;
  const voices = () => synth?.getVoices() ?? [];
  const supported = () => Boolean(synth && Utterance);

  return {
    available: () => supported() && pickChineseVoice(voices()) !== null,
    unavailableReason() {
      if (!supported()) return NO_SPEECH;
      return pickChineseVoice(voices()) ? null : NO_CHINESE_VOICE;
    },
    speak(text) {
      if (!synth || !Utterance || text.trim() === '') return false;
      const all = voices();
      const voice = pickChineseVoice(all);
      // an empty list usually means "not loaded yet" (or a platform that hides it): lang alone
      // lets the platform choose; a loaded list with no Chinese voice would read 汉字 as noise
      if (!voice && all.length > 0) return false;
      synth.cancel();
      const u = new Utterance(text);
      u.lang = voice?.lang ?? 'zh-CN';
      if (voice) u.voice = voice;
      u.rate = READ_ALONG_RATE;
      synth.speak(u);
      return true;
    },
    cancel: () => synth?.cancel(),
    onVoicesChanged(cb) {
      if (!synth?.addEventListener) return () => {};
      synth.addEventListener('voiceschanged', cb);
      return () => synth.removeEventListener?.('voiceschanged', cb);
    },
  };
}
