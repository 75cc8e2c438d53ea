/**
 * Generates the product's little sounds as synthesised PCM (no downloads, no samples):
 * public/sounds/click.wav (a soft key click), miss.wav (a gentle "boop") and finish.wav
 * (a cheerful arpeggio). Run with `npm run sounds`; the output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { wav } from './synth';

const RATE = 22050;
const OUT = join(process.cwd(), 'public', 'sounds');

const seconds = (s: number) => new Float32Array(Math.round(s * RATE));

/** A soft click: a tiny tone blip over a short, dull noise tick. Deterministic noise so reruns give the same file. */
function click(): Float32Array {
  const out = seconds(0.045);
  let seed = 7;
  let low = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = seed / 0x3fffffff - 1;
    low += (noise - low) * 0.25; // one-pole low-pass: a "tock", not a hiss
    out[i] = (0.55 * low * Math.exp(-t * 160) + 0.35 * Math.sin(2 * Math.PI * 1800 * t) * Math.exp(-t * 110)) * 0.8;
  }
  return out;
}

/** A gentle descending "boop" for a wrong key: friendly, never a buzzer. */
function miss(): Float32Array {
  const out = seconds(0.24);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const f = 360 - 150 * Math.min(1, t / 0.2);
    phase += (2 * Math.PI * f) / RATE;
    const env = Math.min(1, t / 0.012) * Math.exp(-t * 9);
    out[i] = 0.5 * env * (Math.sin(phase) + 0.25 * Math.sin(2 * phase));
  }
  return out;
}

/** C–E–G–C arpeggio with a little bell colour, the last note ringing. */
function finish(): Float32Array {
  const notes = [523.25, 659.25, 783.99, 1046.5];
  const step = 0.11;
  const out = seconds(step * 3 + 0.6);
  notes.forEach((f, n) => {
    const start = Math.round(n * step * RATE);
    const len = n === notes.length - 1 ? 0.6 : 0.3;
    for (let i = 0; i < len * RATE && start + i < out.length; i++) {
      const t = i / RATE;
      const env = Math.min(1, t / 0.006) * Math.exp(-t * (n === notes.length - 1 ? 5 : 9));
      out[start + i] += 0.28 * env * (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t) + 0.1 * Math.sin(6 * Math.PI * f * t));
    }
  });
  return out;
}

mkdirSync(OUT, { recursive: true });
for (const [name, make] of [['click', click], ['miss', miss], ['finish', finish]] as const) {
  const bytes = wav(make(), RATE);
  writeFileSync(join(OUT, `${name}.wav`), bytes);
  console.log(`public/sounds/${name}.wav  ${(bytes.length / 1024).toFixed(1)} KB`);
}
