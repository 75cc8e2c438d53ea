import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { LedgerPage } from '../../contract/account';
import { ledgerApi } from '../api/account';
import { points } from '../state/points';
import { Icon } from '../ui/Icon';
import { EconomyTable } from './account/EconomyTable';
import styles from './account/CoinPage.module.css';

const PAGE_SIZE = 10;

/** 学习积分: the balance, every change newest first (paged) and the economy: what earns, what costs, the caps, what VIP adds. */
export default function CoinPage() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LedgerPage | null>(null);

  useEffect(() => {
    let live = true;
    ledgerApi(page, PAGE_SIZE)
      .then((d) => {
        if (!live) return;
        setData(d);
        points.point = d.point;
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [page]);

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className={`page ${styles.page}`}>
      <section className={`card ${styles.balance}`}>
        <Icon name="coin" size={72} />
        <div>
          <span className={styles.label}>我的学习积分</span>
          <strong className={styles.point} data-testid="balance">
            {data ? data.point : '…'}
          </strong>
        </div>
      </section>

      <div className={styles.grid}>
        <section className="card">
          <h2>积分明细</h2>
          {!data ? (
            <p>正在加载…</p>
          ) : data.items.length === 0 ? (
            <p className={styles.empty}>还没有积分记录，快去完成一个练习吧！</p>
          ) : (
            <ul className={styles.list} aria-label="积分明细">
              {data.items.map((i) => (
                <li key={i.id} className={styles.row} data-testid="ledger-row">
                  <div>
                    <strong>{i.title}</strong>
                    <time>{i.time}</time>
                  </div>
                  <span className={i.delta >= 0 ? styles.plus : styles.minus}>{i.delta >= 0 ? `+${i.delta}` : i.delta}</span>
                </li>
              ))}
            </ul>
          )}
          {data && data.total > PAGE_SIZE && (
            <nav className={styles.pager} aria-label="翻页">
              <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一页
              </button>
              <span>
                第 {page} / {pages} 页
              </span>
              <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                下一页
              </button>
            </nav>
          )}
        </section>

        <section className={`card ${styles.earn}`}>
          <h2>积分怎么来、怎么用</h2>
          <EconomyTable />
          <p className={styles.ruleNote}>每天的上限按北京时间算，第二天重新开始。</p>
          <div className={styles.actions}>
            <Link to="/course" className="btn btn-grass">
              去练习
            </Link>
            <Link to="/signIn" className="btn btn-sky">
              去签到
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
