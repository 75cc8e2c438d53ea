import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { GameMode } from '../../../contract/game';
import { GAME_COST } from '../../../contract/constants';
import type { GameHomework } from '../../../contract/homework';
import { BarText } from '../../ui/BarText';
import type { LoadedGame } from './useGameLevel';
import { Stars } from '../../ui/Stars';
import { isCardAccount, isVip, session } from '../../state/session';
import { points } from '../../state/points';
import { openBackpack, openDialog } from '../../state/dialogs';
import { offlineMessage, usePageOfflineNote } from '../../offline/network';
import styles from './GameScreens.module.css';

const START_OFFLINE = offlineMessage('开始一局游戏');

export interface GameStartProps {
  game: LoadedGame;
  mode: GameMode;
  onMode(mode: GameMode): void;
  onStart(): void;
  starting: boolean;
  /** no network: a round cannot start (the server takes its points and hands out its seed) */
  offline?: boolean;
  /** a calm note why 开始 did nothing (issue 12: no network) */
  note?: string | null;
  /** the homework this level is for the child: its bar, and whether this round is free */
  homework?: GameHomework | null;
}

/** What the homework means for this round, in a child's words. */
function homeworkNote(h: GameHomework, mode: GameMode): string {
  if (h.status === 'done') return '作业已经达标啦！再玩就是练习，和平时一样用积分';
  if (mode !== 'level') return '作业要用闯关模式完成，闯关模式不花积分';
  return h.freeLeft > 0 ? `作业这局不花积分（今天还能免费玩 ${h.freeLeft} 局）` : '今天的免费作业局用完了，明天再来，或用积分玩';
}

/** The homework banner of the start screen: whose homework, the bar to reach, and the cost. */
function HomeworkBanner({ h, mode }: { h: GameHomework; mode: GameMode }) {
  return (
    <p className={styles.homework} data-testid="game-homework" role="note">
      <span>📚 {h.teacherName}布置的作业</span>
      <span><BarText bar={h.bar} /></span>
      <small>{homeworkNote(h, mode)}</small>
    </p>
  );
}

/** The start screen: the game's name, how to play, the level choice, the mode and 开始. */
export function GameStart({ game, mode, onMode, onStart, starting, offline, note, homework }: GameStartProps) {
  const snap = useSnapshot(session);
  const { point } = useSnapshot(points);
  const vip = isVip(snap);
  const { definition: def, detail, course } = game;
  usePageOfflineNote(!!(offline || note));
  const free = !!homework && homework.status !== 'done' && homework.freeLeft > 0 && mode === 'level';
  return (
    <section className={styles.screen} data-testid="game-start">
      {/* about the game, then the choices and 开始: one column, or side by side on a wide screen so
          开始 is on the first screen of a 1366×768 laptop */}
      <div className={`${styles.card} ${styles.startCard}`}>
        <div className={styles.about}>
          <h1 className={styles.title}>{def.title}</h1>
          <p className={styles.levelName}>{detail.name}</p>
          <ul className={styles.howTo}>
            {def.howTo.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>

        <div className={styles.choose}>
          {course && course.levels.length > 1 && (
            <nav className={styles.levels} aria-label="选择关卡">
              {course.levels.map((l, i) => (
                <Link
                  key={l.id}
                  to={`/games/${course.id}-${l.id}`}
                  className={`${styles.level} ${l.id === detail.id ? styles.levelOn : ''}`}
                  aria-current={l.id === detail.id ? 'page' : undefined}
                >
                  {!l.name.startsWith('第') && <span className={styles.levelNo}>第{i + 1}关</span>}
                  <span className={styles.levelLabel}>{l.name}</span>
                  <Stars value={l.stars} size="s" />
                </Link>
              ))}
            </nav>
          )}

          <div className={styles.modes} role="radiogroup" aria-label="游戏模式">
            <button type="button" role="radio" aria-checked={mode === 'level'} className={`${styles.mode} ${mode === 'level' ? styles.modeOn : ''}`} onClick={() => onMode('level')}>
              🚩 闯关模式
            </button>
            {detail.classicMode && (
            <button
              type="button"
              role="radio"
              aria-checked={mode === 'classic'}
              className={`${styles.mode} ${mode === 'classic' ? styles.modeOn : ''}`}
              disabled={!vip}
              onClick={() => onMode('classic')}
            >
              👑 经典模式
            </button>
            )}
            <button type="button" className={styles.mode} disabled={!vip} onClick={() => openBackpack('other')} data-testid="game-props-info">
              🎒 道具
            </button>
          </div>
          {!vip && (
            <p className={styles.vipNote} data-testid="vip-note">
              经典模式和道具是会员专享：经典模式有单独的排行榜，道具能在游戏里帮你一把。
              {!isCardAccount(snap) && (
                <button type="button" className={styles.linkBtn} onClick={() => openDialog('vip')}>
                  开通会员
                </button>
              )}
            </p>
          )}

          {homework && <HomeworkBanner h={homework} mode={mode} />}
          {(offline || note) && (
            <p className={styles.offlineNote} role="status" data-testid="game-offline-note">
              ☁️ {note ?? START_OFFLINE}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-big btn-grass" onClick={onStart} disabled={starting || offline} data-testid="game-begin" autoFocus>
              {starting ? '准备中…' : '开始'}
            </button>
            <Link to="/games" className="btn btn-big btn-ghost">
              返回
            </Link>
          </div>
          <p className={styles.cost}>
            {free ? '作业局不花积分' : `每局 ${GAME_COST} 积分`} · 你现在有 <b data-testid="start-points">{point ?? '—'}</b> 积分
          </p>
        </div>
      </div>
    </section>
  );
}
