import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { RACE_JOIN_CODE } from '../../../contract/race';
import { raceJoinApi } from '../../api/race';
import styles from './Race.module.css';

/**
 * /race/join and /race/join/{code} (the projector's QR): a child enters the 6-digit code and joins.
 * A child not yet in the class joins it on the way (the class's invite rules, on the server).
 */
export default function RaceJoinPage({ params }: { params: { code?: string } }) {
  const [, navigate] = useLocation();
  const [code, setCode] = useState(params.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tried = useRef(false);

  const join = (c: string) => {
    if (!RACE_JOIN_CODE.test(c)) {
      setError('比赛码是6位数字');
      return;
    }
    setBusy(true);
    setError(null);
    raceJoinApi(c)
      .then((race) => navigate(`/race/play/${race.id}`))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : '加入失败，请再试一次'))
      .finally(() => setBusy(false));
  };
  useEffect(() => {
    if (params.code && !tried.current) {
      tried.current = true;
      join(params.code);
    }
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    join(code.trim());
  };
  return (
    <div className={styles.center} data-testid="race-join">
      <h1 className={styles.bigText}>🏁 加入班级比赛</h1>
      <p className={styles.note}>看大屏幕上的比赛码，输进来就能上赛道！</p>
      <form className={styles.form} onSubmit={submit}>
        <input
          className={styles.codeInput}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="6位数字"
          aria-label="比赛码"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          data-testid="race-code-input"
        />
        {error && (
          <p className={styles.error} role="alert" data-testid="race-join-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-big btn-grass" disabled={busy} data-testid="race-join-go">
          {busy ? '正在加入…' : '加入比赛'}
        </button>
      </form>
    </div>
  );
}
