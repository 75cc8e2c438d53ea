import type { VipGrade } from '../../../contract/vip';
import { gradeLength, isPermanent, perDay, yuan } from './vipPricing';
import styles from './GradeCard.module.css';

interface GradeCardProps {
  grade: VipGrade;
  selected: boolean;
  /** the expiry after buying it (expiryPreview) */
  preview: string;
  onSelect(): void;
}

/** One membership grade: the price with the old one crossed out, the cost a day, the new expiry. */
export function GradeCard({ grade, selected, preview, onSelect }: GradeCardProps) {
  const forever = isPermanent(grade.days);
  return (
    <button type="button" role="radio" aria-checked={selected} className={`${styles.card} ${selected ? styles.selected : ''}`} onClick={onSelect}>
      {forever && <span className={styles.ribbon}>最划算</span>}
      <span className={styles.name}>{grade.name}</span>
      <span className={styles.length}>{gradeLength(grade.days)}</span>
      <span className={styles.price}>
        <small>¥</small>
        {yuan(grade.discountMoney)}
      </span>
      {grade.originalMoney > grade.discountMoney && <s className={styles.was}>原价 ¥{yuan(grade.originalMoney)}</s>}
      <span className={styles.perDay}>{forever ? '一次开通，永久有效' : `每天只要 ¥${perDay(grade)}`}</span>
      <span className={styles.until}>{preview === '永久' ? '有效期：永久' : `有效期至 ${preview}`}</span>
    </button>
  );
}
