/**
 * The chapter engines, one line each (issue 41): a chapter engine is its folder engines/<name>/ and
 * this line, which names its `<name>.chapter.ts` — its facts, its replay rules with the units a
 * typing test counts, and its loader (engines/core/chapterEngine.ts). The facts table, the
 * registry's loaders, the server's replays (engines/chapterRules.ts) and the typing test read this
 * list, so nothing else is registered (docs/ARCHITECTURE.md, "Add a chapter engine"); TypeScript
 * asks for a line per render_engine of contract/levels.ts (engines/engineFacts.ts). The games are
 * GAMES in engines/registry.ts.
 */
export { default as typing_text } from './typing_text/typing_text.chapter';
export { default as typing_invoice } from './typing_invoice/typing_invoice.chapter';
export { default as typing_pinyin } from './typing_pinyin/typing_pinyin.chapter';
export { default as logographic } from './logographic/logographic.chapter';
export { default as video } from './video/video.chapter';
