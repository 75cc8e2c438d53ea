import { useState, type FormEvent } from 'react';
import { PASSWORD_RULES, ruleText, updatePasswordBody } from '../../../contract/auth';
import { Messages } from '../../../contract/envelope';
import { updatePassword } from '../../api/auth';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import styles from './AccountDialogs.module.css';

const rule = PASSWORD_RULES.change;

/** 修改密码: a new password for 账号登录, PASSWORD_RULES.change (6-20 characters, SPEC §5). */
export function SetPasswordDialog({ onClose }: { onClose(): void }) {
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = updatePasswordBody.safeParse({ newPassword });
    setError(parsed.success ? '' : parsed.error.issues[0].message);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await updatePassword(parsed.data.newPassword);
      toast.success(Messages.passwordSet);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog title="修改密码" size="small" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="new-password">新密码</label>
          <input id="new-password" className="input" type="password" maxLength={rule.max} autoComplete="new-password" placeholder={ruleText(rule)}
            aria-describedby="new-password-rule" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} aria-invalid={!!error} autoFocus />
          <div id="new-password-rule" className={styles.rule} data-testid="password-rule">新密码要 {ruleText(rule)}</div>
          <div className="field-error">{error}</div>
        </div>
        <button type="submit" className={`btn btn-big ${styles.wide}`} disabled={busy}>
          {busy ? '请稍等…' : '保存'}
        </button>
      </form>
    </Dialog>
  );
}
