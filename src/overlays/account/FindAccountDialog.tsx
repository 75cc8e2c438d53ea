import { useState, type FormEvent } from 'react';
import type { AccountByTradeNo } from '../../../contract/auth';
import { Messages } from '../../../contract/envelope';
import { findByTradeNo } from '../../api/auth';
import { ApiError } from '../../api/http';
import { Dialog } from '../../ui/Dialog';
import { FindAccountNext } from './FindAccountNext';
import styles from './AccountDialogs.module.css';

/** 找回会员账号: the account that paid an order, by its merchant order number (from the payment receipt). */
export function FindAccountDialog({ onClose }: { onClose(): void }) {
  const [tradeNo, setTradeNo] = useState('');
  const [error, setError] = useState('');
  const [found, setFound] = useState<AccountByTradeNo | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFound(null);
    if (!tradeNo.trim()) return setError(Messages.tradeNoRequired);
    setError('');
    setBusy(true);
    try {
      setFound(await findByTradeNo(tradeNo.trim()));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="找回会员账号" size="small" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className={styles.lead}>开通会员后找不到账号了？在微信或支付宝的付款记录里找到“商户单号”，填在下面就能查到开通会员的账号。</p>
        <div className="field">
          <label htmlFor="trade-no">商家订单号</label>
          <input id="trade-no" className="input" maxLength={64} value={tradeNo} onChange={(e) => setTradeNo(e.target.value)}
            aria-invalid={!!error} autoFocus />
          <div className="field-error">{error}</div>
        </div>
        {found && (
          <dl className={styles.holder} aria-live="polite">
            <div>
              <dt>用户ID：</dt>
              <dd>{found.userId}</dd>
            </div>
            <div>
              <dt>用户名：</dt>
              <dd>{found.username || '（未设置）'}</dd>
            </div>
            <div>
              <dt>手机号：</dt>
              <dd>{found.mobile || '（未绑定）'}</dd>
            </div>
          </dl>
        )}
        {found && <FindAccountNext found={found} onClose={onClose} />}
        <button type="submit" className={`btn btn-big ${styles.wide}`} disabled={busy}>
          {busy ? '正在查找…' : '查找'}
        </button>
      </form>
    </Dialog>
  );
}
