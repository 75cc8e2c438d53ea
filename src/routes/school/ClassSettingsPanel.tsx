import { useEffect, useState } from 'react';
import { MAX_STARS_TO_OPEN, type ClassSettings } from '../../../contract/classSettings';
import type { CourseSummary } from '../../../contract/course';
import { courseListApi } from '../../api/course';
import { classSettingsApi, saveClassSettingsApi } from '../../api/school';
import { toast } from '../../state/toasts';
import styles from './School.module.css';

const SWITCHES = [
  ['allowBackspace', '允许退格（打错的汉字可以删掉重打）'],
  ['showKeyboard', '显示键盘'],
  ['showHands', '显示小手（手指提示）'],
] as const;

/** 班级设置 on the class page: what the class's children meet in chapters and homework (docs/API-school.md). */
export function ClassSettingsPanel({ groupId }: { groupId: string }) {
  const [form, setForm] = useState<ClassSettings | null>(null);
  const [courses, setCourses] = useState<CourseSummary[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([classSettingsApi(groupId), courseListApi()]).then(([s, list]) => {
      if (!live) return;
      setForm(s);
      setCourses(list.courses);
    });
    return () => {
      live = false;
    };
  }, [groupId]);
  if (!form) return <p className={styles.label}>正在加载…</p>;

  const open = (id: string) => !form.openCourses || form.openCourses.includes(id);
  const toggleCourse = (id: string, on: boolean) => {
    const now = courses.map((c) => c.id).filter((c) => (c === id ? on : open(c)));
    setForm({ ...form, openCourses: now.length === courses.length ? null : now });
  };
  const save = async () => {
    setBusy(true);
    try {
      setForm(await saveClassSettingsApi(groupId, form));
      toast.success('班级设置已保存，同学们下次打开课程就会看到');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.add} data-testid="class-settings">
      {SWITCHES.map(([key, label]) => (
        <label key={key} className={styles.check}>
          <input type="checkbox" checked={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.checked })} data-testid={`setting-${key}`} />
          {label}
        </label>
      ))}
      <label className={styles.check}>
        上一关拿到
        <select value={form.starsToOpen} onChange={(e) => setForm({ ...form, starsToOpen: Number(e.target.value) })} data-testid="setting-starsToOpen">
          {Array.from({ length: MAX_STARS_TO_OPEN + 1 }, (_, n) => (
            <option key={n} value={n}>{n === 0 ? '不要求' : `${n} 颗星`}</option>
          ))}
        </select>
        才能打开下一关
      </label>
      <fieldset className={styles.courses}>
        <legend className={styles.label}>开放的课程</legend>
        {courses.map((c) => (
          <label key={c.id} className={styles.check}>
            <input type="checkbox" checked={open(c.id)} onChange={(e) => toggleCourse(c.id, e.target.checked)} data-testid={`setting-course-${c.id}`} />
            {c.name}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <button type="button" className="btn btn-grass" onClick={save} disabled={busy || form.openCourses?.length === 0} data-testid="save-class-settings">保存班级设置</button>
        {form.openCourses?.length === 0 && <p className={styles.problem}>至少打开一门课</p>}
      </div>
    </div>
  );
}
