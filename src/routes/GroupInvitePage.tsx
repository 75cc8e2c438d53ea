import { ComingSoon } from '../ui/ComingSoon';

/** 群组邀请 — built in a later issue; until then a friendly notice with a way back. */
export default function GroupInvitePage() {
  return <ComingSoon name="群组邀请" icon="mail" promise="收到老师的邀请后，就能在这里一键加入班级啦。" back={{ to: '/course', label: '返回课程' }} />;
}
