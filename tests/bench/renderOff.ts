import { RENDER_OFF_PARAM, RENDER_PIECES, type RenderPiece } from '../../engines/core/render/renderPieces';

/**
 * The with/without runs of `npm run bench` (engines/core/render/README.md): BENCH_PIECES=each measures
 * each chapter again with every render piece off in turn; BENCH_PIECES=partial,cull with those only.
 * null: the run with every piece on.
 */
export const OFF_RUNS: (RenderPiece | null)[] = [
  null,
  ...(process.env.BENCH_PIECES === 'each'
    ? (Object.keys(RENDER_PIECES) as RenderPiece[])
    : (process.env.BENCH_PIECES?.split(',') ?? []).filter((p): p is RenderPiece => p in RENDER_PIECES)),
];

/** The chapter's query string: BENCH_QS, and the render piece turned off (`?renderOff=cull`). */
export function chapterQuery(off: RenderPiece | null): string {
  const qs = new URLSearchParams(process.env.BENCH_QS ?? '');
  if (off) qs.set(RENDER_OFF_PARAM, off);
  return qs.size ? `?${qs}` : '';
}
