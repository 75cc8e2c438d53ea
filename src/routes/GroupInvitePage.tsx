/** GroupInvitePage — being built. */
export default function GroupInvitePage() {
  return <div className="page-pending">GroupInvitePage</div>;
}
