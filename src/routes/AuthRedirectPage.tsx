import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { safeRedirect } from '../guard';
import { bindWechat } from '../api/auth';
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
  const started = useRef(false);
  const type = params.get('type') === 'bindWeixin' ? 'bindWeixin' : 'login';
  const redirect = safeRedirect(params.get('redirect'));

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
          await bindWechat(code);
          await refreshUserInfo();
          toast.success('已成功绑定微信！');
          navigate(redirect, { replace: true });
        }
      } catch (e) {
        setError(e instanceof ApiError ? e.message : '微信登录没有成功，请再试一次');
      }
    })();
  }, [params, type, redirect, navigate]);

  return (
    <div className={styles.page}>
      <div className={`card ${styles.card}`}>
        {error ? (
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
