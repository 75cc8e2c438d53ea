import { ComingSoon } from '../ui/ComingSoon';

/** 群组 — built in a later issue; until then a friendly notice with a way back. */
export default function GroupPage() {
  return <ComingSoon name="群组" icon="group" promise="老师可以在这里建班级，小朋友可以加入班级，和同学一起比比谁打得又快又准。" back={{ to: '/', label: '回到首页' }} />;
}
