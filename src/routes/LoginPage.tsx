/** LoginPage — being built. */
export default function LoginPage() {
  return <div className="page-pending">LoginPage</div>;
}
