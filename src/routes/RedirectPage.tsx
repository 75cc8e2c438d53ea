/** RedirectPage — being built. */
export default function RedirectPage() {
  return <div className="page-pending">RedirectPage</div>;
}
