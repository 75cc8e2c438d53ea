import { z } from 'zod';

export interface VipGrade {
  id: string;
  name: string;
  days: number;
  /** cents */
  originalMoney: number;
  /** cents */
  discountMoney: number;
}
export const paymentMethodSchema = z.enum(['wechat', 'alipay'], { error: '请选择支付方式' });
export const openVipQuery = z.object({ vipGradeId: z.string({ error: '请选择会员套餐' }).min(1, '请选择会员套餐'), paymentMethod: paymentMethodSchema });
export const tradeNoQuery = z.object({ tradeNo: z.string({ error: '缺少订单号' }).min(1, '缺少订单号').max(64) });
export interface VipOrder {
  codeUrl: string;
  tradeNo: string;
}
export interface PayCheck {
  paySuccess: boolean;
}
