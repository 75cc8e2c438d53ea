import { useState, type FormEvent } from 'react';
import { updatePasswordBody } from '../../../contract/auth';
import { Messages } from '../../../contract/envelope';
import { updatePassword } from '../../api/auth';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import styles from './AccountDialogs.module.css';

/** 修改密码: a new password of 6-20 characters for 账号登录. */
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
          <input id="new-password" className="input" type="password" maxLength={20} autoComplete="new-password" placeholder="6-20个字符"
            value={newPassword} onChange={(e) => setNewPassword(e.target.value)} aria-invalid={!!error} autoFocus />
          <div className="field-error">{error}</div>
        </div>
        <button type="submit" className={`btn btn-big ${styles.wide}`} disabled={busy}>
          {busy ? '请稍等…' : '保存'}
        </button>
      </form>
    </Dialog>
  );
}
