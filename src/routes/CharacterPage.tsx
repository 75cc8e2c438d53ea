/** CharacterPage — being built. */
export default function CharacterPage() {
  return <div className="page-pending">CharacterPage</div>;
}
