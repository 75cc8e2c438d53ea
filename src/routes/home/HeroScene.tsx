import styles from './HeroScene.module.css';

/** Finger-zone colours of the colourful keyboard theme, pinky to index. */
const zone = { pinky: '#efe7ff', ring: '#ddefff', middle: '#d8f6e8', leftIndex: '#ffe6d3', rightIndex: '#fff1c4' };
const zoneOf = (col: number) => [zone.pinky, zone.ring, zone.middle, zone.leftIndex, zone.leftIndex, zone.rightIndex, zone.rightIndex, zone.middle, zone.ring, zone.pinky][col];

const rows = [
  { y: 18, x0: 22, keys: 'QWERTYUIOP' },
  { y: 60, x0: 36, keys: 'ASDFGHJKL;' },
  { y: 102, x0: 54, keys: 'ZXCVBNM,./' },
];
/** Keys that light up one after another, like a child typing "fjdk". */
const lit: Record<string, number> = { F: 0, J: 1, D: 2, K: 3, S: 4, L: 5 };

/** The home page's hero: the little keyboard hero flies over a colourful keyboard. Pure SVG + CSS. */
export function HeroScene() {
  return (
    <svg className={styles.scene} viewBox="0 0 600 470" role="img" aria-label="小键盘侠飞在彩色键盘上方，挥手欢迎你">
      <circle cx="310" cy="240" r="205" fill="#dcefff" />
      <circle cx="110" cy="120" r="46" fill="#ffe0ec" />
      <circle cx="530" cy="330" r="36" fill="#d8f5e7" />

      <g className={styles.sun}>
        <g className={styles.rays} stroke="#ffc928" strokeWidth="7" strokeLinecap="round">
          {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
            <line key={a} x1="510" y1="28" x2="510" y2="14" transform={`rotate(${a} 510 72)`} />
          ))}
        </g>
        <circle cx="510" cy="72" r="30" fill="#ffc928" />
        <circle cx="500" cy="68" r="3.5" fill="#7a4b00" />
        <circle cx="520" cy="68" r="3.5" fill="#7a4b00" />
        <path d="M500 80q10 8 20 0" fill="none" stroke="#7a4b00" strokeWidth="3.5" strokeLinecap="round" />
      </g>

      <g className={styles.cloud} fill="#fff">
        <ellipse cx="80" cy="230" rx="40" ry="18" />
        <circle cx="70" cy="218" r="18" />
        <circle cx="94" cy="214" r="22" />
      </g>
      <g className={`${styles.cloud} ${styles.cloudSlow}`} fill="#fff">
        <ellipse cx="420" cy="150" rx="34" ry="15" />
        <circle cx="410" cy="140" r="15" />
        <circle cx="432" cy="136" r="18" />
      </g>

      <g transform="translate(60 282)">
        <rect x="0" y="10" width="480" height="172" rx="28" fill="#f0e4d6" />
        <rect x="0" y="0" width="480" height="172" rx="28" fill="#fff" stroke="#f0e4d6" strokeWidth="4" />
        {rows.map((row) =>
          [...row.keys].map((k, i) => {
            const x = row.x0 + i * 42;
            const order = lit[k];
            return (
              <g key={k} className={order === undefined ? undefined : styles.key} style={order === undefined ? undefined : { animationDelay: `${order * 0.7}s` }}>
                <rect x={x} y={row.y + 3} width="36" height="36" rx="9" fill="#e8dccd" />
                <rect x={x} y={row.y} width="36" height="36" rx="9" fill={zoneOf(i)} />
                {order !== undefined && <rect className={styles.glow} x={x} y={row.y} width="36" height="36" rx="9" fill="#ff7a2f" />}
                <text x={x + 18} y={row.y + 24} textAnchor="middle" className={styles.keyText}>
                  {k}
                </text>
                {(k === 'F' || k === 'J') && <rect x={x + 12} y={row.y + 29} width="12" height="3" rx="1.5" fill="#b9a68f" />}
              </g>
            );
          }),
        )}
        <rect x="140" y="147" width="200" height="18" rx="9" fill="#fff3c4" stroke="#f0dca0" strokeWidth="2" />
      </g>

      <g className={styles.bubbles}>
        <g className={styles.float} style={{ animationDelay: '0s' }}>
          <circle cx="150" cy="200" r="26" fill="#fff" stroke="#ff4f8b" strokeWidth="4" />
          <text x="150" y="210" textAnchor="middle" className={styles.glyph} fill="#ff4f8b">a</text>
        </g>
        <g className={styles.float} style={{ animationDelay: '0.8s' }}>
          <circle cx="460" cy="220" r="28" fill="#fff" stroke="#25b876" strokeWidth="4" />
          <text x="460" y="231" textAnchor="middle" className={styles.glyph} fill="#25b876">字</text>
        </g>
        <g className={styles.float} style={{ animationDelay: '1.6s' }}>
          <circle cx="200" cy="92" r="24" fill="#fff" stroke="#7c5cff" strokeWidth="4" />
          <text x="200" y="101" textAnchor="middle" className={styles.glyphSmall} fill="#7c5cff">拼</text>
        </g>
        <g className={styles.float} style={{ animationDelay: '2.2s' }}>
          <circle cx="396" cy="74" r="20" fill="#fff" stroke="#2f9bff" strokeWidth="4" />
          <text x="396" y="82" textAnchor="middle" className={styles.glyphSmall} fill="#2f9bff">5</text>
        </g>
        <path className={styles.twinkle} d="M100 330l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#ffc928" />
        <path className={styles.twinkle} style={{ animationDelay: '1s' }} d="M520 160l4 8 9 1.5-6.5 6.5 1.5 9-8-4-8 4 1.5-9-6.5-6.5 9-1.5z" fill="#ff7a2f" />
        <path className={styles.twinkle} style={{ animationDelay: '2s' }} d="M262 40l3.5 7 8 1.2-5.8 5.6 1.4 8-7.1-3.8-7.1 3.8 1.4-8-5.8-5.6 8-1.2z" fill="#25b876" />
      </g>

      <g className={styles.hero}>
        <path className={styles.cape} d="M268 148Q214 170 196 246Q214 236 228 248Q240 232 256 242Q262 222 280 214z" fill="#ff4f8b" />
        <path d="M262 162Q226 186 210 236" fill="none" stroke="#d9306b" strokeWidth="4" strokeLinecap="round" />
        <g className={styles.arm}>
          <path d="M352 176Q378 160 386 128" fill="none" stroke="#e85f12" strokeWidth="14" strokeLinecap="round" />
          <circle cx="387" cy="124" r="11" fill="#ff9552" />
        </g>
        <path d="M258 182Q238 190 232 210" fill="none" stroke="#e85f12" strokeWidth="14" strokeLinecap="round" />
        <circle cx="231" cy="213" r="11" fill="#ff9552" />
        <path d="M285 236v20M325 236v20" stroke="#e85f12" strokeWidth="14" strokeLinecap="round" />
        <ellipse cx="282" cy="260" rx="13" ry="8" fill="#2f9bff" />
        <ellipse cx="328" cy="260" rx="13" ry="8" fill="#2f9bff" />
        <rect x="248" y="142" width="112" height="104" rx="28" fill="#e85f12" />
        <rect x="248" y="132" width="112" height="102" rx="28" fill="#ff7a2f" />
        <rect x="258" y="140" width="92" height="78" rx="20" fill="#ff9552" />
        <path d="M252 168Q304 154 356 168L354 190Q304 180 254 190z" fill="#2f9bff" />
        <path d="M254 174L232 162L238 184z" fill="#2f9bff" />
        <g className={styles.eyes}>
          <ellipse cx="284" cy="176" rx="11" ry="10" fill="#fff" />
          <ellipse cx="326" cy="176" rx="11" ry="10" fill="#fff" />
          <circle cx="286" cy="177" r="5.5" fill="#2a2d43" />
          <circle cx="328" cy="177" r="5.5" fill="#2a2d43" />
          <circle cx="288" cy="175" r="2" fill="#fff" />
          <circle cx="330" cy="175" r="2" fill="#fff" />
        </g>
        <ellipse cx="270" cy="200" rx="8" ry="5" fill="#ff4f8b" opacity=".5" />
        <ellipse cx="340" cy="200" rx="8" ry="5" fill="#ff4f8b" opacity=".5" />
        <path d="M292 198q13 13 26 0" fill="#7a2a00" stroke="#7a2a00" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <text x="304" y="227" textAnchor="middle" className={styles.badge}>侠</text>
      </g>

      <g className={styles.say}>
        <path d="M404 100h120a16 16 0 0 1 16 16v26a16 16 0 0 1-16 16h-88l-18 14 4-14h-18a16 16 0 0 1-16-16v-26a16 16 0 0 1 16-16z" fill="#fff" stroke="#2a2d43" strokeOpacity=".12" strokeWidth="3" transform="translate(-6 0)" />
        <text x="458" y="136" textAnchor="middle" className={styles.sayText}>一起打字吧！</text>
      </g>
    </svg>
  );
}
