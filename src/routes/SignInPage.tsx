import { ComingSoon } from '../ui/ComingSoon';

/** 打卡签到 — built in a later issue; until then a friendly notice with a way back. */
export default function SignInPage() {
  return <ComingSoon name="打卡签到" icon="calendar" promise="每天来打个卡，连续打卡还有额外的积分奖励哦。" back={{ to: '/course', label: '返回课程' }} />;
}
