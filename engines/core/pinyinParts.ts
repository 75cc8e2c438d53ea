/**
 * 声母 and 韵母 of typed pinyin: the lists and counting live in contract/pinyinParts.ts (the
 * contract validates pinyinStats against them and imports nothing outside contract/); the
 * engines count with them through here.
 */
export * from '../../contract/pinyinParts';
