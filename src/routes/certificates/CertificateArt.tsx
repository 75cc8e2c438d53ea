import { forwardRef } from 'react';
import { printedCode, printedDay, type Certificate } from '../../../contract/certificates';

/** The drawing's size: A4 landscape at 96 dpi, so the print and the PNG share one layout. */
export const ART_W = 1123;
export const ART_H = 794;

const RED = '#b91c1c';
const GOLD = '#d4a017';
const INK = '#3b2314';
const FONT = "'Noto Serif CJK SC', 'Noto Serif SC', 'Songti SC', 'SimSun', 'Noto Sans CJK SC', serif";

/** A gold corner ornament (a cloud scroll of three rings), turned for each corner. */
function Corner({ x, y, turn }: { x: number; y: number; turn: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn})`} fill="none" stroke={GOLD} strokeWidth={4}>
      <path d="M0 70 L0 0 L70 0" strokeWidth={6} />
      <circle cx={22} cy={22} r={12} />
      <circle cx={22} cy={22} r={4} fill={GOLD} />
      <path d="M40 14 q14 -10 26 4" />
      <path d="M14 40 q-10 14 4 26" />
    </g>
  );
}

/** The round red seal stamped beside the date: 小键盘侠 along its top, a star, 奖状专用章 below. */
function Seal({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(-12)`} opacity={0.85}>
      <circle r={64} fill="none" stroke={RED} strokeWidth={6} />
      <circle r={55} fill="none" stroke={RED} strokeWidth={1.5} />
      <path id="seal-arc" d="M-36 0 A36 36 0 0 1 36 0" fill="none" />
      <text fill={RED} fontFamily={FONT} fontSize={21} fontWeight={900} letterSpacing={5}>
        <textPath href="#seal-arc" startOffset="50%" textAnchor="middle">
          小键盘侠
        </textPath>
      </text>
      <path d="M0 -14 l6.5 13 14.5 2.1 -10.5 10.2 2.5 14.4 -13 -6.8 -13 6.8 2.5 -14.4 -10.5 -10.2 14.5 -2.1z" fill={RED} transform="translate(0 8)" />
      <text y={44} fill={RED} fontFamily={FONT} fontSize={13} fontWeight={900} textAnchor="middle" letterSpacing={1}>
        奖状专用章
      </text>
    </g>
  );
}

export interface CertificateArtProps {
  certificate: Certificate;
  /** the verify page's QR code as a data: URL (null while it is made) */
  qr: string | null;
  /** the mascot as a data: URL, so the drawing carries it into the PNG */
  mascot: string | null;
  /** the verify address printed under the QR code */
  verifyUrl: string;
}

/**
 * The certificate, drawn as one SVG in the style of a Chinese 奖状: red frame with gold lines and
 * corners, 奖状 in large red type, the child's name, the achievement and its figures, the date under
 * a red seal, the mascot, and the QR code and code that verify it. Pure: everything comes in as props.
 */
export const CertificateArt = forwardRef<SVGSVGElement, CertificateArtProps>(function CertificateArt({ certificate: c, qr, mascot, verifyUrl }, ref) {
  const figures = c.figures.slice(0, 4);
  const figW = 210;
  const figX0 = ART_W / 2 - (figures.length * figW + (figures.length - 1) * 18) / 2;
  const titleSize = c.title.length > 16 ? 40 : 48;
  return (
    <svg ref={ref} xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${ART_W} ${ART_H}`} width={ART_W} height={ART_H} role="img" aria-label={`奖状：${c.roleName}，${c.title}，${printedDay(c.achievedOn)}，编号 ${printedCode(c.code)}`} data-testid="certificate-art">
      <defs>
        <radialGradient id="paper" cx="50%" cy="45%" r="75%">
          <stop offset="0%" stopColor="#fffdf5" />
          <stop offset="100%" stopColor="#fbecc8" />
        </radialGradient>
        <linearGradient id="titleGold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#e0262b" />
          <stop offset="100%" stopColor="#a3100f" />
        </linearGradient>
      </defs>
      <rect width={ART_W} height={ART_H} fill={RED} />
      <rect x={26} y={26} width={ART_W - 52} height={ART_H - 52} fill="url(#paper)" />
      <rect x={40} y={40} width={ART_W - 80} height={ART_H - 80} fill="none" stroke={GOLD} strokeWidth={5} />
      <rect x={52} y={52} width={ART_W - 104} height={ART_H - 104} fill="none" stroke={GOLD} strokeWidth={1.5} />
      <Corner x={62} y={62} turn={0} />
      <Corner x={ART_W - 62} y={62} turn={90} />
      <Corner x={ART_W - 62} y={ART_H - 62} turn={180} />
      <Corner x={62} y={ART_H - 62} turn={270} />

      {mascot && <image href={mascot} x={96} y={78} width={150} height={150} />}
      <text x={ART_W / 2} y={178} textAnchor="middle" fontFamily={FONT} fontSize={118} fontWeight={900} fill="url(#titleGold)" stroke={GOLD} strokeWidth={2.5} letterSpacing={60}>
        奖状
      </text>
      <path d={`M${ART_W / 2 - 210} 206 H${ART_W / 2 + 210}`} stroke={GOLD} strokeWidth={3} />

      <text x={140} y={286} fontFamily={FONT} fontSize={44} fontWeight={900} fill={INK}>
        <tspan fill={RED} textDecoration="underline">{c.roleName}</tspan> 小朋友：
      </text>
      <text x={ART_W / 2} y={370} textAnchor="middle" fontFamily={FONT} fontSize={titleSize} fontWeight={900} fill={RED} data-testid="certificate-title">
        {c.title}
      </text>
      <text x={ART_W / 2} y={430} textAnchor="middle" fontFamily={FONT} fontSize={30} fontWeight={700} fill={INK}>
        勤学苦练，成绩优异，特发此状，以资鼓励！
      </text>

      {figures.map((f, i) => (
        <g key={f.label} transform={`translate(${figX0 + i * (figW + 18)} 462)`}>
          <rect width={figW} height={92} rx={14} fill="#fff7e0" stroke={GOLD} strokeWidth={2.5} />
          <text x={figW / 2} y={34} textAnchor="middle" fontFamily={FONT} fontSize={22} fontWeight={700} fill="#7c5a2a">
            {f.label}
          </text>
          <text x={figW / 2} y={74} textAnchor="middle" fontFamily={FONT} fontSize={f.value.length > 12 ? 24 : 32} fontWeight={900} fill={INK}>
            {f.value}
          </text>
        </g>
      ))}

      {qr && <image href={qr} x={96} y={592} width={120} height={120} />}
      <text x={232} y={628} fontFamily={FONT} fontSize={22} fontWeight={900} fill={INK}>
        扫码验证真伪
      </text>
      <text x={232} y={664} fontFamily="'DejaVu Sans Mono', 'Noto Sans Mono', monospace" fontSize={28} fontWeight={700} fill={RED} letterSpacing={2} data-testid="certificate-code">
        {printedCode(c.code)}
      </text>
      <text x={232} y={696} fontFamily={FONT} fontSize={15} fill="#7c5a2a">
        {verifyUrl}
      </text>

      <text x={ART_W - 250} y={640} textAnchor="end" fontFamily={FONT} fontSize={32} fontWeight={900} fill={INK}>
        小键盘侠 · 玩着学打字
      </text>
      <text x={ART_W - 250} y={690} textAnchor="end" fontFamily={FONT} fontSize={28} fontWeight={700} fill={INK}>
        {printedDay(c.achievedOn)}
      </text>
      <Seal x={ART_W - 196} y={636} />
    </svg>
  );
});
