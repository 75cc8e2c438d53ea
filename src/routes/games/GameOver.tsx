import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { GameProgressResult, GameRanks } from '../../../contract/game';
import type { GameOutcome } from '../../../engines/core/game/types';
import { Stars } from '../../ui/Stars';
import { Avatar } from '../../ui/Avatar';
import { useModal } from '../../ui/Dialog';
import { recordLine } from '../../ui/praise';
import { usePageOfflineNote } from '../../offline/network';
import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import styles from './GameScreens.module.css';

export interface GameOverProps {
  outcome: GameOutcome;
  /** the server's verdict; null while sending, or when sending failed (then `error`) */
  result: GameProgressResult | null;
  ranks: GameRanks | null;
  error: string | null;
  /** no network at the end: the round waits on this device (待同步) until the server confirms it */
  queued?: boolean;
  /**
   * the session ended under the round (signed in elsewhere, issue 24): the server's message. With
   * `result` the round was saved all the same; with `queued` it waits for this account's next sign-in.
   */
  sessionEnded?: string | null;
  /** a calm note under the buttons (e.g. a new round needs the network) */
  note?: string | null;
  /** what this round did for the child's homework (the bar reached or not), when the level is homework */
  homework?: string | null;
  onRetrySend(): void;
  onAgain(): void;
  starting: boolean;
  /** the game's own headline (GameDefinition.overHeadline), else one by how the round ended */
  headline?: string;
}

/**
 * 再玩一次 spends points: it takes no tap until this long after it could first be pressed, so a child still
 * typing as the round ends (on a phone, tapping where the keys were) does not start a round nobody asked
 * for (issue 40).
 */
export const AGAIN_ARM_MS = 2000;

/** True once `ready` has held for `ms` (false again if it goes). */
function useArmedAfter(ready: boolean, ms: number): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(false);
    if (!ready) return;
    const id = window.setTimeout(() => setArmed(true), ms);
    return () => window.clearTimeout(id);
  }, [ready, ms]);
  return armed;
}

const HEADLINES: Record<GameOutcome['endedBy'], string> = {
  time: '时间到！',
  lives: '生命用完啦！',
  cleared: '全部完成！',
};

/**
 * The end screen: score, accuracy, max combo, stars and the child's rank; 再玩一次 / 返回.
 * It takes the stage's place (a screen, not over anything: Tab may go on to the bar above), with
 * the dialogs' useModal behaviour: the focus lands on the card, named by its headline (never on
 * 再玩一次, which a child still typing would press by accident and spend points), and Escape
 * goes back to the games as 返回 does.
 */
export function GameOver({ outcome, result, ranks, error, onRetrySend, onAgain, starting, headline, queued, note, sessionEnded, homework }: GameOverProps) {
  const stars = result?.stars ?? outcome.stars;
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  useModal(card, () => navigate('/games'), { trap: false, lockScroll: false, covers: false });
  // one offline message at a time: the card's own, not also the corner's 网络断开了
  usePageOfflineNote(!!(queued || note));
  // on a touch device the buttons go under the headline, away from where the on-screen keys were
  const touch = useSnapshot(settings).isPhone;
  const againReady = !starting && !!(result || error || queued);
  const armed = useArmedAfter(againReady, AGAIN_ARM_MS);
  return (
    <section className={styles.screen} data-testid="game-over">
      <div ref={card} className={`${styles.card} ${touch ? styles.overTouch : ''}`} role="region" aria-labelledby={titleId} tabIndex={-1}>
        <h1 id={titleId} className={styles.title} data-testid="over-headline">{headline ?? HEADLINES[outcome.endedBy]}</h1>
        <Stars value={stars} size="l" />
        {queued && <b className={styles.pendingBadge} data-testid="over-pending">待同步 · 星星和排名联网后确认</b>}
        <dl className={styles.figures}>
          <div>
            <dt>得分</dt>
            <dd data-testid="over-score">{result?.score ?? outcome.score}</dd>
          </div>
          <div>
            <dt>正确率</dt>
            <dd>{outcome.accuracy}%</dd>
          </div>
          <div>
            <dt>最高连击</dt>
            <dd>{outcome.maxCombo}</dd>
          </div>
          <div>
            <dt>排名</dt>
            <dd data-testid="over-rank">{result ? `第 ${result.rank} 名` : queued ? '待揭晓' : error ? '—' : '…'}</dd>
          </div>
        </dl>
        {result && (
          <p className={styles.best} data-testid="over-best">
            {recordLine(result).text}
          </p>
        )}
        {queued && !sessionEnded && (
          <p className={styles.queued} role="status" data-testid="over-queued">
            ☁️ 现在没有网络，这一局的成绩先存在这台设备上（待同步），联网后会自动保存。
            {note && (
              <span data-testid="game-offline-note"> {note}</span>
            )}
          </p>
        )}
        {sessionEnded && (
          <p className={styles.queued} role="status" data-testid="over-session-ended">
            {queued
              ? `这一局的成绩先存在这台设备上（待同步）。${sessionEnded}，重新登录这个账号后会自动保存。`
              : result
                ? `这一局的成绩已保存。${sessionEnded}，想接着玩，请重新登录哦。`
                : `${sessionEnded}。`}
          </p>
        )}
        {error && (
          <p className={styles.sendError} role="alert">
            成绩还没保存上：{error}
            <button type="button" className={styles.linkBtn} onClick={onRetrySend}>
              再试一次
            </button>
          </p>
        )}
        {homework && (
          <p className={styles.homeworkOver} role="status" data-testid="over-homework">
            {homework}
          </p>
        )}
        {ranks && ranks.top.length > 0 && (
          <ol className={styles.ranks} aria-label="排行榜" data-testid="game-ranks">
            {ranks.top.slice(0, 5).map((r) => (
              <li key={`${r.rank}-${r.roleName}`} className={ranks.mine && r.rank === ranks.mine.rank ? styles.rankMine : undefined}>
                <span className={styles.rankNo}>{r.rank}</span>
                <Avatar file={r.avatar} name={r.roleName} size={28} />
                <span className={styles.rankName}>{r.roleName}</span>
                <b>{r.score}</b>
              </li>
            ))}
          </ol>
        )}
        {note && !queued && (
          <p className={styles.offlineNote} role="status" data-testid="game-offline-note">
            ☁️ {note}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-big btn-grass" onClick={onAgain} disabled={!againReady || !armed} data-armed={armed ? '1' : undefined} data-testid="game-again">
            {starting ? '准备中…' : '再玩一次'}
          </button>
          <Link to="/games" className="btn btn-big btn-ghost">
            返回
          </Link>
        </div>
      </div>
    </section>
  );
}
