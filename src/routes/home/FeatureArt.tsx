import styles from './FeatureArt.module.css';

/** Small drawings for the "how it works" cards; decorative, so hidden from screen readers. */

export function PinyinArt() {
  return (
    <svg viewBox="0 0 180 120" className={styles.art} aria-hidden="true">
      <rect x="18" y="14" width="128" height="74" rx="22" fill="#ebe5ff" />
      <path d="M52 86l-8 20 26-20z" fill="#ebe5ff" />
      <text x="82" y="44" textAnchor="middle" className={styles.pinyin} fill="#7c5cff">nǐ hǎo</text>
      <text x="82" y="76" textAnchor="middle" className={styles.hanzi} fill="#2a2d43">你 好</text>
      <g fill="none" stroke="#7c5cff" strokeWidth="5" strokeLinecap="round" className={styles.waves}>
        <path d="M156 40q8 10 0 20" />
        <path d="M166 32q14 18 0 36" />
      </g>
    </svg>
  );
}

const star = (cx: number, cy: number, r: number) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.48 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  });
  return pts.join(' ');
};

export function StarsArt() {
  return (
    <svg viewBox="0 0 180 120" className={styles.art} aria-hidden="true">
      <polygon points={star(40, 52, 26)} fill="#ffc928" stroke="#e8a400" strokeWidth="4" strokeLinejoin="round" />
      <polygon points={star(90, 40, 32)} fill="#ffc928" stroke="#e8a400" strokeWidth="4" strokeLinejoin="round" className={styles.popStar} />
      <polygon points={star(140, 52, 26)} fill="#fff3c4" stroke="#e8cf7a" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="116" cy="94" r="20" fill="#ffb648" stroke="#d9901f" strokeWidth="4" />
      <text x="116" y="101" textAnchor="middle" className={styles.coin}>分</text>
      <text x="62" y="104" textAnchor="middle" className={styles.plus}>+10</text>
    </svg>
  );
}

export function CalendarArt() {
  const done = [0, 1, 2, 3, 5, 6, 7, 8, 9];
  return (
    <svg viewBox="0 0 180 120" className={styles.art} aria-hidden="true">
      <rect x="26" y="14" width="128" height="98" rx="16" fill="#fff" stroke="#25b876" strokeWidth="4" />
      <rect x="26" y="14" width="128" height="26" rx="12" fill="#25b876" />
      <rect x="26" y="28" width="128" height="12" fill="#25b876" />
      <circle cx="56" cy="14" r="5" fill="#188a57" />
      <circle cx="124" cy="14" r="5" fill="#188a57" />
      {Array.from({ length: 10 }, (_, i) => {
        const x = 40 + (i % 5) * 25;
        const y = 54 + Math.floor(i / 5) * 28;
        return done.includes(i) ? (
          <g key={i}>
            <circle cx={x + 2} cy={y + 6} r="10" fill="#d8f5e7" />
            <path d={`M${x - 3} ${y + 6}l4 4 7-8`} fill="none" stroke="#25b876" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
          </g>
        ) : (
          <circle key={i} cx={x + 2} cy={y + 6} r="10" fill="none" stroke="#f0e4d6" strokeWidth="3" strokeDasharray="4 4" />
        );
      })}
    </svg>
  );
}

export function ReportArt() {
  const bars = [30, 44, 40, 58, 70];
  return (
    <svg viewBox="0 0 180 120" className={styles.art} aria-hidden="true">
      <path d="M20 100h96" stroke="#f0e4d6" strokeWidth="4" strokeLinecap="round" />
      {bars.map((h, i) => (
        <rect key={i} x={24 + i * 18} y={96 - h} width="12" height={h} rx="6" fill={i === bars.length - 1 ? '#2f9bff' : '#bcdcff'} />
      ))}
      <circle cx="146" cy="60" r="24" fill="none" stroke="#ffe0ec" strokeWidth="9" />
      <circle cx="146" cy="60" r="24" fill="none" stroke="#ff4f8b" strokeWidth="9" strokeDasharray="145 151" strokeLinecap="round" transform="rotate(-90 146 60)" />
      <text x="146" y="66" textAnchor="middle" className={styles.pct}>96%</text>
      <text x="146" y="104" textAnchor="middle" className={styles.small}>正确率</text>
    </svg>
  );
}
