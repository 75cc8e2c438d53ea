/** GameLevelPage — being built. */
export default function GameLevelPage() {
  return <div className="page-pending">GameLevelPage</div>;
}
