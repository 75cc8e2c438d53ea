/** CoursePage — being built. */
export default function CoursePage() {
  return <div className="page-pending">CoursePage</div>;
}
