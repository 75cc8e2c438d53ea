/**
 * 太空大战's sounds, synthesised (no downloads, no samples) as howler sound sprites:
 * assets/games/space_war/sfx.wav (short effects one after another), music.wav (a looping tune)
 * and sounds.json (the sprite maps, in ms). Deterministic: reruns give the same files.
 * `npm run sounds:games` (scripts/makeGameSounds.ts) runs it; the output is committed.
 */
import { noise, note, render, SFX_RATE, MUSIC_RATE, glide, mix, normalize, type GameSounds } from '../../../scripts/synth';

/** pew: a laser bolt */
const laser = () => mix([glide(0.13, 1800, 380, 18, 'square', 0.32), 0], [glide(0.1, 2600, 900, 30, 'sine', 0.2), 0]);

/** boom: a saucer bursts (low-passed noise and a falling thump) */
function boom(): Float32Array {
  const rnd = noise(31);
  let low = 0;
  const rumble = render(0.6, SFX_RATE, (t) => {
    low += (rnd() - low) * (0.25 - 0.2 * Math.min(1, t / 0.6));
    return 1.4 * low * Math.exp(-t * 6);
  });
  return mix([rumble, 0], [glide(0.35, 160, 40, 8, 'sine', 0.7), 0], [glide(0.25, 900, 1400, 12, 'tri', 0.12), 0.05]);
}

/** a soft boop: a letter no ship wants */
const miss = () => glide(0.18, 300, 200, 14, 'tri', 0.5);
/** blip-blip: a ship is locked */
const lock = () => mix([glide(0.05, 1320, 1320, 30, 'square', 0.18), 0], [glide(0.06, 1760, 1760, 30, 'square', 0.18), 0.06]);
/** wah-wah and a rumble: a ship reached the planet */
function alarm(): Float32Array {
  const rnd = noise(47);
  let low = 0;
  const rumble = render(0.4, SFX_RATE, (t) => {
    low += (rnd() - low) * 0.08;
    return 1.6 * low * Math.exp(-t * 7);
  });
  return mix([glide(0.2, 520, 390, 5, 'saw', 0.45), 0], [glide(0.3, 390, 260, 5, 'saw', 0.45), 0.2], [rumble, 0]);
}
/** a rising whoosh: a new wave */
const waveSweep = () => mix([glide(0.6, 220, 1100, 2.5, 'tri', 0.35), 0], [glide(0.6, 330, 1650, 3, 'sine', 0.15), 0.02]);
/** a little fanfare at the end of a round */
const end = () => mix(...[0, 3, 7, 12, 7, 12].map((s, i) => [glide(i === 5 ? 0.6 : 0.2, note(s + 3), note(s + 3), i === 5 ? 4 : 10, 'square', 0.2), i * 0.12] as [Float32Array, number]));

/** a spacey loop in A minor: 16th-note arpeggios over a pulsing bass, 4 bars at 112 bpm */
function music(): Float32Array {
  const bpm = 112;
  const step = 60 / bpm / 4;
  // chords (semitones from A4): Am, F, C, G — twice
  const chords = [[-12, -9, -5], [-16, -12, -9], [-9, -5, -2], [-14, -10, -7]];
  const bars = 4;
  const total = bars * 16 * step;
  const rnd = noise(9);
  return render(total, MUSIC_RATE, (t) => {
    const i = Math.floor(t / step);
    const inStep = t - i * step;
    const chord = chords[Math.floor(i / 16) % chords.length]!;
    const arp = [0, 1, 2, 1, 2, 0, 1, 2][i % 8]!;
    const octave = i % 16 >= 8 ? 12 : 0;
    const f = note(chord[arp]! + 12 + octave);
    let s = 0.11 * Math.exp(-inStep * 9) * Math.min(1, inStep / 0.004) * ((2 / Math.PI) * Math.asin(Math.sin(2 * Math.PI * f * t)));
    s += 0.05 * Math.exp(-inStep * 6) * Math.sin(2 * Math.PI * f * 2.01 * t);
    const beat = Math.floor(i / 4);
    const inBeat = t - beat * 4 * step;
    const b = note(chord[0]! - 12);
    s += 0.2 * Math.exp(-inBeat * 4) * Math.sin(2 * Math.PI * b * t) + 0.06 * Math.exp(-inBeat * 4) * Math.sign(Math.sin(2 * Math.PI * b * t));
    if (i % 4 === 2) s += 0.035 * rnd() * Math.exp(-inStep * 70);
    const edge = Math.min(1, t / 0.01, (total - t) / 0.01);
    return s * edge;
  });
}

export default function sounds(): GameSounds {
  const sfx: Record<string, Float32Array> = Object.fromEntries(
    Object.entries({ laser: laser(), boom: boom(), miss: miss(), lock: lock(), alarm: alarm(), wave: waveSweep(), end: end() }).map(([k, v]) => [k, normalize(v, k === 'lock' || k === 'laser' ? 0.6 : 0.85)]),
  );
  return { sfx, music: normalize(music(), 0.75) };
}
