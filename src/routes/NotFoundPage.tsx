/** NotFoundPage — being built. */
export default function NotFoundPage() {
  return <div className="page-pending">NotFoundPage</div>;
}
