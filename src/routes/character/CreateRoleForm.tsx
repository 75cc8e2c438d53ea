import { useEffect, useState, type FormEvent } from 'react';
import { createRoleBody, roleNameProblem, type Role, type RoleType } from '../../../contract/roles';
import { Status } from '../../../contract/envelope';
import { ApiError } from '../../api/http';
import { listRoleAvatars } from '../../api/user';
import { createRole, session } from '../../state/session';
import { openDialog } from '../../state/dialogs';
import { toast } from '../../state/toasts';
import { avatarName } from '../../ui/avatarNames';
import { Avatar } from '../../ui/Avatar';
import styles from '../CharacterPage.module.css';
import { Icon, type IconName } from '../../ui/Icon';

const types: { key: RoleType; label: string; icon: IconName; hint: string }[] = [
  { key: 'STUDENT', label: '学生', icon: 'book', hint: '上课、闯关、攒积分' },
  { key: 'TEACHER', label: '老师', icon: 'apple', hint: '建班级、看学生进度' },
];

/** 创建角色: a name, 学生 or 老师, and an avatar from the server's list. The server enforces the role limit. */
export function CreateRoleForm({ first, onCreated, onCancel }: { first: boolean; onCreated(role: Role): void; onCancel?(): void }) {
  const [avatars, setAvatars] = useState<string[]>([]);
  const [roleName, setRoleName] = useState('');
  const [roleType, setRoleType] = useState<RoleType>('STUDENT');
  const [avatar, setAvatar] = useState('');
  const [nameError, setNameError] = useState('');
  const [limit, setLimit] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listRoleAvatars()
      .then((list) => {
        setAvatars(list);
        setAvatar((a) => a || list[0] || '');
      })
      .catch(() => undefined);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the same checks as the server: the name's rule, and no other role of this account by that name
    const problem = roleNameProblem(roleName, session.roles);
    setNameError(problem);
    const name = createRoleBody.shape.roleName.safeParse(roleName);
    if (problem || !name.success || !avatar) return;
    setBusy(true);
    setLimit('');
    try {
      onCreated(await createRole({ roleName: name.data, roleType, avatar }, { silent: true }));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === Status.conflict) setLimit(error.message);
      // a name refused by the server (another tab made a role by that name meanwhile) is the name field's error
      else if (error instanceof ApiError && error.status === Status.invalid) setNameError(error.message);
      else toast.error(error instanceof Error ? error.message : 'Error');
    }
  };

  return (
    <form className={`card ${styles.create}`} onSubmit={submit} noValidate>
      <h2 className={styles.createTitle}>{first ? '创建你的第一个角色' : '新建角色'}</h2>
      <div className="field">
        <label htmlFor="role-name">名字</label>
        <input id="role-name" className="input" maxLength={12} placeholder="比如：小明" value={roleName}
          onChange={(e) => setRoleName(e.target.value)} aria-invalid={!!nameError} autoFocus={!first} />
        <div className="field-error">{nameError}</div>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>我是</legend>
        <div className={styles.types}>
          {types.map((t) => (
            <label key={t.key} className={`${styles.type} ${roleType === t.key ? styles.typeOn : ''}`}>
              <input type="radio" name="roleType" value={t.key} checked={roleType === t.key} onChange={() => setRoleType(t.key)} className="sr-only" />
              <Icon name={t.icon} size={44} />
              <strong>{t.label}</strong>
              <small>{t.hint}</small>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>选一个头像</legend>
        <div className={styles.avatars}>
          {avatars.map((a) => (
            <label key={a} className={`${styles.avatarPick} ${avatar === a ? styles.avatarOn : ''}`}>
              <input type="radio" name="avatar" value={a} checked={avatar === a} onChange={() => setAvatar(a)} className="sr-only" />
              <Avatar file={a} name={avatarName(a)} size={64} />
              <span className="sr-only">{avatarName(a)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {limit && (
        <div className={styles.limit} role="alert">
          <span>{limit}</span>
          <button type="button" className="btn btn-vip" onClick={() => openDialog('vip')}>
            <Icon name="crown" /> 开通会员
          </button>
        </div>
      )}
      <div className={styles.createActions}>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            取消
          </button>
        )}
        <button type="submit" className="btn btn-big" disabled={busy || !avatar}>
          {busy ? '正在创建…' : '创建角色'}
        </button>
      </div>
    </form>
  );
}
