import type { GameProp } from '../../../engines/core/game/types';

/** The three props (VIP, each once a round, engines/core/game/props.ts) as the UI names them; `does` tells a child what it is for. */
export const GAME_PROPS: { prop: GameProp; icon: string; label: string; tip: string; does: string }[] = [
  { prop: 'slow', icon: '🐢', label: '慢动作', tip: '8 秒里一切都变慢', does: '按一下，8 秒里所有东西都慢下来，让你有时间看清楚再按。' },
  { prop: 'life', icon: '❤', label: '加条命', tip: '多一条生命', does: '按一下，多一条生命，打错了也能接着玩。' },
  { prop: 'hint', icon: '💡', label: '提示', tip: '告诉你下一个该按哪个键', does: '按一下，屏幕上告诉你下一个该按哪个键。' },
];
