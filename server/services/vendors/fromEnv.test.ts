import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { paymentsFromEnv, smsFromEnv, wechatFromEnv } from './fromEnv';
import { sandboxPayments } from '../payments';
import { sandboxSms } from '../sms';
import { sandboxWechat } from '../wechat';

const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { priv: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), pub: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

describe('providers from the environment', () => {
  it('is the sandbox with no configuration', () => {
    expect(paymentsFromEnv('sandbox', {}, sandboxPayments).methods).toEqual(['wechat', 'alipay']);
    expect(smsFromEnv('sandbox', {}, () => sandboxSms(() => {})).name).toBe('sandbox');
    expect(wechatFromEnv('sandbox', {}, sandboxWechat).name).toBe('sandbox');
  });

  it('names the missing credential instead of starting without it', () => {
    expect(() => paymentsFromEnv('wechat', { PUBLIC_URL: 'https://kb.cn' }, sandboxPayments)).toThrow(/WECHATPAY_API_V3_KEY/);
    expect(() => paymentsFromEnv('alipay', {}, sandboxPayments)).toThrow(/ALIPAY_APP_ID/);
    expect(() => smsFromEnv('aliyun', {}, () => sandboxSms(() => {}))).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
    expect(() => wechatFromEnv('wechat', {}, sandboxWechat)).toThrow(/WECHAT_OPEN_APPID/);
    expect(() => paymentsFromEnv('paypal', {}, sandboxPayments)).toThrow(/unknown provider/);
  });

  it('combines WeChat Pay and Alipay, each for its own method', () => {
    const a = pem();
    const b = pem();
    const env = {
      PUBLIC_URL: 'https://kb.cn',
      WECHATPAY_MCHID: '1900000001',
      WECHATPAY_APPID: 'wx1',
      WECHATPAY_SERIAL_NO: 'S1',
      WECHATPAY_PRIVATE_KEY: a.priv,
      WECHATPAY_API_V3_KEY: 'k'.repeat(32),
      WECHATPAY_PLATFORM_CERT: b.pub,
      WECHATPAY_PLATFORM_SERIAL: 'P1',
      ALIPAY_APP_ID: '2021',
      // Alipay hands out bare base64 keys
      ALIPAY_PRIVATE_KEY: a.priv.replace(/-----[A-Z ]+-----|\n/g, ''),
      ALIPAY_PUBLIC_KEY: b.pub,
    };
    const both = paymentsFromEnv('wechat,alipay', env, sandboxPayments);
    expect(both.methods).toEqual(['wechat', 'alipay']);
    expect(both.acknowledge?.(true, 'alipay')?.body).toBe('success');
    expect(both.acknowledge?.(true, 'wechat')?.code).toBe(204);
  });
});
