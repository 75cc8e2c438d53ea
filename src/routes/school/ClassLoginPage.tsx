import { useState } from 'react';
import { useLocation } from 'wouter';
import { CLASS_CODE_LENGTH, PICTURE_COUNT, PICTURES, type PictureId, type Roster } from '../../../contract/school';
import { ApiError } from '../../api/http';
import { cardLoginApi, pictureLoginApi, rosterApi } from '../../api/school';
import { signedIn } from '../../state/session';
import { Avatar } from '../../ui/Avatar';
import { Picture } from './Pictures';
import styles from './School.module.css';

const say = (e: unknown) => (e instanceof ApiError ? e.message : '网络有点问题，请再试一次');
type Kid = Roster['students'][number];

/** 班级登录 (a PC in the computer room): the class code, then one's own name and avatar, then the three pictures. */
export default function ClassLoginPage() {
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [roster, setRoster] = useState<Roster | null>(null);
  const [kid, setKid] = useState<Kid | null>(null);
  const [chosen, setChosen] = useState<PictureId[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [cardCode, setCardCode] = useState('');

  const run = async (act: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await act();
    } catch (e) {
      setMessage(say(e));
    } finally {
      setBusy(false);
    }
  };
  const done = async (result: { accessToken: string }) => {
    await signedIn({ accessToken: result.accessToken, visitId: null });
    navigate('/course', { replace: true });
  };
  const openClass = () => run(async () => setRoster(await rosterApi(code)));
  const tap = (id: PictureId) => {
    if (!kid || !roster || busy) return;
    const next = [...chosen, id];
    setChosen(next);
    if (next.length < PICTURE_COUNT) return;
    void run(async () => {
      try {
        await done(await pictureLoginApi(code, kid.cardId, next));
      } finally {
        setChosen([]);
      }
    });
  };

  return (
    <div className={styles.login} data-testid="class-login">
      <h1>班级登录</h1>
      {message && <p className={styles.calm} role="alert" data-testid="class-login-message">{message}</p>}
      {!roster && (
        <>
          <p className={styles.label}>请输入老师告诉你的班级码</p>
          <input className={styles.codeInput} inputMode="numeric" maxLength={CLASS_CODE_LENGTH} value={code} aria-label="班级码" onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} onKeyDown={(e) => e.key === 'Enter' && code.length === CLASS_CODE_LENGTH && openClass()} data-testid="class-code-input" />
          <button type="button" className="btn btn-big btn-grass" disabled={busy || code.length !== CLASS_CODE_LENGTH} onClick={openClass}>下一步</button>
          <details>
            <summary>有登录卡上的登录码？</summary>
            <div className={styles.buttons}>
              <input className={styles.names} value={cardCode} aria-label="登录码" placeholder="XXXX-XXXX" onChange={(e) => setCardCode(e.target.value)} />
              <button type="button" className="btn btn-sky" disabled={busy || !cardCode.trim()} onClick={() => run(async () => done(await cardLoginApi({ code: cardCode })))}>用登录码登录</button>
            </div>
          </details>
        </>
      )}
      {roster && !kid && (
        <>
          <p className={styles.label}>{roster.className}：找到你自己的名字，点一下</p>
          <div className={styles.roster}>
            {roster.students.map((s) => (
              <button key={s.cardId} type="button" className={styles.kid} onClick={() => { setKid(s); setMessage(''); }} data-testid="roster-kid">
                <Avatar file={s.avatar} name={s.name} size={44} />
                {s.name}
              </button>
            ))}
          </div>
          <button type="button" className="btn btn-ghost" onClick={() => setRoster(null)}>换一个班级码</button>
        </>
      )}
      {roster && kid && (
        <div className={styles.step}>
          <div className={styles.side}>
            <div className={styles.kid} aria-live="polite">
              <Avatar file={kid.avatar} name={kid.name} size={56} />
              {kid.name}
            </div>
            <p className={styles.label}>按登录卡上的顺序，点你的三张图片</p>
            <div className={styles.chosen} aria-label="已经点了">
              {Array.from({ length: PICTURE_COUNT }, (_, i) => (
                <span key={i} className={styles.slot}>{chosen[i] ? <Picture id={chosen[i]} size={56} /> : i + 1}</span>
              ))}
            </div>
            <div className={styles.buttons}>
              <button type="button" className="btn btn-ghost" onClick={() => setChosen([])} disabled={!chosen.length}>重新点</button>
              <button type="button" className="btn btn-ghost" onClick={() => { setKid(null); setChosen([]); setMessage(''); }}>这不是我</button>
            </div>
          </div>
          <div className={styles.pad} data-testid="picture-pad">
            {PICTURES.map((p) => (
              <button key={p.id} type="button" onClick={() => tap(p.id)} disabled={busy} data-picture={p.id}>
                <Picture id={p.id} size={72} />
                {p.name}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
