import { ComingSoon } from '../ui/ComingSoon';

/** 游戏关卡 — built in a later issue; until then a friendly notice with a way back. */
export default function GameLevelPage() {
  return <ComingSoon name="游戏关卡" icon="star" promise="每一关都有新的挑战，闯关成功还能拿星星。" back={{ to: '/games', label: '返回游戏' }} />;
}
