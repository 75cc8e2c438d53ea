import { createHmac, randomUUID } from 'node:crypto';
import { Status } from '../../../contract/envelope';
import { AppError } from '../../errors';
import type { SmsProvider } from '../sms';

/**
 * Aliyun SMS (dysmsapi SendSms, API version 2017-05-25) to the published RPC protocol: the query
 * is signed with HMAC-SHA1 over "GET&%2F&" + the percent-encoded sorted parameters, keyed with
 * the AccessKey secret + "&". The sign name and template come from configuration; the template
 * takes the code as ${code}.
 */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com; tests point it at a local fake */
  endpoint?: string;
  now?: () => Date;
}

/** RFC 3986 percent-encoding as Aliyun's signature wants it. */
export const percent = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function aliyunSignature(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percent(k)}=${percent(params[k])}`)
    .join('&');
  return createHmac('sha1', `${secret}&`).update(`${method}&${percent('/')}&${percent(canonical)}`).digest('base64');
}

/** The vendor's refusals a parent can act on, in words a parent understands (else: try later). */
const REFUSALS: Record<string, [number, string]> = {
  'isv.MOBILE_NUMBER_ILLEGAL': [Status.invalid, '手机号格式不正确，请检查后再试'],
  'isv.MOBILE_COUNT_OVER_LIMIT': [Status.invalid, '一次只能给一个手机号发送验证码'],
  'isv.BUSINESS_LIMIT_CONTROL': [Status.tooMany, '验证码发送太频繁了，请稍后再试'],
  'isv.DAY_LIMIT_CONTROL': [Status.tooMany, '这个手机号今天收到的验证码太多了，请明天再试'],
  'isv.BLACK_KEY_CONTROL_LIMIT': [Status.invalid, '这个手机号暂时不能接收验证码，请换一个手机号'],
  'isv.OUT_OF_SERVICE': [Status.serverError, '短信服务暂时停用了，请稍后再试或用其他方式登录'],
  'isv.AMOUNT_NOT_ENOUGH': [Status.serverError, '短信服务暂时停用了，请稍后再试或用其他方式登录'],
};

export function aliyunSms(c: AliyunSmsConfig): SmsProvider {
  const endpoint = (c.endpoint ?? 'https://dysmsapi.aliyuncs.com').replace(/\/+$/, '');
  const now = c.now ?? (() => new Date());
  return {
    name: 'aliyun',
    async send(mobile, code) {
      const params: Record<string, string> = {
        AccessKeyId: c.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: mobile,
        RegionId: 'cn-hangzhou',
        SignName: c.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: c.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const query = `Signature=${percent(aliyunSignature(params, c.accessKeySecret))}&${Object.keys(params)
        .map((k) => `${percent(k)}=${percent(params[k])}`)
        .join('&')}`;
      let answer: { Code?: string; Message?: string };
      try {
        const res = await fetch(`${endpoint}/?${query}`, { signal: AbortSignal.timeout(10_000) });
        answer = (await res.json()) as typeof answer;
      } catch {
        throw new AppError(Status.serverError, '短信发送失败，请稍后再试');
      }
      if (answer.Code === 'OK') return;
      const [status, message] = REFUSALS[answer.Code ?? ''] ?? [Status.serverError, '短信发送失败，请稍后再试'];
      throw new AppError(status, message);
    },
  };
}
