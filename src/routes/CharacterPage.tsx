import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Role } from '../../contract/roles';
import { ROLE_LIMIT_FREE, ROLE_LIMIT_VIP } from '../../contract/constants';
import { chooseRole, deleteRole, isCardAccount, isVip, session } from '../state/session';
import { confirm } from '../state/confirm';
import { openDialog } from '../state/dialogs';
import { Avatar } from '../ui/Avatar';
import { CreateRoleForm } from './character/CreateRoleForm';
import { nextPage } from './character/nextPage';
import styles from './CharacterPage.module.css';
import { Icon } from '../ui/Icon';

const typeLabel = { STUDENT: '学生', TEACHER: '老师' } as const;

/** /character: the account's roles as cards — switch, delete, or create one. */
export default function CharacterPage() {
  const snap = useSnapshot(session);
  const [params] = useSearchParams();
  const [location, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const redirect = params.get('redirect');

  if (!snap.token || !snap.userInfo) {
    return (
      <div className={styles.page}>
        <div className={`card ${styles.empty}`}>
          <div className={styles.emptyIcon}>
            <Icon name="kid" size={80} />
          </div>
          <h1>先登录，再来选角色</h1>
          <p>每个角色都有自己的学习进度和积分，登录后就能创建啦。</p>
          <Link to={`/login?redirect=${encodeURIComponent(location)}`} className="btn btn-big">
            去登录
          </Link>
        </div>
      </div>
    );
  }

  const vip = isVip(snap);
  // a class card's roles are the teacher's, and its account cannot buy: no membership pitch
  const card = isCardAccount(snap);
  const limit = vip ? ROLE_LIMIT_VIP : ROLE_LIMIT_FREE;
  const roles = snap.roles as Role[];
  const go = (role: Role) => navigate(nextPage(role, redirect));
  // SPEC §1: at the account's role limit there is nothing to create; say why instead of offering the form
  const full = roles.length >= limit;

  const pick = (role: Role) => go(chooseRole(role.id));
  const remove = async (role: Role) => {
    const ok = await confirm({
      title: '删除角色',
      message: `确定要删除「${role.roleName}」吗？删除后这个角色就不能再用来学习了。`,
      okText: '删除',
      danger: true,
    });
    if (ok) await deleteRole(role.id).catch(() => undefined);
  };

  if (roles.length === 0)
    return (
      <div className={styles.page}>
        <header className={styles.head}>
          <h1>你好呀！先创建一个角色吧</h1>
          <p>给自己起个名字，选一个喜欢的头像，就可以开始学打字了。</p>
        </header>
        <CreateRoleForm first onCreated={go} />
      </div>
    );

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>选择角色</h1>
        <p>
          {vip ? '会员账户' : '普通账户'}最多可以有 {limit} 个角色，现在有 {roles.length} 个。
          {!vip && !full && !card && (
            <button type="button" className={styles.vipLink} onClick={() => openDialog('vip')}>
              开通会员，可创建 {ROLE_LIMIT_VIP} 个角色
            </button>
          )}
        </p>
      </header>
      <ul className={styles.grid}>
        {roles.map((role) => {
          const active = role.id === snap.role?.id;
          return (
            <li key={role.id} className={`card ${styles.role} ${active ? styles.active : ''}`}>
              {active && <span className={styles.current}>当前角色</span>}
              <Avatar file={role.avatar} name={role.roleName} size={96} />
              <strong className={styles.name}>{role.roleName}</strong>
              <span className={`${styles.tag} ${role.roleType === 'STUDENT' ? styles.student : styles.teacher}`}>{typeLabel[role.roleType]}</span>
              <div className={styles.actions}>
                <button type="button" className="btn" onClick={() => pick(role)}>
                  {active ? '进入' : '切换'}
                </button>
                <button type="button" className={`btn btn-ghost ${styles.delete}`} onClick={() => remove(role)} aria-label={`删除${role.roleName}`}>
                  删除
                </button>
              </div>
            </li>
          );
        })}
        {full && !card && (
          <li className={styles.full} data-testid="role-limit">
            <span className={styles.fullIcon} aria-hidden="true">
              <Icon name={vip ? 'crown' : 'kid'} size={56} />
            </span>
            {vip ? (
              <>
                <strong>{ROLE_LIMIT_VIP} 个角色都用上啦</strong>
                <span>会员账户最多可以有 {ROLE_LIMIT_VIP} 个角色。想加新角色，可以先删除一个不再用的。</span>
              </>
            ) : (
              <>
                <strong>普通账户只能有 {ROLE_LIMIT_FREE} 个角色</strong>
                <span>开通会员后，一个账户最多可以有 {ROLE_LIMIT_VIP} 个角色，家里的孩子和老师都能有自己的。</span>
                <button type="button" className="btn btn-vip" onClick={() => openDialog('vip')}>
                  <Icon name="crown" /> 开通会员
                </button>
              </>
            )}
          </li>
        )}
        {!full && !creating && (
          <li>
            <button type="button" className={styles.add} onClick={() => setCreating(true)}>
              <span className={styles.plus} aria-hidden="true">＋</span>
              创建角色
            </button>
          </li>
        )}
      </ul>
      {creating && !full && <CreateRoleForm first={false} onCreated={go} onCancel={() => setCreating(false)} />}
    </div>
  );
}
