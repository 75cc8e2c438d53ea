import { useEffect, useRef } from 'react';
import styles from './PayPanel.module.css';

export interface ShownOrder {
  tradeNo: string;
  codeUrl: string;
  /** the QR code of codeUrl as a data URL, 200 px */
  qr: string;
  amount: string;
  method: 'wechat' | 'alipay';
}

interface PayPanelProps {
  order: ShownOrder | null;
  onFinished(): void;
  checking: boolean;
}

/** The right half of the dialog: a hint before ordering, then the payment QR code and 我已完成支付. */
export function PayPanel({ order, onFinished, checking }: PayPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  // on a short screen the new QR code may be below the fold: bring it into view
  useEffect(() => {
    if (order) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [order]);
  if (!order)
    return (
      <div className={`${styles.panel} ${styles.waiting}`}>
        <span className={styles.big} aria-hidden="true">📱</span>
        <p>选好套餐，点“立即开通”，这里会出现付款二维码</p>
      </div>
    );
  const app = order.method === 'alipay' ? '支付宝' : '微信';
  return (
    <div ref={panel} className={styles.panel}>
      <p className={styles.amount}>
        应付 <b>¥{order.amount}</b>
      </p>
      <img className={styles.qr} src={order.qr} width={200} height={200} alt={`${app}付款二维码`} />
      <p className={styles.scan}>
        请家长用<b className={order.method === 'alipay' ? styles.alipay : styles.wechat}>{app}</b>扫一扫付款
      </p>
      <p className={styles.waitingLine}>付款后会自动开通，请稍等…</p>
      {/^https?:/.test(order.codeUrl) && (
        <a className={styles.open} href={order.codeUrl} target="_blank" rel="noopener">
          在新窗口打开付款页面
        </a>
      )}
      <button type="button" className="btn btn-grass" onClick={onFinished} disabled={checking}>
        我已完成支付
      </button>
    </div>
  );
}
