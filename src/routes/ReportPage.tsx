import { ComingSoon } from '../ui/ComingSoon';

/** 成绩报告 — built in a later issue; until then a friendly notice with a way back. */
export default function ReportPage() {
  return <ComingSoon name="成绩报告" icon="chart" promise="打字速度、正确率、每个按键练得怎么样，都会画成图表给你和爸爸妈妈看。" back={{ to: '/course', label: '返回课程' }} />;
}
