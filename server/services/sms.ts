/** Sends verification codes. The sandbox keeps the last code per mobile for the dev endpoint. */
export interface SmsProvider {
  name: string;
  send(mobile: string, code: string): Promise<void>;
  /** sandbox only: the last code sent to a mobile */
  latest?(mobile: string): string | undefined;
}

export function sandboxSms(log: (msg: string) => void): SmsProvider {
  const last = new Map<string, string>();
  return {
    name: 'sandbox',
    async send(mobile, code) {
      last.set(mobile, code);
      log(`[sms sandbox] ${mobile} 验证码 ${code}`);
    },
    latest: (mobile) => last.get(mobile),
  };
}
