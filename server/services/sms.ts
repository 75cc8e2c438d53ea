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
      // Logs never carry codes or whole mobiles: the code is read from GET /api/dev/sms/latest.
      log(`[sms sandbox] a code was sent to ${mobile.slice(0, 3)}****${mobile.slice(-4)}; read it at /api/dev/sms/latest`);
    },
    latest: (mobile) => last.get(mobile),
  };
}
