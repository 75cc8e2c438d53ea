import type { SnapshotFrom } from 'xstate';
import type { NextKey } from '../../core/types';
import type { GameHud, GameOutcome } from '../../core/game/types';
import { expectedLetter, leadStartOf, PAD_SPAN, surfacedBy } from './frog_river.logic';
import type { frogRiverMachine } from './frog_river.machine';
import type { FrogRiverContext, RiverWord } from './frog_river.types';
import { gameOutcome, livesGameHud } from '../../core/game/gameSelectors';

export type FrogRiverSnapshot = SnapshotFrom<typeof frogRiverMachine>;

/**
 * Where pad `pad` of a word is at `now`, across the river: 0 at the upstream edge, 1 at the
 * downstream edge (the first pad reaches 1 at escapeAt). Pads float at the speed of their wave.
 */
export function padPositionOf(word: RiverWord, pad: number, now: number): number {
  const lead = leadStartOf(word.pads.length);
  const t = Math.max(0, now - word.spawnAt) / Math.max(1, word.escapeAt - word.spawnAt);
  return lead + t * (1 - lead) - pad * PAD_SPAN;
}

/** Words on the river at `now` (surfaced and not yet over), oldest first. */
export function wordsOnRiver(context: FrogRiverContext): RiverWord[] {
  return context.words.slice(context.head, surfacedBy(context.words, context.now)).filter((w) => w.fate === 'drifting');
}

/** The wave now on the river (0-based), and how many there are (null in classic mode: no end). */
export function waveOf(context: FrogRiverContext): { wave: number; waves: number | null } {
  const surfaced = surfacedBy(context.words, context.now);
  return { wave: surfaced > 0 ? context.words[surfaced - 1]!.wave : 0, waves: context.classic ? null : context.level.waves.length };
}

/** How long a pad takes to cross the river now (the pace of the newest word on it). */
export function driftNowOf(context: FrogRiverContext): number {
  const surfaced = surfacedBy(context.words, context.now);
  return context.words[Math.max(0, surfaced - 1)]?.driftMs ?? context.level.waves[0]!.driftMs;
}

export function hud(snapshot: FrogRiverSnapshot): GameHud {
  return livesGameHud(snapshot.context, () => nextKey(snapshot)?.key ?? null);
}

export const outcome: (snapshot: FrogRiverSnapshot) => GameOutcome | null = gameOutcome;

/** The next letter of the leading word's pinyin (ü as v), or null while no pad is on the river. */
export function nextKey(snapshot: FrogRiverSnapshot): NextKey | null {
  if (snapshot.status === 'done') return null;
  const letter = expectedLetter(snapshot.context);
  return letter ? { key: letter } : null;
}

