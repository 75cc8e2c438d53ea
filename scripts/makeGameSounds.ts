/**
 * Generates each letter game's sounds as synthesised PCM (no downloads, no samples), as howler
 * sound sprites: assets/games/<game>/sfx.wav (short effects one after another), music.wav (a
 * looping tune) and sounds.json (the sprite maps, in ms). Deterministic: reruns give the same
 * files. Run with `npm run sounds:games`; the output is committed.
 */
import { MUSIC_RATE, SFX_RATE, mix, noise, note, render, writeGameSounds } from './synth';

/** a tone whose frequency glides from f0 to f1, with an attack/decay envelope */
function glide(seconds: number, f0: number, f1: number, decay: number, shape: 'sine' | 'square' | 'tri' = 'sine', vol = 0.6): Float32Array {
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

/** a bonk: a low thud with a wooden knock on top */
function whack(): Float32Array {
  const rnd = noise(11);
  let low = 0;
  const knock = render(0.16, SFX_RATE, (t) => {
    low += (rnd() - low) * 0.35;
    return 0.7 * low * Math.exp(-t * 40);
  });
  return mix([glide(0.22, 220, 70, 14, 'sine', 0.8), 0], [knock, 0], [glide(0.12, 1200, 900, 30, 'tri', 0.25), 0.01]);
}

/** a balloon pop: a bright noise burst */
function pop(): Float32Array {
  const rnd = noise(23);
  let hp = 0;
  let prev = 0;
  const burst = render(0.14, SFX_RATE, (t) => {
    const n = rnd();
    hp = 0.7 * (hp + n - prev);
    prev = n;
    return 0.9 * hp * Math.exp(-t * 45);
  });
  return mix([burst, 0], [glide(0.08, 900, 1500, 35, 'sine', 0.3), 0]);
}

/** a friendly low boop for a key no target shows */
const miss = () => glide(0.2, 330, 200, 12, 'tri', 0.5);
/** a cheeky up-down chirp: a mole ducks away */
const escape = () => mix([glide(0.09, 700, 1000, 20, 'sine', 0.35), 0], [glide(0.12, 1000, 600, 18, 'sine', 0.35), 0.1]);
/** a whistle floating up: a balloon gets away */
const floatAway = () => glide(0.45, 500, 1400, 5, 'sine', 0.35);
/** a rising arpeggio for a new combo multiplier */
const combo = () => mix(...[0, 4, 7, 12].map((s, i) => [glide(0.16, note(s + 3), note(s + 3), 14, 'square', 0.22), i * 0.07] as [Float32Array, number]));
/** a little fanfare at the end of a round */
const end = () => mix(...[0, 4, 7, 12, 7, 12].map((s, i) => [glide(i === 5 ? 0.6 : 0.2, note(s + 3), note(s + 3), i === 5 ? 4 : 10, 'square', 0.2), i * 0.12] as [Float32Array, number]));

/**
 * A looping tune: melody (square), bass (triangle) and a soft hi-hat, bar after bar. `melody`
 * holds semitones from A4 (null = rest), one per step; `bass` one per beat.
 */
function tune(o: { bpm: number; stepsPerBeat: number; melody: (number | null)[]; bass: number[]; swing?: number }): Float32Array {
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

// C major, bouncy (打地鼠): 8 bars of 8 eighth-note steps at 132 bpm
const C = 3; // C5 is 3 semitones above A4
const moleMelody: (number | null)[] = [
  C, null, C + 4, C + 7, C + 9, C + 7, C + 4, null,
  C + 2, null, C + 5, C + 9, C + 7, null, C + 4, null,
  C, null, C + 4, C + 7, C + 12, C + 9, C + 7, null,
  C + 5, C + 4, C + 2, null, C, null, null, null,
  C + 7, null, C + 9, C + 7, C + 4, null, C + 2, C + 4,
  C + 5, null, C + 9, null, C + 7, C + 5, C + 4, null,
  C + 4, C + 7, C + 12, null, C + 11, C + 9, C + 7, null,
  C + 2, null, C + 7, null, C, null, null, null,
];
const moleBass = [C, C + 7, C + 5, C + 7, C, C + 7, C + 5, C + 7, C + 2, C + 7, C + 5, C + 7, C, C + 7, C + 7, C].map((n) => n - 12);

// F major waltz (气球): 8 bars of 3 beats × 2 steps at 120 bpm, floaty
const F = -4; // F4
const balloonMelody: (number | null)[] = [
  F + 12, null, F + 16, null, F + 19, null,
  F + 21, null, F + 19, null, F + 16, null,
  F + 14, null, F + 17, null, F + 21, null,
  F + 19, null, null, null, F + 16, null,
  F + 12, null, F + 16, null, F + 19, null,
  F + 24, null, F + 21, null, F + 19, null,
  F + 17, null, F + 16, null, F + 14, null,
  F + 12, null, null, null, null, null,
];
const balloonBass = [F, F + 7, F + 7, F + 5, F + 9, F + 9, F + 2, F + 5, F + 5, F + 7, F + 7, F + 7, F, F + 7, F + 7, F + 5, F + 9, F + 9, F + 7, F + 7, F + 7, F, F + 4, F + 7];

interface GameSounds {
  sfx: Record<string, Float32Array>;
  music: Float32Array;
}

const GAMES: Record<string, () => GameSounds> = {
  whack_mole: () => ({ sfx: { whack: whack(), miss: miss(), escape: escape(), combo: combo(), end: end() }, music: tune({ bpm: 132, stepsPerBeat: 2, melody: moleMelody, bass: moleBass }) }),
  balloon_pop: () => ({ sfx: { pop: pop(), miss: miss(), escape: floatAway(), combo: combo(), end: end() }, music: tune({ bpm: 120, stepsPerBeat: 2, melody: balloonMelody, bass: balloonBass }) }),
};

for (const [game, make] of Object.entries(GAMES)) {
  const { sfx, music } = make();
  writeGameSounds(game, sfx, music);
}
