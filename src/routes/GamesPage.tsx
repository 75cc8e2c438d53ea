import { ComingSoon } from '../ui/ComingSoon';

/** 打字游戏 — built in a later issue; until then a friendly notice with a way back. */
export default function GamesPage() {
  return <ComingSoon name="打字游戏" icon="gamepad" promise="打地鼠、保卫星球、字母赛车……一大波打字游戏正在赶来。" back={{ to: '/', label: '回到首页' }} />;
}
