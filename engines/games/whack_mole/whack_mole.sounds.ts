/**
 * 打地鼠's sounds, synthesised (no downloads, no samples) as howler sound sprites in
 * assets/games/whack_mole/: sfx.wav (short effects one after another), music.wav (a looping tune) and
 * sounds.json (the sprite maps, in ms). Deterministic: reruns give the same files.
 * `npm run sounds:games` (scripts/makeGameSounds.ts) runs it; the output is committed.
 */
import { SFX_RATE, letterGameCues, linearGlide, mix, noise, render, tune, type GameSounds } from '../../../scripts/synth';

/** a bonk: a low thud with a wooden knock on top */
function whack(): Float32Array {
  const rnd = noise(11);
  let low = 0;
  const knock = render(0.16, SFX_RATE, (t) => {
    low += (rnd() - low) * 0.35;
    return 0.7 * low * Math.exp(-t * 40);
  });
  return mix([linearGlide(0.22, 220, 70, 14, 'sine', 0.8), 0], [knock, 0], [linearGlide(0.12, 1200, 900, 30, 'tri', 0.25), 0.01]);
}

/** a cheeky up-down chirp: a mole ducks away */
const escape = () => mix([linearGlide(0.09, 700, 1000, 20, 'sine', 0.35), 0], [linearGlide(0.12, 1000, 600, 18, 'sine', 0.35), 0.1]);

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

export default function sounds(): GameSounds {
  const { miss, combo, end } = letterGameCues();
  return { sfx: { whack: whack(), miss, escape: escape(), combo, end }, music: tune({ bpm: 132, stepsPerBeat: 2, melody: moleMelody, bass: moleBass }) };
}
