/** AgreementPage — being built. */
export default function AgreementPage() {
  return <div className="page-pending">AgreementPage</div>;
}
