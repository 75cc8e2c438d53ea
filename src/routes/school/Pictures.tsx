import { PICTURES, type PictureId } from '../../../contract/school';

/** The nine pictures of a picture password, drawn (no emoji font needed on a school PC): big shapes a 6-year-old names at a glance. */
const drawings: Record<PictureId, React.ReactNode> = {
  apple: (
    <>
      <path d="M32 20c-8-6-20-2-20 12 0 12 8 22 14 22 3 0 4-2 6-2s3 2 6 2c6 0 14-10 14-22 0-14-12-18-20-12z" fill="#e63b2e" />
      <path d="M32 20c0-6 2-10 6-12" stroke="#6b3e1e" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M36 12c6-4 12-2 12-2s-4 6-12 4z" fill="#3aa655" />
    </>
  ),
  fish: (
    <>
      <path d="M8 32c8-12 28-14 40 0-12 14-32 12-40 0z" fill="#3b8fe6" />
      <path d="M46 32l12-10v20z" fill="#3b8fe6" />
      <circle cx="20" cy="29" r="3" fill="#fff" />
      <circle cx="20" cy="29" r="1.5" fill="#123" />
    </>
  ),
  sun: (
    <>
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <rect key={a} x="30" y="2" width="4" height="12" rx="2" fill="#f5a623" transform={`rotate(${a} 32 32)`} />
      ))}
      <circle cx="32" cy="32" r="14" fill="#ffcc33" />
    </>
  ),
  car: (
    <>
      <path d="M6 40v-8l8-2 6-10h22l8 10 8 2v8z" fill="#e63b2e" />
      <path d="M22 22h8v8h-12zM34 22h6l6 8H34z" fill="#bfe3ff" />
      <circle cx="18" cy="42" r="6" fill="#333" />
      <circle cx="46" cy="42" r="6" fill="#333" />
    </>
  ),
  flower: (
    <>
      <path d="M32 36v24" stroke="#3aa655" strokeWidth="4" />
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse key={a} cx="32" cy="16" rx="7" ry="10" fill="#ff6fa8" transform={`rotate(${a} 32 26)`} />
      ))}
      <circle cx="32" cy="26" r="6" fill="#ffcc33" />
    </>
  ),
  star: <path d="M32 4l8 18 20 2-15 13 5 20-18-11-18 11 5-20L4 24l20-2z" fill="#ffbf1f" stroke="#e69b00" strokeWidth="2" strokeLinejoin="round" />,
  house: (
    <>
      <path d="M6 30L32 8l26 22z" fill="#e0562b" />
      <rect x="12" y="30" width="40" height="26" fill="#ffd98a" />
      <rect x="27" y="40" width="10" height="16" fill="#8a4b22" />
    </>
  ),
  balloon: (
    <>
      <ellipse cx="32" cy="24" rx="16" ry="19" fill="#9b59d0" />
      <path d="M30 43h4l-2 4z" fill="#9b59d0" />
      <path d="M32 47c-4 4 4 8 0 14" stroke="#555" strokeWidth="2" fill="none" />
    </>
  ),
  umbrella: (
    <>
      <path d="M4 32C4 16 18 8 32 8s28 8 28 24c-4-4-10-4-14 0-4-4-10-4-14 0-4-4-10-4-14 0-4-4-10-4-14 0z" fill="#2bb3a3" />
      <path d="M32 30v22c0 6-8 6-8 0" stroke="#555" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
};

export const pictureName = (id: PictureId) => PICTURES.find((p) => p.id === id)?.name ?? '';

/** One picture; its name is its accessible label. */
export function Picture({ id, size = 64 }: { id: PictureId; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={pictureName(id)}>
      {drawings[id]}
    </svg>
  );
}
