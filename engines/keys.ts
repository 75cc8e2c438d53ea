/**
 * The keyboard's pure facts pages show without an engine (the touch keyboard, the key heat map, the
 * fingering lookup's caption and theme swatches, the game HUD's combo words). A door of its own
 * beside engines/registry.ts so the registry, which the first page loads, stays light: pages import
 * these here, never from engines/core (lint: srcEngineDoors).
 */
export { keyForChar, keyForCode, keyLabel, strokeFor, STANDARD_KEYS, type KeyDef, type KeyStroke } from './core/keyboard';
export { NUMPAD_CHARS, keysEvent, numpadEvent } from './core/input';
export { layoutKeys } from './core/view/keyLayout';
export { FINGER_COLORS, KEYBOARD_THEMES, mix } from './core/view/themes';
export { comboHudText } from './core/game/comboWords';
