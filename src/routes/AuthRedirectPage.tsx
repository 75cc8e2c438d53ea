import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { safeRedirect } from '../guard';
import { bindWechat, checkWechat, type BindMode } from '../api/auth';
import type { BindConflict } from '../../contract/auth';
import { ConflictStep } from '../overlays/account/ConflictStep';
import { ApiError } from '../api/http';
import { loginByWechat, refreshUserInfo, session } from '../state/session';
import { toast } from '../state/toasts';
import { Spinner } from '../ui/Spinner';
import { checkWechatState } from './login/wechat';
import styles from './AuthRedirectPage.module.css';
import { Icon } from '../ui/Icon';

/** /auth-redirect: the WeChat callback. type=login signs in, type=bindWeixin binds WeChat to this account. */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const [error, setError] = useState('');
  const [conflict, setConflict] = useState<BindConflict | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const type = params.get('type') === 'bindWeixin' ? 'bindWeixin' : 'login';
  const redirect = safeRedirect(params.get('redirect'));

  const bind = async (mode: BindMode) => {
    setBusy(true);
    try {
      await bindWechat(params.get('code') ?? '', mode);
      await refreshUserInfo();
      toast.success('成功绑定微信！');
      navigate(redirect, { replace: true });
    } catch (e) {
      setBusy(false);
      if (mode === 'bind') throw e;
    }
  };

  useEffect(() => {
    // StrictMode mounts twice; a WeChat code can be spent only once
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    if (!code) return setError('微信没有完成授权，请再试一次');
    if (!checkWechatState(params.get('state'))) return setError('这个授权链接已经失效了，请重新点一次微信登录');
    (async () => {
      try {
        if (type === 'login') {
          await loginByWechat(code);
          navigate(session.role ? redirect : `/character?redirect=${encodeURIComponent(redirect)}`, { replace: true });
        } else {
          // the same code may be checked and then bound (API.md); another account holding it needs a choice
          const holder = await checkWechat(code);
          if (holder) setConflict(holder);
          else await bind('bind');
        }
      } catch (e) {
        setError(e instanceof ApiError ? e.message : '微信登录没有成功，请再试一次');
      }
    })();
  }, [params, type, redirect, navigate]);

  return (
    <div className={styles.page}>
      <div className={`card ${styles.card}`}>
        {conflict && !error ? (
          <>
            <h1 className={styles.title}>绑定微信</h1>
            <ConflictStep what="微信" conflict={conflict} busy={busy} onChoose={bind} onBack={() => navigate(redirect, { replace: true })} />
          </>
        ) : error ? (
          <>
            <div className={styles.icon}>
              <Icon name="dizzy" size={72} />
            </div>
            <h1 className={styles.title}>{type === 'login' ? '微信登录没有成功' : '微信绑定没有成功'}</h1>
            <p className={styles.text}>{error}</p>
            <Link to={type === 'login' ? `/login?redirect=${encodeURIComponent(redirect)}` : redirect} className="btn btn-big">
              {type === 'login' ? '回到登录页' : '返回'}
            </Link>
          </>
        ) : (
          <Spinner label={type === 'login' ? '正在用微信登录…' : '正在绑定微信…'} />
        )}
      </div>
    </div>
  );
}
