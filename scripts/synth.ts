import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the sound scripts share (makeSounds and every game's make*Sounds): 16-bit mono WAV
 * bytes, a deterministic noise source (reruns give the same files), note pitches and a renderer.
 */

/** 16-bit mono WAV bytes from samples in -1..1. */
export function wav(samples: Float32Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVE', 8);
  head.write('fmt ', 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** A deterministic noise source in -1..1 (so files never change between runs). */
export function noise(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x3fffffff - 1;
  };
}

/** The frequency of a note, in semitones from A4 (440 Hz). */
export const note = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);

/** `seconds` of samples at `rate`, each f(time, index). */
export function render(seconds: number, rate: number, f: (t: number, i: number) => number): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) out[i] = f(i / rate, i);
  return out;
}

/** Sample rates of the games' sound sprites: effects, and the (smaller) music loop. */
export const SFX_RATE = 22050;
export const MUSIC_RATE = 11025;
/** seconds of silence between two effects in a sprite file */
const SPRITE_GAP = 0.08;

export type Shape = 'sine' | 'square' | 'tri' | 'saw';

/** One sample of an oscillator of this shape at `phase` (radians). */
export function wave(shape: Shape, phase: number): number {
  const s = Math.sin(phase);
  if (shape === 'sine') return s;
  if (shape === 'square') return Math.sign(s) * 0.5;
  if (shape === 'tri') return (2 / Math.PI) * Math.asin(s);
  const p = (phase / (2 * Math.PI)) % 1;
  return (2 * p - 1) * 0.5;
}

/** An effect tone gliding from f0 to f1 (exponentially): quick attack, exponential decay, a click-free end. */
export function glide(seconds: number, f0: number, f1: number, decay: number, shape: Shape = 'sine', vol = 0.6): Float32Array {
  let phase = 0;
  return render(seconds, SFX_RATE, (t) => {
    const f = f0 * (f1 / f0) ** Math.min(1, t / seconds);
    phase += (2 * Math.PI * f) / SFX_RATE;
    const env = Math.min(1, t / 0.004) * Math.exp(-t * decay) * Math.min(1, (seconds - t) / 0.01);
    return vol * env * wave(shape, phase);
  });
}

/** Effect sounds laid over each other, each starting at its time (s). */
export function mix(...parts: [Float32Array, number][]): Float32Array {
  const len = Math.max(...parts.map(([p, at]) => Math.round(at * SFX_RATE) + p.length));
  const out = new Float32Array(len);
  for (const [p, at] of parts) {
    const o = Math.round(at * SFX_RATE);
    for (let i = 0; i < p.length; i++) out[o + i]! += p[i]!;
  }
  return out;
}

/** Scaled so its loudest sample is `peak` (no clipping, effects about equally loud). */
export function normalize(samples: Float32Array, peak: number): Float32Array {
  const max = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  return max > 0 ? samples.map((v) => (v * peak) / max) : samples;
}

/**
 * A game's howler sprites into assets/games/<game>/: sfx.wav (the effects one after another, a
 * short gap between), music.wav (the loop) and sounds.json (the sprite maps, in ms).
 */
export function writeGameSounds(game: string, effects: Record<string, Float32Array>, music: Float32Array): void {
  const dir = join(process.cwd(), 'assets', 'games', game);
  mkdirSync(dir, { recursive: true });
  const sprite: Record<string, [number, number]> = {};
  const all = new Float32Array(Object.values(effects).reduce((n, s) => n + s.length + Math.round(SPRITE_GAP * SFX_RATE), 0));
  let at = 0;
  for (const [name, s] of Object.entries(effects)) {
    all.set(s, at);
    sprite[name] = [Math.round((at / SFX_RATE) * 1000), Math.round((s.length / SFX_RATE) * 1000)];
    at += s.length + Math.round(SPRITE_GAP * SFX_RATE);
  }
  const musicMs = Math.round((music.length / MUSIC_RATE) * 1000);
  writeFileSync(join(dir, 'sfx.wav'), wav(all, SFX_RATE));
  writeFileSync(join(dir, 'music.wav'), wav(music, MUSIC_RATE));
  writeFileSync(join(dir, 'sounds.json'), `${JSON.stringify({ sfx: sprite, music: { music: [0, musicMs, true] } }, null, 2)}\n`);
  console.log(`${game}: ${Object.keys(sprite).join(', ')}; music ${musicMs} ms`);
}

