import { useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { openDialog } from '../../state/dialogs';
import { KeyboardIcon } from './Icons';
import styles from './FingeringTeaser.module.css';

const rows = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];
/** Standard touch-typing columns: which finger presses which letter, in the keyboard view's finger colours. */
const fingers: { letters: string; name: string; colour: string }[] = [
  { letters: 'QAZ', name: '左手小指', colour: '#a57cff' },
  { letters: 'WSX', name: '左手无名指', colour: '#3fa2ff' },
  { letters: 'EDC', name: '左手中指', colour: '#2ec47f' },
  { letters: 'RFVTGB', name: '左手食指', colour: '#ff8a3d' },
  { letters: 'YHNUJM', name: '右手食指', colour: '#ffbf1f' },
  { letters: 'IK', name: '右手中指', colour: '#2ec47f' },
  { letters: 'OL', name: '右手无名指', colour: '#3fa2ff' },
  { letters: 'P', name: '右手小指', colour: '#a57cff' },
];
const fingerOf = (k: string) => fingers.find((f) => f.letters.includes(k))!;

/** A taste of the fingering reference: tap a letter to see its finger, then open the full chart. */
export function FingeringTeaser() {
  const [key, setKey] = useState('F');
  const f = fingerOf(key);
  return (
    <section className={styles.band} aria-labelledby="home-fingering">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>指法小帮手</p>
          <h2 id="home-fingering">这个键用哪根手指？</h2>
          <p>点一点键盘上的字母试试。忘了的时候，随时打开完整的指法图查一查——不用登录，大键盘和小数字键盘都有。</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-big btn-sky" onClick={() => openDialog('fingering')}>
              <KeyboardIcon size={28} /> 打开指法图
            </button>
            <Link to="/fingering" className="btn btn-big btn-ghost">
              指法页面
            </Link>
          </div>
        </div>
        <div className={styles.board}>
          <div className={styles.keys} role="group" aria-label="点一个字母，看看用哪根手指">
            {rows.map((row, r) => (
              <div key={row} className={styles.row} style={{ paddingLeft: `calc(var(--kw) * ${r * 0.4})` }}>
                {[...row].map((k) => {
                  const c = fingerOf(k).colour;
                  const on = k === key;
                  return (
                    <button
                      key={k}
                      type="button"
                      className={`${styles.key} ${on ? styles.on : ''}`}
                      style={{ '--k': c, '--kt': c === '#ffbf1f' ? '#5c3d00' : '#fff' } as CSSProperties}
                      aria-pressed={on}
                      onClick={() => setKey(k)}
                    >
                      {k}
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
          <p className={styles.answer} aria-live="polite">
            <span className={styles.big} style={{ background: f.colour, color: f.colour === '#ffbf1f' ? '#5c3d00' : '#fff' }}>
              {key}
            </span>
            用<strong style={{ color: `color-mix(in srgb, ${f.colour} 75%, #2a2d43)` }}>{f.name}</strong>
          </p>
        </div>
      </div>
    </section>
  );
}
