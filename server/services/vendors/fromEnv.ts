import { existsSync, readFileSync } from 'node:fs';
import { combinePayments, type PaymentProvider } from '../payments';
import type { SmsProvider } from '../sms';
import type { WechatProvider } from '../wechat';
import { alipayProvider } from './alipay';
import { aliyunSms } from './aliyunSms';
import { pemOf, privateKeyOf, publicKeyOf } from './rsa';
import { wechatOpenLogin } from './wechatOpen';
import { wechatPayProvider } from './wechatPay';

type Env = Record<string, string | undefined>;

/**
 * Credentials from the environment (README "Real providers"). A key may be given inline or as a
 * file: `X` or `X_FILE`. A missing one stops the server at start-up, naming the variable, instead
 * of taking orders it cannot verify.
 */
function reader(env: Env, what: string) {
  return (name: string): string => {
    const inline = env[name];
    if (inline) return inline.replace(/\\n/g, '\n');
    const file = env[`${name}_FILE`];
    if (file) {
      if (!existsSync(file)) throw new Error(`${what}: ${name}_FILE=${file} does not exist`);
      return readFileSync(file, 'utf8');
    }
    throw new Error(`${what} needs ${name} (or ${name}_FILE)`);
  };
}

/** PUBLIC_URL + the notify path: vendors call it from the internet. */
function notifyUrl(env: Env, method: string): string {
  const base = env.PUBLIC_URL?.replace(/\/+$/, '');
  if (!base) throw new Error(`a real payment provider needs PUBLIC_URL (its notifications go to PUBLIC_URL/api/pay/notify/${method})`);
  return `${base}/api/pay/notify/${method}`;
}

export function wechatPayFromEnv(env: Env): PaymentProvider {
  const need = reader(env, 'PAYMENT_PROVIDER=wechat');
  const apiV3Key = need('WECHATPAY_API_V3_KEY');
  if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('WECHATPAY_API_V3_KEY must be the 32-character API v3 key');
  return wechatPayProvider({
    mchid: need('WECHATPAY_MCHID'),
    appid: need('WECHATPAY_APPID'),
    serialNo: need('WECHATPAY_SERIAL_NO'),
    merchantKey: privateKeyOf(need('WECHATPAY_PRIVATE_KEY')),
    apiV3Key,
    platformKey: publicKeyOf(need('WECHATPAY_PLATFORM_CERT')),
    platformSerial: need('WECHATPAY_PLATFORM_SERIAL'),
    notifyUrl: notifyUrl(env, 'wechat'),
    baseUrl: env.WECHATPAY_BASE_URL,
  });
}

export function alipayFromEnv(env: Env): PaymentProvider {
  const need = reader(env, 'PAYMENT_PROVIDER=alipay');
  return alipayProvider({
    appId: need('ALIPAY_APP_ID'),
    appKey: privateKeyOf(pemOf(need('ALIPAY_PRIVATE_KEY'), 'PRIVATE KEY')),
    alipayKey: publicKeyOf(pemOf(need('ALIPAY_PUBLIC_KEY'), 'PUBLIC KEY')),
    notifyUrl: notifyUrl(env, 'alipay'),
    gateway: env.ALIPAY_GATEWAY,
  });
}

/** PAYMENT_PROVIDER: `sandbox`, `wechat`, `alipay` or `wechat,alipay`. */
export function paymentsFromEnv(value: string, env: Env, sandbox: () => PaymentProvider): PaymentProvider {
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0 || (names.length === 1 && names[0] === 'sandbox')) return sandbox();
  const made = names.map((name) => {
    if (name === 'wechat') return wechatPayFromEnv(env);
    if (name === 'alipay') return alipayFromEnv(env);
    throw new Error(`PAYMENT_PROVIDER=${value}: unknown provider "${name}" (sandbox, wechat, alipay)`);
  });
  return combinePayments(made);
}

export function smsFromEnv(value: string, env: Env, sandbox: () => SmsProvider): SmsProvider {
  if (value === 'sandbox') return sandbox();
  if (value !== 'aliyun') throw new Error(`SMS_PROVIDER=${value}: unknown provider (sandbox, aliyun)`);
  const need = reader(env, 'SMS_PROVIDER=aliyun');
  return aliyunSms({
    accessKeyId: need('ALIYUN_SMS_ACCESS_KEY_ID'),
    accessKeySecret: need('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: need('ALIYUN_SMS_SIGN_NAME'),
    templateCode: need('ALIYUN_SMS_TEMPLATE_CODE'),
    endpoint: env.ALIYUN_SMS_ENDPOINT,
  });
}

export function wechatFromEnv(value: string, env: Env, sandbox: () => WechatProvider): WechatProvider {
  if (value === 'sandbox') return sandbox();
  if (value !== 'wechat') throw new Error(`WECHAT_PROVIDER=${value}: unknown provider (sandbox, wechat)`);
  const need = reader(env, 'WECHAT_PROVIDER=wechat');
  return wechatOpenLogin({
    appid: need('WECHAT_OPEN_APPID'),
    secret: need('WECHAT_OPEN_SECRET'),
    apiBase: env.WECHAT_API_BASE,
    authorizeBase: env.WECHAT_AUTHORIZE_BASE,
  });
}
