/**
 * 青蛙过河's sounds, synthesised (no downloads, no samples) as howler sound sprites:
 * assets/games/frog_river/sfx.wav (short effects one after another), music.wav (a looping
 * pentatonic tune, plucked like a 古筝) and sounds.json (the sprite maps, in ms). Deterministic:
 * reruns give the same files.
 * `npm run sounds:games` (scripts/makeGameSounds.ts) runs it; the output is committed.
 */
import { noise, note, render, SFX_RATE, MUSIC_RATE, mix, normalize, type GameSounds } from '../../../scripts/synth';

/** a sine gliding from f0 to f1 (exponentially), with vibrato `wobble` Hz deep, decaying */
function chirp(seconds: number, f0: number, f1: number, decay: number, vol = 0.6, wobble = 0): Float32Array {
  let phase = 0;
  return render(seconds, SFX_RATE, (t) => {
    const f = f0 * (f1 / f0) ** Math.min(1, t / seconds) + wobble * Math.sin(2 * Math.PI * 18 * t);
    phase += (2 * Math.PI * f) / SFX_RATE;
    const env = Math.min(1, t / 0.005) * Math.exp(-t * decay) * Math.min(1, (seconds - t) / 0.01);
    return vol * env * Math.sin(phase);
  });
}

/** water: noise through a one-pole low-pass whose brightness follows `bright(t)`, shaped by `env(t)` */
function water(seconds: number, seed: number, bright: (t: number) => number, env: (t: number) => number): Float32Array {
  const rnd = noise(seed);
  let low = 0;
  return render(seconds, SFX_RATE, (t) => {
    low += (rnd() - low) * bright(t);
    return low * env(t) * Math.min(1, (seconds - t) / 0.01);
  });
}

/** boing: the frog leaps */
const jump = () => chirp(0.22, 260, 980, 6, 0.6, 30);
/** plop: it lands on a lily pad */
const plop = () => mix([chirp(0.12, 620, 160, 22, 0.8), 0], [water(0.12, 5, () => 0.5, (t) => 0.6 * Math.exp(-t * 40)), 0]);
/** splash: a pad drifted away and the frog fell in */
const splash = () => mix([water(0.6, 11, (t) => 0.6 - 0.5 * Math.min(1, t / 0.6), (t) => 1.5 * Math.min(1, t / 0.02) * Math.exp(-t * 5)), 0], [chirp(0.3, 300, 90, 8, 0.5), 0]);
/** plip: a wrong letter drips into the river */
const drip = () => mix([chirp(0.09, 1400, 500, 25, 0.5), 0], [chirp(0.12, 900, 300, 25, 0.3), 0.07]);
/** ribbit: across the river (two buzzy croaks) */
function croak(): Float32Array {
  const one = (f: number) =>
    render(0.13, SFX_RATE, (t) => {
      const buzz = Math.sign(Math.sin(2 * Math.PI * f * t)) * 0.4 + Math.sin(2 * Math.PI * f * 2 * t) * 0.3;
      return buzz * (0.5 + 0.5 * Math.sin(2 * Math.PI * 55 * t)) * Math.min(1, t / 0.01) * Math.min(1, (0.13 - t) / 0.03);
    });
  return mix([one(150), 0], [one(185), 0.16], [chirp(0.3, note(3), note(15), 5, 0.25), 0.3]);
}
/** a rushing swell: the river flows faster */
const rush = () => water(0.9, 23, (t) => 0.1 + 0.25 * Math.sin(Math.PI * (t / 0.9)), (t) => 1.8 * Math.sin(Math.PI * (t / 0.9)));
/** a little pentatonic fanfare at the end of a round */
const end = () => mix(...[0, 2, 4, 7, 9, 12].map((s, i) => [chirp(i === 5 ? 0.7 : 0.22, note(s + 3), note(s + 3), i === 5 ? 3 : 9, 0.35), i * 0.12] as [Float32Array, number]));

/** a plucked string (a 古筝-like pluck): a bright attack that softens as it rings */
function pluck(f: number, t: number): number {
  if (t < 0) return 0;
  const env = Math.min(1, t / 0.003) * Math.exp(-t * 4.5);
  return env * (Math.sin(2 * Math.PI * f * t) + 0.4 * Math.exp(-t * 8) * Math.sin(4 * Math.PI * f * t) + 0.15 * Math.exp(-t * 14) * Math.sin(6 * Math.PI * f * t));
}

/** a gentle loop on the C pentatonic scale: 4 bars at 100 bpm, melody in eighths over a walking bass */
function music(): Float32Array {
  const step = 60 / 100 / 2;
  // semitones from A4 (C5 = 3): a tune of the scale's notes, null = rest
  const C = 3, D = 5, E = 7, G = 10, A = 12, c = 15;
  const tune = [E, G, A, G, E, D, C, null, D, E, G, E, D, C, D, null, E, G, A, c, A, G, E, G, D, E, D, C, A - 12, C, null, null];
  const bass = [C - 24, G - 36, A - 36, G - 36];
  const total = tune.length * step;
  return render(total, MUSIC_RATE, (t) => {
    let s = 0;
    const i = Math.floor(t / step);
    // each note rings on under the next two
    for (let k = Math.max(0, i - 2); k <= i; k++) {
      const n = tune[k];
      if (n !== null && n !== undefined) s += 0.22 * pluck(note(n), t - k * step);
    }
    const bar = Math.floor(t / (step * 8));
    const beat = Math.floor(t / (step * 2));
    s += 0.2 * pluck(note(bass[bar % bass.length]! + (beat % 2 === 1 ? 7 : 0)), t - beat * step * 2);
    return s * Math.min(1, t / 0.01, (total - t) / 0.02);
  });
}

export default function sounds(): GameSounds {
  const sfx: Record<string, Float32Array> = Object.fromEntries(
    Object.entries({ jump: jump(), plop: plop(), splash: splash(), drip: drip(), croak: croak(), rush: rush(), end: end() }).map(([k, v]) => [k, normalize(v, k === 'drip' || k === 'jump' ? 0.6 : 0.85)]),
  );
  return { sfx, music: normalize(music(), 0.75) };
}
