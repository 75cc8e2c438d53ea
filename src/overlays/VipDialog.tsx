import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Messages } from '../../contract/envelope';
import { QR_SIZE } from '../../contract/constants';
import type { VipGrade } from '../../contract/vip';
import { broadcast } from '../api/broadcast';
import { checkPayApi, openVipApi, paymentMethodsApi, vipGradesApi, type PaymentMethod } from '../api/vip';
import { confirm } from '../state/confirm';
import { isVip, refreshUserInfo, session } from '../state/session';
import { toast } from '../state/toasts';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { network, offlineMessage } from '../offline/network';
import { GradeCard } from './vip/GradeCard';
import { PayPanel, type ShownOrder } from './vip/PayPanel';
import { PaySuccess } from './vip/PaySuccess';
import { usePayPolling } from './vip/usePayPolling';
import { expiryPreview, yuan } from './vip/vipPricing';
import styles from './VipDialog.module.css';

const BENEFITS = [
  ['📚', '解锁全部课程'],
  ['👨‍👩‍👧', '最多5个角色'],
  ['🎮', '经典游戏模式'],
  ['📊', '道具和学习统计'],
] as const;

/** The full-screen VIP recharge dialog (SPEC §4 "VIP payment"): grade, method, agreement, QR, polling. */
export default function VipDialog({ onClose }: { onClose(): void }) {
  const s = useSnapshot(session);
  const { online } = useSnapshot(network);
  const [location, navigate] = useLocation();
  const [grades, setGrades] = useState<VipGrade[] | null>(null);
  const [gradeId, setGradeId] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('wechat');
  const [methods, setMethods] = useState<PaymentMethod[]>(['wechat', 'alipay']);
  const [agreed, setAgreed] = useState(false);
  const [order, setOrder] = useState<ShownOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(false);
  // open or renew is decided when the dialog opens: paying makes the account a member, and the
  // title must not turn into 会员续费 over the success screen
  const [renewing] = useState(() => isVip(session));

  // offer only the methods the server takes; the first one is chosen
  useEffect(() => {
    if (!online) return;
    paymentMethodsApi().then(
      (list) => {
        if (list.length === 0) return;
        setMethods(list);
        setMethod((m) => (list.includes(m) ? m : list[0]));
      },
      () => undefined,
    );
  }, [online]);

  useEffect(() => {
    if (!online) return;
    vipGradesApi().then(
      (list) => {
        setGrades(list);
        setGradeId((id) => id ?? list[0]?.id ?? null);
      },
      () => setGrades([]),
    );
  }, [online]);

  const grade = grades?.find((g) => g.id === gradeId) ?? null;
  const account = { isVipForever: s.userInfo?.isVipForever ?? false, vipExpireTime: s.userInfo?.isVip ? (s.userInfo.vipExpireTime ?? null) : null };

  const onPaid = () => {
    setPaid(true);
    setOrder(null);
    broadcast({ type: 'pay', tradeNo: order?.tradeNo });
    toast.success(renewing ? '会员续费成功！' : '会员开通成功！');
    refreshUserInfo().catch(() => {});
  };
  usePayPolling(order && !paid ? order : null, onPaid);

  // another grade or method needs another order: the old QR code goes away (and its polling stops)
  const choose = (next: { gradeId?: string; method?: PaymentMethod }) => {
    if (next.gradeId) setGradeId(next.gradeId);
    if (next.method) setMethod(next.method);
    setOrder(null);
  };

  const pay = async () => {
    if (!grade || busy) return;
    if (!s.token) {
      // an order belongs to an account: sign in first, then come back here
      toast.info('请先登录，再开通会员');
      onClose();
      return navigate(`/login?redirect=${encodeURIComponent(location)}`);
    }
    if (!agreed) {
      const ok = await confirm({ title: '提示', message: '开通前请阅读并同意《会员服务协议》', okText: '同意并继续', cancelText: '取消' });
      if (!ok) return;
      setAgreed(true);
    }
    setBusy(true);
    try {
      const { codeUrl, tradeNo } = await openVipApi(grade.id, method);
      const QRCode = (await import('qrcode')).default;
      const qr = await QRCode.toDataURL(codeUrl, { width: QR_SIZE, margin: 1 });
      setOrder({ tradeNo, codeUrl, qr, amount: yuan(grade.discountMoney), method });
    } catch {
      // request() has shown the error toast
    } finally {
      setBusy(false);
    }
  };

  // 我已完成支付: reload the account and ask about the order once more
  const finished = async () => {
    if (!order) return;
    setBusy(true);
    try {
      const { paySuccess } = await checkPayApi(order.tradeNo, order.method);
      if (paySuccess) onPaid();
      else {
        await refreshUserInfo();
        toast.info('还没有收到付款，付款后请稍等几秒');
      }
    } catch {
      toast.error('查询失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  const done = renewing ? '会员续费成功！' : '会员开通成功！';
  const title = paid ? done : renewing ? Messages.vipRenew : Messages.vipCta;
  return (
    <Dialog title={<span className={styles.title} data-testid="vip-title">👑 {title}</span>} onClose={onClose} size="full">
      {paid ? (
        <PaySuccess onClose={onClose} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.choose}>
            <ul className={styles.benefits}>
              {BENEFITS.map(([icon, text]) => (
                <li key={text}>
                  <span aria-hidden="true">{icon}</span> {text}
                </li>
              ))}
            </ul>
            {!online ? (
              <p className={styles.offline} role="status" data-testid="vip-offline">
                ☁️ {offlineMessage('开通会员')}
              </p>
            ) : !grades ? (
              <Spinner label="正在加载会员套餐…" />
            ) : (
              <div className={styles.grades} role="radiogroup" aria-label="会员套餐">
                {grades.map((g) => (
                  <GradeCard key={g.id} grade={g} selected={g.id === gradeId} preview={expiryPreview(g.days, account, new Date())} onSelect={() => choose({ gradeId: g.id })} />
                ))}
              </div>
            )}
            <div className={styles.methods} role="radiogroup" aria-label="支付方式">
              {methods.map((m) => (
                <button key={m} type="button" role="radio" aria-checked={method === m} className={`${styles.method} ${styles[m]} ${method === m ? styles.on : ''}`} onClick={() => choose({ method: m })}>
                  {m === 'wechat' ? '💬 微信支付' : '🅰️ 支付宝'}
                </button>
              ))}
            </div>
            <label className={styles.agree}>
              <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
              <span>
                我已阅读并同意
                <a href="/agreement" target="_blank" rel="noopener">
                  《会员服务协议》
                </a>
              </span>
            </label>
            <button type="button" className={`btn btn-vip btn-big ${styles.pay}`} onClick={pay} disabled={!grade || busy}>
              {!s.token ? '登录后开通' : order ? '重新生成二维码' : `立即开通${grade ? ` ¥${yuan(grade.discountMoney)}` : ''}`}
            </button>
          </div>
          <PayPanel order={order} onFinished={finished} checking={busy} />
        </div>
      )}
    </Dialog>
  );
}
