import { useState } from 'react';
import type { BindConflict } from '../../../contract/auth';
import type { BindMode } from '../../api/auth';
import styles from './AccountDialogs.module.css';

interface ConflictStepProps {
  /** 手机号 or 微信 */
  what: string;
  conflict: BindConflict;
  busy: boolean;
  onChoose(mode: Exclude<BindMode, 'bind'>): void;
  onBack(): void;
}

/**
 * SPEC §4: the mobile or WeChat already belongs to another account. Show that account; if it can
 * sign in only this way, binding means deleting it (the risk box must be ticked), else unbinding it.
 */
export function ConflictStep({ what, conflict, busy, onChoose, onBack }: ConflictStepProps) {
  const [risk, setRisk] = useState(false);
  return (
    <div>
      <p className={styles.lead}>这个{what}已经绑定了另一个账号：</p>
      <dl className={styles.holder}>
        <div>
          <dt>用户名：</dt>
          <dd>{conflict.username || '（未设置）'}</dd>
        </div>
        <div>
          <dt>用户ID：</dt>
          <dd>{conflict.userId}</dd>
        </div>
      </dl>
      {conflict.onlySingleLogin ? (
        <>
          <p className={styles.danger}>
            那个账号只能用这个{what}登录。绑定到当前账号后，那个账号会被删除，它的角色、积分和会员都不能再使用。
          </p>
          <label className={styles.risk}>
            <input type="checkbox" checked={risk} onChange={(e) => setRisk(e.target.checked)} />
            我已了解风险，确定删除那个账号
          </label>
        </>
      ) : (
        <p>绑定到当前账号后，那个账号将不再使用这个{what}登录（它还能用其他方式登录）。</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={onBack} disabled={busy}>
          返回
        </button>
        {conflict.onlySingleLogin ? (
          <button type="button" className="btn btn-danger" disabled={!risk || busy} onClick={() => onChoose('deleteOther')}>
            删除并绑定
          </button>
        ) : (
          <button type="button" className="btn" disabled={busy} onClick={() => onChoose('unbindOther')}>
            解绑并绑定
          </button>
        )}
      </div>
    </div>
  );
}
