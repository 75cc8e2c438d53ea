import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { RaceView, RacerView } from '../../../contract/race';
import { raceJoinApi } from '../../api/race';
import { Avatar } from '../../ui/Avatar';
import { StartCountdown, secondsTo } from './StartCountdown';
import { Podium } from './Podium';
import { RaceTrack } from './RaceTrack';
import { RaceTyping } from './RaceTyping';
import { placeLabel } from './raceRoom';
import { useRaceRoom, type RaceRoom } from './useRaceRoom';
import { loadChapterEngine, loadCoreKit } from '../../../engines/registry';
import chapter from '../chapter/ChapterPage.module.css';
import styles from './Race.module.css';

const CLOSED: Record<number, string> = { 4410: '老师把你移出了这场比赛', 4409: '你在另一个页面进入了这场比赛', 4403: '比赛不存在或已结束' };

function Bar({ race, me, started }: { race: RaceView; me: RacerView | undefined; started: boolean }) {
  return (
    <header className={styles.playBar}>
      <h1 className={styles.playTitle}>🏁 {race.title}</h1>
      {me && race.state !== 'lobby' && (
        <span className={styles.place} data-testid="race-my-place" data-keys={me.keys} data-status={me.status}>
          {placeLabel(race, me, started)}
        </span>
      )}
    </header>
  );
}

function Waiting({ race }: { race: RaceView }) {
  return (
    <div className={styles.center} data-testid="race-waiting">
      <p className={styles.bigText}>你已经上赛道啦！</p>
      <p className={styles.note}>等老师按「开始比赛」，看大屏幕一起倒数 3、2、1。</p>
      <ul className={styles.waitAvatars}>
        {race.racers.map((r) => (
          <li key={r.roleId} className={styles.kid} data-testid="race-waiting-kid">
            <Avatar file={r.avatar} name={r.roleName} size={56} />
            <span className={styles.kidName}>{r.roleName}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Finished({ me }: { me: RacerView | undefined }) {
  return (
    <div className={styles.center} data-testid="race-finished">
      <p className={styles.bigText}>{me?.place ? `🎉 你是第 ${me.place} 名！` : me?.review ? '🎉 打完啦！名次待老师确认' : '🎉 打完啦！'}</p>
      {me?.status === 'finished' && (
        <p className={styles.note}>
          速度 {Math.round(me.cpm)} 字/分 · 正确率 {Math.round(me.accuracy)}%
        </p>
      )}
      <p className={styles.note}>等其他同学冲线，看大屏幕！</p>
    </div>
  );
}

function Live({ room, race, me, go, onGo }: { room: RaceRoom; race: RaceView; me: RacerView | undefined; go: boolean; onGo(): void }) {
  const [typed, setTyped] = useState(false);
  const onDone = useCallback(() => setTyped(true), []);
  if (race.startsAt === null) return null;
  if (!go)
    return (
      <div className={styles.center}>
        <div className={styles.phoneCount}>
          <StartCountdown startsAt={race.startsAt} offset={room.offset} onGo={onGo} />
        </div>
        <p className={styles.note}>手指放到键盘上，准备！</p>
      </div>
    );
  if (me?.status === 'finished') return <Finished me={me} />;
  // Typed to the end on this device, the stage stays mounted (hidden) until the server has the finish:
  // its key sender still holds the last keys (sent at most every RACE_SEND_MS) and resends them after a
  // reconnect. Unmounted at once, the last key of a quick finish was never sent and the child ended 未完成.
  return (
    <>
      {typed && <Finished me={me} />}
      <div hidden={typed} className={typed ? undefined : styles.typingBox}>
        <RaceTyping room={room} activity={race.activity} startsAt={race.startsAt} onDone={onDone} />
      </div>
    </>
  );
}

/**
 * The ways on under a race's results: 再来一场 once the teacher opened the next race (it joins it),
 * 返回班级 and 首页 — the page is never a dead end, on a phone or a laptop.
 */
function WaysOn({ race }: { race: RaceView }) {
  const [, go] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const again = () => {
    if (!race.next) return;
    setBusy(true);
    raceJoinApi(race.next.code)
      .then((v) => go(`/race/play/${v.id}`))
      .catch((e: unknown) => setFailure(e instanceof Error ? e.message : '加入不了'))
      .finally(() => setBusy(false));
  };
  return (
    <>
      {race.next ? (
        <button type="button" className="btn btn-big btn-grass" disabled={busy} onClick={again} data-testid="race-again">
          🏁 再来一场
        </button>
      ) : (
        <p className={styles.note} data-testid="race-again-wait">老师开新一场时，这里会出现「再来一场」</p>
      )}
      <Link className="btn btn-sky" href="/group" data-testid="race-back-class">
        返回班级
      </Link>
      <Link className="btn btn-ghost" href="/" data-testid="race-home">
        首页
      </Link>
      {failure && <p className={styles.error}>{failure}</p>}
    </>
  );
}

/** /race/play/{id}: a child's device — waiting, 3-2-1, typing on ChapterStage, their place; a late child watches the track. */
export default function RacePlayPage({ params }: { params: { id: string } }) {
  const room = useRaceRoom(params.id);
  const { race } = room;
  // The engine and the stage's kit come while the child waits and counts down, not after 开始: on a
  // slow school PC loading them at the start took seconds of the race (RaceTyping's load then finds
  // them in the module cache).
  const [go, setGo] = useState(false);
  const onGo = useCallback(() => setGo(true), []);
  const racingEngine = race?.me.as === 'racer' && race.state !== 'ended' ? race.activity.render_engine : null;
  useEffect(() => {
    if (racingEngine) void Promise.all([loadChapterEngine(racingEngine), loadCoreKit()]).catch(() => {});
  }, [racingEngine]);
  // past the 3-2-1 (a page opened mid-race is at once)
  const started = go || (race?.startsAt != null && secondsTo(race.startsAt, room.offset()) === 0);
  if (room.closedCode !== null && CLOSED[room.closedCode] && race?.state !== 'ended')
    return (
      <div className={styles.center} data-testid="race-closed">
        <h1 className={styles.bigText}>{CLOSED[room.closedCode]}</h1>
        <Link className="btn" href="/">
          回首页
        </Link>
      </div>
    );
  if (room.failure)
    return (
      <div className={styles.center}>
        <h1 className={styles.bigText}>{room.failure}</h1>
        <Link className="btn" href="/race/join">
          重新输入比赛码
        </Link>
      </div>
    );
  if (!race) return <div className={styles.center} data-spinner>正在进入比赛…</div>;
  const me = race.racers.find((r) => r.roleId === race.me.roleId);
  const watcher = race.me.as !== 'racer';
  const typing = !watcher && (race.state === 'countdown' || race.state === 'running');
  return (
    <div className={typing ? chapter.page : styles.play} data-testid="race-play" data-state={race.state} data-as={race.me.as}>
      <Bar race={race} me={me} started={started} />
      {race.state === 'lobby' && <Waiting race={race} />}
      {typing && <Live room={room} race={race} me={me} go={started} onGo={onGo} />}
      {watcher && (race.state === 'countdown' || race.state === 'running') && (
        <>
          <p className={styles.note} style={{ padding: '8px 16px' }} data-testid="race-watching">
            比赛已经开始了，这次一起看同学们比赛吧！
          </p>
          <div className={styles.watchBox}>
            <RaceTrack racers={race.racers} ended={false} />
          </div>
        </>
      )}
      {race.state === 'ended' && (
        <Podium racers={race.racers} meId={race.me.roleId} endReason={race.endReason}>
          <WaysOn race={race} />
        </Podium>
      )}
    </div>
  );
}
