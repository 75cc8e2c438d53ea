import type { VideoActivity } from '../../contract/levels';

export interface VideoInput {
  activity: Pick<VideoActivity, 'steps'>;
}

/** Within a step: the caption alone, then each key, then a short rest before the next step. */
export type VideoPhase = 'caption' | 'key' | 'gap';

export interface VideoStep {
  caption: string;
  /** the demonstrated characters, one a key press (' ' is the space bar) */
  keys: string[];
}

export interface VideoContext {
  /** kept so session.restart can rebuild a clean context */
  activity: VideoInput['activity'];
  steps: VideoStep[];
  /** current step; steps.length once the demonstration is over */
  step: number;
  /** key being demonstrated in the 'key' phase */
  key: number;
  phase: VideoPhase;
  /** time spent in the current phase */
  phaseMs: number;
  /** playing time so far (paused time never advances it: ticks are ignored while paused) */
  elapsedMs: number;
}
