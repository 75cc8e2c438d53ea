/**
 * 接苹果's sounds, synthesised (no downloads, no samples) as howler sound sprites:
 * assets/games/apple_catch/sfx.wav (short effects one after another), music.wav (a looping tune)
 * and sounds.json (the sprite maps, in ms). Deterministic: reruns give the same files.
 * `npm run sounds:games` (scripts/makeGameSounds.ts) runs it; the output is committed.
 */
import { noise, note, render, SFX_RATE, MUSIC_RATE, mix, normalize, type GameSounds } from '../../../scripts/synth';

/** a plucked tone gliding from f0 to f1: fast attack, exponential decay; `bright` adds the octave (a marimba-ish bar) */
function pluck(seconds: number, f0: number, f1: number, decay: number, vol = 0.6, bright = 0.3): Float32Array {
  let phase = 0;
  return render(seconds, SFX_RATE, (t) => {
    const f = f0 * (f1 / f0) ** Math.min(1, t / seconds);
    phase += (2 * Math.PI * f) / SFX_RATE;
    const env = Math.min(1, t / 0.003) * Math.exp(-t * decay) * Math.min(1, (seconds - t) / 0.01);
    return vol * env * (Math.sin(phase) + bright * Math.sin(2 * phase) * Math.exp(-t * decay * 2));
  });
}

/** tick: a digit goes into the entry box (a short wooden tap) */
const tap = () => pluck(0.09, 1400, 1250, 40, 0.5, 0.5);
/** plop and a sparkle: an apple lands in the basket */
const caught = () => mix([pluck(0.22, 420, 180, 14, 0.7, 0.2), 0], ...[0, 4, 7].map((s, i) => [pluck(0.16, note(s + 15), note(s + 15), 16, 0.22, 0.6), 0.08 + i * 0.05] as [Float32Array, number]));
/** boing: a wrong key shakes the basket */
function wrong(): Float32Array {
  let phase = 0;
  return render(0.34, SFX_RATE, (t) => {
    const f = 190 + 60 * Math.sin(2 * Math.PI * 14 * t) - 80 * t;
    phase += (2 * Math.PI * f) / SFX_RATE;
    return 0.55 * Math.min(1, t / 0.005) * Math.exp(-t * 6) * ((2 / Math.PI) * Math.asin(Math.sin(phase)));
  });
}
/** a squashy thud: an apple hits the ground */
function drop(): Float32Array {
  const rnd = noise(23);
  let low = 0;
  const squash = render(0.3, SFX_RATE, (t) => {
    low += (rnd() - low) * 0.12;
    return 1.5 * low * Math.exp(-t * 14);
  });
  return mix([pluck(0.3, 150, 55, 10, 0.8, 0), 0], [squash, 0]);
}
/** a rising run: the combo multiplier grows */
const combo = () => mix(...[0, 4, 7, 12].map((s, i) => [pluck(0.18, note(s + 3), note(s + 3), 12, 0.35, 0.5), i * 0.07] as [Float32Array, number]));
/** a little fanfare at the end of a round */
const end = () => mix(...[0, 4, 7, 12, 7, 12].map((s, i) => [pluck(i === 5 ? 0.7 : 0.22, note(s + 3), note(s + 3), i === 5 ? 4 : 9, 0.35, 0.5), i * 0.12] as [Float32Array, number]));

/** an orchard tune in G major, marimba over a bouncing bass, 4 bars at 118 bpm */
function music(): Float32Array {
  const bpm = 118;
  const step = 60 / bpm / 2; // eighth notes
  const G = -2; // G4
  // melody (semitones from G4, null = rest), 8 eighths a bar
  const melody: (number | null)[] = [
    0, 4, 7, 4, 9, 7, 4, null,
    5, 9, 12, 9, 7, null, 4, 2,
    0, 4, 7, 12, 11, 9, 7, 4,
    5, 4, 2, 5, 4, 2, 0, null,
  ];
  const bass = [0, 7, 0, 7, 5, 12, 5, 12, 0, 7, 0, 7, 7, 14, 7, 12];
  const total = melody.length * step;
  return render(total, MUSIC_RATE, (t) => {
    const i = Math.floor(t / step);
    const inStep = t - i * step;
    let s = 0;
    const m = melody[i];
    if (m !== null && m !== undefined) {
      const f = note(G + m + 12);
      s += 0.16 * Math.min(1, inStep / 0.003) * Math.exp(-inStep * 7) * (Math.sin(2 * Math.PI * f * t) + 0.35 * Math.sin(4 * Math.PI * f * t) * Math.exp(-inStep * 14));
    }
    const b = Math.floor(t / (2 * step));
    const inBeat = t - b * 2 * step;
    const fb = note(G + bass[b % bass.length]! - 12);
    s += 0.2 * Math.min(1, inBeat / 0.005) * Math.exp(-inBeat * 5) * Math.sin(2 * Math.PI * fb * t);
    const edge = Math.min(1, t / 0.01, (total - t) / 0.01);
    return s * edge;
  });
}

export default function sounds(): GameSounds {
  const sfx: Record<string, Float32Array> = Object.fromEntries(
    Object.entries({ tap: tap(), catch: caught(), wrong: wrong(), drop: drop(), combo: combo(), end: end() }).map(([k, v]) => [k, normalize(v, k === 'tap' ? 0.5 : 0.85)]),
  );
  return { sfx, music: normalize(music(), 0.75) };
}
