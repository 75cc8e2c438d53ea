import { strokeFor, type KeyStroke } from '../../engines/keys';
import type { StagePolicy } from './stageHost';

export type LookupBoard = 'standard' | 'numpad';

/**
 * The fingering lookup on the stage host (src/overlays/FingeringDialog.tsx): the board alone, no
 * engine, drawn by the ticker at full quality. A key on the real keyboard is named (the number pad
 * tab hears only digits, . / * - + and Enter): `onKey` gets its stroke and the character typed.
 */
export function lookupPolicy(board: LookupBoard, onKey: (stroke: KeyStroke | null, typed: string) => void): StagePolicy {
  return {
    input: board === 'numpad' ? 'numpad' : 'keys',
    board,
    boardOnly: true,
    drawing: 'plain',
    start: () => null,
    onInput(e) {
      if (e.type !== 'input.key') return;
      onKey(board === 'numpad' ? strokeFor(e.code, 'numpad') : (strokeFor(e.key) ?? strokeFor(e.code)), e.key);
    },
  };
}
