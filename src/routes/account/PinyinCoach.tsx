import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { PartWeakness, WeakPinyin } from '../../../contract/weakKeys';
import { createWeakPracticeApi, weakPinyinApi } from '../../api/report';
import { heatTint } from './KeyHeatmap';
import styles from './PinyinCoach.module.css';

/** How a part is written in the textbook: the typed v is ü (lv → lü, ve → üe). */
const written = (part: string) => part.replace(/v/g, 'ü');

/** A word for the colour, so the chip says it too (not by colour alone). */
const mood = (accuracy: number) => (accuracy < 60 ? '最容易错' : accuracy < 85 ? '要加油' : '差一点点');

function Parts({ title, parts, empty, testId }: { title: string; parts: PartWeakness[]; empty: string; testId: string }) {
  return (
    <div>
      <h3>{title}</h3>
      {parts.length ? (
        <ul className={styles.parts} data-testid={testId}>
          {parts.map((p) => (
            <li key={p.part} style={{ background: heatTint(p.accuracy) }} aria-label={`${written(p.part)}：正确率 ${p.accuracy}%，${mood(p.accuracy)}`}>
              <b lang="zh-Latn-pinyin">{written(p.part)}</b>
              <span>
                {mood(p.accuracy)}
                <br />
                正确率 {p.accuracy}%
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </div>
  );
}

/** The 拼音 part of 成绩报告: the weakest 声母 and 韵母 and the 练习薄弱拼音 button (issue 10, point 3). */
export function PinyinCoach() {
  const [, navigate] = useLocation();
  const [weak, setWeak] = useState<WeakPinyin | null>(null);
  const [making, setMaking] = useState(false);

  useEffect(() => {
    weakPinyinApi().then(setWeak).catch(() => {});
  }, []);

  const practise = async () => {
    setMaking(true);
    try {
      const p = await createWeakPracticeApi('pinyin');
      navigate(`/report/practice/${p.id}`);
    } catch {
      setMaking(false);
    }
  };

  const any = !!weak && weak.initials.length + weak.finals.length > 0;
  return (
    <section className="card" data-testid="pinyin-coach">
      <h2>拼音</h2>
      {!weak ? (
        <p className={styles.muted}>正在加载…</p>
      ) : !weak.enough ? (
        <p className={styles.kind} data-testid="pinyin-coach-empty">
          先去练几节拼音课吧！练得多了，这里会告诉你哪个声母、哪个韵母最需要加油。
          <Link className="btn" href="/section/pinyin-shengmu">
            去拼音课
          </Link>
        </p>
      ) : (
        <>
          <div className={styles.grid}>
            <Parts title="最需要加油的声母" parts={weak.initials} empty="声母都打得很准，真棒！" testId="weak-initials" />
            <Parts title="最需要加油的韵母" parts={weak.finals} empty="韵母都打得很准，真棒！" testId="weak-finals" />
          </div>
          <div className={styles.coach}>
            <p>{any ? '用带有这些声母、韵母的字专门编一关练习，完成后和普通关卡一样得星星和积分。' : '没有发现容易错的声母和韵母，继续保持！'}</p>
            <button type="button" className="btn btn-big" onClick={practise} disabled={making || !any}>
              练习薄弱拼音
            </button>
          </div>
        </>
      )}
    </section>
  );
}
