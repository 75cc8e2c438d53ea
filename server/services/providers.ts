import type { Config } from '../config';
import { sandboxPayments, type PaymentProvider } from './payments';
import { sandboxSms, type SmsProvider } from './sms';
import { sandboxWechat, type WechatProvider } from './wechat';
import { paymentsFromEnv, smsFromEnv, wechatFromEnv } from './vendors/fromEnv';

/** The outside services behind one interface each (DESIGN.md); sandbox by default. */
export interface Providers {
  sms: SmsProvider;
  wechat: WechatProvider;
  payment: PaymentProvider;
}

/**
 * The providers the configuration asks for (README "Real providers"): the sandbox by default, or
 * the real vendors' adapters with their credentials from the environment. A missing credential
 * stops the server at start-up, naming it.
 */
export function createProviders(config: Config, log: (msg: string) => void, env: Record<string, string | undefined> = process.env): Providers {
  return {
    sms: smsFromEnv(config.smsProvider, env, () => sandboxSms(log)),
    wechat: wechatFromEnv(config.wechatProvider, env, sandboxWechat),
    payment: paymentsFromEnv(config.paymentProvider, env, sandboxPayments),
  };
}
