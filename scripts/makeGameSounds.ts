/**
 * Generates every game's sounds as synthesised PCM (no downloads, no samples), as howler sound
 * sprites: assets/games/<game>/sfx.wav (short effects one after another), music.wav (a looping
 * tune) and sounds.json (the sprite maps, in ms), for each game of the registry
 * (engines/registry.ts, GAMES) from its recipe engines/games/<game>/<game>.sounds.ts.
 * Deterministic: reruns give the same files. Run with `npm run sounds:games`; the output is committed.
 */
import { existsSync } from 'node:fs';
import { GAMES } from '../engines/registry';
import { writeGameSounds, type GameSounds } from './synth';

for (const { name } of GAMES) {
  const recipe = `engines/games/${name}/${name}.sounds.ts`;
  if (!existsSync(recipe)) throw new Error(`${name} has no sound recipe: add ${recipe} (its default export makes the effects and the music)`);
  const { default: sounds } = (await import(`../${recipe}`)) as { default: () => GameSounds };
  const { sfx, music } = sounds();
  writeGameSounds(name, sfx, music);
}
