import type { CSSProperties, ReactNode } from 'react';
import { FingerHands } from './FingerHands';
import { CalendarArt, PinyinArt, ReportArt, StarsArt } from './FeatureArt';
import { SectionHead } from './SectionHead';
import styles from './HowItWorks.module.css';

interface Feature {
  title: string;
  text: string;
  colour: string;
  art: ReactNode;
}

const features: Feature[] = [
  { title: '拼音跟读', text: '拼音课会把字读给你听：先听一听，再跟着读，然后打出来。古诗也能这样学。', colour: 'var(--c-grape)', art: <PinyinArt /> },
  { title: '星星和学习积分', text: '每关最多三颗星，打得又准又快就能拿满。闯关还会得到学习积分，可以用来玩打字游戏。', colour: 'var(--c-sun)', art: <StarsArt /> },
  { title: '每日打卡', text: '每天练一小会儿，日历上就多一个小勾。天天坚持，比一次练很久更管用。', colour: 'var(--c-grass)', art: <CalendarArt /> },
  { title: '成绩报告', text: '速度和正确率都记下来，哪个键最容易打错，一看就知道，下次专门练它。', colour: 'var(--c-sky)', art: <ReportArt /> },
];

/** 怎么学: fingering first (with the hands), then read-along, stars and points, check-in, reports. */
export function HowItWorks() {
  return (
    <section className={styles.band} aria-labelledby="home-how">
      <div className={styles.inner}>
        <SectionHead id="home-how" eyebrow="怎么学" title="像闯关一样学打字" colour="var(--c-sky)">
          每一关只有几分钟，练完马上知道自己打得怎么样。
        </SectionHead>
        <div className={styles.grid}>
          <article className={`${styles.card} ${styles.wide}`} style={{ '--accent': 'var(--c-primary)' } as CSSProperties}>
            <div className={styles.text}>
              <span className={styles.step}>1</span>
              <h3>指法：每根手指都有自己的家</h3>
              <p>两根食指放在 F 和 J 上（摸一摸，键上有小横线）。练习时，屏幕上的小手会亮起来，告诉你这一下该用哪根手指。</p>
            </div>
            <div className={styles.hands}>
              <FingerHands />
            </div>
          </article>
          {features.map((f, i) => (
            <article key={f.title} className={styles.card} style={{ '--accent': f.colour } as CSSProperties}>
              <div className={styles.art}>{f.art}</div>
              <div className={styles.text}>
                <span className={styles.step}>{i + 2}</span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
