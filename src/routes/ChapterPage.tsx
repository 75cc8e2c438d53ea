/** ChapterPage — being built. */
export default function ChapterPage() {
  return <div className="page-pending">ChapterPage</div>;
}
