/**
 * 小鱼吐泡泡's sounds, synthesised (no downloads, no samples) as howler sound sprites in
 * assets/games/fish_bubble/: sfx.wav (short effects one after another), music.wav (a looping tune) and
 * sounds.json (the sprite maps, in ms). Deterministic: reruns give the same files.
 * `npm run sounds:games` (scripts/makeGameSounds.ts) runs it; the output is committed.
 */
import { letterGameCues, linearGlide, mix, tune, type GameSounds } from '../../../scripts/synth';

/** a bubble pop: a quick watery "bloop" rising, with a tiny high plink */
const pop = () => mix([linearGlide(0.12, 380, 1300, 22, 'sine', 0.7), 0], [linearGlide(0.06, 2100, 2500, 40, 'sine', 0.25), 0.05]);
/** a bubble breaking at the surface: two soft falling plops */
const surface = () => mix([linearGlide(0.1, 900, 500, 25, 'sine', 0.35), 0], [linearGlide(0.1, 700, 380, 25, 'sine', 0.3), 0.09]);

// G major, gently rocking (小鱼吐泡泡): 8 bars of 3 beats × 2 steps at 108 bpm
const G = -2; // G4
const seaMelody: (number | null)[] = [
  G + 12, null, G + 16, G + 14, G + 12, null,
  G + 9, null, G + 7, null, G + 9, null,
  G + 11, null, G + 14, G + 12, G + 11, null,
  G + 9, null, null, null, G + 7, null,
  G + 12, null, G + 16, G + 19, G + 16, null,
  G + 14, null, G + 12, null, G + 11, null,
  G + 9, G + 11, G + 12, null, G + 14, null,
  G + 12, null, null, null, null, null,
];
const seaBass = [G, G + 7, G + 7, G + 5, G + 9, G + 9, G + 2, G + 7, G + 7, G + 2, G + 7, G + 7, G, G + 7, G + 7, G + 5, G + 9, G + 9, G + 2, G + 7, G + 7, G, G + 7, G + 12];

export default function sounds(): GameSounds {
  const { miss, combo, end } = letterGameCues();
  return { sfx: { pop: pop(), miss, escape: surface(), combo, end }, music: tune({ bpm: 108, stepsPerBeat: 2, melody: seaMelody, bass: seaBass }) };
}
