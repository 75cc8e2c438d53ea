import type { RenderEngineName } from '../../../contract/levels';

/** What a child is told a chapter is, by its render engine. */
export const ENGINE_LABELS: Record<RenderEngineName, { label: string; icon: string }> = {
  video: { label: '视频课', icon: '🎬' },
  typing_text: { label: '英文打字', icon: '🔤' },
  typing_pinyin: { label: '拼音', icon: '🅿️' },
  logographic: { label: '汉字', icon: '✍️' },
  typing_invoice: { label: '小键盘', icon: '🔢' },
};

export const engineLabel = (engine: RenderEngineName) => ENGINE_LABELS[engine] ?? { label: '练习', icon: '⌨️' };
