/**
 * Small line icons for the home page, drawn here instead of emoji: classroom PCs and projectors
 * often have no colour-emoji font, and these keep the page's own colours.
 */
type IconProps = { size?: number };
const base = (size: number) => ({ width: size, height: size, viewBox: '0 0 32 32', fill: 'none', stroke: 'currentColor', strokeWidth: 2.6, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true });

export const GamepadIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M9 10h14a6 6 0 0 1 6 6.5l-.6 5.2a3.6 3.6 0 0 1-6.4 1.8L20 21h-8l-2 2.5a3.6 3.6 0 0 1-6.4-1.8L3 16.5A6 6 0 0 1 9 10z" />
    <path d="M10 14v5M7.5 16.5h5" />
    <circle cx="21" cy="15" r="1" fill="currentColor" />
    <circle cx="24" cy="18" r="1" fill="currentColor" />
  </svg>
);

export const KeyboardIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="3" y="8" width="26" height="17" rx="4" />
    <path d="M8 13h.01M12 13h.01M16 13h.01M20 13h.01M24 13h.01M8 17h.01M12 17h.01M16 17h.01M20 17h.01M24 17h.01M11 21h10" strokeWidth="3" />
  </svg>
);

export const BookIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M16 8c-3-2.5-7-3-12-2v19c5-1 9-.5 12 2 3-2.5 7-3 12-2V6c-5-1-9-.5-12 2z" />
    <path d="M16 8v19M8 11.5c1.6 0 3 .3 4.5.8M8 16c1.6 0 3 .3 4.5.8M20 12c1.4-.5 2.6-.7 4-.7" />
  </svg>
);

export const ReceiptIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M7 4h18v25l-3-2-3 2-3-2-3 2-3-2-3 2z" />
    <path d="M11 10h10M11 15h10M11 20h5M19.5 20h1.5" />
  </svg>
);

export const TargetIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="15" cy="17" r="11" />
    <circle cx="15" cy="17" r="6" />
    <circle cx="15" cy="17" r="1.5" fill="currentColor" />
    <path d="M15 17l10-10M22 4v3.5h3.5" />
  </svg>
);

export const ShieldIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M16 3l11 4v8c0 7-5 12-11 14C10 27 5 22 5 15V7z" />
    <path d="M11 16l3.5 3.5L21 13" />
  </svg>
);

export const CloudIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M9 25a6 6 0 0 1-.6-12A8 8 0 0 1 24 12a6.5 6.5 0 0 1-1 13z" />
    <path d="M16 22v-7M13 18l3-3 3 3" />
  </svg>
);

export const FamilyIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="9" cy="9" r="3.5" />
    <circle cx="23" cy="9" r="3.5" />
    <circle cx="16" cy="17" r="2.8" />
    <path d="M3 27v-4a6 6 0 0 1 9-5.2M29 27v-4a6 6 0 0 0-9-5.2M11.5 28v-1.5a4.5 4.5 0 0 1 9 0V28" />
  </svg>
);

export const SchoolIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="4" y="5" width="24" height="16" rx="2.5" />
    <path d="M10 27l6-6 6 6M9 11h8M9 15h5M21 11l2 2 3-4" />
  </svg>
);

export const CrownIcon = ({ size = 24 }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
    <path d="M4 11l6 5 6-9 6 9 6-5-2.5 14h-19z" fill="#ffc928" stroke="#c9851a" strokeWidth="2" strokeLinejoin="round" />
    <rect x="6.5" y="24" width="19" height="4" rx="2" fill="#ffb648" stroke="#c9851a" strokeWidth="2" />
    <circle cx="16" cy="18" r="2.2" fill="#ff4f8b" />
    <circle cx="4" cy="10" r="2" fill="#ffc928" stroke="#c9851a" strokeWidth="1.5" />
    <circle cx="16" cy="6" r="2" fill="#ffc928" stroke="#c9851a" strokeWidth="1.5" />
    <circle cx="28" cy="10" r="2" fill="#ffc928" stroke="#c9851a" strokeWidth="1.5" />
  </svg>
);

/** A course's card icon: a drawn icon for the known courses, else the course's own icon text. */
export function CourseIcon({ id, fallback }: { id: string; fallback: string }) {
  if (id === 'keyboard') return <KeyboardIcon size={40} />;
  if (id === 'english-text') return <BookIcon size={38} />;
  if (id === 'numpad') return <ReceiptIcon size={38} />;
  return <>{/\p{Extended_Pictographic}/u.test(fallback) ? '★' : fallback}</>;
}
