import styles from './Tabs.module.css';

interface TabsProps<K extends string> {
  tabs: { key: NoInfer<K>; label: string }[];
  value: K;
  onChange: (key: NoInfer<K>) => void;
  label: string;
}

/** Pill-shaped tabs (login methods, keyboard and number pad). */
export function Tabs<K extends string>({ tabs, value, onChange, label }: TabsProps<K>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === value}
          className={`${styles.tab} ${t.key === value ? styles.active : ''}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
