/** LessonPage — being built. */
export default function LessonPage() {
  return <div className="page-pending">LessonPage</div>;
}
