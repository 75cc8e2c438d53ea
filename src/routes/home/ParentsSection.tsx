import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { CloudIcon, FamilyIcon, SchoolIcon, ShieldIcon, TargetIcon } from './Icons';
import { SectionHead } from './SectionHead';
import styles from './ParentsSection.module.css';

const points: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <TargetIcon size={28} />, title: '为什么要学盲打', text: '网课、作文、编程，以后都离不开键盘。从小用对手指，眼睛看屏幕不看键盘，打字又快又不累，也不会养成“一指禅”的坏习惯。' },
  { icon: <ShieldIcon size={28} />, title: '安心：没有广告', text: '页面里没有广告，没有聊天室，也没有陌生人私信。孩子只和课程、游戏打交道。' },
  { icon: <CloudIcon size={28} />, title: '进度跟着孩子走', text: '每个孩子有自己的角色档案，星星、积分和成绩报告分开保存。换一台电脑登录，进度也还在。' },
  { icon: <FamilyIcon size={28} />, title: '一个账号，最多 5 个孩子', text: '开通会员后可以建 5 个孩子档案，兄弟姐妹一起学（同一时间只能用一个档案）。' },
  { icon: <SchoolIcon size={28} />, title: '老师可以带全班练', text: '老师用教师角色建群组，邀请全班同学加入。教室投影上字大、颜色清楚，后排也看得见。' },
];

/** A made-up family, shown to a visitor and labelled 示例 (never passed off as someone's own). */
const sample = [
  { avatar: 'panda.svg', roleName: '小明', stars: 128 },
  { avatar: 'rabbit.svg', roleName: '朵朵', stars: 96 },
  { avatar: 'dino.svg', roleName: '乐乐', stars: 57 },
];

/** 写给家长: why touch typing, safety, per-child progress, five profiles, classes. */
export function ParentsSection() {
  const snap = useSnapshot(session);
  // a signed-in account sees its own children (its student roles), not the sample
  const mine = snap.userInfo ? snap.roles.filter((r) => r.roleType === 'STUDENT') : [];
  const own = mine.length > 0;
  const add = (
    <>
      <span className={styles.plus} aria-hidden="true">+</span>
      <span className={styles.kidName}>再加一个孩子</span>
    </>
  );
  return (
    <section className={styles.band} aria-labelledby="home-parents">
      <div className={styles.inner}>
        <SectionHead id="home-parents" eyebrow="写给家长和老师" title="让孩子学得开心，也让大人放心" colour="var(--c-berry)" />
        <div className={styles.layout}>
          <ul className={styles.points}>
            {points.map((p) => (
              <li key={p.title}>
                <span className={styles.icon} aria-hidden="true">
                  {p.icon}
                </span>
                <div>
                  <h3>{p.title}</h3>
                  <p>{p.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <figure className={styles.profiles} aria-labelledby="home-kids">
            <p id="home-kids" className={styles.profilesTitle}>
              {!own && <span className={styles.sample}>示例</span>}
              {own ? '我们家的小键盘侠' : '一家三个小键盘侠'}
            </p>
            <ul>
              {(own ? mine : sample).map((k, i) => (
                <li key={i}>
                  <img src={`/avatars/${k.avatar}`} alt="" width="56" height="56" />
                  <span className={styles.kidName}>{k.roleName}</span>
                  {'stars' in k && <span className={styles.kidStars}>★ {k.stars}</span>}
                </li>
              ))}
              <li className={styles.add}>{own ? <Link to="/character">{add}</Link> : add}</li>
            </ul>
            <figcaption>每个孩子的星星、积分和报告各记各的。</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
