import { useState, type FormEvent } from 'react';
import { Messages } from '../../../contract/envelope';
import { loginByUsername } from '../../state/session';
import styles from '../LoginPage.module.css';

/** 账号登录: username + password (set in 我的 after a first login by phone or WeChat). */
export function AccountForm({ onDone }: { onDone(): void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState({ username: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { username: username.trim() ? '' : '请输入用户名', password: password ? '' : Messages.passwordRequired };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      await loginByUsername(username.trim(), password);
      onDone();
    } catch {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="login-username">用户名</label>
        <input id="login-username" className="input" autoComplete="username" maxLength={20} placeholder="字母开头，字母和数字"
          value={username} onChange={(e) => setUsername(e.target.value)} aria-invalid={!!errors.username} />
        <div className="field-error">{errors.username}</div>
      </div>
      <div className="field">
        <label htmlFor="login-password">密码</label>
        <input id="login-password" className="input" type="password" autoComplete="current-password" maxLength={20} placeholder="请输入密码"
          value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={!!errors.password} />
        <div className="field-error">{errors.password}</div>
      </div>
      <button type="submit" className={`btn btn-big ${styles.submit}`} disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </button>
      <p className={styles.note}>还没有用户名？先用手机号登录，再到「我的」里设置</p>
    </form>
  );
}
