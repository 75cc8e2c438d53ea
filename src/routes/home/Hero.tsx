import { Link } from 'wouter';
import { HeroScene } from './HeroScene';
import { GamepadIcon } from './Icons';
import styles from './Hero.module.css';

const sloganColours = ['var(--c-primary)', 'var(--c-sky)', 'var(--c-grass)', 'var(--c-berry)', 'var(--c-grape)'];

/** The first screen: name, slogan, the two ways in, and the keyboard-hero scene. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.tag}>6–12 岁孩子的打字学校</p>
          <h1 id="home-title" className={styles.title}>
            小键盘侠
          </h1>
          <p className={styles.slogan}>
            <span className="sr-only">玩着学打字</span>
            {[...'玩着学打字'].map((c, i) => (
              <span key={c} style={{ color: sloganColours[i], animationDelay: `${i * 0.12}s` }} aria-hidden="true">
                {c}
              </span>
            ))}
          </p>
          <p className={styles.lead}>
            认识键盘、学会指法，再打拼音、汉字和英文。一关一关闯过去，十根手指越来越灵巧。
          </p>
          <div className={styles.actions}>
            <Link to="/course" className="btn btn-big">
              开始学习 <span aria-hidden="true">→</span>
            </Link>
            <Link to="/games" className="btn btn-big btn-ghost">
              <GamepadIcon size={28} /> 打字游戏
            </Link>
          </div>
          <ul className={styles.promises}>
            <li>免费开始</li>
            <li>没有广告</li>
            <li>电脑、平板、投影都清楚</li>
          </ul>
        </div>
        <div className={styles.art}>
          <HeroScene />
        </div>
      </div>
    </section>
  );
}
