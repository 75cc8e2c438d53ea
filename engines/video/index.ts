import type { AnyActorRef } from 'xstate';
import type { ChapterEngineDefinition, SceneOptions } from '../core/types';
import { videoMachine } from './video.machine';
import { nextKeyOf, statsOf } from './video.selectors';
import { VideoScene } from './VideoScene';

/**
 * video: a demonstration lesson; the host's keyboard and hands follow nextKey as the timeline plays.
 * Each step: caption alone (CAPTION_MS), each key KEY_MS with key.correct at its press, a GAP_MS
 * rest. item.started {index, text: caption} per step (read-along may speak it). session.pause /
 * session.resume are the page's pause and play buttons; session.restart replays from the start.
 */
const video: ChapterEngineDefinition<typeof videoMachine> = {
  kind: 'chapter',
  name: 'video',
  machine: videoMachine,
  input: 'none',
  ticks: true,
  // the hands are the lesson itself, so no switch to hide them
  fingerHintSwitch: false,
  pinyinSwitches: false,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new VideoScene(actor, options),
  nextKey: (snapshot) => nextKeyOf(snapshot),
  stats: (snapshot) => statsOf(snapshot.context),
  result: (snapshot) => (snapshot.status === 'done' ? snapshot.output : null),
};

export default video;
