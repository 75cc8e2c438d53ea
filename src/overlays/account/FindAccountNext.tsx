import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { AccountByTradeNo } from '../../../contract/auth';
import { hasContact, useHelpContact } from '../../api/help';
import { ContactDetails } from '../../ui/ContactDetails';
import styles from './AccountDialogs.module.css';

/**
 * 找回会员账号's next step once the order's account is known: sign in by the account's phone,
 * username or WeChat; a guest account with none of these is reached again from the device and
 * browser that paid (游客体验 reuses that device's guest account), or through the configured 客服
 * with the user ID. Never a dead end, with or without a support folder.
 */
export function FindAccountNext({ found, onClose }: { found: AccountByTradeNo; onClose(): void }) {
  const contact = useHelpContact();
  const [, navigate] = useLocation();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const box = useRef<HTMLDivElement>(null);
  // on a phone the answer lands below the fold: bring the next step into view
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [found]);
  if (found.current)
    return (
      <div ref={box} className={styles.next} data-testid="find-next" data-next="current">
        <h3>你现在登录的就是这个账号</h3>
        <p>会员就在这个账号上。为了以后换设备也能登录，请在「我的」里绑定手机号。</p>
      </div>
    );
  if (found.signInBy.length)
    return (
      <div ref={box} className={styles.next} data-testid="find-next" data-next="signIn">
        <h3>下一步：用下面的方式登录这个账号</h3>
        <div className={styles.ways}>
          {found.signInBy.includes('mobile') && (
            <button type="button" className="btn btn-grass" onClick={() => go('/login?method=mobile')}>
              用手机号 {found.mobile} 登录
            </button>
          )}
          {found.signInBy.includes('username') && (
            <button type="button" className="btn btn-sky" onClick={() => go('/login?method=account')}>
              用用户名「{found.username}」登录
            </button>
          )}
          {found.signInBy.includes('wechat') && (
            <button type="button" className="btn btn-ghost" onClick={() => go('/login')}>
              用微信登录
            </button>
          )}
        </div>
      </div>
    );
  return (
    <div ref={box} className={styles.next} data-testid="find-next" data-next="device">
      <h3>这是一个游客账号，没有绑定手机号、用户名或微信</h3>
      <ol>
        <li>在付款时用的那台手机或电脑上，用同一个浏览器打开小键盘侠。</li>
        <li>在登录页点「游客体验」，就会回到这个会员账号。</li>
        <li>回去后马上在「我的」里绑定手机号，以后换设备也能登录。</li>
      </ol>
      {hasContact(contact) ? (
        <>
          <p>
            找不到那台设备了？联系客服，告诉客服你的用户ID：<b data-testid="quote-id">{found.userId}</b>
          </p>
          <ContactDetails contact={contact} />
        </>
      ) : (
        <p>
          请记下你的用户ID：<b data-testid="quote-id">{found.userId}</b>，回到账号后可以在「我的」里核对。
        </p>
      )}
    </div>
  );
}
