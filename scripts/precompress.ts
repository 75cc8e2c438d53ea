/**
 * Post-build: writes a brotli (.br) and a gzip (.gz) twin of every compressible file in dist/, so
 * the server (server/clientStatic.ts) sends the smallest encoding the browser accepts without
 * compressing per request. node:zlib only (rollup-based compression plugins cannot install here).
 * Run by `npm run build`; `tsx scripts/precompress.ts [dir]` on its own.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, unlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|ttf|otf|ico)$/i;
/** below this a compressed twin saves nothing worth a file */
const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export interface Compressed {
  file: string;
  raw: number;
  br: number;
  gz: number;
}

/** Compresses every eligible file under `dir`; a twin not smaller than the original is not kept. */
export function precompress(dir: string): Compressed[] {
  const out: Compressed[] = [];
  for (const path of [...files(dir)]) {
    if (!COMPRESSIBLE.test(path) || /\.(br|gz)$/.test(path)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    const keep = (twin: Buffer, ext: string) => {
      if (twin.length < raw.length) writeFileSync(path + ext, twin);
      else
        try {
          unlinkSync(path + ext);
        } catch {
          /* none from an earlier build */
        }
    };
    keep(br, '.br');
    keep(gz, '.gz');
    out.push({ file: relative(dir, path), raw: raw.length, br: Math.min(br.length, raw.length), gz: Math.min(gz.length, raw.length) });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const done = precompress(dir);
  const sum = (k: 'raw' | 'br' | 'gz') => done.reduce((n, c) => n + c[k], 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${done.length} files in ${dir}/: ${kb(sum('raw'))} → brotli ${kb(sum('br'))}, gzip ${kb(sum('gz'))}`);
}
