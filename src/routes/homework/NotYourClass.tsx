import { Link } from 'wouter';

/** What a page of a class's homework shows to someone who is not its teacher (or when it failed to open). */
export function NotYourClass({ what }: { what: string }) {
  return (
    <div className="page">
      <section className="card">
        <h1>{what}打不开</h1>
        <p>只有这个班级的老师可以看{what}。如果您是老师，请从自己的班级进入。</p>
        <Link to="/group" className="btn btn-sky">回到群组</Link>
      </section>
    </div>
  );
}
