import type { ReactElement } from 'react';

// Drawn as inline SVG rather than emoji: classroom machines often have no colour-emoji font,
// and emoji render as empty boxes there.
const O = '#ff7a2f';
const S = '#2f9bff';
const G = '#25b876';
const Y = '#ffc928';
const B = '#ff4f8b';
const P = '#7c5cff';
const INK = '#2a2d43';
const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const icons = {
  crown: (
    <path d="M3 8l4.5 3.5L12 5l4.5 6.5L21 8l-2 10H5L3 8z" fill={Y} stroke="#c9851a" strokeWidth="1.6" strokeLinejoin="round" />
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="10" fill={S} />
      <path d="M9.2 9.3a2.9 2.9 0 1 1 3.9 2.7c-.8.3-1.1.9-1.1 1.7v.6" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="1.3" fill="#fff" />
    </>
  ),
  keyboard: (
    <>
      <rect x="2" y="6" width="20" height="13" rx="3" fill={S} />
      {[5, 8.5, 12, 15.5].map((x) => (
        <rect key={x} x={x} y="9" width="2.6" height="2.6" rx=".6" fill="#fff" />
      ))}
      <rect x="6" y="14" width="12" height="2.4" rx="1" fill="#fff" />
    </>
  ),
  gamepad: (
    <>
      <path d="M6 7h12a4 4 0 0 1 4 4.5l-.7 5a2.6 2.6 0 0 1-4.6 1.3L15 16H9l-1.7 1.8a2.6 2.6 0 0 1-4.6-1.3l-.7-5A4 4 0 0 1 6 7z" fill={P} />
      <path d="M7.5 10v4M5.5 12h4" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="16" cy="11" r="1.2" fill={Y} />
      <circle cx="18" cy="13.2" r="1.2" fill={B} />
    </>
  ),
  medal: (
    <>
      <path d="M7 2h4l2 6H9zM13 2h4l-2 6h-4z" fill={S} />
      <circle cx="12" cy="15" r="7" fill={Y} stroke="#e0a800" strokeWidth="1.5" />
      <path d="M12 11.3l1.1 2.3 2.5.3-1.8 1.7.5 2.5-2.3-1.2-2.3 1.2.5-2.5-1.8-1.7 2.5-.3z" fill="#fff" />
    </>
  ),
  star: <path d={STAR} fill={Y} stroke="#e0a800" strokeWidth="1.2" strokeLinejoin="round" />,
  coin: (
    <>
      <circle cx="12" cy="12" r="10" fill={Y} stroke="#e0a800" strokeWidth="1.6" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="#e0a800" strokeWidth="1.4" />
      {/* a star struck in the middle (a game coin); a plain stroke mark there read as a cross */}
      <path d={STAR} fill="#c98f00" transform="translate(6.6 6.8) scale(.45)" />
    </>
  ),
  chart: (
    <>
      <rect x="2" y="3" width="20" height="18" rx="3" fill="#fff" stroke={INK} strokeWidth="1.4" />
      <rect x="5.5" y="12" width="3" height="6" rx="1" fill={G} />
      <rect x="10.5" y="8" width="3" height="10" rx="1" fill={S} />
      <rect x="15.5" y="5.5" width="3" height="12.5" rx="1" fill={O} />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="3" fill="#fff" stroke={INK} strokeWidth="1.4" />
      <path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v2H3z" fill={B} />
      <path d="M8 3v4M16 3v4" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <path d="M8.5 15l2.3 2.3 4.7-4.6" stroke={G} strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  group: (
    <>
      <circle cx="8" cy="8" r="3.2" fill={O} />
      <circle cx="16.5" cy="9" r="2.8" fill={S} />
      <path d="M2.5 19a5.5 5.5 0 0 1 11 0z" fill={O} />
      <path d="M12 19a4.6 4.6 0 0 1 9.2 0z" fill={S} />
    </>
  ),
  kid: (
    <>
      <circle cx="12" cy="12" r="10" fill={Y} />
      <path d="M4 9c1-4 4.5-6 8-6s7 2 8 6c-2-1.5-4-2-5.5-1.5C12 5.5 7 6.5 4 9z" fill="#7a4a1f" />
      <circle cx="8.8" cy="12.5" r="1.3" fill={INK} />
      <circle cx="15.2" cy="12.5" r="1.3" fill={INK} />
      <path d="M8.8 16a4 4 0 0 0 6.4 0" stroke={INK} strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </>
  ),
  book: (
    <>
      <path d="M3 5.5C6 4 9 4 12 6v14c-3-2-6-2-9-.5z" fill={S} />
      <path d="M21 5.5C18 4 15 4 12 6v14c3-2 6-2 9-.5z" fill={G} />
    </>
  ),
  apple: (
    <>
      <path d="M12 7c-2-1.6-6.5-1.3-7.5 3-.9 4 1.8 10 4.5 10.5 1.2.2 2-.5 3-.5s1.8.7 3 .5C17.7 20 20.4 14 19.5 10 18.5 5.7 14 5.4 12 7z" fill="#e8453c" />
      <path d="M12 7c0-2 .8-3.6 2.6-4.6" stroke="#7a4a1f" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      <path d="M12.5 5.5c1.5-2 3.5-2.3 5-1.8-.8 1.6-2.7 2.4-5 1.8z" fill={G} />
    </>
  ),
  wechat: (
    <>
      <path d="M9.5 3.5C5.4 3.5 2 6.2 2 9.6c0 1.9 1.1 3.6 2.8 4.7L4.2 16.8l2.9-1.5c.8.2 1.6.3 2.4.3h.3a5.6 5.6 0 0 1-.1-1.1c0-3.5 3.4-6.2 7.5-6.2h.3C16.7 5.5 13.4 3.5 9.5 3.5z" fill="#fff" />
      <path d="M22 14.4c0-2.9-2.8-5.2-6.3-5.2s-6.3 2.3-6.3 5.2 2.8 5.2 6.3 5.2c.7 0 1.3-.1 1.9-.2l2.4 1.3-.5-2.1c1.5-1 2.5-2.5 2.5-4.2z" fill="#fff" />
      <circle cx="7" cy="8.4" r="1" fill="#07c160" />
      <circle cx="12" cy="8.4" r="1" fill="#07c160" />
      <circle cx="13.6" cy="13.6" r=".9" fill="#07c160" />
      <circle cx="17.8" cy="13.6" r=".9" fill="#07c160" />
    </>
  ),
  rocket: (
    <>
      <path d="M12 2c3.5 2.5 5 6.5 4.5 11.5h-9C7 8.5 8.5 4.5 12 2z" fill="#fff" />
      <circle cx="12" cy="9" r="2" fill={S} />
      <path d="M7.5 13.5L4.5 17l3.5-.5zM16.5 13.5l3 3.5-3.5-.5z" fill={Y} />
      <path d="M10 15h4l-2 6z" fill={O} />
    </>
  ),
  download: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="3" fill={G} />
      <path d="M12 6v8M8.8 11l3.2 3.2 3.2-3.2" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  mail: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="3" fill={B} />
      <path d="M3.5 7l8.5 6 8.5-6" stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </>
  ),
  cone: (
    <>
      <path d="M10 3h4l5 16H5z" fill={O} />
      <path d="M8.6 8h6.8M7.4 12.5h9.2" stroke="#fff" strokeWidth="2.2" />
      <rect x="3" y="18.5" width="18" height="3" rx="1.2" fill={INK} />
    </>
  ),
  dizzy: (
    <>
      <circle cx="12" cy="12" r="10" fill={Y} />
      <path d="M7 9l3 3m0-3l-3 3M14 9l3 3m0-3l-3 3" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <ellipse cx="12" cy="16.5" rx="2.2" ry="1.6" fill={INK} />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof icons;

/** A small colourful picture icon; decorative (aria-hidden) since its text label sits beside it. */
export function Icon({ name, size = 22, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} style={{ flex: 'none', verticalAlign: 'middle' }}>
      {icons[name]}
    </svg>
  );
}
