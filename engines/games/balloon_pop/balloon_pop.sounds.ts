/**
 * 气球's sounds, synthesised (no downloads, no samples) as howler sound sprites in
 * assets/games/balloon_pop/: sfx.wav (short effects one after another), music.wav (a looping tune) and
 * sounds.json (the sprite maps, in ms). Deterministic: reruns give the same files.
 * `npm run sounds:games` (scripts/makeGameSounds.ts) runs it; the output is committed.
 */
import { SFX_RATE, letterGameCues, linearGlide, mix, noise, render, tune, type GameSounds } from '../../../scripts/synth';

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
  return mix([burst, 0], [linearGlide(0.08, 900, 1500, 35, 'sine', 0.3), 0]);
}

/** a whistle floating up: a balloon gets away */
const floatAway = () => linearGlide(0.45, 500, 1400, 5, 'sine', 0.35);

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

export default function sounds(): GameSounds {
  const { miss, combo, end } = letterGameCues();
  return { sfx: { pop: pop(), miss, escape: floatAway(), combo, end }, music: tune({ bpm: 120, stepsPerBeat: 2, melody: balloonMelody, bass: balloonBass }) };
}
