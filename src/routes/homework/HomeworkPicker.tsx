import { useState } from 'react';
import { lessonChapterId } from '../../../contract/classLessons';
import type { HomeworkCatalog } from '../../../contract/homework';
import styles from './Homework.module.css';

/** What the teacher has picked, with the words to show for it. */
export interface Picked {
  body: { kind: 'chapter'; chapterId: string } | { kind: 'game'; courseId: string; levelId: string } | { kind: 'lesson'; lessonId: string };
  title: string;
  vip: boolean;
}

type Tab = 'course' | 'game' | 'lesson';
const TABS: Record<Tab, string> = { course: '⌨️ 课程章节', game: '🎮 打字游戏', lesson: '🍎 老师的课' };

function Chips<T extends { id: string; name: string }>({ items, on, pick, label, lock }: { items: readonly T[]; on: string | null; pick(x: T): void; label: string; lock?(x: T): boolean }) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {items.map((x) => (
        <button key={x.id} type="button" className={x.id === on ? styles.chipOn : styles.chip} aria-pressed={x.id === on} onClick={() => pick(x)}>
          {x.name}
          {lock?.(x) && <span className={styles.vipMark}>🔒 会员</span>}
        </button>
      ))}
    </div>
  );
}

/** The friendly picker: course → section → chapter (grouped by lesson), or game → level; 会员 sections marked. */
export function HomeworkPicker({ catalog, picked, onPick }: { catalog: HomeworkCatalog; picked: Picked | null; onPick(p: Picked): void }) {
  const [tab, setTab] = useState<Tab>('course');
  const [courseId, setCourseId] = useState(catalog.courses[0]?.id ?? null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [gameId, setGameId] = useState(catalog.games[0]?.id ?? null);
  const course = catalog.courses.find((c) => c.id === courseId);
  const section = course?.sections.find((s) => s.id === sectionId) ?? course?.sections[0];
  const game = catalog.games.find((g) => g.id === gameId);
  const chosenKey = !picked ? null
    : picked.body.kind === 'chapter' ? picked.body.chapterId
    : picked.body.kind === 'lesson' ? lessonChapterId(picked.body.lessonId)
    : `${picked.body.courseId}/${picked.body.levelId}`;
  return (
    <div className={styles.picker} data-testid="homework-picker">
      <div className={styles.tabs} role="tablist" aria-label="作业类型">
        {(Object.keys(TABS) as Tab[]).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} className={tab === t ? styles.tabOn : styles.tab} onClick={() => setTab(t)} data-testid={`homework-tab-${t}`}>
            {TABS[t]}
          </button>
        ))}
      </div>
      {tab === 'lesson' ? (
        catalog.lessons.length ? (
          <Chips
            items={catalog.lessons.map((l) => ({ id: lessonChapterId(l.id), name: l.title, lessonId: l.id }))}
            on={chosenKey}
            label="老师的课"
            pick={(l) => onPick({ body: { kind: 'lesson', lessonId: l.lessonId }, title: `${l.name}（老师的课）`, vip: false })}
          />
        ) : (
          <p className={styles.step}>这个班还没有自己的课：在班级页点「🍎 老师的课」新建一课。</p>
        )
      ) : tab === 'course' ? (
        <>
          <h4 className={styles.step}>① 选课程</h4>
          <Chips items={catalog.courses} on={course?.id ?? null} label="课程" pick={(c) => { setCourseId(c.id); setSectionId(null); }} />
          {course && (
            <>
              <h4 className={styles.step}>② 选单元</h4>
              <Chips items={course.sections} on={section?.id ?? null} label="单元" pick={(s) => setSectionId(s.id)} lock={(s) => s.vip} />
            </>
          )}
          {section && (
            <>
              <h4 className={styles.step}>③ 选章节{section.vip && <span className={styles.vipNote}>（会员单元：不是会员的同学打不开）</span>}</h4>
              {section.lessons.map((l) => (
                <div key={l.id} className={styles.lesson}>
                  <span className={styles.lessonName}>{l.name}</span>
                  <Chips
                    items={l.chapters}
                    on={chosenKey}
                    label={l.name}
                    lock={() => section.vip}
                    pick={(ch) => onPick({ body: { kind: 'chapter', chapterId: ch.id }, title: `${ch.name}（${course!.name} › ${section.name}）`, vip: section.vip })}
                  />
                </div>
              ))}
            </>
          )}
        </>
      ) : (
        <>
          <h4 className={styles.step}>① 选游戏</h4>
          <Chips items={catalog.games} on={game?.id ?? null} label="游戏" pick={(g) => setGameId(g.id)} />
          {game && (
            <>
              <h4 className={styles.step}>② 选关卡</h4>
              <Chips
                items={game.levels.map((l) => ({ ...l, id: `${game.id}/${l.id}`, levelId: l.id }))}
                on={chosenKey}
                label="关卡"
                pick={(l) => onPick({ body: { kind: 'game', courseId: game.id, levelId: l.levelId }, title: `${game.name} · ${l.name}`, vip: false })}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
