import { useState, type FormEvent } from 'react';
import { codeSchema, mobileSchema, type BindConflict } from '../../../contract/auth';
import { CODE_RESEND_SECONDS } from '../../../contract/constants';
import { Messages } from '../../../contract/envelope';
import { bindMobile, checkMobile, sendVerificationCode, type BindMode } from '../../api/auth';
import { refreshUserInfo } from '../../state/session';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import { useCountdown } from '../../ui/useCountdown';
import { ConflictStep } from './ConflictStep';
import styles from './AccountDialogs.module.css';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? '' : (r.error?.issues[0]?.message ?? ''));

/** 绑定手机号: validate, check whether another account holds the number, then bind (SPEC §4). */
export function BindMobileDialog({ onClose }: { onClose(): void }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState({ mobile: '', code: '' });
  const [conflict, setConflict] = useState<BindConflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [left, start] = useCountdown();

  const sendCode = async () => {
    const m = issue(mobileSchema.safeParse(mobile));
    setErrors((e) => ({ ...e, mobile: m }));
    if (m) return;
    start(CODE_RESEND_SECONDS);
    try {
      await sendVerificationCode(mobile);
      toast.success(Messages.codeSent);
    } catch {
      start(0);
    }
  };

  const bind = async (mode: BindMode) => {
    setBusy(true);
    try {
      await bindMobile(mobile, code, mode);
      await refreshUserInfo();
      toast.success(Messages.mobileBound);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: issue(mobileSchema.safeParse(mobile)), code: issue(codeSchema.safeParse(code)) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      const holder = await checkMobile(mobile, code);
      setBusy(false);
      if (holder) setConflict(holder);
      else await bind('bind');
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog title="绑定手机号" size="small" onClose={onClose}>
      {conflict ? (
        <ConflictStep what="手机号" conflict={conflict} busy={busy} onChoose={bind} onBack={() => setConflict(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="bind-mobile">手机号</label>
            <input id="bind-mobile" className="input" inputMode="numeric" maxLength={11} value={mobile} placeholder="请输入11位手机号"
              onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))} aria-invalid={!!errors.mobile} autoFocus />
            <div className="field-error">{errors.mobile}</div>
          </div>
          <div className="field">
            <label htmlFor="bind-code">验证码</label>
            <div className={styles.codeRow}>
              <input id="bind-code" className="input" inputMode="numeric" maxLength={6} value={code}
                placeholder="短信验证码" onChange={(e) => setCode(e.target.value.trim())} aria-invalid={!!errors.code} />
              <button type="button" className="btn btn-sky" onClick={sendCode} disabled={left > 0}>
                {left > 0 ? `${left} 秒后重发` : '获取验证码'}
              </button>
            </div>
            <div className="field-error">{errors.code}</div>
          </div>
          <button type="submit" className={`btn btn-big ${styles.wide}`} disabled={busy}>
            {busy ? '请稍等…' : '绑定'}
          </button>
        </form>
      )}
    </Dialog>
  );
}
