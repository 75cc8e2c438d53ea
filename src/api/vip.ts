import type { PayCheck, VipGrade, VipOrder } from '../../contract/vip';
import { request } from './http';

export type PaymentMethod = 'wechat' | 'alipay';

/** /vip calls of API.md: grades, orders and the payment check. */
export const vipGradesApi = () => request<VipGrade[]>('/vip/vipGrade/list');
/** The payment methods the server's providers take (PAYMENT_PROVIDER). */
export const paymentMethodsApi = () => request<PaymentMethod[]>('/vip/paymentMethods', { silent: true });
export const openVipApi = (vipGradeId: string, paymentMethod: PaymentMethod) =>
  request<VipOrder>('/vip/open', { method: 'POST', query: { vipGradeId, paymentMethod } });
/** Polled every second while the QR code is up: silent, so a flaky network does not stack toasts. */
export const checkPayApi = (tradeNo: string, method: PaymentMethod) =>
  request<PayCheck>(method === 'alipay' ? '/vip/checkAlipayPay' : '/vip/checkWxPay', { query: { tradeNo }, silent: true });
