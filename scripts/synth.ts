/**
 * What the sound scripts share (makeSounds, makeGameSounds, makeSpaceWarSounds): 16-bit mono WAV
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
