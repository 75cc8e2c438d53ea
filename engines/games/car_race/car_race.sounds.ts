/**
 * 赛车's sounds, synthesised (no downloads, no samples) as howler sound sprites:
 * assets/games/car_race/sfx.wav (short effects one after another), music.wav (a looping tune)
 * and sounds.json (the sprite maps, in ms). Deterministic: reruns give the same files.
 * `npm run sounds:games` (scripts/makeGameSounds.ts) runs it; the output is committed.
 */
import { noise, note, render, SFX_RATE, MUSIC_RATE, glide, mix, normalize, type GameSounds } from '../../../scripts/synth';

/** a short engine rev: a right character */
const tap = () => mix([glide(0.12, 110, 170, 14, 'saw', 0.5), 0], [glide(0.08, 900, 1300, 40, 'tri', 0.15), 0]);
/** a tyre squeak and a honk: a wrong character */
const miss = () => mix([glide(0.16, 330, 300, 8, 'square', 0.4), 0], [glide(0.16, 415, 380, 8, 'square', 0.3), 0]);
/** the countdown light */
const beep = () => glide(0.2, note(3), note(3), 6, 'square', 0.35);
/** green light: a higher beep and an engine roar */
function go(): Float32Array {
  const rnd = noise(5);
  let low = 0;
  const roar = render(0.7, SFX_RATE, (t) => {
    low += (rnd() - low) * 0.12;
    return 1.2 * low * Math.exp(-t * 3);
  });
  return mix([glide(0.35, note(15), note(15), 4, 'square', 0.35), 0], [glide(0.7, 80, 260, 2.5, 'saw', 0.45), 0.05], [roar, 0.05]);
}
/** a whoosh upward: the combo boost */
const boost = () => mix([glide(0.45, 200, 1200, 3, 'saw', 0.3), 0], [glide(0.45, 300, 1800, 4, 'sine', 0.2), 0.03]);
/** a bell: a pace car crosses the line */
const flag = () => mix([glide(0.5, note(19), note(19), 6, 'sine', 0.4), 0], [glide(0.5, note(26), note(26), 8, 'sine', 0.2), 0]);
/** a fanfare: 1st place */
const win = () => mix(...[0, 4, 7, 12, 7, 12, 16].map((s, i) => [glide(i === 6 ? 0.7 : 0.18, note(s + 3), note(s + 3), i === 6 ? 3 : 9, 'square', 0.22), i * 0.13] as [Float32Array, number]));
/** a friendly three-note end: 2nd or 3rd place, or time up */
const end = () => mix(...[7, 4, 0].map((s, i) => [glide(0.35, note(s + 3), note(s + 3), 5, 'tri', 0.4), i * 0.18] as [Float32Array, number]));

/** a bouncy racing loop in C major: 8th-note bass and a little riff, 4 bars at 140 bpm */
function music(): Float32Array {
  const step = 60 / 140 / 2;
  const roots = [-9, -4, -7, -2]; // C, F, D, G (from A4)
  const riff = [0, 4, 7, 12, 7, 4, 9, 7];
  const total = 4 * 8 * step;
  const rnd = noise(17);
  return render(total, MUSIC_RATE, (t) => {
    const i = Math.floor(t / step);
    const inStep = t - i * step;
    const root = roots[Math.floor(i / 8) % 4]!;
    const bass = note(root - 12);
    let s = 0.22 * Math.exp(-inStep * 5) * Math.sign(Math.sin(2 * Math.PI * bass * t)) * 0.5;
    const f = note(root + riff[i % 8]! + 12);
    s += 0.12 * Math.exp(-inStep * 7) * ((2 / Math.PI) * Math.asin(Math.sin(2 * Math.PI * f * t)));
    if (i % 2 === 1) s += 0.04 * rnd() * Math.exp(-inStep * 60);
    return s * Math.min(1, t / 0.01, (total - t) / 0.01);
  });
}

export default function sounds(): GameSounds {
  const sfx: Record<string, Float32Array> = Object.fromEntries(
    Object.entries({ tap: tap(), miss: miss(), beep: beep(), go: go(), boost: boost(), flag: flag(), win: win(), end: end() }).map(([k, v]) => [k, normalize(v, k === 'tap' ? 0.5 : 0.85)]),
  );
  return { sfx, music: normalize(music(), 0.7) };
}
