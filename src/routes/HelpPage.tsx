/** HelpPage — being built. */
export default function HelpPage() {
  return <div className="page-pending">HelpPage</div>;
}
