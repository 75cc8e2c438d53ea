import type { CharStatus } from '../sequence/keySequence.types';
import type { ThemeName } from '../types';

/** Colours of the typing scenes. Status colours stay the same in every theme: children learn them. */
export interface ScenePalette {
  status: Record<CharStatus, number>;
  paper: number;
  paperEdge: number;
  band: number;
  cursor: number;
  cursorError: number;
}

const STATUS: Record<CharStatus, number> = {
  typed: 0x2f9e44, // green: right first time
  corrected: 0xf08c00, // orange: right after a mistake
  current: 0x1c2833, // dark on the cursor block
  error: 0xe03131, // red until typed right
  pending: 0xadb5bd, // grey: still to come
};

const BASE: ScenePalette = {
  status: STATUS,
  paper: 0xffffff,
  paperEdge: 0xdee2e6,
  band: 0xe7f5ff,
  cursor: 0xffe066,
  cursorError: 0xffc9c9,
};

const THEMES: Partial<Record<ThemeName, Partial<ScenePalette>>> = {
  cartoon: { paper: 0xfffbea, paperEdge: 0xffd43b, band: 0xfff3bf },
  classic: { paper: 0xfbf7ef, paperEdge: 0xd6c7a1, band: 0xf1e9d6 },
  colorful: { band: 0xf3f0ff, cursor: 0x99e9f2 },
  glass: { paper: 0xf8fbff, paperEdge: 0xc5dcf5, band: 0xe3f0ff },
  wobbly: { paper: 0xfff5f7, paperEdge: 0xfcc2d7, band: 0xffe3ec },
};

export function paletteOf(theme: ThemeName): ScenePalette {
  return { ...BASE, ...THEMES[theme] };
}
