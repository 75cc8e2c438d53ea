import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { fakeServer } from './fakeServer';
import { aliyunSignature, aliyunSms } from '../../../server/services/vendors/aliyunSms';

// Issue 14 point 4: the Aliyun SMS adapter against a local fake that checks the request signature.
const KEY_ID = 'LTAI5tTESTKEY';
const SECRET = 'testsecret0123456789';
const delivered: { mobile: string; code: string; sign: string; template: string }[] = [];
let refuseWith: string | null = null;

let vendor: Awaited<ReturnType<typeof fakeServer>>;
let t: TestApp;
beforeAll(async () => {
  vendor = await fakeServer((req, _body, res) => {
    const params = Object.fromEntries(new URL(req.url!, 'http://x').searchParams);
    const { Signature, ...rest } = params;
    const answer = (data: Record<string, string>) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ RequestId: 'R1', ...data }));
    };
    if (rest.AccessKeyId !== KEY_ID || Signature !== aliyunSignature(rest, SECRET)) return answer({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' });
    if (rest.Action !== 'SendSms' || rest.Version !== '2017-05-25') return answer({ Code: 'InvalidAction', Message: 'no' });
    if (refuseWith) return answer({ Code: refuseWith, Message: 'refused' });
    delivered.push({ mobile: rest.PhoneNumbers, code: (JSON.parse(rest.TemplateParam) as { code: string }).code, sign: rest.SignName, template: rest.TemplateCode });
    answer({ Code: 'OK', Message: 'OK', BizId: 'B1' });
  });
  const sms = aliyunSms({ accessKeyId: KEY_ID, accessKeySecret: SECRET, signName: '小键盘侠', templateCode: 'SMS_000001', endpoint: vendor.url });
  t = await startTestApp({ providers: { sms } });
});
afterAll(async () => {
  await t?.close();
  await vendor?.close();
});

const send = (mobile: string) => t.call('POST', t.api('/auth/sendVerificationCode'), { mobile });

describe('Aliyun SMS', () => {
  it('sends the code with a signed request, the configured sign name and template, and the code logs in', async () => {
    expect((await send('13800000001')).status).toBe(200);
    expect(delivered.at(-1)).toMatchObject({ mobile: '13800000001', sign: '小键盘侠', template: 'SMS_000001' });
    const login = await t.call('POST', t.api('/auth/loginByMobile'), { mobile: '13800000001', verificationCode: delivered.at(-1)!.code });
    expect(login.status).toBe(200);
  });

  it("maps the vendor's refusals to clear Chinese, and a failed send does not hold the countdown", async () => {
    refuseWith = 'isv.BUSINESS_LIMIT_CONTROL';
    const limited = await send('13800000002');
    expect(limited.status).toBe(42900);
    expect(limited.message).toBe('验证码发送太频繁了，请稍后再试');
    refuseWith = 'isv.MOBILE_NUMBER_ILLEGAL';
    expect((await send('13800000002')).message).toBe('手机号格式不正确，请检查后再试');
    refuseWith = 'isv.AMOUNT_NOT_ENOUGH';
    expect((await send('13800000002')).status).toBe(50000);
    refuseWith = null;
    // nothing was sent, so no 60-second wait: the next try goes out at once
    expect((await send('13800000002')).status).toBe(200);
    expect(delivered.at(-1)!.mobile).toBe('13800000002');
  });
});
