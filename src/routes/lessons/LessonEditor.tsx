import { useMemo, useState } from 'react';
import { LENGTH_UNITS, LESSON_TITLE_MAX, readingLooksRight, readingSyllables, type ClassLesson, type LessonPreview } from '../../../contract/classLessons';
import { RACE_TEXT_MAX, raceKinds, type RaceKind } from '../../../contract/race';
import { TEXT_KINDS } from '../../../engines/registry';
import { createLessonApi, previewLessonApi } from '../../api/classLessons';
import { KIND_HINTS } from '../race/kinds';
import { LessonTryout } from './LessonTryout';
import { PinyinCheck } from './PinyinCheck';
import styles from './Lessons.module.css';

const message = (e: unknown) => (e instanceof Error ? e.message : '出错了，请再试一次');

/**
 * 新建一课: a title, the kind, the pasted text → 生成预览 (the server makes it as it will keep it) →
 * for 拼音 the readings to check and correct → 试打一遍 on the children's stage → 保存.
 */
export function LessonEditor({ groupId, onSaved }: { groupId: string; onSaved(lesson: ClassLesson): void }) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<RaceKind>('english');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<LessonPreview | null>(null);
  const [readings, setReadings] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = preview?.activity.render_engine === TEXT_KINDS.pinyin.engine ? preview.activity.items : null;
  // the tryout types the readings as corrected (each one once it looks right)
  const triedKey = JSON.stringify([preview?.activity, items?.map((item, i) => (readingLooksRight(item.hanzi, readings[i] ?? '') ? readingSyllables(readings[i]!).join(' ') : item.pinyin))]);
  const tried = useMemo(
    () => (preview && items
      ? { ...preview.activity, items: items.map((item, i) => (readingLooksRight(item.hanzi, readings[i] ?? '') ? { ...item, pinyin: readingSyllables(readings[i]!).join(' ') } : item)) }
      : preview?.activity),
    // the same readings (an edit that is not yet a reading) keep the stage
    [triedKey],
  );
  // the preview is of the text as it was: a change of text or kind asks for a new one
  const stale = () => {
    setPreview(null);
    setProblem(null);
  };

  const makePreview = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const p = await previewLessonApi({ kind, text });
      setPreview(p);
      setReadings(p.activity.render_engine === TEXT_KINDS.pinyin.engine ? p.activity.items.map((i) => i.pinyin) : []);
    } catch (e) {
      setPreview(null);
      setProblem(message(e));
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!title.trim()) return setProblem('请给这课起个名字');
    if (items && items.some((item, i) => !readingLooksRight(item.hanzi, readings[i] ?? ''))) return setProblem('有的拼音不对（标红的），请改好再保存');
    setBusy(true);
    setProblem(null);
    try {
      const lesson = await createLessonApi({ groupId, title: title.trim(), kind, text, ...(items ? { readings } : {}) });
      setTitle('');
      setText('');
      setPreview(null);
      onSaved(lesson);
    } catch (e) {
      setProblem(message(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby="lesson-new" data-testid="lesson-editor">
        <h2 id="lesson-new">📝 新建一课</h2>
        <label className={styles.row}>
          <span className={styles.label}>课的名字</span>
          <input className={styles.title} value={title} maxLength={LESSON_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} placeholder="比如：第三课 小小的船" data-testid="lesson-title" />
        </label>
        <div className={styles.row} role="group" aria-label="课的类型">
          <span className={styles.label}>类型</span>
          {raceKinds.map((k) => (
            <button key={k} type="button" className={k === kind ? styles.choiceOn : styles.choice} aria-pressed={k === kind} onClick={() => { setKind(k); stale(); }} data-testid={`lesson-kind-${k}`}>
              {TEXT_KINDS[k].label}
            </button>
          ))}
        </div>
        <textarea className={styles.paste} value={text} onChange={(e) => { setText(e.target.value); stale(); }} placeholder={KIND_HINTS[kind]} aria-label="课文" data-testid="lesson-text" />
        <p className={styles.note}>{[...text.replace(/\s+/g, '')].length} / {RACE_TEXT_MAX} 字 · {KIND_HINTS[kind]}</p>
        {problem && <p className={styles.problem} role="alert" data-testid="lesson-problem">{problem}</p>}
        <div className={styles.row}>
          <button type="button" className="btn btn-sky" disabled={busy || !text.trim()} onClick={() => void makePreview()} data-testid="lesson-preview">👀 生成预览</button>
          <button type="button" className="btn btn-grass" disabled={busy || !preview} onClick={() => void save()} data-testid="lesson-save">💾 保存这课</button>
          {preview && <span className={styles.note}>要打 {preview.length} {LENGTH_UNITS[kind]}</span>}
        </div>
      </section>
      {items && <PinyinCheck items={items} readings={readings} onChange={(next) => { setReadings(next); setProblem(null); }} />}
      {tried && <LessonTryout activity={tried} />}
    </>
  );
}
