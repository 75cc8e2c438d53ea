import type { GameProp } from '../../../engines/core/game/types';

/** The three props (VIP, each once a round, engines/core/game/props.ts) as the UI names them. */
export const GAME_PROPS: { prop: GameProp; icon: string; label: string; tip: string }[] = [
  { prop: 'slow', icon: '🐢', label: '慢动作', tip: '8 秒里一切都变慢' },
  { prop: 'life', icon: '❤', label: '加条命', tip: '多一条生命' },
  { prop: 'hint', icon: '💡', label: '提示', tip: '告诉你下一个该按哪个键' },
];
