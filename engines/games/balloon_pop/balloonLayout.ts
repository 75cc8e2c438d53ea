import type { Target } from '../../core/game/letterTargets.logic';

export const BALLOON_COLOURS = [0xef5350, 0x42a5f5, 0x66bb6a, 0xffa726, 0xab47bc, 0xec407a, 0x26c6da, 0xffca28] as const;

export interface BalloonBox {
  width: number;
  height: number;
  lanes: number;
  /** a balloon's width */
  size: number;
}

/** The balloon size for a field: lanes side by side with room to sway, never tiny on a phone. Pure. */
export function balloonBox(width: number, height: number, lanes: number): BalloonBox {
  const size = Math.max(54, Math.min((width / lanes) * 0.78, height * 0.2, 130));
  return { width, height, lanes, size };
}

/**
 * Half the height of a balloon's letter with its outline, as a share of the balloon's width
 * (BalloonView: a 54-unit glyph box centred 2 units below the centre of a 100-unit balloon).
 */
export const LETTER_HALF = 0.32;

/**
 * Where a balloon is at `now`: it leaves from below the bottom edge at spawnAt and reaches the top
 * edge at endAt (when it escapes) with its letter still whole in the field, swaying a little in
 * its lane. A balloon is targetable exactly while it is live (spawnAt..endAt), so it must not rise
 * on under the HUD above the field with its letter out of sight while it can still be hit and
 * still costs a life when it escapes. A function of time. Pure.
 */
export function balloonPlace(t: Target, now: number, box: BalloonBox): { x: number; y: number } {
  const p = (now - t.spawnAt) / (t.endAt - t.spawnAt);
  const laneW = box.width / box.lanes;
  const sway = Math.sin((now - t.spawnAt) / 650 + t.id) * Math.min(laneW * 0.12, 14);
  const from = box.height + box.size * 0.7;
  const to = box.size * LETTER_HALF;
  const half = box.size / 2;
  const x = Math.min(box.width - half, Math.max(half, laneW * (t.slot + 0.5) + sway));
  return { x, y: from + (to - from) * p };
}
