/** AuthRedirectPage — being built. */
export default function AuthRedirectPage() {
  return <div className="page-pending">AuthRedirectPage</div>;
}
