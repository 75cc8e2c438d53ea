import type { Config } from '../config';
import { sandboxPayments, type PaymentProvider } from './payments';
import { sandboxSms, type SmsProvider } from './sms';
import { sandboxWechat, type WechatProvider } from './wechat';

/** The outside services behind one interface each (DESIGN.md); sandbox by default. */
export interface Providers {
  sms: SmsProvider;
  wechat: WechatProvider;
  payment: PaymentProvider;
}

// Real adapters (an SMS vendor, WeChat open platform, WeChat Pay v3 / Alipay) are not part of this build:
// asking for one must stop the server at start-up rather than take orders it cannot verify.
function only(kind: string, value: string): void {
  if (value !== 'sandbox') throw new Error(`${kind}=${value} is not available in this build; the only provider is "sandbox"`);
}

export function createProviders(config: Config, log: (msg: string) => void): Providers {
  only('SMS_PROVIDER', config.smsProvider);
  only('WECHAT_PROVIDER', config.wechatProvider);
  only('PAYMENT_PROVIDER', config.paymentProvider);
  return { sms: sandboxSms(log), wechat: sandboxWechat(), payment: sandboxPayments() };
}
