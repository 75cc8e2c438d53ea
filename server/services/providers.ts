import type { Config } from '../config';
import { sandboxSms, type SmsProvider } from './sms';

/** The outside services behind one interface each (DESIGN.md); sandbox by default. */
export interface Providers {
  sms: SmsProvider;
}

export function createProviders(config: Config, log: (msg: string) => void): Providers {
  if (config.smsProvider !== 'sandbox') throw new Error(`SMS_PROVIDER=${config.smsProvider} is not available in this build; use sandbox`);
  return { sms: sandboxSms(log) };
}
