/** GroupPage — being built. */
export default function GroupPage() {
  return <div className="page-pending">GroupPage</div>;
}
