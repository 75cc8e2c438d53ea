import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { MedalState, OwnCertificate } from '../../../contract/certificates';
import { medalsApi, myCertificatesApi } from '../../api/certificates';
import { CertificateList } from './CertificateList';
import { MedalShelf } from './MedalShelf';
import styles from './CertificateList.module.css';

/** /certificates: the child's 奖状 (each opens its own page to save or print) and 勋章. */
export default function CertificatesPage() {
  const [list, setList] = useState<OwnCertificate[] | null>(null);
  const [medals, setMedals] = useState<MedalState[] | null>(null);
  useEffect(() => {
    myCertificatesApi().then(setList).catch(() => setList([]));
    medalsApi().then(setMedals).catch(() => setMedals([]));
  }, []);
  return (
    <div className={`page ${styles.page}`}>
      <h1>我的奖状</h1>
      {!list ? (
        <p className={styles.muted}>正在加载…</p>
      ) : list.length ? (
        <CertificateList list={list} />
      ) : (
        <section className="card">
          <p className={styles.empty}>还没有奖状。学完一个单元、连续签到 30 天、通过考级，都能得到一张奖状！</p>
          <Link to="/course" className="btn">
            去学习
          </Link>
        </section>
      )}
      <h2>我的勋章</h2>
      <p className={styles.muted}>勋章奖励的是练习和坚持，用积分买不到。</p>
      {medals ? <MedalShelf medals={medals} /> : <p className={styles.muted}>正在加载…</p>}
    </div>
  );
}
