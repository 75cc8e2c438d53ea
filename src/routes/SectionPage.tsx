/** SectionPage — being built. */
export default function SectionPage() {
  return <div className="page-pending">SectionPage</div>;
}
