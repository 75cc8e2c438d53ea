import styles from './ChapterHeader.module.css';

/** A big labelled on/off switch for the chapter header. */
export function HeaderSwitch(props: { label: string; on: boolean; onChange(on: boolean): void; note?: string; testId?: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.on}
      className={`${styles.switch} ${props.on ? styles.on : ''}`}
      onClick={() => props.onChange(!props.on)}
      title={props.note}
      data-testid={props.testId}
    >
      <span className={styles.knob} aria-hidden />
      <span>{props.label}</span>
      {props.note && <small className={styles.note}>{props.note}</small>}
    </button>
  );
}
