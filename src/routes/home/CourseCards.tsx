import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import type { CourseList, CourseSummary as ApiCourse } from '../../../contract/course';
import { request } from '../../api/http';
import { CourseIcon } from './Icons';
import { SectionHead } from './SectionHead';
import styles from './CourseCards.module.css';

interface CourseSummary {
  id: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  sections: number;
  freeSections: number;
  chapters: number;
}

/** What a course card shows, counted from GET /course/list (the curriculum itself never ships to /). */
export function summarise(course: ApiCourse): CourseSummary {
  const chapters = course.sections.reduce((n, s) => n + s.chapterCount, 0);
  const freeSections = course.sections.filter((s) => !s.vip).length;
  return { id: course.id, name: course.name, description: course.description, color: course.color, icon: course.icon, sections: course.sections.length, freeSections, chapters };
}

/** The course list comes from the server after the hero paints; a failure leaves the section empty, quietly. */
function useCourseSummaries(): CourseSummary[] | null {
  const [list, setList] = useState<CourseSummary[] | null>(null);
  useEffect(() => {
    let alive = true;
    request<CourseList>('/course/list', { silent: true })
      .then((m) => alive && setList(m.courses.map(summarise)))
      .catch(() => alive && setList([]));
    return () => {
      alive = false;
    };
  }, []);
  return list;
}

/** 你会学到什么: one card per course, linking to the course page. */
export function CourseCards() {
  const list = useCourseSummaries();
  return (
    <section className={styles.band} aria-labelledby="home-courses">
      <div className={styles.inner}>
        <SectionHead id="home-courses" eyebrow="五门课程" title="在这里，你会学到什么">
          从认识键盘开始，一步一步学会打拼音、汉字、英文和数字。
        </SectionHead>
        <ul className={styles.grid} aria-busy={!list}>
          {list
            ? list.map((c) => (
                <li key={c.id} className={styles.item}>
                  <Link to="/course" className={styles.card} style={{ '--accent': c.color } as CSSProperties}>
                    <span className={styles.icon} aria-hidden="true">
                      <CourseIcon id={c.id} fallback={c.icon} />
                    </span>
                    <span className={styles.name}>{c.name}</span>
                    <span className={styles.desc}>{c.description}</span>
                    <span className={styles.counts}>
                      <span>
                        <b>{c.sections}</b> 个单元
                      </span>
                      <span>
                        <b>{c.chapters}</b> 个关卡
                      </span>
                    </span>
                    {c.freeSections > 0 && <span className={styles.free}>前 {c.freeSections} 个单元免费</span>}
                    <span className={styles.go}>去看看 →</span>
                  </Link>
                </li>
              ))
            : Array.from({ length: 5 }, (_, i) => <li key={i} className={`${styles.item} ${styles.ghost}`} aria-hidden="true" />)}
        </ul>
      </div>
    </section>
  );
}
