import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { codeProblem, normaliseCode } from '../../../contract/certificates';
import styles from './CodeForm.module.css';

/**
 * A box to type a certificate's code from paper (lower case, spaces and dashes are fine) and 查验:
 * a well-formed code opens its verify page (/certificate/{code}); a malformed one is told what is
 * wrong right here, and nothing else happens.
 */
export function CodeForm({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = value.trim() === '' ? '请输入奖状上的编号' : codeProblem(value);
    setProblem(wrong);
    if (!wrong) navigate(`/certificate/${normaliseCode(value)}`);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="certificate-code-form">
      <label htmlFor={id} className={styles.label}>
        奖状编号
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`input ${styles.input}`}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          placeholder="例如 ABCDE-FGH23"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          autoFocus={autoFocus}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="btn btn-big">
          查验
        </button>
      </div>
      <p id={`${id}-hint`} className={problem ? styles.problem : styles.hint} role={problem ? 'alert' : undefined}>
        {problem ? problem.replace(/^奖状编号格式不对：/, '') : '编号在奖状左下角二维码旁：10 位字母和数字，大小写、空格都可以。'}
      </p>
    </form>
  );
}
