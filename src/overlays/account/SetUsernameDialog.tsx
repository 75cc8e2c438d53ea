import { useState, type FormEvent } from 'react';
import { PASSWORD_RULES, ruleText, setAccountBody } from '../../../contract/auth';
import { Messages } from '../../../contract/envelope';
import { setAccount } from '../../api/auth';
import { refreshUserInfo } from '../../state/session';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import styles from './AccountDialogs.module.css';

type Field = 'account' | 'password' | 'checkPass';
const empty = { account: '', password: '', checkPass: '' };

/** 设置用户名: a username and password for 账号登录; settable once, while the account has none (SPEC §2, §5). */
export function SetUsernameDialog({ onClose }: { onClose(): void }) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState(empty);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = setAccountBody.safeParse(form);
    const next = { ...empty };
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path[0] as Field] ||= i.message;
    setErrors(next);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await setAccount(parsed.data.account, parsed.data.password, parsed.data.checkPass);
      await refreshUserInfo();
      toast.success(Messages.usernameSet);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, type: string, placeholder: string, rule?: string) => (
    <div className="field">
      <label htmlFor={`set-${name}`}>{label}</label>
      <input id={`set-${name}`} className="input" type={type} maxLength={20} placeholder={placeholder} value={form[name]}
        autoComplete={name === 'account' ? 'username' : 'new-password'} aria-invalid={!!errors[name]}
        aria-describedby={rule ? `set-${name}-rule` : undefined} onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))} />
      {rule && <div id={`set-${name}-rule`} className={styles.rule} data-testid="password-rule">{rule}</div>}
      <div className="field-error">{errors[name]}</div>
    </div>
  );

  return (
    <Dialog title="设置用户名" size="small" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className={styles.lead}>设置后可以用用户名和密码登录，用户名设置后不能修改。</p>
        {field('account', '用户名', 'text', '字母开头，5-20位字母或数字')}
        {field('password', '密码', 'password', ruleText(PASSWORD_RULES.account), `密码要 ${ruleText(PASSWORD_RULES.account)}`)}
        {field('checkPass', '确认密码', 'password', '再输入一次密码')}
        <button type="submit" className={`btn btn-big ${styles.wide}`} disabled={busy}>
          {busy ? '请稍等…' : '保存'}
        </button>
      </form>
    </Dialog>
  );
}
