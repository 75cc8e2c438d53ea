import { ComingSoon } from '../ui/ComingSoon';

/** 学习积分 — built in a later issue; until then a friendly notice with a way back. */
export default function CoinPage() {
  return <ComingSoon name="学习积分" icon="coin" promise="完成练习、每天打卡都能攒积分，这里会记下你每一笔积分。" back={{ to: '/course', label: '返回课程' }} />;
}
