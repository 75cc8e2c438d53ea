/** ReportPage — being built. */
export default function ReportPage() {
  return <div className="page-pending">ReportPage</div>;
}
