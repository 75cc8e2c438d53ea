import { useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import type { EngineResult } from '../../../engines/core/types';
import type { Targets } from '../../../contract/levels';
import type { ProgressResult } from '../../../contract/student';
import { useModal } from '../../ui/Dialog';
import { chapterPraise } from '../../ui/praise';
import { StarGoals } from './StarGoals';
import { EarnedMedals } from './EarnedMedals';
import styles from './ResultCard.module.css';

export interface ResultCardProps {
  result: EngineResult;
  /** speed unit: 字/分 for Chinese engines, 字/分 counts characters for English too */
  unit: string;
  /** the chapter's star targets, shown beside what the child reached */
  targets: Targets;
  /** the server's answer; null while saving, undefined when saving failed */
  saved: ProgressResult | null | undefined;
  /** no network: the result waits on this device ('待同步'); stars are the page's own until confirmed */
  queued?: boolean;
  /** the server refused the result for good (its message, e.g. 速度不可能这么快): no retry would change that */
  refusal?: string | null;
  /**
   * the session ended (signed in elsewhere) and its grace too: the result waits on this device
   * ('待同步') and is sent once this account signs in again; the server's message
   */
  waitsForLogin?: string | null;
  onRetrySave(): void;
  onAgain(): void;
  nextHref: string | null;
  backHref: string;
}

function formatTime(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}分${s % 60}秒` : `${s}秒`;
}

/**
 * The card shown when a chapter is finished: stars, speed, accuracy, time, points. A dialog
 * through the shared useModal (not portalled: it stays inside the chapter, also in full screen):
 * named by its praise, focus on the card itself and kept in it (not on a button: the key a fast
 * child presses after the last letter must not press 下一关 for them), Escape goes back to the
 * course as 返回课程 does, and 再练一次 gives the focus back to where it was while typing.
 */
export function ResultCard(p: ResultCardProps) {
  const stars = p.saved?.stars ?? p.result.stars;
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  useModal(card, () => navigate(p.backHref), { covers: false });
  const calm = !!p.waitsForLogin || !!p.saved?.sessionEnded || p.saved === undefined;
  return (
    <div className={styles.backdrop} data-testid="result-card">
      <div ref={card} className={styles.card} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={`${styles.stars} ${p.queued ? styles.pendingStars : ''}`} aria-label={`${stars}颗星`} data-stars={stars} data-pending={p.queued ? '1' : undefined}>
          {[1, 2, 3].map((i) => (
            <span key={i} className={`${styles.star} ${i <= stars ? styles.lit : ''}`} style={{ animationDelay: `${i * 0.18}s` }}>
              ★
            </span>
          ))}
        </div>
        <h2 id={titleId} className={styles.praise}>{chapterPraise(stars, p.result.accuracy)}</h2>
        <dl className={styles.figures}>
          <div>
            <dt>速度</dt>
            <dd data-testid="result-speed">
              {Math.round(p.result.cpm)}
              <small>{p.unit}</small>
            </dd>
          </div>
          <div>
            <dt>正确率</dt>
            <dd data-testid="result-accuracy">
              {p.result.accuracy.toFixed(p.result.accuracy === 100 ? 0 : 1)}
              <small>%</small>
            </dd>
          </div>
          <div>
            <dt>用时</dt>
            <dd>{formatTime(p.result.durationMs)}</dd>
          </div>
        </dl>
        <StarGoals result={p.result} targets={p.targets} unit={p.unit} />
        {/* green only for a plain success: a session that ended, a wait or a refusal is told calmly */}
        <p className={`${styles.saved} ${calm ? styles.calm : ''}`} data-testid="result-saved" data-calm={calm ? '1' : undefined}>
          {p.queued && p.waitsForLogin && (
            <span data-testid="result-waits-login">
              <b className={styles.pendingBadge}>待同步</b> 成绩先存在这台设备上。{p.waitsForLogin}，重新登录这个账号后会自动保存，星星和积分到时再确认。
            </span>
          )}
          {p.queued && !p.waitsForLogin && (
            <span data-testid="result-queued">
              <b className={styles.pendingBadge}>待同步</b> 现在没有网络，成绩先存在这台设备上，联网后自动保存，星星和积分到时再确认。
            </span>
          )}
          {!p.queued && p.saved === null && '正在保存成绩…'}
          {p.saved && !p.saved.sessionEnded && (p.saved.pointsEarned > 0 ? `成绩已保存，获得 ${p.saved.pointsEarned} 学习积分！` : '成绩已保存')}
          {p.saved?.sessionEnded && (
            <span data-testid="result-session-ended">
              {`成绩已保存${p.saved.pointsEarned > 0 ? `，获得 ${p.saved.pointsEarned} 学习积分` : ''}。${p.saved.sessionEnded}，想接着练习，请重新登录哦。`}
            </span>
          )}
          {p.saved === undefined && p.refusal && <span data-testid="result-refused">成绩没有保存：{p.refusal}</span>}
          {p.saved === undefined && !p.refusal && (
            <>
              成绩还没保存上。
              <button type="button" className="btn btn-ghost" onClick={p.onRetrySave}>
                再试一次
              </button>
            </>
          )}
        </p>
        {p.saved?.medals && <EarnedMedals medals={p.saved.medals} />}
        {p.saved?.certificate && (
          <p className={styles.award} data-testid="result-certificate">
            🏅 整个单元都学完啦！获得奖状：{p.saved.certificate.title}
            <Link href={`/certificate/${p.saved.certificate.code}`} className="btn btn-vip">
              看我的奖状
            </Link>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-sky btn-big" onClick={p.onAgain}>
            再练一次
          </button>
          {p.nextHref ? (
            <Link href={p.nextHref} className="btn btn-grass btn-big" data-testid="next-chapter">
              下一关 →
            </Link>
          ) : null}
          <Link href={p.backHref} className="btn btn-ghost btn-big">
            返回课程
          </Link>
        </div>
      </div>
    </div>
  );
}
