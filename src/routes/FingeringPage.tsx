/** FingeringPage — being built. */
export default function FingeringPage() {
  return <div className="page-pending">FingeringPage</div>;
}
