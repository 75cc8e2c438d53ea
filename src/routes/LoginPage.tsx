import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearchParams } from 'wouter';
import { safeRedirect } from '../guard';
import { loginAsGuest, session } from '../state/session';
import { Tabs } from '../ui/Tabs';
import { MobileForm } from './login/MobileForm';
import { AccountForm } from './login/AccountForm';
import { wechatAuthorizeUrl } from './login/wechat';
import styles from './LoginPage.module.css';
import { Icon } from '../ui/Icon';
import { network, offlineMessage } from '../offline/network';
import { signInReason } from '../state/sessionEnded';

type Method = 'mobile' | 'account';
const keys = ['A', 'S', 'D', 'F', 'J', 'K', 'L', ';'];

/** /login: phone code, username + password, WeChat, or 游客体验; then back to ?redirect. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  // 找回会员账号 sends a username account here with ?method=account
  const [method, setMethod] = useState<Method>(params.get('method') === 'account' ? 'account' : 'mobile');
  const [guestBusy, setGuestBusy] = useState(false);
  // signing in needs the server: without a network say so kindly instead of failing (issue 12)
  const { online } = useSnapshot(network);
  // signed out elsewhere: why this page opened, and that the child goes back where they were (issue 40)
  const { message: reason } = useSnapshot(signInReason);
  const redirect = safeRedirect(params.get('redirect'));

  // a new account has no role yet: pick one first, then continue where the child was going
  // (with no ?redirect a new student goes on to the courses, not back to the home page)
  const asked = params.get('redirect') ? redirect : null;
  const done = () => {
    signInReason.message = null;
    navigate(session.role ? redirect : asked ? `/character?redirect=${encodeURIComponent(asked)}` : '/character', { replace: true });
  };

  const guest = async () => {
    setGuestBusy(true);
    try {
      await loginAsGuest();
      done();
    } catch {
      setGuestBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-hidden="true">
        <h1 className={styles.heroTitle}>欢迎来到小键盘侠！</h1>
        <p className={styles.heroText}>十根手指一起出发，边玩边学会打字。</p>
        <div className={styles.keys}>
          {keys.map((k, i) => (
            <span key={k} className={styles.key} style={{ animationDelay: `${i * 0.15}s` }}>
              {k}
            </span>
          ))}
        </div>
        <ul className={styles.perks}>
          <li><Icon name="keyboard" /> 指法、拼音、汉字一步步学</li>
          <li><Icon name="gamepad" /> 打字小游戏闯关拿星星</li>
          <li><Icon name="medal" /> 每天打卡攒学习积分</li>
        </ul>
      </section>

      <section className={`card ${styles.box}`}>
        <h2 className={styles.boxTitle}>登录 / 注册</h2>
        {reason && (
          <p className={styles.offline} role="status" data-testid="login-reason">
            {`${reason.replace(/[。.!！]$/, '')}，请重新登录。${params.get('redirect') ? '登录后回到刚才的地方。' : ''}`}
          </p>
        )}
        {!online && (
          <p className={styles.offline} role="status" data-testid="login-offline">
            ☁️ {offlineMessage('登录')}
          </p>
        )}
        <Tabs
          label="登录方式"
          value={method}
          onChange={setMethod}
          tabs={[
            { key: 'mobile', label: '手机号登录' },
            { key: 'account', label: '账号登录' },
          ]}
        />
        <div className={styles.form}>{method === 'mobile' ? <MobileForm onDone={done} /> : <AccountForm onDone={done} />}</div>
        <div className={styles.or}>
          <span>或者</span>
        </div>
        <div className={styles.others}>
          <button type="button" className={`btn ${styles.wechat}`} onClick={() => window.location.assign(wechatAuthorizeUrl('login', redirect))} disabled={!online}>
            <Icon name="wechat" size={26} /> 微信登录
          </button>
          <button type="button" className={`btn btn-big btn-grass ${styles.guest}`} onClick={guest} disabled={guestBusy || !online}>
            <Icon name="rocket" size={28} /> {guestBusy ? '正在进入…' : '游客体验'}
          </button>
          {/* the computer room: class code, one's name, three pictures (issue 42) */}
          <Link to="/class-login" className={`btn btn-sky ${styles.wechat}`} data-testid="class-login-link">
            <Icon name="group" size={26} /> 班级登录
          </Link>
        </div>
        <p className={styles.note}>
          登录即表示同意{' '}
          <a href="/agreement" target="_blank" rel="noopener">
            《会员服务协议》
          </a>
        </p>
      </section>
    </div>
  );
}
