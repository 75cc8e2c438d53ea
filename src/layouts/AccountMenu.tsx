import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Messages } from '../../contract/envelope';
import { isStudent, logout, session } from '../state/session';
import { toast } from '../state/toasts';
import { Avatar } from '../ui/Avatar';
import { accountType, maskMobile } from './accountInfo';
import { BindMobileDialog, SetPasswordDialog, SetUsernameDialog } from '../overlays/account/lazyDialogs';
import { askUnbindMobile, askUnbindWechat, startBindWechat } from '../overlays/account/accountActions';
import { needsPhone } from '../overlays/BindPhoneReminder';
import styles from './AccountMenu.module.css';

type AccountDialog = 'mobile' | 'username' | 'password' | null;
import { Icon } from '../ui/Icon';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(Messages.copyOk);
  } catch {
    toast.error(Messages.copyFailed);
  }
}

/** 我的: the account dropdown of SPEC §2. */
export function AccountMenu() {
  const snap = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const [location, navigate] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    // Escape closes the menu and gives focus back to 我的, where the keyboard user was
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const info = snap.userInfo;
  if (!info) return null;
  const type = accountType(info);
  const student = isStudent(snap);

  const act = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  const here = () => location + window.location.search;

  const signOut = async () => {
    const back = here();
    await logout();
    navigate(`/login?redirect=${encodeURIComponent(back)}`);
  };

  return (
    <div className={styles.root} ref={root}>
      <button ref={trigger} type="button" className={styles.trigger} aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {/* the name is the words 我的 (also when hidden on a phone), never the avatar's letter */}
        <span aria-hidden="true">
          <Avatar file={snap.role?.avatar} name={snap.role?.roleName ?? '我'} size={36} />
        </span>
        <span className={styles.label}>我的</span>
        <span className={styles.caret} aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className={styles.panel} role="menu">
          <div className={styles.role}>
            <Avatar file={snap.role?.avatar} name={snap.role?.roleName} size={56} />
            <div className={styles.roleText}>
              <strong>{snap.role?.roleName ?? '还没有角色'}</strong>
              <span>{snap.role ? (student ? '学生' : '老师') : '创建一个角色开始学习吧'}</span>
            </div>
            <Link to="/character" className={`btn ${styles.small}`}>
              {snap.role ? '切换' : '创建'}
            </Link>
          </div>
          <dl className={styles.rows}>
            <div>
              <dt>账户类型</dt>
              <dd>
                <span className={`${styles.badge} ${styles[type.kind]}`}>{type.label}</span>
                {type.until && <span className={styles.until}>到期 {type.until}</span>}
              </dd>
            </div>
            <div>
              <dt>用户ID</dt>
              <dd>
                <code>{info.userId}</code>
                <button type="button" className={styles.link} onClick={() => copy(info.userId)}>
                  复制
                </button>
              </dd>
            </div>
            <div>
              <dt>手机号</dt>
              <dd>
                {info.mobile ? maskMobile(info.mobile) : <span className={styles.muted}>未绑定</span>}
                <button type="button" className={styles.link} onClick={act(info.mobile ? askUnbindMobile : () => setDialog('mobile'))}>
                  {info.mobile ? '解绑' : '绑定'}
                </button>
              </dd>
            </div>
            {(info.mobile || info.username) && (
              <div>
                <dt>用户名</dt>
                <dd>
                  {info.username ?? <span className={styles.muted}>未设置</span>}
                  <button type="button" className={styles.link} onClick={act(() => setDialog(info.username ? 'password' : 'username'))}>
                    {info.username ? '改密码' : '设置'}
                  </button>
                </dd>
              </div>
            )}
            <div>
              <dt>微信</dt>
              <dd>
                {info.wechatNickname || (info.wechatOpenid ? '已绑定' : <span className={styles.muted}>未绑定</span>)}
                <button type="button" className={styles.link} onClick={act(info.wechatOpenid ? askUnbindWechat : () => startBindWechat(here()))}>
                  {info.wechatOpenid ? '解绑' : '绑定'}
                </button>
              </dd>
            </div>
          </dl>
          {/* where a parent looks: the bind-phone reminder, quietly, on every page (issue 24) */}
          {needsPhone(snap) && (
            <p className={styles.phoneNote} role="note" data-testid="menu-bind-phone">
              {Messages.bindPhoneWarning}
            </p>
          )}
          <nav className={styles.links}>
            {student && <Link to="/coin"><Icon name="coin" /> 学习积分</Link>}
            {student && <Link to="/report"><Icon name="chart" /> 成绩报告</Link>}
            <Link to="/group"><Icon name="group" /> 我的群组</Link>
            <Link to="/family"><Icon name="kid" /> 孩子们的一周</Link>
          </nav>
          <button type="button" className={`btn btn-ghost ${styles.logout}`} onClick={signOut}>
            退出登录
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {dialog === 'mobile' && <BindMobileDialog onClose={() => setDialog(null)} />}
        {dialog === 'username' && <SetUsernameDialog onClose={() => setDialog(null)} />}
        {dialog === 'password' && <SetPasswordDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
