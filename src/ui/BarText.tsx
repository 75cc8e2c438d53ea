import { barText, type HomeworkBar } from '../../contract/homework';

/** The homework bar in words (达标：至少 1 颗星，正确率至少 70%), each clause kept whole when the line wraps on a phone. */
export function BarText({ bar }: { bar: HomeworkBar }) {
  const clauses = barText(bar).split('，');
  return (
    <>
      {clauses.map((c, i) => (
        <span key={c} style={{ display: 'inline-block' }}>
          {c}
          {i < clauses.length - 1 && '，'}
        </span>
      ))}
    </>
  );
}
