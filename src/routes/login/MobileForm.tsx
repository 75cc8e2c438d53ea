import { useState, type FormEvent } from 'react';
import { mobileSchema, codeSchema } from '../../../contract/auth';
import { CODE_RESEND_SECONDS } from '../../../contract/constants';
import { Messages } from '../../../contract/envelope';
import { sendVerificationCode } from '../../api/auth';
import { loginByMobile } from '../../state/session';
import { toast } from '../../state/toasts';
import { useCountdown } from '../../ui/useCountdown';
import styles from '../LoginPage.module.css';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? '' : (r.error?.issues[0]?.message ?? ''));

/** 手机号登录: mobile + SMS code; the first login registers the account. */
export function MobileForm({ onDone }: { onDone(): void }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState({ mobile: '', code: '' });
  const [left, start] = useCountdown();
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    const mobileError = firstError(mobileSchema.safeParse(mobile));
    setErrors((e) => ({ ...e, mobile: mobileError }));
    if (mobileError) return;
    start(CODE_RESEND_SECONDS);
    try {
      await sendVerificationCode(mobile.trim());
      toast.success(Messages.codeSent);
    } catch {
      start(0);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: firstError(mobileSchema.safeParse(mobile)), code: firstError(codeSchema.safeParse(code)) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await loginByMobile(mobile.trim(), code.trim());
      onDone();
    } catch {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="login-mobile">手机号</label>
        <input id="login-mobile" className="input" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder="请输入11位手机号"
          value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))} aria-invalid={!!errors.mobile} />
        <div className="field-error">{errors.mobile}</div>
      </div>
      <div className="field">
        <label htmlFor="login-code">验证码</label>
        <div className={styles.codeRow}>
          <input id="login-code" className="input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="短信验证码"
            value={code} onChange={(e) => setCode(e.target.value.trim())} aria-invalid={!!errors.code} />
          <button type="button" className={`btn btn-sky ${styles.codeBtn}`} onClick={sendCode} disabled={left > 0}>
            {left > 0 ? `${left} 秒后重发` : '获取验证码'}
          </button>
        </div>
        <div className="field-error">{errors.code}</div>
      </div>
      <button type="submit" className={`btn btn-big ${styles.submit}`} disabled={busy}>
        {busy ? '登录中…' : '登录 / 注册'}
      </button>
      <p className={styles.note}>未注册的手机号验证后会自动注册</p>
    </form>
  );
}
