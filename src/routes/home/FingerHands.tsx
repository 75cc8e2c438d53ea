import styles from './FingerHands.module.css';

type Finger = 'pinky' | 'ring' | 'middle' | 'index';
/** The finger colours of the keyboard view (engines/core/view/themes.ts); the two index fingers differ. */
const strongOf = (f: Finger, right: boolean) => ({ pinky: '#a57cff', ring: '#3fa2ff', middle: '#2ec47f', index: right ? '#ffbf1f' : '#ff8a3d' })[f];
const softOf = (f: Finger, right: boolean) => ({ pinky: '#efe7ff', ring: '#ddefff', middle: '#d8f6e8', index: right ? '#fff1c4' : '#ffe6d3' })[f];
const legend = [
  { name: '小指', colour: '#a57cff' },
  { name: '无名指', colour: '#3fa2ff' },
  { name: '中指', colour: '#2ec47f' },
  { name: '左食指', colour: '#ff8a3d' },
  { name: '右食指', colour: '#ffbf1f' },
  { name: '大拇指：空格', colour: '#ff5c93' },
];

/** The home row and the finger resting on each key; fingers lit in typing order. */
const homeRow: { key: string; x: number; finger: Finger; order?: number }[] = [
  { key: 'A', x: 40, finger: 'pinky', order: 6 },
  { key: 'S', x: 84, finger: 'ring', order: 4 },
  { key: 'D', x: 128, finger: 'middle', order: 2 },
  { key: 'F', x: 172, finger: 'index', order: 0 },
  { key: 'G', x: 216, finger: 'index' },
  { key: 'H', x: 264, finger: 'index' },
  { key: 'J', x: 308, finger: 'index', order: 1 },
  { key: 'K', x: 352, finger: 'middle', order: 3 },
  { key: 'L', x: 396, finger: 'ring', order: 5 },
  { key: ';', x: 440, finger: 'pinky', order: 7 },
];
const fingerTop: Record<Finger, number> = { pinky: 96, ring: 80, middle: 72, index: 80 };
const STEP = 0.75;

/**
 * Two hands on the home row (A S D F · J K L ;): each finger tinted with its key's colour; one
 * pair after another lights up, so a child sees which finger presses which key. `still` shows
 * the index fingers on F and J without animation.
 */
export function FingerHands({ still = false, caption = true }: { still?: boolean; caption?: boolean }) {
  const total = `${8 * STEP}s`;
  return (
    <figure className={styles.figure}>
      <svg viewBox="0 0 480 250" className={`${styles.svg} ${still ? styles.still : ''}`} role="img" aria-label="基准键和手指：左手小指 A、无名指 S、中指 D、食指 F；右手食指 J、中指 K、无名指 L、小指分号">
        {homeRow.map((k) => {
          const right = k.x > 240;
          const soft = softOf(k.finger, right);
          const strong = strongOf(k.finger, right);
          const anim = k.order === undefined ? undefined : { animationDelay: `${k.order * STEP}s`, animationDuration: total };
          return (
            <g key={k.key}>
              <rect x={k.x - 20} y={12} width="40" height="40" rx="10" fill="#e8dccd" />
              <rect x={k.x - 20} y={8} width="40" height="40" rx="10" fill={soft} />
              {anim && <rect className={`${styles.lit} ${k.finger === 'index' ? styles.home : ''}`} style={anim} x={k.x - 20} y={8} width="40" height="40" rx="10" fill={strong} />}
              <text x={k.x} y={35} textAnchor="middle" className={styles.key}>{k.key}</text>
              {(k.key === 'F' || k.key === 'J') && <rect x={k.x - 6} y={41} width="12" height="3" rx="1.5" fill="#b9a68f" />}
              {anim && (
                <g>
                  <rect x={k.x - 17} y={fingerTop[k.finger]} width="34" height={170 - fingerTop[k.finger]} rx="17" fill={soft} stroke="#e7b892" strokeWidth="3" />
                  <rect className={`${styles.lit} ${k.finger === 'index' ? styles.home : ''}`} style={anim} x={k.x - 17} y={fingerTop[k.finger]} width="34" height={170 - fingerTop[k.finger]} rx="17" fill={strong} />
                  <ellipse cx={k.x} cy={fingerTop[k.finger] + 13} rx="9" ry="7" fill="#fff" opacity="0.7" />
                </g>
              )}
            </g>
          );
        })}
        {/* palms and thumbs */}
        <rect x="20" y="134" width="174" height="104" rx="44" fill="#ffd9b8" stroke="#e7b892" strokeWidth="3" />
        <rect x="188" y="140" width="34" height="82" rx="17" transform="rotate(-38 205 181)" fill="#ffe0ec" stroke="#e7b892" strokeWidth="3" />
        <rect x="286" y="134" width="174" height="104" rx="44" fill="#ffd9b8" stroke="#e7b892" strokeWidth="3" />
        <rect x="258" y="140" width="34" height="82" rx="17" transform="rotate(38 275 181)" fill="#ffe0ec" stroke="#e7b892" strokeWidth="3" />
        <text x="107" y="200" textAnchor="middle" className={styles.hand}>左手</text>
        <text x="373" y="200" textAnchor="middle" className={styles.hand}>右手</text>
      </svg>
      {caption && (
        <figcaption className={styles.legend}>
          {legend.map((l) => (
            <span key={l.name}>
              <i style={{ background: l.colour }} /> {l.name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
