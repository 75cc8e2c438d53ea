/** SignInPage — being built. */
export default function SignInPage() {
  return <div className="page-pending">SignInPage</div>;
}
