import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../api/http';
import { adoptApi, cardLoginApi } from '../../api/school';
import { refreshRoles, session, signedIn, chooseRole } from '../../state/session';
import { toast } from '../../state/toasts';
import styles from './School.module.css';

/** The token of a card's QR, from the address's fragment (never sent to the server in a URL, so never in a log). */
const tokenFromHash = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

/**
 * /card#<token>, a login card's QR. Signed out (a tablet in class): the child is signed in at once.
 * Signed in (a parent's phone): 加入我的家庭 brings the child, with all progress, into the family
 * account, or 用这张卡登录 signs the child in here instead.
 */
export default function CardLoginPage() {
  const [, navigate] = useLocation();
  const snap = useSnapshot(session);
  const [token] = useState(tokenFromHash);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // the token leaves the address bar (and the history) once read
    if (window.location.hash) window.history.replaceState(null, '', '/card');
  }, []);

  const signInChild = async () => {
    setBusy(true);
    try {
      const result = await cardLoginApi({ token });
      await signedIn({ accessToken: result.accessToken, visitId: null });
      navigate('/course', { replace: true });
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : '网络有点问题，请再试一次');
      setBusy(false);
    }
  };
  const adopt = async () => {
    setBusy(true);
    try {
      const role = await adoptApi({ token });
      await refreshRoles();
      chooseRole(role.id);
      toast.success(`「${role.roleName}」已加入你的家庭账户，学习记录都在`);
      navigate('/', { replace: true });
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : '网络有点问题，请再试一次');
      setBusy(false);
    }
  };

  const signedInNow = !!snap.token && !!snap.userInfo;
  useEffect(() => {
    if (token && !signedInNow) void signInChild();
    // only once, on arrival
  }, []);

  if (!token)
    return (
      <div className={styles.login}>
        <h1>登录卡</h1>
        <p className={styles.calm}>请用手机或平板扫描登录卡上的二维码</p>
        <Link to="/class-login" className="btn btn-big btn-sky">在电脑上：班级登录</Link>
      </div>
    );
  return (
    <div className={styles.login} data-testid="card-login">
      <h1>登录卡</h1>
      {message && <p className={styles.calm} role="alert" data-testid="card-login-message">{message}</p>}
      {!signedInNow ? (
        !message && <p className={styles.label}>正在登录…</p>
      ) : (
        <>
          <p className={styles.label}>你已经登录了自己的账户。要怎么用这张登录卡？</p>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-big btn-grass" onClick={adopt} disabled={busy} data-testid="adopt-child">把孩子加入我的家庭账户</button>
            <button type="button" className="btn btn-big btn-sky" onClick={signInChild} disabled={busy}>让孩子用这张卡登录</button>
          </div>
          <p className={styles.hint}>加入家庭账户后，孩子的积分、练习记录和奖状都会保留，还在原来的班级里；登录卡就不再使用了。</p>
        </>
      )}
    </div>
  );
}
