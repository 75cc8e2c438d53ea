import { printedCode, printedDay, type Certificate } from '../../../contract/certificates';
import styles from './Certificate.module.css';

/** A certificate's printed words as big text (what the verify page confirms; legible on a phone). */
export function FigureList({ certificate: c }: { certificate: Certificate }) {
  const rows = [{ label: '获奖人', value: c.roleName }, { label: '成就', value: c.title }, ...c.figures, { label: '日期', value: printedDay(c.achievedOn) }, { label: '编号', value: printedCode(c.code) }];
  return (
    <dl className={styles.facts} data-testid="certificate-facts">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
