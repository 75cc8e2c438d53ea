/** GamesPage — being built. */
export default function GamesPage() {
  return <div className="page-pending">GamesPage</div>;
}
