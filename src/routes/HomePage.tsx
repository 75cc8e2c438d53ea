/** HomePage — being built. */
export default function HomePage() {
  return <div className="page-pending">HomePage</div>;
}