/** What a game's sound recipe (engines/games/<name>/<name>.sounds.ts) makes: named effects and a music loop. */
export interface GameSounds {
  sfx: Record<string, Float32Array>;
  music: Float32Array;
}

/** a tone whose frequency glides linearly from f0 to f1, with an attack/decay envelope (the letter games' effects) */
export function linearGlide(seconds: number, f0: number, f1: number, decay: number, shape: 'sine' | 'square' | 'tri' = 'sine', vol = 0.6): Float32Array {
  let phase = 0;
  return render(seconds, SFX_RATE, (t) => {
    const f = f0 + (f1 - f0) * Math.min(1, t / seconds);
    phase += (2 * Math.PI * f) / SFX_RATE;
    const env = Math.min(1, t / 0.006) * Math.exp(-t * decay);
    const s = Math.sin(phase);
    const wave = shape === 'sine' ? s : shape === 'square' ? Math.sign(s) * 0.5 : (2 / Math.PI) * Math.asin(s);
    return vol * env * wave;
  });
}

/**
 * The letter games' shared cues: a friendly low boop for a key no target shows, a rising arpeggio
 * for a new score multiplier, a little fanfare at the end of a round.
 */
export function letterGameCues(): { miss: Float32Array; combo: Float32Array; end: Float32Array } {
  const square = (s: number, seconds: number, decay: number, vol: number) => linearGlide(seconds, note(s + 3), note(s + 3), decay, 'square', vol);
  return {
    miss: linearGlide(0.2, 330, 200, 12, 'tri', 0.5),
    combo: mix(...[0, 4, 7, 12].map((s, i): [Float32Array, number] => [square(s, 0.16, 14, 0.22), i * 0.07])),
    end: mix(...[0, 4, 7, 12, 7, 12].map((s, i): [Float32Array, number] => [square(s, i === 5 ? 0.6 : 0.2, i === 5 ? 4 : 10, 0.2), i * 0.12])),
  };
}

/**
 * A looping tune: melody (square), bass (triangle) and a soft hi-hat, bar after bar. `melody`
 * holds semitones from A4 (null = rest), one per step; `bass` one per beat.
 */
export function tune(o: { bpm: number; stepsPerBeat: number; melody: (number | null)[]; bass: number[]; swing?: number }): Float32Array {
  const stepSec = 60 / o.bpm / o.stepsPerBeat;
  const total = o.melody.length * stepSec;
  const rnd = noise(5);
  const out = new Float32Array(Math.round(total * MUSIC_RATE));
  const beatSec = 60 / o.bpm;
  for (let i = 0; i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const step = Math.floor(t / stepSec);
    const inStep = t - step * stepSec;
    const m = o.melody[step];
    let s = 0;
    if (m !== null && m !== undefined) {
      const f = note(m);
      const env = Math.min(1, inStep / 0.01) * Math.exp(-inStep * 5);
      s += 0.16 * env * (Math.sin(2 * Math.PI * f * t) > 0 ? 1 : -1) * 0.6 + 0.12 * env * Math.sin(2 * Math.PI * f * t);
    }
    const beat = Math.floor(t / beatSec);
    const inBeat = t - beat * beatSec;
    const b = note(o.bass[beat % o.bass.length]! - 24);
    s += 0.22 * Math.exp(-inBeat * 3) * (2 / Math.PI) * Math.asin(Math.sin(2 * Math.PI * b * t));
    // hi-hat on the off-beat
    const off = inBeat - beatSec / 2;
    if (off >= 0) s += 0.05 * rnd() * Math.exp(-off * 60);
    // fade the loop's edges a hair so it joins without a click
    const edge = Math.min(1, t / 0.01, (total - t) / 0.01);
    out[i] = s * edge;
  }
  return out;
}
