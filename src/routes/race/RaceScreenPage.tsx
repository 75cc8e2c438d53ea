import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { RacerView } from '../../../contract/race';
import { raceAgainApi, raceConfirmApi, raceEndApi, raceRemoveApi, raceStartApi } from '../../api/race';
import { confirm } from '../../state/confirm';
import { Avatar } from '../../ui/Avatar';
import { StartCountdown } from './StartCountdown';
import { TEXT_KINDS } from '../../../engines/registry';
import { Podium } from './Podium';
import { RaceTrack } from './RaceTrack';
import { useRaceRoom } from './useRaceRoom';
import styles from './Race.module.css';

const joinLink = (code: string) => `${window.location.origin}/race/join/${code}`;

function JoinCard({ code }: { code: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((m) => m.default.toDataURL(joinLink(code), { width: 420, margin: 1 }))
      .then((url) => live && setQr(url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div className={styles.joinCard}>
      <p className={styles.joinLabel}>比赛码</p>
      <div className={styles.code} data-testid="race-code">
        {code}
      </div>
      <div className={styles.joinWays}>
        {qr && <img className={styles.qr} src={qr} alt="扫码加入比赛" data-testid="race-qr" />}
        <div className={styles.joinText}>
          <p className={styles.joinHow}>用学生角色扫二维码，或在浏览器打开</p>
          {/* the address as text: a laptop without a camera types it */}
          <p className={styles.joinAddress} data-testid="race-join-address">
            {joinLink(code).replace(/^https?:\/\//, '')}
          </p>
          <p className={styles.joinHow}>或打开「加入比赛」输入比赛码</p>
        </div>
      </div>
    </div>
  );
}

function Lobby({ racers, onRemove }: { racers: readonly RacerView[]; onRemove(r: RacerView): void }) {
  const kids = racers.filter((r) => r.status !== 'removed');
  return (
    <div className={styles.joined}>
      <h2 className={styles.joinedHead} data-testid="race-joined-count">
        已加入 {kids.length} 位同学
      </h2>
      {kids.length === 0 && <p className={styles.waitingKids}>等同学们加入…</p>}
      {/* a whole class (up to 40) still fits the projector: smaller cards past 16 */}
      <ul className={`${styles.avatars} ${kids.length > 16 ? styles.avatarsMany : ''}`}>
        {kids.map((r) => (
          <li key={r.roleId} className={styles.kid} data-testid="race-lobby-kid">
            <Avatar file={r.avatar} name={r.roleName} size={kids.length > 16 ? 52 : 84} />
            <span className={styles.kidName}>{r.roleName}</span>
            {r.away && <span className={styles.kidAway}>离线</span>}
            <button type="button" className={styles.chipBtn} onClick={() => onRemove(r)} aria-label={`移出 ${r.roleName}`}>
              移出
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /race/screen/{id}: the teacher's projector — lobby with the join code and QR, 3-2-1, the live track, the podium. */
export default function RaceScreenPage({ params }: { params: { id: string } }) {
  const room = useRaceRoom(params.id);
  const { race } = room;
  const [busy, setBusy] = useState(false);
  const [going, setGoing] = useState(false);
  const act = useCallback(
    (run: () => Promise<Parameters<typeof room.setRace>[0]>) => {
      setBusy(true);
      run()
        .then(room.setRace)
        .catch(() => {})
        .finally(() => setBusy(false));
    },
    [room.setRace],
  );
  const onGo = useCallback(() => setGoing(true), []);
  const [, navigate] = useLocation();
  useEffect(() => setGoing(false), [race?.startsAt]);

  if (room.failure) {
    return (
      <div className={styles.center}>
        <h1 className={styles.bigText}>{room.failure}</h1>
        <Link className="btn" href="/">
          回首页
        </Link>
      </div>
    );
  }
  if (!race) return <div className={styles.center} data-spinner>正在打开比赛…</div>;
  const remove = async (r: RacerView) => {
    if (await confirm({ title: '移出同学', message: `把 ${r.roleName} 移出这场比赛？`, okText: '移出', danger: true })) act(() => raceRemoveApi(race.id, r.roleId));
  };
  const end = async () => {
    if (await confirm({ title: '提前结束', message: '现在就结束比赛吗？没打完的同学算未完成。', okText: '结束比赛', danger: true })) act(() => raceEndApi(race.id));
  };
  const confirmFinish = async (r: RacerView) => {
    const message = `${r.roleName} 打得比 ta 以前的最好成绩快得多（${Math.round(r.cpm)} 字/分）。确认是 ta 自己打的，就给 ta 排上名次。`;
    if (await confirm({ title: '确认成绩', message, okText: '确认成绩' })) act(() => raceConfirmApi(race.id, r.roleId));
  };
  const again = () => {
    setBusy(true);
    raceAgainApi(race.id)
      .then((v) => navigate(`/race/screen/${v.id}`))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const live = race.state === 'countdown' || race.state === 'running';
  const away = race.racers.filter((r) => r.away && r.status === 'racing');
  return (
    <div className={styles.screen} data-testid="race-screen" data-state={race.state}>
      <header className={styles.bar}>
        <h1 className={styles.barTitle}>
          {race.groupName} · 班级比赛：{race.title}
        </h1>
        <span className={styles.barMeta}>{TEXT_KINDS[race.kind].label}</span>
        {race.state === 'lobby' && (
          <button type="button" className="btn btn-big" disabled={busy || race.racers.length === 0} onClick={() => act(() => raceStartApi(race.id))} data-testid="race-start">
            开始比赛
          </button>
        )}
        {live && away.length > 0 && (
          <span className={styles.awayNote} data-testid="race-away">
            离线：{away.map((r) => r.roleName).join('、')}
          </span>
        )}
        {live && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void end()} data-testid="race-end">
            提前结束
          </button>
        )}
        {race.state === 'ended' &&
          (race.next ? (
            <Link className="btn btn-big" href={`/race/screen/${race.next.id}`} data-testid="race-next">
              去新的一场
            </Link>
          ) : (
            // the same text for the same class: the children of this race are invited from their podium
            <button type="button" className="btn btn-big" disabled={busy} onClick={again} data-testid="race-again">
              🏁 再来一场
            </button>
          ))}
        {race.state === 'ended' && (
          <Link className="btn btn-sky" href={`/group?class=${encodeURIComponent(race.groupId)}`}>
            回到班级
          </Link>
        )}
      </header>
      {race.state === 'lobby' && (
        <div className={styles.lobby}>
          <JoinCard code={race.code} />
          <Lobby racers={race.racers} onRemove={remove} />
        </div>
      )}
      {live && (
        <>
          <div className={styles.trackBox}>
            <RaceTrack racers={race.racers} ended={false} />
            {race.startsAt !== null && !going && (
              <div className={styles.overlay}>
                <StartCountdown startsAt={race.startsAt} offset={room.offset} onGo={onGo} />
              </div>
            )}
          </div>
          {/* closed by default: the track keeps the height (a whole class is 40 names) */}
          <details className={styles.manage}>
            <summary className={styles.manageSummary} data-testid="race-manage">
              管理选手（移出）
            </summary>
            {race.racers
              .filter((r) => r.status !== 'removed')
              .map((r) => (
                <span key={r.roleId} className={styles.chip} data-away={r.away || undefined}>
                  {r.away && r.status === 'racing' ? '📴 ' : ''}
                  {r.roleName}
                  {r.status === 'racing' && (
                    <button type="button" className={styles.chipBtn} onClick={() => void remove(r)} aria-label={`移出 ${r.roleName}`}>
                      移出
                    </button>
                  )}
                </span>
              ))}
          </details>
        </>
      )}
      {race.state === 'ended' && <Podium racers={race.racers} endReason={race.endReason} onConfirm={(r) => void confirmFinish(r)} />}
    </div>
  );
}
