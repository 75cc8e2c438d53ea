import { readingLooksRight } from '../../../contract/classLessons';
import type { TypingPinyinActivity } from '../../../contract/levels';
import styles from './Lessons.module.css';

/** 拼音 check: the reading made for every item, shown for the teacher to read and correct before saving. */
export function PinyinCheck({ items, readings, onChange }: { items: TypingPinyinActivity['items']; readings: string[]; onChange(next: string[]): void }) {
  return (
    <div className={styles.panel} data-testid="pinyin-check">
      <h2>🔍 检查拼音</h2>
      <p className={styles.note}>拼音是自动生成的，多音字可能读错：请逐条看一遍，读错的直接改。每个字一个音节，用空格隔开，带声调符号（如 zhōng）。</p>
      <div className={styles.readings}>
        {items.map((item, i) => {
          const ok = readingLooksRight(item.hanzi, readings[i] ?? '');
          return (
            <label key={i} className={`${styles.reading} ${ok ? '' : styles.readingBad}`}>
              <strong>{item.hanzi}</strong>
              <input
                value={readings[i] ?? ''}
                onChange={(e) => onChange(readings.map((r, j) => (j === i ? e.target.value : r)))}
                aria-label={`「${item.hanzi}」的拼音`}
                aria-invalid={!ok}
                data-testid="pinyin-reading"
                lang="zh-Latn-pinyin"
                spellCheck={false}
              />
            </label>
          );
        })}
      </div>
    </div>
  );
}
